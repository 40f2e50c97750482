// The descent: the seed's examples, exact messages, failure identity, counting.
#include "support.hpp"

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <chrono>
#include <ostream>
#include <stdexcept>

using namespace falsify;

namespace {

/// A value whose operator<< throws above 10.
struct LoudValue {
    int level;
};

[[maybe_unused]] std::ostream& operator<<(std::ostream& out, const LoudValue& loud) {
    if (loud.level > 10) throw std::logic_error("too loud to print");
    return out << "Loud{" << loud.level << "}";
}

}  // namespace

BOOST_AUTO_TEST_SUITE(shrinking)

// The seed engine's own example, in its exact format. Its shrinker spends 22
// trials on it (path value:2/value:2/value:4/value:4); falsify's ladder, which
// tries the target last once an ancestor has tried it, bisects from the last
// value known to pass and never re-runs an input it has already rejected,
// spends 10: 0, 50, 75 (fails), 57, 54, 51 (each fails), then 26, 39, 45, 48.
BOOST_AUTO_TEST_CASE(seed_example_value_above_50_shrinks_to_51_with_the_exact_message) {
    const auto values = gen::ints(0, 100);
    const std::uint64_t seed = test::seed_where(values, [](int v) { return v == 100; });
    int executions = 0;
    auto result = property("value_small", [&](int value) {
                      ++executions;
                      if (value > 50) throw std::runtime_error("value>50");
                  })
                      .names({"value"})
                      .with(param("value", values))
                      .with(Config().seed(seed).flaky_replays(0))
                      .check();
    BOOST_TEST(result.outcome() == Outcome::Falsified);
    BOOST_TEST(result.message() == "Property falsified after 0 successful run(s); seed=" + std::to_string(seed) +
                                       "\n"
                                       "  Original: value=100\n"
                                       "  Shrunk:   value=51 (4 shrink step(s), 10 trial(s))\n"
                                       "  Changed:  value=100 -> 51\n"
                                       "  Failure:  value>50\n"
                                       "  Explain:  no part found that varies without changing the failure (1 trial(s))\n"
                                       "  Path:     value:2/value:0/value:0/value:0");
    // The explain phase's one trial: the first other value it drew passed.
    BOOST_TEST(executions == 1 + 10 + 1);
    BOOST_TEST(result.counter_example()->path == "value:2/value:0/value:0/value:0");
}

BOOST_AUTO_TEST_CASE(vector_without_42_shrinks_to_the_single_element_42) {
    auto result = property("no_42",
                           [](const std::vector<int>& xs) { FALSIFY_ASSERT(std::find(xs.begin(), xs.end(), 42) == xs.end()); })
                      .names({"xs"})
                      .with(param("xs", gen::vectors(gen::ints(0, 100))))
                      .with(Config().seed(7).runs(1000))
                      .check();
    BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
    BOOST_TEST(result.counter_example()->shrunk_arguments.at(0).value == "[42]");
}

BOOST_AUTO_TEST_CASE(monotone_integer_predicate_reaches_the_exact_boundary) {
    for (std::uint64_t seed = 0; seed < 30; ++seed) {
        auto result = property("below", [](long n) { FALSIFY_ASSERT(n < 123457); })
                          .names({"n"})
                          .with(param("n", gen::ints<long>(0, 10'000'000)))
                          .with(Config().seed(seed))
                          .check();
        BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
        BOOST_TEST(result.counter_example()->shrunk_arguments.at(0).value == "123457");
    }
}

BOOST_AUTO_TEST_CASE(negative_ranges_shrink_toward_the_point_nearest_zero) {
    auto result = property("neg", [](int n) { FALSIFY_ASSERT(n > -1000); })
                      .names({"n"})
                      .with(param("n", gen::ints(-100000, -5)))
                      .with(Config().seed(3))
                      .check();
    BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
    BOOST_TEST(result.counter_example()->shrunk_arguments.at(0).value == "-1000");
}

