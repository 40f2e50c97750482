// Shrink paths: recorded, replayed exactly, refused, or reported as no longer applying.
#include "support.hpp"

#include <falsify/environment.hpp>

#include <boost/test/unit_test.hpp>

#include <map>

using namespace falsify;

namespace {

struct Counted {
    int executions = 0;
};

/// value > 50 over 0..100 with a draw, counting executions.
Result run_small(Counted& counted, Config config) {
    return property("small",
                    [&counted](int value) {
                        ++counted.executions;
                        const int extra = draw(gen::ints(0, 1000));
                        FALSIFY_ASSERT((value <= 50 || extra < 10));
                    })
        .names({"value"})
        .with(param("value", gen::ints(0, 100)))
        .with(config)
        .check();
}

std::string replace_all(std::string text, const std::string& from, const std::string& to) {
    for (auto at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size())) text.replace(at, from.size(), to);
    return text;
}

void check_refusal(const Config& config, const std::string& expected) {
    try {
        config.validate();
        BOOST_ERROR("not refused: " + expected);
    } catch (const std::invalid_argument& e) {
        BOOST_TEST(std::string(e.what()) == expected);
    }
}

std::string path_failure(const Result& result) {
    BOOST_TEST(result.outcome() == Outcome::PathFailed);
    return result.message();
}

}  // namespace

BOOST_AUTO_TEST_SUITE(shrink_path)

BOOST_AUTO_TEST_CASE(a_replayed_path_takes_one_execution_per_step_and_reaches_the_same_counterexample) {
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        Counted searched;
        const Result original = run_small(searched, Config().seed(seed).flaky_replays(0));
        BOOST_REQUIRE(original.outcome() == Outcome::Falsified);
        const CounterExample& ce = *original.counter_example();
        if (ce.path.empty()) continue;
        Counted replayed;
        const Result replay = run_small(replayed, Config().seed(seed).flaky_replays(0).path(ce.path));
        BOOST_REQUIRE(replay.outcome() == Outcome::Falsified);
        const CounterExample& again = *replay.counter_example();
        // The random phase again (runs before the failure, then the failing run), then exactly one execution per step.
        BOOST_TEST(replayed.executions == static_cast<int>(ce.runs_before_failure + 1 + ce.shrink_steps + ce.explain_trials));
        BOOST_TEST(searched.executions == static_cast<int>(ce.runs_before_failure + 1 + ce.shrink_trials + ce.explain_trials));
        BOOST_TEST(again.shrink_trials == again.shrink_steps);
        BOOST_TEST(again.shrunk_arguments == ce.shrunk_arguments);
        BOOST_TEST(again.path == ce.path);
        // The same report, but for the trial count (trials equal steps in a replay).
        BOOST_TEST(replay.message() == replace_all(original.message(), std::to_string(ce.shrink_trials) + " trial(s)",
                                                   std::to_string(ce.shrink_steps) + " trial(s)"));
    }
}

BOOST_AUTO_TEST_CASE(a_pinned_attempt_runs_that_run_alone_then_one_execution_per_step) {
    std::size_t pinned = 0;
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        Counted searched;
        const Result original = run_small(searched, Config().seed(seed).flaky_replays(0));
        BOOST_REQUIRE(original.outcome() == Outcome::Falsified);
        const CounterExample& ce = *original.counter_example();
        // The attempt counts the runs before the failure (none of them discarded here), then the failing one.
        BOOST_TEST(ce.attempt == ce.runs_before_failure + 1);
        if (ce.attempt < 2 || ce.path.empty()) continue;
        ++pinned;
        Counted replayed;
        const Result replay = run_small(replayed, Config().seed(seed).flaky_replays(0).attempt(ce.attempt).path(ce.path));
        BOOST_REQUIRE(replay.outcome() == Outcome::Falsified);
        const CounterExample& again = *replay.counter_example();
        // The runs before it generated, not run: the failing run, then one execution per step.
        BOOST_TEST(replayed.executions == static_cast<int>(1 + ce.shrink_steps + ce.explain_trials));
        BOOST_TEST(again.original_arguments == ce.original_arguments);
        BOOST_TEST(again.shrunk_arguments == ce.shrunk_arguments);
        BOOST_TEST(again.attempt == ce.attempt);
    }
    BOOST_TEST(pinned > 0u);
}

