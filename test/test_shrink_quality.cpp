// Shrink quality, pinned: cases of the public shrinking challenge that must keep
// ending on their known minimum on fixed seeds (bench/shrinking_challenge prints
// the whole table beside RapidCheck).
#include "support.hpp"

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <set>

using namespace falsify;

namespace {

template <class T, class Holds>
std::string shrunk(const Gen<T>& generator, Holds holds, std::uint64_t seed) {
    auto result = property("challenge", [&](const T& value) { FALSIFY_ASSERT(holds(value)); })
                      .names({"value"})
                      .with(param("value", generator))
                      .with(Config().seed(seed).runs(1000))
                      .check();
    BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
    return result.counter_example()->shrunk_arguments.at(0).value;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(shrink_quality)

BOOST_AUTO_TEST_CASE(reverse_ends_on_0_1) {
    for (std::uint64_t seed = 1; seed <= 10; ++seed)
        BOOST_TEST(shrunk(gen::vectors(gen::ints<int>()),
                          [](const std::vector<int>& xs) { return std::vector<int>(xs.rbegin(), xs.rend()) == xs; }, seed) == "[0, 1]");
}

BOOST_AUTO_TEST_CASE(difference_must_not_be_zero_ends_on_10_10) {
    for (std::uint64_t seed = 1; seed <= 10; ++seed)
        BOOST_TEST(shrunk(gen::tuples(gen::ints<int>(), gen::ints<int>()),
                          [](const std::tuple<int, int>& p) { return std::get<0>(p) < 10 || std::get<0>(p) != std::get<1>(p); }, seed) ==
                   "(10, 10)");
}

BOOST_AUTO_TEST_CASE(difference_must_not_be_small_moves_both_values_together) {
    // Where the bug is found, the pair shifts as one down to the boundary.
    int found = 0;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        auto result = property("small_difference",
                               [](const std::tuple<int, int>& p) {
                                   const long d = std::labs(static_cast<long>(std::get<0>(p)) - std::get<1>(p));
                                   FALSIFY_ASSERT((std::get<0>(p) < 10 || d < 1 || d > 4));
                               })
                          .names({"p"})
                          .with(param("p", gen::tuples(gen::ints<int>(), gen::ints<int>())))
                          .with(Config().seed(seed).runs(1000))
                          .check();
        if (result.outcome() != Outcome::Falsified) continue;
        ++found;
        BOOST_TEST(result.counter_example()->shrunk_arguments.at(0).value == "(10, 6)");
    }
    BOOST_TEST(found >= 10);
}

BOOST_AUTO_TEST_CASE(deletion_ends_on_two_zeros_and_index_0) {
    const auto lists = gen::vectors(gen::ints<int>(), 1, 100).flat_map([](const std::vector<int>& xs) {
        return gen::tuples(gen::constant(xs), gen::ints<std::size_t>(0, xs.size() - 1));
    });
    for (std::uint64_t seed = 1; seed <= 10; ++seed)
        BOOST_TEST(shrunk(lists,
                          [](const std::tuple<std::vector<int>, std::size_t>& d) {
                              auto xs = std::get<0>(d);
                              const int x = xs.at(std::get<1>(d));
                              xs.erase(xs.begin() + static_cast<std::ptrdiff_t>(std::get<1>(d)));
                              return std::find(xs.begin(), xs.end(), x) == xs.end();
                          },
                          seed) == "([0, 0], 0)");
}

BOOST_AUTO_TEST_CASE(nested_lists_merge_into_one_list_of_eleven_zeros) {
    for (std::uint64_t seed = 1; seed <= 10; ++seed)
        BOOST_TEST(shrunk(gen::vectors(gen::vectors(gen::ints<int>())),
                          [](const std::vector<std::vector<int>>& ls) {
                              std::size_t total = 0;
                              for (const auto& l : ls) total += l.size();
                              return total <= 10;
                          },
                          seed) == "[[0, 0, 0, 0, 0, 0, 0, 0, \xE2\x80\xA6 +3 more]]");
}

BOOST_AUTO_TEST_CASE(distinct_ends_on_three_small_distinct_values) {
    for (std::uint64_t seed = 1; seed <= 10; ++seed)
        BOOST_TEST(shrunk(gen::vectors(gen::ints<int>()), [](const std::vector<int>& xs) { return std::set<int>(xs.begin(), xs.end()).size() < 3; },
                          seed) == "[-1, 0, 1]");  // magnitude first, then sign
}

BOOST_AUTO_TEST_CASE(a_flat_mapped_length_keeps_the_element_that_matters) {
    // The length comes from the source; removing surplus draws elsewhere than the
    // tail lets the list keep its one large element rather than its prefix.
    const auto lists = gen::ints(1, 100).flat_map(
        [](int n) { return gen::vectors(gen::ints(0, 1000), static_cast<std::size_t>(n), static_cast<std::size_t>(n)); });
    for (std::uint64_t seed = 1; seed <= 10; ++seed)
        BOOST_TEST(shrunk(lists, [](const std::vector<int>& xs) { return xs.empty() || *std::max_element(xs.begin(), xs.end()) < 900; },
                          seed) == "[900]");
}

BOOST_AUTO_TEST_CASE(a_negative_integer_shrinks_past_its_mirror_to_the_positive_boundary) {
    BOOST_TEST(shrunk(gen::ints<int>(-1000, 1000), [](int v) { return std::abs(v) < 17; }, test::seed_where(gen::ints(-1000, 1000), [](int v) {
                          return v < -17;
                      })) == "17");
}

BOOST_AUTO_TEST_SUITE_END()