BOOST_AUTO_TEST_CASE(two_assertions_the_descent_stays_on_the_first_site) {
    // a >= 10 fails first when a is large; shrinking a toward 0 would make the
    // second assertion (b < 5) fail instead at another line: that is refused.
    for (std::uint64_t seed = 0; seed < 20; ++seed) {
        auto result = property("two_sites",
                               [](int a, int b) {
                                   FALSIFY_ASSERT(a < 10);
                                   FALSIFY_ASSERT(b < 5);
                               })
                          .names({"a", "b"})
                          .file(__FILE__)
                          .with(param("a", gen::ints(0, 100)))
                          .with(param("b", gen::ints(0, 100)))
                          .with(Config().seed(seed))
                          .check();
        BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
        const auto& ce = *result.counter_example();
        const std::string failure = ce.failure->message;
        if (failure.rfind("a < 10", 0) == 0) {
            BOOST_TEST(ce.shrunk_arguments.at(0).value == "10");
        } else {
            BOOST_TEST(failure.rfind("b < 5", 0) == 0);
            BOOST_TEST(ce.shrunk_arguments.at(0).value == "0");
            BOOST_TEST(ce.shrunk_arguments.at(1).value == "5");
        }
    }
}

BOOST_AUTO_TEST_CASE(without_a_known_site_the_exception_type_alone_identifies_a_failure) {
    // Two throws of different types: the descent must not move from one to the other.
    auto result = property("types",
                           [](int a) {
                               if (a > 50) throw std::out_of_range("big");
                               if (a > 5) throw std::logic_error("medium");
                           })
                      .names({"a"})
                      .with(param("a", gen::ints(0, 100)))
                      .with(Config().seed(test::seed_where(gen::ints(0, 100), [](int v) { return v > 50; })))
                      .check();
    BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
    BOOST_TEST(result.counter_example()->shrunk_arguments.at(0).value == "51");
    BOOST_TEST(result.counter_example()->failure->type == "std::out_of_range");
}

BOOST_AUTO_TEST_CASE(same_seed_gives_byte_identical_messages) {
    auto run_once = [] {
        return property("pairs",
                        [](const std::vector<int>& xs, const std::string& s) { FALSIFY_ASSERT(xs.size() + s.size() < 20); })
            .names({"xs", "s"})
            .with(Config().seed(99))
            .check()
            .message();
    };
    const std::string first = run_once();
    BOOST_TEST(!first.empty());
    BOOST_TEST(first == run_once());
}

BOOST_AUTO_TEST_CASE(steps_and_trials_are_counted_as_the_seed_defines) {
    int executions = 0;
    auto result = property("count", [&](int v) { ++executions; FALSIFY_ASSERT(v < 1000); })
                      .names({"v"})
                      .with(param("v", gen::ints(0, 1'000'000)))
                      .with(Config().seed(5).flaky_replays(0))
                      .check();
    BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
    const auto& ce = *result.counter_example();
    BOOST_TEST(static_cast<std::size_t>(executions) == ce.runs_before_failure + 1 + ce.shrink_trials + ce.explain_trials);
    BOOST_TEST(ce.shrink_steps > 0u);
    BOOST_TEST(ce.shrink_trials >= ce.shrink_steps);
    BOOST_TEST(std::count(ce.path.begin(), ce.path.end(), '/') + 1 == static_cast<long>(ce.shrink_steps));
}

BOOST_AUTO_TEST_CASE(a_trial_budget_caps_the_steps_and_shrinking_off_keeps_the_original) {
    auto make = [](Config config) {
        return property("cap", [](int v) { FALSIFY_ASSERT(v < 10); })
            .names({"v"})
            .with(param("v", gen::ints(0, 1'000'000)))
            .with(config.seed(test::seed_where(gen::ints(0, 1'000'000), [](int v) { return v > 1000; })))
            .check();
    };
    // Each accepted step costs an execution at least.
    auto capped = make(Config().max_shrink_trials(2));
    BOOST_TEST(capped.counter_example()->shrink_trials == 2u);
    BOOST_TEST(capped.counter_example()->shrink_steps <= 2u);
    auto none = make(Config().shrink(false));
    BOOST_TEST(none.counter_example()->shrink_steps == 0u);
    BOOST_TEST(none.counter_example()->shrink_trials == 0u);
    BOOST_TEST(none.counter_example()->original_arguments == none.counter_example()->shrunk_arguments);
    BOOST_TEST(none.message().find("(0 shrink step(s); not shrunk: shrinking is off (Config::shrink(false)))") != std::string::npos,
               none.message());
    BOOST_TEST(none.message().find("Changed:") == std::string::npos);
    BOOST_TEST(none.message().find("Path:") == std::string::npos);
}