BOOST_AUTO_TEST_CASE(a_pinned_attempt_that_passes_says_its_failure_depends_on_more_than_its_input) {
    // Fails on its third run whatever the input: state an earlier run left behind.
    int runs = 0;
    auto stateful = [&runs](Config config) {
        runs = 0;
        return property("stateful", [&runs](int) { FALSIFY_ASSERT(++runs != 3); }, gen::ints(0, 9)).with(config).check();
    };
    const Result original = stateful(Config().seed(7));
    BOOST_REQUIRE(original.outcome() == Outcome::Falsified);
    BOOST_TEST(original.counter_example()->attempt == 3u);
    const Result replay = stateful(Config().seed(7).attempt(3));
    BOOST_TEST(replay.outcome() == Outcome::PathFailed);
    BOOST_TEST(replay.message().find("attempt 3 of seed 7 passed when it was replayed, so the recorded case no longer applies. Its "
                                     "failure depends on more than its input") != std::string::npos,
               replay.message());
    BOOST_TEST(runs == 1);
}

BOOST_AUTO_TEST_CASE(a_pinned_attempt_needs_its_seed) {
    const Result refused = [] {
        try {
            return property("p", [](int) {}, gen::ints(0, 9)).with(Config().attempt(2)).check();
        } catch (const std::invalid_argument& e) {
            return Result(Outcome::PathFailed, e.what(), {});
        }
    }();
    BOOST_TEST(refused.message() == "Replaying one attempt requires an explicit seed");
}

BOOST_AUTO_TEST_CASE(the_recorded_path_names_parameters_and_draws_with_candidate_indices) {
    Counted counted;
    const Result result = run_small(counted, Config().seed(3));
    const std::string path = result.counter_example()->path;
    BOOST_TEST(path.find("value:") != std::string::npos);
    BOOST_TEST(path.find("draw#1:") != std::string::npos);
    BOOST_TEST(result.message().substr(result.message().rfind('\n') + 1) == "  Path:     " + path);
    (void)parse_shrink_path(path);
}

BOOST_AUTO_TEST_CASE(a_step_that_moved_two_parameters_together_replays_as_one_step) {
    // a == b >= 10 fails; neither moves alone, so the descent moves both as `a+b`.
    auto run = [](Counted& counted, Config config) {
        return property("equal",
                        [&counted](int a, int b) {
                            ++counted.executions;
                            FALSIFY_ASSERT((a < 10 || a != b));
                        })
            .names({"a", "b"})
            .with(config)
            .check();
    };
    int paired = 0;
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        Counted searched, replayed;
        const Result original = run(searched, Config().seed(seed).flaky_replays(0));
        BOOST_REQUIRE(original.outcome() == Outcome::Falsified);
        const CounterExample& ce = *original.counter_example();
        if (ce.path.find("a+b:") == std::string::npos) continue;
        ++paired;
        const Result replay = run(replayed, Config().seed(seed).flaky_replays(0).path(ce.path));
        BOOST_REQUIRE(replay.outcome() == Outcome::Falsified);
        BOOST_TEST(replayed.executions == static_cast<int>(ce.runs_before_failure + 1 + ce.shrink_steps + ce.explain_trials));
        BOOST_TEST(replay.counter_example()->shrunk_arguments == ce.shrunk_arguments);
        BOOST_TEST(replay.counter_example()->path == ce.path);
    }
    BOOST_TEST(paired >= 5);
    // A pair naming a parameter this property does not have.
    Counted counted;
    BOOST_TEST(path_failure(run(counted, Config().seed(1).path("a+c:0"))).find("step 1 (\"a+c:0\") names something this run does not have") !=
               std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_step_that_moved_three_equal_values_together_replays_as_one_step) {
    // a == b == c >= 10 fails; no one or two of them move alone, so the descent moves all three as `a+b+c`.
    auto run = [](Counted& counted, Config config) {
        return property("equal",
                        [&counted](int a, int b, int c) {
                            ++counted.executions;
                            FALSIFY_ASSERT((a < 10 || a != b || b != c));
                        },
                        gen::ints(0, 12), gen::ints(0, 12), gen::ints(0, 12))
            .names({"a", "b", "c"})
            .with(config)
            .check();
    };
    int grouped = 0;
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        Counted searched, replayed;
        const Result original = run(searched, Config().seed(seed).runs(1000).flaky_replays(0));
        BOOST_REQUIRE(original.outcome() == Outcome::Falsified);
        const CounterExample& ce = *original.counter_example();
        if (ce.path.find("a+b+c:") == std::string::npos) continue;
        ++grouped;
        const Result replay = run(replayed, Config().seed(seed).runs(1000).flaky_replays(0).path(ce.path));
        BOOST_REQUIRE(replay.outcome() == Outcome::Falsified);
        BOOST_TEST(replayed.executions == static_cast<int>(ce.runs_before_failure + 1 + ce.shrink_steps + ce.explain_trials));
        BOOST_TEST(replay.counter_example()->shrunk_arguments == ce.shrunk_arguments);
        BOOST_TEST(replay.counter_example()->path == ce.path);
    }
    BOOST_TEST(grouped >= 5);
    Counted counted;
    BOOST_TEST(path_failure(run(counted, Config().seed(1).runs(1000).path("a+b+d:0"))).find("step 1 (\"a+b+d:0\") names something this run does not have") !=
               std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_restructuring_step_replays_in_its_own_round) {
    // (a, b) fails when one is 7 and they differ; from (7, 0) only the
    // restructuring round's trade reaches (0, 7), recorded as `p!index`.
    auto run = [](Counted& counted, Config config) {
        return property("seven",
                        [&counted](const std::tuple<int, int>& p) {
                            ++counted.executions;
                            const auto [a, b] = p;
                            FALSIFY_ASSERT((a == b || (a != 7 && b != 7)));
                        })
            .names({"p"})
            .with(param("p", gen::tuples(gen::ints(0, 100), gen::ints(0, 100))))
            .with(config)
            .check();
    };
    int restructured = 0;
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        Counted searched, replayed;
        const Result original = run(searched, Config().seed(seed).runs(1000).flaky_replays(0));
        BOOST_REQUIRE(original.outcome() == Outcome::Falsified);
        const CounterExample& ce = *original.counter_example();
        if (ce.path.find("p!") == std::string::npos) continue;
        ++restructured;
        const Result replay = run(replayed, Config().seed(seed).runs(1000).flaky_replays(0).path(ce.path));
        BOOST_REQUIRE(replay.outcome() == Outcome::Falsified);
        BOOST_TEST(replayed.executions == static_cast<int>(ce.runs_before_failure + 1 + ce.shrink_steps + ce.explain_trials));
        BOOST_TEST(replay.counter_example()->shrunk_arguments == ce.shrunk_arguments);
        BOOST_TEST(replay.counter_example()->path == ce.path);
        // The same index outside a restructuring round names another candidate (or none).
        std::string ordinary = ce.path;
        ordinary[ordinary.rfind('!')] = ':';
        Counted other;
        const Result elsewhere = run(other, Config().seed(seed).runs(1000).flaky_replays(0).path(ordinary));
        BOOST_TEST((elsewhere.outcome() != Outcome::Falsified || elsewhere.counter_example()->shrunk_arguments != ce.shrunk_arguments));
    }
    BOOST_TEST(restructured >= 3);
}

