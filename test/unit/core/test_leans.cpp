// Leans (falsify::Lean): the second half of a random phase leans its runs to
// one sign, to equal integers and to short sizes, so that a bug needing a small
// input of that shape is found on every seed at the defaults; the generators
// follow a lean without drawing more, and a run found leaning replays exactly.
#include "support.hpp"

#include <falsify/falsify.hpp>

#include "engine/runner_detail.hpp"

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <vector>

using namespace falsify;
using Ints = std::vector<int>;

BOOST_AUTO_TEST_SUITE(leans)

namespace {

std::vector<int> draw_ints(Lean lean, std::uint64_t seed, const Gen<int>& g, int count) {
    Random random(seed);
    random.lean(lean);
    std::vector<int> values;
    for (int i = 0; i < count; ++i) values.push_back(g.generate(random).value());
    return values;
}

/// Seeds 1..300 at the defaults (100 runs), shrinking off: on how many is `holds` falsified.
std::size_t found_on(const std::function<bool(const Ints&)>& holds) {
    std::size_t found = 0;
    for (std::uint64_t seed = 1; seed <= 300; ++seed) {
        const auto result = property("p", [&](const Ints& xs) { FALSIFY_ASSERT(holds(xs)); }).with(Config().seed(seed).shrink(false)).check();
        found += result.outcome() == Outcome::Falsified ? 1 : 0;
    }
    return found;
}

}  // namespace

BOOST_AUTO_TEST_CASE(the_first_half_of_a_phase_leans_nowhere_and_the_second_cycles_through_every_lean) {
    for (std::size_t k = 0; k < 50; ++k) BOOST_TEST((detail::run_lean(k, 100) == Lean::None));
    const std::vector<Lean> cycle{Lean::Negative, Lean::Short, Lean::Equal, Lean::Short, Lean::Positive, Lean::Short, Lean::Equal, Lean::None};
    for (std::size_t k = 50; k < 100; ++k) BOOST_CHECK_MESSAGE(detail::run_lean(k, 100) == cycle[(k - 50) % 8], "attempt " << k);
    // Its half is of the phase's runs, whatever they are.
    BOOST_TEST((detail::run_lean(9, 20) == Lean::None));
    BOOST_TEST((detail::run_lean(10, 20) == Lean::Negative));
}

BOOST_AUTO_TEST_CASE(a_sign_lean_draws_every_integer_of_that_sign_where_the_range_has_both) {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        for (int x : draw_ints(Lean::Negative, seed, gen::ints<int>(), 200)) BOOST_TEST_REQUIRE(x < 0);
        for (int x : draw_ints(Lean::Positive, seed, gen::ints<int>(), 200)) BOOST_TEST_REQUIRE(x > 0);
        for (int x : draw_ints(Lean::Negative, seed, gen::ints(-5, 1000), 200)) BOOST_TEST_REQUIRE((x < 0 && x >= -5));
        for (int x : draw_ints(Lean::Positive, seed, gen::ints(-1000, 3), 200)) BOOST_TEST_REQUIRE((x > 0 && x <= 3));
        // A range of one sign is not leaned: the same values as without a lean.
        BOOST_TEST(draw_ints(Lean::Negative, seed, gen::ints(0, 1000), 50) == draw_ints(Lean::None, seed, gen::ints(0, 1000), 50));
        BOOST_TEST(draw_ints(Lean::Positive, seed, gen::ints(3, 1000), 50) == draw_ints(Lean::None, seed, gen::ints(3, 1000), 50));
    }
}

BOOST_AUTO_TEST_CASE(a_lean_draws_no_more_than_a_run_without_one) {
    // After the same draws, each lean's stream is where a plain one is: a lean never shifts what follows.
    for (const Lean lean : {Lean::Short, Lean::Negative, Lean::Positive, Lean::Equal}) {
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            Random plain(seed), leaning(seed);
            leaning.lean(lean);
            for (int i = 0; i < 30; ++i) {
                gen::ints<int>().generate(plain);
                gen::ints<int>().generate(leaning);
                gen::ints(-50, 50).generate(plain);
                gen::ints(-50, 50).generate(leaning);
            }
            BOOST_TEST(plain.next_seed() == leaning.next_seed());
        }
    }
}