BOOST_AUTO_TEST_CASE(shrinking_off_and_phases_without_shrink_run_no_trials) {
    for (const Config& config : {Config().seed(1).shrink(false),
                                 Config().seed(1).phases({Phase::Random})}) {
        auto result = property("off", [](int v) { FALSIFY_ASSERT(v < 10); }).names({"v"}).with(config).check();
        BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
        BOOST_TEST(result.counter_example()->shrink_trials == 0u);
    }
}

BOOST_AUTO_TEST_CASE(assume_discards_and_gives_up_with_the_message) {
    auto result = property("picky", [](int v) { FALSIFY_ASSUME(v == 12345); }).names({"v"}).with(Config().seed(1).runs(10)).check();
    BOOST_TEST(result.outcome() == Outcome::GaveUp);
    BOOST_TEST(result.message() ==
               "Property \"picky\" gave up after 101 attempt(s): 0/10 successful run(s), 101 discarded (maximum 100). "
               "Narrow or construct the generators so inputs are valid by construction.");
    auto capped = property("picky", [](int v) { FALSIFY_ASSUME(v == 12345); }).names({"v"}).with(Config().seed(1).max_discards(3)).check();
    BOOST_TEST(capped.statistics().discards == 4u);
}

BOOST_AUTO_TEST_CASE(a_skipping_environment_gives_up_with_its_own_advice_and_reason) {
    auto result = property("offline", [](int) { FALSIFY_SKIP("no route to 10.0.0.7"); }).names({"v"}).with(Config().seed(1).runs(10)).check();
    BOOST_TEST(result.outcome() == Outcome::GaveUp);
    // The skip budget is `runs`, not ten times it, and a skip is not a discard.
    BOOST_TEST(result.message() ==
               "Property \"offline\" gave up after 11 attempt(s): 0/10 successful run(s), 11 skipped (maximum 10). "
               "The environment refused those runs, so the generators are not the cause: a missing dependency or a lifecycle hook "
               "skipped this property more often than it checked it. The last skip said: \"no route to 10.0.0.7\".");
    BOOST_TEST(result.statistics().skips == 11u);
    BOOST_TEST(result.statistics().discards == 0u);
    // max_discards caps skips too.
    auto capped = property("offline", [](int) { FALSIFY_SKIP("down"); }).names({"v"}).with(Config().seed(1).max_discards(3)).check();
    BOOST_TEST(capped.statistics().skips == 4u);
    // An empty reason leaves the last sentence out.
    auto silent = property("offline", [](int) { FALSIFY_SKIP(""); }).names({"v"}).with(Config().seed(1).runs(2)).check();
    BOOST_TEST(silent.message().find("checked it.") == silent.message().size() - std::string("checked it.").size(), silent.message());
}

BOOST_AUTO_TEST_CASE(skips_and_discards_spend_separate_budgets) {
    // A quarter of the inputs skip and a quarter discard: about 50 of each for
    // 100 checks, under both budgets (100 skips, 1000 discards).
    auto result = property("half", [](int v) {
                      if (v % 4 == 3) FALSIFY_SKIP("odd quarter");
                      FALSIFY_ASSUME(v % 4 != 2);
                  })
                      .names({"v"})
                      .with(param("v", gen::ints(0, 1000)))
                      .with(Config().seed(5))
                      .check();
    BOOST_TEST(result.passed(), result.message());
    const auto& s = result.statistics();
    BOOST_TEST(s.checks == 100u);
    BOOST_TEST(s.skips > 20u);
    BOOST_TEST(s.discards > 20u);
    BOOST_TEST(s.attempts == s.checks + s.skips + s.discards);
}

