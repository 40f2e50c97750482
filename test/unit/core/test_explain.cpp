// The explain phase: what it claims about the shrunk counterexample holds
// (each claim re-checked here), it stays within its budget, it can be
// switched off, and it never changes the counterexample.
#include "support.hpp"

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <string>
#include <vector>

using namespace falsify;

namespace explain_test {

bool has_fact(const CounterExample& ce, const std::string& fact) {
    return std::find(ce.explanation.begin(), ce.explanation.end(), fact) != ce.explanation.end();
}

bool mentions(const CounterExample& ce, const std::string& part) {
    return std::any_of(ce.explanation.begin(), ce.explanation.end(), [&](const std::string& f) { return f.rfind(part, 0) == 0; });
}

/// Fails when a > 10, whatever b is.
Result a_over_ten(const Config& config, int* executions = nullptr) {
    return property("a_over_ten",
                    [executions](int a, int b) {
                        if (executions) ++*executions;
                        (void)b;
                        FALSIFY_ASSERT(a <= 10);
                    },
                    gen::ints(0, 1000), gen::ints(-1000, 1000))
        .names({"a", "b"})
        .with(config)
        .check();
}

}  // namespace explain_test

using namespace explain_test;

BOOST_AUTO_TEST_SUITE(explain)

BOOST_AUTO_TEST_CASE(a_parameter_that_does_not_matter_is_reported_and_one_that_does_is_not) {
    for (std::uint64_t seed = 0; seed < 10; ++seed) {
        const Result result = a_over_ten(Config().seed(seed));
        BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
        const CounterExample& ce = *result.counter_example();
        BOOST_TEST(test::shrunk_argument(ce, "a") == "11");
        BOOST_TEST(has_fact(ce, "b: any value fails (8 other values tried)"), result.message());
        // a = 11 is the boundary: any smaller value passes, so nothing is claimed of a.
        BOOST_TEST(!mentions(ce, "a:"), result.message());
        BOOST_TEST(result.message().find("\n  Explain:  b: any value fails (8 other values tried)\n            (") != std::string::npos,
                   result.message());
    }
}

BOOST_AUTO_TEST_CASE(each_claim_about_a_parameter_holds_for_values_the_phase_never_tried) {
    const Result result = a_over_ten(Config().seed(3));
    BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
    const auto [a, b] = result.shrunk_values<int, int>();
    BOOST_REQUIRE(has_fact(*result.counter_example(), "b: any value fails (8 other values tried)"));
    for (int other : {-1000, -1, 0, 1, 999, 1000}) {
        const Result pinned = property("pinned", [](int x, int y) { (void)y; FALSIFY_ASSERT(x <= 10); }, gen::ints(a, a), gen::ints(other, other))
                                  .names({"a", "b"})
                                  .with(Config().runs(1).phases({Phase::Random}))
                                  .check();
        BOOST_TEST(pinned.outcome() == Outcome::Falsified);
    }
    (void)b;
}

BOOST_AUTO_TEST_CASE(an_in_body_draw_that_does_not_matter_is_reported) {
    const Result result = property("drawn", [] {
                              const int n = draw(gen::ints(0, 100));
                              const int unused = draw(gen::ints(0, 100));
                              (void)unused;
                              FALSIFY_ASSERT(n < 50);
                          })
                              .with(Config().seed(4))
                              .check();
    BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
    const CounterExample& ce = *result.counter_example();
    BOOST_TEST(test::shrunk_argument(ce, "draw#1") == "50");
    BOOST_TEST(has_fact(ce, "draw#2: any value fails (8 other values tried)"), result.message());
    BOOST_TEST(!mentions(ce, "draw#1:"), result.message());
}

BOOST_AUTO_TEST_CASE(the_phase_spends_at_most_its_budget_and_says_when_it_ran_out) {
    int executions = 0;
    const Result result = a_over_ten(Config().seed(1).flaky_replays(0).explain_trials(3), &executions);
    BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
    const CounterExample& ce = *result.counter_example();
    BOOST_TEST(ce.explain_trials == 3u);
    BOOST_TEST(ce.explain_budget_spent);
    BOOST_TEST(static_cast<std::size_t>(executions) == ce.runs_before_failure + 1 + ce.shrink_trials + 3);
    BOOST_TEST(result.message().find("(3 trial(s); budget spent before every part was tried)") != std::string::npos, result.message());
    // A claim needs every one of its values tried: three trials cannot make one.
    BOOST_TEST(ce.explanation.empty(), result.message());
}

