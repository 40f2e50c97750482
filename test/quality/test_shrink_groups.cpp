// Shrink quality of equal values and runs: a value that must occur three or
// more times (its copies lowered as one), and a run of one repeated element
// that must be long enough (shortened, and lowered as one). Each is a class
// of bug, checked over several shapes, thresholds and held-out seeds.
#include "support.hpp"

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

using namespace falsify;

BOOST_AUTO_TEST_SUITE(shrink_groups)

namespace {

/// Whether some value at least `threshold` occurs `times` times or more.
template <class C, class V>
bool repeated(const C& values, V threshold, std::size_t times) {
    std::map<V, std::size_t> counts;
    for (const auto& v : values)
        if (static_cast<V>(v) >= threshold && ++counts[static_cast<V>(v)] >= times) return true;
    return false;
}

/// The longest run of one repeated element.
template <class C>
std::size_t longest_run(const C& values) {
    std::size_t best = 0;
    for (std::size_t i = 0; i < values.size();) {
        std::size_t end = i + 1;
        while (end < values.size() && values[end] == values[i]) ++end;
        best = std::max(best, end - i);
        i = end;
    }
    return best;
}

/// Over seeds first..first+count-1: how many found the bug, and each ending on `expected`.
template <class T, class Fails>
int minima(const Gen<T>& generator, Fails fails, const std::string& expected, std::uint64_t first, std::uint64_t count, std::size_t runs) {
    int found = 0;
    for (std::uint64_t seed = first; seed < first + count; ++seed) {
        auto result = property("groups", [&](const T& value) { FALSIFY_ASSERT(!fails(value)); })
                          .names({"value"})
                          .with(param("value", generator))
                          .with(Config().seed(seed).runs(runs))
                          .check();
        if (result.outcome() != Outcome::Falsified) continue;
        ++found;
        const std::string ended = result.counter_example()->shrunk_arguments.at(0).value;
        BOOST_TEST(ended == expected, "seed " << seed << ": " << ended);
    }
    return found;
}

std::string repeated_text(const std::string& value, std::size_t times) {
    std::string text = "[";
    for (std::size_t i = 0; i < times; ++i) text += (i ? ", " : "") + value;
    return text + "]";
}

}  // namespace

BOOST_AUTO_TEST_CASE(a_value_that_must_occur_k_times_ends_on_k_copies_of_the_threshold) {
    // Integers over a small range (copies are common), each k and threshold:
    // the minimum is k copies of the threshold, which pairs alone cannot reach.
    for (const std::size_t times : {3u, 4u})
        for (const int threshold : {3, 7, 40}) {
            const auto lists = gen::vectors(gen::ints(0, threshold + 3));
            const int found = minima(lists, [&](const std::vector<int>& xs) { return repeated(xs, threshold, times); },
                                     repeated_text(std::to_string(threshold), times), 20001, 6, 300);
            BOOST_TEST(found >= 4, "k " << times << ", threshold " << threshold);
        }
}

BOOST_AUTO_TEST_CASE(copies_of_a_mapped_value_move_as_one) {
    // Elements that are not integer trees (doubled) move together when equal.
    const auto evens = gen::vectors(gen::ints(0, 12).map([](int v) { return 2 * v; }));
    const int found = minima(evens, [](const std::vector<int>& xs) { return repeated(xs, 10, 3); }, "[10, 10, 10]", 20011, 6, 300);
    BOOST_TEST(found >= 4);
}

BOOST_AUTO_TEST_CASE(a_character_that_must_occur_three_times_ends_on_three_copies) {
    const int found = minima(gen::string_from("abcdefgh"), [](const std::string& s) { return repeated(s, 'e', 3); }, "\"eee\"", 20021, 6, 300);
    BOOST_TEST(found >= 4);
}

BOOST_AUTO_TEST_CASE(a_run_that_must_be_longer_than_a_count_ends_on_the_shortest_lowest_run) {
    // Strings over a small alphabet and lists of small integers: a run of more
    // than `limit` equal elements (a run-length codec's count overflowing)
    // ends on limit + 1 copies of the simplest element, alone.
    for (const std::size_t limit : {2u, 4u, 9u}) {
        const int in_strings = minima(gen::string_from("ab", 0, 40), [&](const std::string& s) { return longest_run(s) > limit; },
                                      '"' + std::string(limit + 1, 'a') + '"', 20031, 6, 1000);
        BOOST_TEST(in_strings >= 4, "limit " << limit);
        if (limit > 8) continue;  // a list of ten is shown abbreviated
        const int in_lists = minima(gen::vectors(gen::ints(0, 2), 0, 40), [&](const std::vector<int>& xs) { return longest_run(xs) > limit; },
                                    repeated_text("0", limit + 1), 20041, 6, 1000);
        BOOST_TEST(in_lists >= 4, "limit " << limit);
    }
}

BOOST_AUTO_TEST_CASE(a_value_that_k_parameters_must_share_ends_on_k_copies_of_the_threshold) {
    // Three or four parameters (or in-body draws) that fail only when all hold
    // one value at least a threshold: no one or two of them move alone.
    for (const int threshold : {5, 40}) {
        // A few values below the threshold and a few above, so that the copies are found equal often.
        const auto small = gen::ints(std::max(0, threshold - 5), threshold + 3);
        int found3 = 0, found4 = 0, found_draws = 0;
        for (std::uint64_t seed = 20051; seed < 20057; ++seed) {
            const Config config = Config().seed(seed).runs(2000);
            auto three = property("three", [&](int a, int b, int c) { FALSIFY_ASSERT(!(a >= threshold && a == b && b == c)); }, small, small, small)
                             .with(config)
                             .check();
            if (three.outcome() == Outcome::Falsified) {
                ++found3;
                for (const auto& argument : three.counter_example()->shrunk_arguments) BOOST_TEST(argument.value == std::to_string(threshold), "seed " << seed);
            }
            // Mapped values of one kind (a key type drawn as an integer, say) move as one too.
            const auto doubled = small.map([](int v) { return 2 * v; });
            auto four = property("four", [&](int a, int b, int c, int d) { FALSIFY_ASSERT(!(a >= 2 * threshold && a == b && b == c && c == d)); },
                                 doubled, doubled, doubled, doubled)
                            .with(config)
                            .check();
            if (four.outcome() == Outcome::Falsified) {
                ++found4;
                for (const auto& argument : four.counter_example()->shrunk_arguments)
                    BOOST_TEST(argument.value == std::to_string(2 * threshold), "seed " << seed);
            }
            auto drawn = property("drawn",
                                  [&] {
                                      const int a = draw(small), b = draw(small), c = draw(small);
                                      FALSIFY_ASSERT(!(a >= threshold && a == b && b == c));
                                  })
                             .with(config)
                             .check();
            if (drawn.outcome() == Outcome::Falsified) {
                ++found_draws;
                const std::string t = std::to_string(threshold);
                const auto& shrunk = drawn.counter_example()->shrunk_arguments;
                BOOST_TEST(shrunk.size() == 3u);
                for (const auto& argument : shrunk) BOOST_TEST(argument.value == t, "seed " << seed << ": " << argument.name);
            }
        }
        BOOST_TEST(found3 >= 4, "threshold " << threshold);
        BOOST_TEST(found4 >= 4, "threshold " << threshold);
        BOOST_TEST(found_draws >= 4, "threshold " << threshold);
    }
}

BOOST_AUTO_TEST_SUITE_END()