BOOST_AUTO_TEST_CASE(a_skipped_shrink_candidate_is_not_accepted) {
    // Below 20 the environment refuses every run; the failure is x >= 10, so
    // the smallest input that still *fails* is 20, not 10.
    auto result = property("refused below 20", [](int x) {
                      if (x < 20) FALSIFY_SKIP("too small for the service");
                      FALSIFY_ASSERT(x < 10);
                  })
                      .names({"x"})
                      .with(param("x", gen::ints(0, 1000)))
                      .with(Config().seed(3))
                      .check();
    BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
    BOOST_TEST(result.counter_example()->shrunk_arguments.at(0).value == "20");
    BOOST_TEST(result.counter_example()->skips == result.statistics().skips);
}

BOOST_AUTO_TEST_CASE(a_skipped_flaky_replay_does_not_make_the_failure_flaky) {
    // The shrunk input 51 fails once in the descent; its replays are refused.
    auto run = [](bool skip_replays) {
        int seen = 0;
        return property("replays refused", [&seen, skip_replays](int x) {
                   if (x == 51 && ++seen > 1) {
                       if (skip_replays) FALSIFY_SKIP("the service went away");
                       return;  // passes: a genuinely flaky body
                   }
                   FALSIFY_ASSERT(x <= 50);
               })
            .names({"x"})
            .with(param("x", gen::ints(0, 100)))
            .with(Config().seed(1))
            .check();
    };
    const auto skipped = run(true);
    BOOST_REQUIRE(skipped.outcome() == Outcome::Falsified);
    BOOST_TEST(skipped.counter_example()->shrunk_arguments.at(0).value == "51");
    BOOST_TEST(!skipped.counter_example()->is_flaky());
    BOOST_TEST(skipped.counter_example()->replays == 2u);
    const auto passing = run(false);
    BOOST_REQUIRE(passing.outcome() == Outcome::Falsified);
    BOOST_TEST(passing.counter_example()->passed_on_replay == 1u);
}

BOOST_AUTO_TEST_CASE(assume_lets_the_other_runs_pass) {
    auto result = property("even", [](int v) { FALSIFY_ASSUME(v % 2 == 0); FALSIFY_ASSERT(v % 2 == 0); }).names({"v"}).check();
    BOOST_TEST(result.passed());
    BOOST_TEST(result.statistics().checks == 100u);
    BOOST_TEST(result.statistics().attempts == 100u + result.statistics().discards);
}