BOOST_AUTO_TEST_CASE(without_the_phase_nothing_is_executed_or_reported) {
    int executions = 0;
    const Result result = a_over_ten(Config().seed(1).flaky_replays(0).phases({Phase::Random, Phase::Shrink}), &executions);
    BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
    const CounterExample& ce = *result.counter_example();
    BOOST_TEST(ce.explain_trials == 0u);
    BOOST_TEST(static_cast<std::size_t>(executions) == ce.runs_before_failure + 1 + ce.shrink_trials);
    BOOST_TEST(result.message().find("Explain:") == std::string::npos, result.message());
}

BOOST_AUTO_TEST_CASE(the_phase_never_changes_the_counterexample) {
    for (std::uint64_t seed = 0; seed < 5; ++seed) {
        const Result with = a_over_ten(Config().seed(seed));
        const Result without = a_over_ten(Config().seed(seed).phases({Phase::Random, Phase::Shrink}));
        BOOST_REQUIRE(with.outcome() == Outcome::Falsified);
        BOOST_REQUIRE(without.outcome() == Outcome::Falsified);
        const CounterExample &a = *with.counter_example(), &b = *without.counter_example();
        BOOST_TEST(a.shrunk_arguments.at(0).value == b.shrunk_arguments.at(0).value);
        BOOST_TEST(a.shrunk_arguments.at(1).value == b.shrunk_arguments.at(1).value);
        BOOST_TEST(a.path == b.path);
        BOOST_TEST(a.shrink_trials == b.shrink_trials);
        BOOST_TEST((with.shrunk_values<int, int>() == without.shrunk_values<int, int>()));
    }
}

BOOST_AUTO_TEST_CASE(a_failure_that_does_not_replay_is_not_explained) {
    int runs = 0;
    const Result result = property("once", [&](int v) {
                              (void)v;
                              FALSIFY_ASSERT(++runs != 1);
                          })
                              .with(Config().seed(2))
                              .check();
    BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
    BOOST_TEST(result.counter_example()->is_flaky());
    BOOST_TEST(result.counter_example()->explain_trials == 0u);
}

BOOST_AUTO_TEST_CASE(a_value_that_fails_another_way_is_no_evidence) {
    // Any b fails, but a negative b fails with another exception: no claim about b.
    const Result result = property("two_ways",
                                   [](int a, int b) {
                                       if (b < 0) throw std::runtime_error("negative");
                                       FALSIFY_ASSERT(a <= 10);
                                   },
                                   gen::ints(0, 1000), gen::ints(-1000, 1000))
                              .names({"a", "b"})
                              .with(Config().seed(6))
                              .check();
    BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
    BOOST_TEST(!mentions(*result.counter_example(), "b:"), result.message());
}

BOOST_AUTO_TEST_CASE(a_value_whose_simplest_alternatives_pass_is_not_claimed_though_random_ones_fail) {
    // Most vectors the generator draws hold four elements or more and fail;
    // the empty one, the first shrink candidate, passes: no claim.
    for (std::uint64_t seed = 0; seed < 5; ++seed) {
        const Result result = property("four", [](const std::vector<int>& v) { FALSIFY_ASSERT(v.size() < 4); },
                                       gen::vectors(gen::ints(0, 9), 0, 100))
                                  .with(Config().seed(seed))
                                  .check();
        BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
        BOOST_TEST(!mentions(*result.counter_example(), "arg1:"), result.message());
    }
}

BOOST_AUTO_TEST_CASE(the_budget_is_refused_below_one_and_the_phase_is_named) {
    BOOST_CHECK_THROW(Config().explain_trials(0), std::invalid_argument);
    BOOST_TEST(to_string(Phase::Explain) == "explain");
}

BOOST_AUTO_TEST_SUITE_END()