BOOST_AUTO_TEST_CASE(each_reason_a_path_no_longer_applies) {
    Counted counted;
    BOOST_TEST(path_failure(run_small(counted, Config().seed(1).path("nosuch:0"))) ==
               "Shrink path \"nosuch:0\" no longer applies: step 1 (\"nosuch:0\") names something this run does not have. Re-run "
               "without a path to search for the counterexample again");
    BOOST_TEST(path_failure(run_small(counted, Config().seed(1).path("draw#7:0"))).find("step 1 (\"draw#7:0\") names something this run does not have") !=
               std::string::npos);
    BOOST_TEST(path_failure(run_small(counted, Config().seed(1).path("value:99"))).find("step 1 (\"value:99\") has no such candidate any more") !=
               std::string::npos);

    // A non-injective map: every candidate renders the same value as its parent.
    auto flat = property("flat", [](int bucket) { FALSIFY_ASSERT(bucket < 0); })
                    .names({"bucket"})
                    .with(param("bucket", gen::ints(1000, 2000).map([](int v) { return v / 10000; })))
                    .with(Config().seed(test::seed_where(gen::ints(1000, 2000), [](int v) { return v != 1000; })).path("bucket:0"))
                    .check();
    BOOST_TEST(path_failure(flat).find("step 1 (\"bucket:0\") no longer changes the value") != std::string::npos);

    // The step now reaches a generator that cannot produce a value.
    auto exhausted = property("exhausted",
                              [](int value) {
                                  if (value < 10) (void)draw(gen::ints(0, 1).filter([](int) { return false; }));
                                  FALSIFY_ASSERT(value < 0);
                              })
                         .names({"value"})
                         .with(param("value", gen::ints(0, 100)))
                         .with(Config().seed(test::seed_where(gen::ints(0, 100), [](int v) { return v >= 10; })).path("value:0"))
                         .check();
    BOOST_TEST(path_failure(exhausted).find("step 1 (\"value:0\") exhausted a generator instead of falsifying the property") !=
               std::string::npos);

    // The environment refuses the step's candidate: neither a pass nor a failure, and said so.
    const Result refused = property("small",
                                    [](int value) {
                                        if (value < 50) FALSIFY_SKIP("offline");
                                        FALSIFY_ASSERT(value <= 50);
                                    })
                               .names({"value"})
                               .with(param("value", gen::ints(0, 100)))
                               .with(Config().seed(test::seed_where(gen::ints(0, 100), [](int v) { return v > 50; })).path("value:0"))
                               .check();
    BOOST_TEST(path_failure(refused).find("step 1 (\"value:0\") was skipped by the environment") != std::string::npos, refused.message());

    // The body changed: the candidate at that index now passes.
    BOOST_TEST(path_failure(run_small(counted, Config().seed(1).path("value:0/value:0"))).find("step 1 (\"value:0\") no longer falsifies the property") !=
               std::string::npos);
}