BOOST_AUTO_TEST_CASE(flaky_bodies_are_reported) {
    int calls = 0;
    auto result = property("flaky", [&](int) { if (++calls == 1) throw std::runtime_error("once"); })
                      .names({"v"})
                      .with(Config().seed(1))
                      .check();
    BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
    BOOST_TEST(result.counter_example()->is_flaky());
    BOOST_TEST(result.counter_example()->passed_on_replay == 1u);
    BOOST_TEST(result.message().find("  Flaky:    the minimised input passed on replay 1; suspect nondeterminism") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(explicit_examples_run_first_and_are_not_shrunk) {
    auto result = property("examples", [](int a, const std::string& s) { FALSIFY_ASSERT(a != 7); (void)s; })
                      .names({"a", "s"})
                      .with(example(7, "x"))
                      .check();
    BOOST_TEST(result.outcome() == Outcome::ExampleFailed);
    BOOST_TEST(result.message() == "Explicit example #1 failed: [7, \"x\"]\n  Failure:  a != 7 [7 != 7]");
}

BOOST_AUTO_TEST_CASE(generation_exhausted_is_its_own_outcome) {
    auto result = property("never", [](int) {})
                      .names({"v"})
                      .with(param("v", gen::ints(0, 10).filter([](int v) { return v > 100; })))
                      .check();
    BOOST_TEST(result.outcome() == Outcome::GenerationFailed);
    BOOST_TEST(result.message() ==
               "gen::filter(gen::ints(0, 10)) exhausted after 100 attempt(s): the predicate rejected every generated value; "
               "widen the source generator, raise the attempt budget, or build dependent values with gen::flat_map() instead of "
               "filtering");
}

BOOST_AUTO_TEST_CASE(a_generator_that_throws_is_a_generation_failure_naming_the_property_the_exception_and_the_seed) {
    // A map() that is not total over its source's values: no exception escapes run().
    auto partial = gen::ints(0, 100).map([](int v) {
        if (v > 50) throw std::runtime_error("no value above 50: " + std::to_string(v));
        return v;
    });
    Result result = property("partial map", [](int) {}).names({"v"}).with(param("v", partial)).with(Config().seed(3)).check();
    BOOST_TEST(result.outcome() == Outcome::GenerationFailed);
    BOOST_TEST(result.seed() == 3u);
    BOOST_TEST(result.message().rfind("Property \"partial map\" could not generate the input of attempt ", 0) == 0u, result.message());
    BOOST_TEST(result.message().find(": a generator threw std::runtime_error: no value above 50: ") != std::string::npos, result.message());
    BOOST_TEST(result.message().find("; seed=3. ") != std::string::npos, result.message());
    // The same seed fails the same way.
    BOOST_TEST(property("partial map", [](int) {}).names({"v"}).with(param("v", partial)).with(Config().seed(3)).check().message() ==
               result.message());
    // An exception not derived from std::exception, and in exhaustive mode, the same verdict.
    auto odd = gen::ints(0, 3).map([](int v) {
        if (v == 2) throw 42;
        return v;
    });
    Result exhaustive = property("odd map", [](int) {}).names({"v"}).with(param("v", odd)).with(Config().exhaustive(true)).check();
    BOOST_TEST(exhaustive.outcome() == Outcome::GenerationFailed);
    BOOST_TEST(exhaustive.message().find("a generator threw an exception not derived from std::exception") != std::string::npos,
               exhaustive.message());
}

BOOST_AUTO_TEST_CASE(a_generator_that_throws_while_shrinking_or_explaining_leaves_the_counterexample) {
    // Values below 5 cannot be made: the descent stops at 5 and the explain phase makes no claim it cannot test.
    auto from_five = gen::ints(0, 100).map([](int v) {
        if (v < 5) throw std::runtime_error("nothing below 5");
        return v;
    });
    std::size_t falsified = 0;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        Result result = property("from five", [](int x) { FALSIFY_ASSERT(x < 3); }).names({"x"}).with(param("x", from_five)).with(Config().seed(seed)).check();
        BOOST_TEST((result.outcome() == Outcome::Falsified || result.outcome() == Outcome::GenerationFailed), result.message());
        if (result.outcome() != Outcome::Falsified) continue;
        ++falsified;
        BOOST_TEST(result.counter_example()->shrunk_arguments.at(0).value == "5", result.message());
    }
    BOOST_TEST(falsified > 0u);
}

BOOST_AUTO_TEST_CASE(a_printer_that_throws_is_shown_in_the_values_place_and_the_report_is_whole) {
    BOOST_TEST(show(LoudValue{3}) == "Loud{3}");
    BOOST_TEST(show(LoudValue{30}) == "<operator<< threw: too loud to print>");
    // Inside a container, the rest of it is shown.
    BOOST_TEST(show(std::vector<LoudValue>{{1}, {30}}) == "[Loud{1}, <operator<< threw: too loud to print>]");
    const auto seed = test::seed_where(gen::ints(0, 100), [](int v) { return v >= 20; });
    Result result = property("loud", [](LoudValue loud) { FALSIFY_ASSERT(loud.level < 20); })
                        .names({"loud"})
                        .with(param("loud", gen::ints(0, 100).map([](int v) { return LoudValue{v}; })))
                        .with(Config().seed(seed))
                        .check();
    BOOST_TEST(result.outcome() == Outcome::Falsified);
    BOOST_TEST(result.message().find("; seed=" + std::to_string(seed) + "\n") != std::string::npos, result.message());
    BOOST_TEST(result.message().find("\n  Shrunk:   loud=<operator<< threw: too loud to print> (") != std::string::npos, result.message());
    BOOST_TEST(result.message().find("\n  Failure:  loud.level < 20 [20 < 20]") != std::string::npos, result.message());
    BOOST_TEST(result.message().find("\n  Path:     loud:") != std::string::npos, result.message());
}

BOOST_AUTO_TEST_CASE(a_counter_example_exports_json_with_the_frozen_keys) {
    auto result = property("json", [](int v) { FALSIFY_ASSERT(v < 10); })
                      .names({"v"})
                      .with(param("v", gen::ints(0, 100)))
                      .with(Config().seed(test::seed_where(gen::ints(0, 100), [](int v) { return v == 100; })).flaky_replays(1))
                      .check();
    const std::string json = result.counter_example()->to_json();
    BOOST_TEST(json.find("{\"seed\":") == 0u);
    const char* keys[] = {"seed", "runsBeforeFailure", "originalArguments", "shrunkArguments", "shrinkSteps", "shrinkTrials",
                          "path", "failure", "discards", "skips", "edgeCases", "originalNotes", "shrunkNotes", "replays",
                          "passedOnReplay"};
    std::size_t last = 0;
    for (const char* key : keys) {
        const auto at = json.find(std::string("\"") + key + "\":");
        BOOST_TEST_REQUIRE(at != std::string::npos, key);
        BOOST_TEST(at >= last, key);
        last = at;
    }
    BOOST_TEST(json.find("\"shrunkArguments\":{\"v\":\"10\"}") != std::string::npos);
    BOOST_TEST(json.find("\"edgeCases\":\"Mixin\"") != std::string::npos);
    BOOST_TEST(result.counter_example()->to_json(true).find("{\n  \"seed\": ") == 0u);
}

BOOST_AUTO_TEST_CASE(derandomize_derives_a_stable_seed_from_the_id) {
    auto run_once = [](const std::string& id) {
        return property(id, [](int v) { FALSIFY_ASSERT(v < 1000); }).names({"v"}).with(Config().derandomize(true)).check();
    };
    const auto a = run_once("stable-id");
    BOOST_TEST(a.seed() == run_once("stable-id").seed());
    BOOST_TEST(a.seed() != run_once("another-id").seed());
    BOOST_TEST(a.seed() < (std::uint64_t{1} << 60));
    BOOST_TEST(a.message() == run_once("stable-id").message());
    // The same on every machine and release: FNV-1a 64, SplitMix64's finaliser, >> 4.
    BOOST_TEST(a.seed() == 849150234673402902ULL);
}

BOOST_AUTO_TEST_CASE(deadlines_are_measured_after_the_body_returns) {
    auto result = property("slow",
                           [](int) {
                               const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(3);
                               while (std::chrono::steady_clock::now() < until) {
                               }
                           })
                      .names({"v"})
                      .with(Config().seed(1).timeout_ms(1))
                      .check();
    BOOST_TEST(result.outcome() == Outcome::DeadlineExceeded);
    BOOST_TEST(result.message().rfind("Property \"slow\" run exceeded its 1 ms deadline (took ", 0) == 0u);
    BOOST_TEST(result.message().find(" ms) for v=") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(the_time_budget_of_the_random_phase_is_checked_before_each_attempt) {
    auto result = property("budgeted",
                           [](int) {
                               const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(3);
                               while (std::chrono::steady_clock::now() < until) {
                               }
                           })
                      .names({"v"})
                      .with(Config().seed(1).budget_ms(1))
                      .check();
    BOOST_TEST(result.outcome() == Outcome::TimeBudgetExceeded);
    BOOST_TEST(result.statistics().checks == 1u);
    BOOST_TEST(result.message().rfind("Property \"budgeted\" exceeded its 1 ms time budget after ", 0) == 0u);
    BOOST_TEST(result.message().find(" ms with 1/100 successful run(s). Raise budget_ms, lower runs, or speed up the property body.") !=
               std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_shrink_budget_returns_the_best_found_so_far) {
    auto result = property("bounded",
                           [](long n) {
                               const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(2);
                               while (std::chrono::steady_clock::now() < until) {
                               }
                               FALSIFY_ASSERT(n < 1000);
                           })
                      .names({"n"})
                      .with(param("n", gen::ints<long>(0, 1L << 40)))
                      .with(Config().seed(test::seed_where(gen::ints<long>(0, 1L << 40), [](long v) { return v > (1L << 30); }))
                                .shrink_budget_ms(1)
                                .flaky_replays(0))
                      .check();
    BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
    // The budget is checked before each parameter's candidate search: one step at most here.
    BOOST_TEST(result.counter_example()->shrink_steps <= 1u);
    BOOST_TEST(result.counter_example()->shrunk_arguments.at(0).value != "1000");
}

BOOST_AUTO_TEST_CASE(a_shrink_budget_holds_between_the_candidates_of_one_node) {
    // A long list offers hundreds of candidates in one node; each execution
    // takes at least 2 ms, so a 20 ms budget leaves room for ten at most
    // (fewer on a slow machine, never more).
    const auto lists = gen::vectors(gen::ints(0, 9), 0, 400);
    auto result = property("long_list",
                           [](const std::vector<int>& xs) {
                               const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(2);
                               while (std::chrono::steady_clock::now() < until) {
                               }
                               FALSIFY_ASSERT(xs.size() < 150);
                           })
                      .names({"xs"})
                      .with(param("xs", lists))
                      .with(Config()
                                .seed(test::seed_where(lists, [](const std::vector<int>& v) { return v.size() >= 300; }))
                                .shrink_budget_ms(20)
                                .flaky_replays(0))
                      .check();
    BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
    BOOST_TEST(result.counter_example()->shrink_trials <= 11u);
    BOOST_TEST(result.counter_example()->shrink_stopped_by == "shrink_budget_ms: 20 ms");
}

BOOST_AUTO_TEST_CASE(a_descent_has_a_default_budget_in_executions_and_says_when_it_was_spent) {
    BOOST_TEST(Config().max_shrink_trials() == 100'000u);
    BOOST_CHECK_THROW(Config().max_shrink_trials(0), std::invalid_argument);
    const auto lists = gen::vectors(gen::ints(0, 9), 0, 400);
    const auto seed = test::seed_where(lists, [](const std::vector<int>& v) { return v.size() >= 300; });
    auto body = [](const std::vector<int>& xs) { FALSIFY_ASSERT(xs.size() < 150); };
    auto capped = property("long_list", body).names({"xs"}).with(param("xs", lists)).with(Config().seed(seed).max_shrink_trials(5)).check();
    BOOST_REQUIRE(capped.outcome() == Outcome::Falsified);
    BOOST_TEST(capped.counter_example()->shrink_trials == 5u);
    BOOST_TEST(capped.counter_example()->shrink_stopped_by == "max_shrink_trials: 5 trial(s)");
    BOOST_TEST(capped.message().find("trial(s); the best so far: the shrink budget max_shrink_trials: 5 trial(s) was spent)") !=
                   std::string::npos,
               capped.message());
    // A descent that ends by itself says nothing of a budget.
    auto done = property("long_list", body).names({"xs"}).with(param("xs", lists)).with(Config().seed(seed)).check();
    BOOST_TEST(done.counter_example()->shrink_stopped_by.empty());
    BOOST_TEST(done.counter_example()->shrunk_arguments.at(0).value == "[0, 0, 0, 0, 0, 0, 0, 0, \xE2\x80\xA6 +142 more]");
    BOOST_TEST(done.message().find("the best so far") == std::string::npos);
}

BOOST_AUTO_TEST_CASE(listeners_see_runs_and_accepted_steps_in_order) {
    std::vector<std::string_view> kinds;
    auto result = property("events", [](int v) { FALSIFY_ASSERT(v < 10); })
                      .names({"v"})
                      .with(param("v", gen::ints(0, 100)))
                      .with(Config().seed(test::seed_where(gen::ints(0, 100), [](int v) { return v == 100; })))
                      .with(Listener([&](const Event& e) { kinds.push_back(falsify::event_name(e)); }))
                      .check();
    BOOST_REQUIRE(kinds.size() >= 4u);
    BOOST_TEST((kinds.front() == "PropertyStarted"));
    BOOST_TEST((kinds[1] == "RunStarted"));
    BOOST_TEST((kinds[2] == "RunFailed"));
    BOOST_TEST((kinds.back() == "PropertyFinished"));
    BOOST_TEST(static_cast<std::size_t>(std::count(kinds.begin(), kinds.end(), "ShrinkAccepted")) ==
               result.counter_example()->shrink_steps);
}

BOOST_AUTO_TEST_SUITE_END()
