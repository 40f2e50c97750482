// What stops a descent, and what it may hold meanwhile: the caches of inputs
// already run stay under their byte budget however large the input, and every
// limit that ends a descent early (trials, time, the draw cap, memory) is named
// in the report's Shrunk: line.
#include "support.hpp"

#include "engine/seen_inputs.hpp"

#include <boost/test/unit_test.hpp>

#include <chrono>
#include <new>
#include <numeric>
#include <stdexcept>

using namespace falsify;

namespace {

/// A failing property over one vector of `length` values in 0..100 (every such vector fails).
Result check_long_vector(std::size_t length, std::size_t trials) {
    const auto lists = gen::vectors(gen::ints(0, 100), length, length);
    return property("long_vector",
                    [](const std::vector<int>& xs) { FALSIFY_ASSERT(std::accumulate(xs.begin(), xs.end(), 0LL) < 10); })
        .names({"xs"})
        .with(param("xs", lists))
        .with(Config().seed(1).runs(1).flaky_replays(0).max_shrink_trials(trials).phases({Phase::Random, Phase::Shrink}))
        .check();
}

bool says(const Result& result, const std::string& text) { return result.message().find(text) != std::string::npos; }

}  // namespace

BOOST_AUTO_TEST_SUITE(shrink_limits)