// A body whose failure depends on timing (a racy system) passes now and then on
// an input that fails: a replayed step whose candidate passed is executed again,
// up to flaky_replays times, before the path is refused.
BOOST_AUTO_TEST_CASE(a_step_that_passed_once_is_executed_again_before_the_path_is_refused) {
    struct Racy {
        bool replaying = false;
        int found = 0;            // the value the random phase fails on (it fails alike in the replay)
        std::map<int, int> seen;  // in the replay: executions per value
        int executions = 0;
    };
    auto run_racy = [](Racy& racy, Config config) {
        return property("racy",
                        [&racy](int value) {
                            ++racy.executions;
                            // In the replay, every smaller value's first execution misses the race.
                            if (racy.replaying && value < racy.found && racy.seen[value]++ == 0) return;
                            FALSIFY_ASSERT(value <= 50);
                        })
            .names({"value"})
            .with(param("value", gen::ints(0, 100)))
            .with(config)
            .check();
    };
    const std::uint64_t seed = test::seed_where(gen::ints(0, 100), [](int v) { return v > 60; });
    Racy searched;
    const Result original = run_racy(searched, Config().seed(seed).flaky_replays(0));
    BOOST_REQUIRE(original.outcome() == Outcome::Falsified);
    const CounterExample& ce = *original.counter_example();
    BOOST_REQUIRE(!ce.path.empty());
    const int found = std::get<0>(original.original_values<int>());

    Racy retried;
    retried.replaying = true;
    retried.found = found;
    const Result replay = run_racy(retried, Config().seed(seed).flaky_replays(1).path(ce.path));
    BOOST_REQUIRE(replay.outcome() == Outcome::Falsified);
    BOOST_TEST(replay.counter_example()->shrunk_arguments == ce.shrunk_arguments);
    BOOST_TEST(replay.counter_example()->path == ce.path);
    // Each step twice (its first execution passed), and the trials say so.
    BOOST_TEST(replay.counter_example()->shrink_trials == 2 * ce.shrink_steps);

    Racy refused;
    refused.replaying = true;
    refused.found = found;
    const Result strict = run_racy(refused, Config().seed(seed).flaky_replays(0).path(ce.path));
    BOOST_TEST(path_failure(strict).find("step 1 (\"" + ce.path.substr(0, ce.path.find('/')) +
                                         "\") no longer falsifies the property. Re-run") != std::string::npos,
               strict.message());

    // A step that keeps passing is refused after its retries, and the message counts them.
    Counted counted;
    BOOST_TEST(path_failure(run_small(counted, Config().seed(1).flaky_replays(2).path("value:0/value:0")))
                       .find("step 1 (\"value:0\") no longer falsifies the property (in 3 executions)") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(configurations_that_would_make_a_path_a_no_op_are_refused) {
    check_refusal(Config().path("value:1"), "Replaying a shrink path requires an explicit seed");
    check_refusal(Config().derandomize(true).path("value:1"), "Replaying a shrink path requires an explicit seed");
    check_refusal(Config().seed(1).phases({Phase::Examples, Phase::Shrink}).path("value:1"), "Replaying a shrink path requires the random phase");
    check_refusal(Config().seed(1).shrink(false).path("value:1"), "Replaying a shrink path requires the shrink phase");
    check_refusal(Config().seed(1).phases({Phase::Random}).path("value:1"), "Replaying a shrink path requires the shrink phase");
    check_refusal(Config().seed(1).shrink_budget_ms(50).path("value:1"), "Replaying a shrink path cannot be combined with a shrink budget");
    Config().seed(1).path("a:1/a:2/a:3").validate();
    // The runner refuses before executing anything.
    Counted counted;
    BOOST_CHECK_THROW(run_small(counted, Config().path("value:1")), std::invalid_argument);
    BOOST_TEST(counted.executions == 0);
}

BOOST_AUTO_TEST_CASE(path_grammar) {
    for (const char* good : {"value:2/value:2/value:4/value:4", "x:1/s:0", "value:1/draw#1:0/value:3", "_a9:007", "draw#123456789:999999999",
                             "a+b:3/a:1", "a+draw#1:0", "draw#1+draw#2!1", "draw#2+a:0"}) {
        BOOST_CHECK_NO_THROW(Config().path(good));
    }
    BOOST_TEST(parse_shrink_path("value:1/draw#12:30").at(1).node == "draw#12");
    BOOST_TEST(parse_shrink_path("value:1/draw#12:30").at(1).index == 30u);
    BOOST_TEST(parse_shrink_path("a:007").at(0).index == 7u);
    // Two parameters moved together.
    const PathStep pair = parse_shrink_path("x:1/a+b_2:3").at(1);
    BOOST_TEST(pair.node == "a");
    BOOST_TEST(pair.partner == "b_2");
    BOOST_TEST(pair.index == 3u);
    BOOST_TEST(parse_shrink_path("x:1").at(0).partner.empty());
    // Three or more equal values moved together.
    const PathStep group = parse_shrink_path("a+b+draw#2:4").at(0);
    BOOST_TEST(group.node == "a");
    BOOST_TEST(group.partner == "b+draw#2");
    BOOST_TEST(group.index == 4u);
    // A step of a restructuring round.
    const PathStep rearranged = parse_shrink_path("x:1/h!12/a+b!0").at(1);
    BOOST_TEST(rearranged.node == "h");
    BOOST_TEST(rearranged.index == 12u);
    BOOST_TEST(rearranged.restructuring);
    BOOST_TEST(!parse_shrink_path("x:1").at(0).restructuring);
    BOOST_TEST(parse_shrink_path("a+b!0").at(0).partner == "b");
    // A parameter and a draw, or two draws, moved together.
    BOOST_TEST(parse_shrink_path("n+draw#1!0").at(0).node == "n");
    BOOST_TEST(parse_shrink_path("n+draw#1!0").at(0).partner == "draw#1");
    BOOST_TEST(parse_shrink_path("draw#3+draw#4:2").at(0).node == "draw#3");
    for (const char* bad : {"", "value", "value:", ":1", "value:1/", "/value:1", "a:1//b:2", "draw#0:1", "draw#01:1", "draw#:1",
                            "1a:0", "a-b:0", "a:-1", "a:1234567890", "draw#1234567890:0", "a:1 ", "a+:0", "+b:0", "a+b+:0", "a+b+a:0", "a+b+b:0", "a+b++c:0",
                            "a+draw#0:0", "draw#01+a:0", "a+draw#:0", "a+1b:0", "h!", "!3", "h!!3", "h:!3", "h!3:1", "h!x"}) {
        try {
            Config().path(bad);
            BOOST_ERROR(std::string("accepted: ") + bad);
        } catch (const std::invalid_argument& e) {
            BOOST_TEST(std::string(e.what()) == std::string("Invalid shrink path \"") + bad + "\"");
        }
    }
}

BOOST_AUTO_TEST_CASE(property_path_yields_to_a_path_in_code_and_is_parsed_strictly) {
    auto parse = [](std::map<std::string, std::string> vars) {
        return EnvironmentOverrides::parse([vars](const char* name) -> const char* {
            auto it = vars.find(name);
            return it == vars.end() ? nullptr : it->second.c_str();
        });
    };
    const auto o = parse({{"PROPERTY_PATH", "value:1"}, {"PROPERTY_SEED", "4"}});
    BOOST_TEST(*o.apply(Config()).path() == "value:1");
    BOOST_TEST(*o.apply(Config().seed(9).path("value:2")).path() == "value:2");
    try {
        parse({{"PROPERTY_PATH", "value:x"}});
        BOOST_ERROR("malformed PROPERTY_PATH accepted");
    } catch (const std::invalid_argument& e) {
        BOOST_TEST(std::string(e.what()) == "PROPERTY_PATH: Invalid shrink path \"value:x\"");
    }
}

BOOST_AUTO_TEST_SUITE_END()