BOOST_AUTO_TEST_CASE(short_and_equal_runs_draw_short_sizes_and_equal_runs_mostly_equal_elements) {
    std::size_t all_equal = 0, pairs = 0;
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        for (const Lean lean : {Lean::Short, Lean::Equal}) {
            Random random(seed);
            random.lean(lean);
            const Ints xs = gen::vectors(gen::ints<int>()).generate(random).value();
            BOOST_TEST_REQUIRE(xs.size() <= 3u);
            if (lean != Lean::Equal || xs.size() < 2) continue;
            ++pairs;
            all_equal += std::all_of(xs.begin(), xs.end(), [&](int x) { return x == xs[0]; }) ? 1 : 0;
        }
    }
    BOOST_TEST_MESSAGE(all_equal << " of " << pairs << " Equal vectors of two or three elements are all equal");
    BOOST_TEST(all_equal * 10 >= pairs * 6);
}

BOOST_AUTO_TEST_CASE(small_input_bugs_of_a_sign_of_equal_elements_or_of_one_or_two_elements_are_found_on_every_seed) {
    auto every_negative = [](const Ints& xs) {  // a maximum started from 0
        int best = 0;
        for (int x : xs) best = std::max(best, x);
        return xs.empty() || best == *std::max_element(xs.begin(), xs.end());
    };
    auto every_positive = [](const Ints& xs) {  // a minimum started from 0
        int best = 0;
        for (int x : xs) best = std::min(best, x);
        return xs.empty() || best == *std::min_element(xs.begin(), xs.end());
    };
    auto all_equal = [](const Ints& xs) {  // a span of 0 divides by zero
        if (xs.size() < 2) return true;
        const auto [lo, hi] = std::minmax_element(xs.begin(), xs.end());
        return *hi != *lo;
    };
    auto last_pair = [](const Ints& xs) {  // the last pair is never compared
        bool sorted = true;
        for (std::size_t i = 1; i + 1 < xs.size(); ++i) sorted = sorted && xs[i - 1] <= xs[i];
        return sorted == std::is_sorted(xs.begin(), xs.end());
    };
    auto one_element = [](const Ints& xs) { return xs.size() != 1; };
    BOOST_TEST(found_on(every_negative) == 300u);
    BOOST_TEST(found_on(every_positive) == 300u);
    BOOST_TEST(found_on(all_equal) == 300u);
    BOOST_TEST(found_on(last_pair) == 300u);
    BOOST_TEST(found_on(one_element) == 300u);
}

BOOST_AUTO_TEST_CASE(a_failure_found_in_a_leaning_run_shrinks_and_replays_from_its_seed_and_path) {
    // Every element equal and at least two: met in an Equal run of the second half on many seeds.
    auto all_equal = [](const Ints& xs) {
        FALSIFY_ASSERT((xs.size() < 2 || *std::max_element(xs.begin(), xs.end()) != *std::min_element(xs.begin(), xs.end())));
    };
    std::size_t leaning = 0;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        const Result found = property("p", all_equal).with(Config().seed(seed)).check();
        BOOST_TEST_REQUIRE(found.outcome() == Outcome::Falsified);
        const auto& ce = *found.counter_example();
        BOOST_TEST(ce.shrunk_arguments.front().value == "[0, 0]");
        if (ce.attempt <= 50) continue;
        ++leaning;
        Config replay = Config().seed(seed).flaky_replays(0).attempt(ce.attempt);
        if (!ce.path.empty()) replay.path(ce.path);
        const Result again = property("p", all_equal).with(replay).check();
        BOOST_TEST_REQUIRE(again.outcome() == Outcome::Falsified, again.message());
        BOOST_TEST(again.counter_example()->original_arguments == ce.original_arguments);
        BOOST_TEST(again.counter_example()->shrunk_arguments == ce.shrunk_arguments);
    }
    BOOST_TEST(leaning > 0u);
}

BOOST_AUTO_TEST_SUITE_END()