BOOST_AUTO_TEST_CASE(a_huge_input_keeps_the_descents_caches_under_their_byte_budget) {
    // Each candidate of a 10 000-element vector holds a tree of about 400 kB
    // (its values and one tree per element): 30 of them, counted in inputs
    // only, would hold some 12 MB in a cache; a 512 KiB budget holds one.
    constexpr std::size_t budget = std::size_t{512} << 10;
    detail::SeenInputsWatch bounded(budget);
    const Result small = check_long_vector(10'000, 30);
    BOOST_REQUIRE(small.outcome() == Outcome::Falsified);
    BOOST_TEST(small.counter_example()->shrink_trials == 30u);
    BOOST_TEST(bounded.peak_bytes() > 0u);
    BOOST_TEST(bounded.peak_bytes() <= 2 * budget);  // the two caches, each under its budget
    // Unbounded in bytes, the same descent holds far more, and forgetting changed nothing it found.
    detail::SeenInputsWatch unbounded(std::size_t{1} << 40);
    const Result large = check_long_vector(10'000, 30);
    BOOST_TEST(unbounded.peak_bytes() > 10 * budget);
    BOOST_TEST(large.counter_example()->shrunk_arguments == small.counter_example()->shrunk_arguments);
    BOOST_TEST(large.counter_example()->path == small.counter_example()->path);
}

BOOST_AUTO_TEST_CASE(a_tree_estimates_its_values_and_its_elements_trees) {
    const std::vector<int> ints(1000, 7);
    BOOST_TEST(detail::tree_footprint(ints) == sizeof(ints) + 1000 * (detail::element_tree_bytes + 2 * sizeof(int)));
    const std::vector<std::string> strings(10, std::string(100, 'x'));
    BOOST_TEST(detail::tree_footprint(strings) >= 10 * 100 * detail::element_tree_bytes);
    BOOST_TEST(detail::tree_footprint(42) == sizeof(int));
}

BOOST_AUTO_TEST_CASE(a_descent_stopped_by_its_trial_budget_says_so) {
    const Result result = check_long_vector(20, 5);
    BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
    BOOST_TEST(says(result, "5 trial(s); the best so far: the shrink budget max_shrink_trials: 5 trial(s) was spent)"), result.message());
}

BOOST_AUTO_TEST_CASE(a_descent_stopped_by_its_time_budget_says_so) {
    const auto lists = gen::vectors(gen::ints(0, 9), 300, 300);
    const Result result = property("slow",
                                   [](const std::vector<int>& xs) {
                                       const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(2);
                                       while (std::chrono::steady_clock::now() < until) {
                                       }
                                       FALSIFY_ASSERT(xs.size() < 150);
                                   })
                              .names({"xs"})
                              .with(param("xs", lists))
                              .with(Config().seed(1).runs(1).shrink_budget_ms(20).flaky_replays(0).phases({Phase::Random, Phase::Shrink}))
                              .check();
    BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
    BOOST_TEST(says(result, "; the best so far: the shrink budget shrink_budget_ms: 20 ms was spent)"), result.message());
}

BOOST_AUTO_TEST_CASE(a_descent_stopped_by_the_draw_cap_says_so) {
    // Reaching the cap takes 1000 accepted steps (over a thousand executions,
    // too slow for this tier): what the descent notes then is reported so.
    CounterExample ce;
    ce.shrunk_arguments = {{"draw#1", "7"}};
    ce.shrink_steps = 1000;
    ce.shrink_trials = 1500;
    ce.shrink_stopped_by = "1000 step(s), the cap with in-body draws";
    BOOST_TEST(falsification_message(ce).find("  Shrunk:   draw#1=7 (1000 shrink step(s), 1500 trial(s); the best so far: the shrink budget 1000 "
                                              "step(s), the cap with in-body draws was spent)") != std::string::npos,
               falsification_message(ce));
}

BOOST_AUTO_TEST_CASE(memory_running_out_in_a_shrink_trial_stops_the_descent_and_says_so) {
    // Small candidates run out of memory (the ladder tries 0 first): that says
    // nothing of them, so the descent stops with its best so far (here the
    // original) and the original failure, and says memory ran out, instead of
    // taking them as passing and going on as if nothing had happened.
    const auto values = gen::ints(0, 1000);
    const Result result = property("hungry",
                                   [](int v) {
                                       if (v < 20) throw std::bad_alloc();
                                       if (v > 50) throw std::runtime_error("v>50");
                                   })
                              .names({"v"})
                              .with(param("v", values))
                              .with(Config().seed(test::seed_where(values, [](int v) { return v > 500; })).flaky_replays(0))
                              .check();
    BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
    const CounterExample& ce = *result.counter_example();
    BOOST_TEST(ce.failure->message == "v>50");
    BOOST_TEST(ce.shrink_stopped_by == "memory: std::bad_alloc at trial " + std::to_string(ce.shrink_trials));
    BOOST_TEST(std::stoi(ce.shrunk_arguments.at(0).value) > 50);
    BOOST_TEST(says(result, "; the best so far: the shrink budget memory: std::bad_alloc at trial "), result.message());
}

BOOST_AUTO_TEST_CASE(memory_running_out_while_building_a_candidate_stops_the_descent_too) {
    // Not the body but the engine (here a map building the candidates below
    // 20) runs out of memory: not a candidate that cannot be built, a stop.
    const auto plain = gen::ints(0, 1000);
    const auto values = plain.map([](int v) {
        if (v < 20) throw std::bad_alloc();
        return v;
    });
    const Result result = property("hungry_engine",
                                   [](int v) {
                                       if (v > 50) throw std::runtime_error("v>50");
                                   })
                              .names({"v"})
                              .with(param("v", values))
                              .with(Config().seed(test::seed_where(plain, [](int v) { return v > 500; })).runs(1).flaky_replays(0))
                              .check();
    BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
    const CounterExample& ce = *result.counter_example();
    BOOST_TEST(ce.failure->message == "v>50");
    BOOST_TEST(ce.shrink_stopped_by == "memory: std::bad_alloc at trial " + std::to_string(ce.shrink_trials));
    BOOST_TEST(says(result, "; the best so far: the shrink budget memory: std::bad_alloc at trial "), result.message());
}

BOOST_AUTO_TEST_CASE(a_property_that_fails_by_running_out_of_memory_shrinks_as_any_other) {
    const auto values = gen::ints(0, 1000);
    const Result result = property("greedy",
                                   [](int v) {
                                       if (v > 50) throw std::bad_alloc();
                                   })
                              .names({"v"})
                              .with(param("v", values))
                              .with(Config().seed(test::seed_where(values, [](int v) { return v > 500; })).flaky_replays(0))
                              .check();
    BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
    BOOST_TEST(result.counter_example()->shrunk_arguments.at(0).value == "51");
    BOOST_TEST(result.counter_example()->shrink_stopped_by.empty());
}

BOOST_AUTO_TEST_SUITE_END()
