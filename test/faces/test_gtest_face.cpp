// The GoogleTest face, as a user sees it: runs the gtest_face_failing program
// (its path is the first argument) and reads its output.
#define BOOST_TEST_MODULE falsify gtest face
#include <boost/test/unit_test.hpp>

#include "fault_matrix.hpp"
#include "idle_warning.hpp"
#include "pasted_replay.hpp"
#include "shell.hpp"

#include <initializer_list>
#include <regex>
#include <string>

namespace {

using falsify::test::occurrences;
using falsify::test::Output;
using falsify::test::replay_line;

std::string program(const std::string& name) {
    const auto& suite = boost::unit_test::framework::master_test_suite();
    return falsify::test::program_named(suite.argc, suite.argv, name);
}

std::string binary() { return program("gtest_face_failing"); }

Output run_tests(const std::string& filter, const std::string& environment = "") {
    return falsify::test::run_shell(environment + " '" + binary() + "' --gtest_color=no --gtest_filter='" + filter + "' 2>&1");
}

}  // namespace

BOOST_AUTO_TEST_CASE(a_falsified_property_is_one_failure_at_its_line_with_the_full_message) {
    const Output out = run_tests("Face.vector_no_42");
    BOOST_TEST(out.status == 1);
    BOOST_TEST(occurrences(out.text, ": Failure\n") == 1u, out.text);
    BOOST_TEST(std::regex_search(out.text, std::regex(R"(gtest_face_failing\.cpp:15: Failure\nProperty falsified after \d+ successful run\(s\); seed=7\n)")),
               out.text);
    BOOST_TEST(out.text.find("\n  Shrunk:   xs=[42] (") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("\n            FALSIFY_GTEST_PROPERTY(Face, vector_no_42, (std::vector<int> xs), Config().seed(7).runs(1000), "
                             "param(\"xs\", gen::vectors(gen::ints(0, 100))), falsify::example(std::vector<int>{42}))") != std::string::npos,
               out.text);
    BOOST_TEST(out.text.find("[  FAILED  ] Face.vector_no_42") != std::string::npos, out.text);
}

BOOST_AUTO_TEST_CASE(expect_and_assert_inside_a_body_falsify_the_run_silently_and_shrink) {
    for (const char* name : {"Face.expect_inside", "Face.assert_inside"}) {
        const Output out = run_tests(name);
        BOOST_TEST(out.status == 1, name);
        // One failure reported: the trials said nothing.
        BOOST_TEST(occurrences(out.text, ": Failure\n") == 1u, out.text);
        BOOST_TEST(out.text.find("\n  Shrunk:   value=51") != std::string::npos, out.text);
        // The shrunk input's own GoogleTest message, with its site, inside the one failure.
        BOOST_TEST(std::regex_search(out.text, std::regex(R"(gtest_face_failing\.cpp:\d+: Expected: \(value\) <= \(50\), actual: 51 vs 50)")),
                   out.text);
    }
    const Output fatal = run_tests("Face.assert_inside");
    BOOST_TEST(fatal.text.find("never reached") == std::string::npos, fatal.text);
    BOOST_TEST(fatal.text.find("label=") != std::string::npos, fatal.text);
}

BOOST_AUTO_TEST_CASE(the_descent_keeps_to_the_expectation_that_failed_first) {
    const Output out = run_tests("Face.two_expectations");
    BOOST_TEST(out.status == 1);
    BOOST_TEST(out.text.find("\n  Original: x=1000") != std::string::npos, out.text);
    // The second expectation fails alone below 500 (x = 5 is smaller), but at another line.
    BOOST_TEST(out.text.find("\n  Shrunk:   x=500") != std::string::npos, out.text);
}

BOOST_AUTO_TEST_CASE(a_passing_property_passes) {
    const Output out = run_tests("Face.holds");
    BOOST_TEST(out.status == 0, out.text);
    BOOST_TEST(out.text.find("[  PASSED  ] 1 test.") != std::string::npos, out.text);
}

BOOST_AUTO_TEST_CASE(the_replay_line_run_as_pasted_reproduces_the_minimal_case) {
    const Output out = run_tests("Face.throws_runtime_error", "PROPERTY_SEED=3");
    BOOST_TEST(out.status == 1);
    BOOST_TEST(out.text.find("\n  Shrunk:   n=1001 (") != std::string::npos, out.text);
    const std::string command = replay_line(out.text);
    BOOST_TEST(command.rfind("PROPERTY_SEED=3 PROPERTY_PATH='n:", 0) == 0u, command);
    BOOST_TEST(command.find(" --gtest_filter='Face.throws_runtime_error'") != std::string::npos, command);
    const Output replayed = falsify::test::run_shell(command + " 2>&1");
    BOOST_TEST(replayed.status == 1);
    BOOST_TEST(replayed.text.find("[ RUN      ] Face.throws_runtime_error") != std::string::npos, replayed.text);
    BOOST_TEST(occurrences(replayed.text, "[ RUN      ]") == 1u, replayed.text);
    const std::regex counts(R"(Shrunk:   n=1001 \((\d+) shrink step\(s\), (\d+) trial\(s\)\))");
    std::smatch m;
    BOOST_TEST_REQUIRE(std::regex_search(replayed.text, m, counts), replayed.text);
    BOOST_TEST(m[1].str() == m[2].str());
}

BOOST_AUTO_TEST_CASE(a_fixture_property_gets_a_fresh_fixture_set_up_and_torn_down_for_every_run) {
    const Output out = run_tests("Counter.fresh_fixture_per_run:Counter.every_run_was_set_up_and_torn_down", "PROPERTY_RUNS=50");
    BOOST_TEST(out.status == 0, out.text);
    BOOST_TEST(out.text.find("[  PASSED  ] 2 tests.") != std::string::npos, out.text);
}

BOOST_AUTO_TEST_CASE(a_fixture_property_falsifies_through_its_members) {
    const Output out = run_tests("Counter.fixture_members_falsify");
    BOOST_TEST(out.status == 1);
    BOOST_TEST(out.text.find("\n  Shrunk:   n=100 (") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("--gtest_filter='Counter.fixture_members_falsify'") != std::string::npos, out.text);
}

BOOST_AUTO_TEST_CASE(a_rule_machine_runs_as_a_test_and_an_expectation_fails_its_step) {
    const Output out = run_tests("Rules.adder_adds");
    BOOST_TEST(out.status == 1);
    BOOST_TEST(occurrences(out.text, ": Failure\n") == 1u, out.text);
    BOOST_TEST(out.text.find("\n  Shrunk:   commands=[add(n: 8), check()] (") != std::string::npos, out.text);
    BOOST_TEST(std::regex_search(out.text, std::regex(R"(Rule check\(\) failed at step 2: [^\n]*gtest_face_failing\.cpp:\d+: Expected equality)")),
               out.text);
    BOOST_TEST(out.text.find("--gtest_filter='Rules.adder_adds'") != std::string::npos, out.text);
}

BOOST_AUTO_TEST_CASE(a_command_sequence_runs_as_a_test_and_ends_on_the_shortest_failing_sequence) {
    const Output out = run_tests("Machines.stack_pops_newest");
    BOOST_TEST(out.status == 1);
    BOOST_TEST(occurrences(out.text, ": Failure\n") == 1u, out.text);
    BOOST_TEST(out.text.find("Shrunk:   sequence=[Push(0), Push(1), PopCommand()] (") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("step 3") != std::string::npos, out.text);
}

BOOST_AUTO_TEST_CASE(a_parallel_state_machine_runs_as_a_test_and_reports_its_history) {
    const Output out = run_tests("Machines.parallel_stack");
    BOOST_TEST(out.status == 1);
    BOOST_TEST(occurrences(out.text, ": Failure\n") == 1u, out.text);
    BOOST_TEST(out.text.find("Shrunk:   commands=[Push(0), Push(1)] | [Pop()] || [] (") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("No linearization: Pop() -> 0 on thread 1") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("History: thread 1: Pop() -> 0 [0, 1]; thread 2:") != std::string::npos, out.text);
}

// ---- crashing bodies (the gtest_face_crashing program) ----

namespace {

Output run_crashing(const std::string& filter) {
    return falsify::test::run_shell("ASAN_OPTIONS=detect_leaks=0 '" + program("gtest_face_crashing") + "' --gtest_color=no --gtest_filter='" +
                                    filter + "' 2>&1");
}

}  // namespace

BOOST_AUTO_TEST_CASE(crashing_bodies_fail_shrunk_and_leave_the_later_properties_as_they_were) {
    const std::string alone = falsify::test::between(run_crashing("Crash.ordinary_failing").text, "[ RUN      ] Crash.ordinary_failing",
                                                     "[  FAILED  ] Crash.ordinary_failing");
    BOOST_TEST_REQUIRE(!alone.empty());
    const Output all = run_crashing("Crash.*");
    BOOST_TEST(all.status == 1, all.text);
    for (const char* name : falsify::test::crash::passing) {
        const std::string test = std::string("Crash.") + name;
        BOOST_TEST(all.text.find("[       OK ] " + test) != std::string::npos, test << "\n" << all.text);
        // Run once: a child the body forked never goes back into the program.
        BOOST_TEST(occurrences(all.text, "[ RUN      ] " + test) == 1u, all.text);
    }
    BOOST_TEST(occurrences(all.text, "[==========] Running ") == 1u, all.text);
    for (const auto& expected : falsify::test::crash::expected) {
        const std::string test = std::string("Crash.") + expected.name;
        const std::string report = falsify::test::between(all.text, "[ RUN      ] " + test, "[  FAILED  ] " + test);
        BOOST_TEST(report.find("Property falsified after") != std::string::npos, test << "\n" << all.text);
        BOOST_TEST(report.find("\n  Shrunk:   n=100 (") != std::string::npos, report);
        BOOST_TEST(report.find(std::string("\n  Failure:  ") + expected.failure) != std::string::npos, report);
        // Its Replay line reproduces it.
        const Output again = falsify::test::run_shell("ASAN_OPTIONS=detect_leaks=0 " + replay_line(report) + " 2>&1");
        BOOST_TEST(again.status == 1, again.text);
        BOOST_TEST(again.text.find("\n  Shrunk:   n=100 (") != std::string::npos, again.text);
        BOOST_TEST(again.text.find(std::string("\n  Failure:  ") + expected.failure) != std::string::npos, again.text);
    }
    BOOST_TEST(falsify::test::between(all.text, "[ RUN      ] Crash.ordinary_failing", "[  FAILED  ] Crash.ordinary_failing") == alone, all.text);
    BOOST_TEST(all.text.find("[       OK ] Crash.ordinary_passing") != std::string::npos, all.text);
    BOOST_TEST(all.text.find("[  FAILED  ] 10 tests, listed below") != std::string::npos, all.text);
}

BOOST_AUTO_TEST_CASE(what_ends_the_process_ends_it_non_zero_after_saying_what_ran) {
    for (const auto& probe : falsify::test::crash::ending)
        falsify::test::crash::check_ending(run_crashing(std::string("Ends.") + probe.name), probe, "[  PASSED  ]",
                                           std::string("Ends.") + probe.name);
}

BOOST_AUTO_TEST_CASE(an_environment_error_is_a_failure_at_the_property_line_naming_the_variable) {
    const Output out = run_tests("Face.holds", "PROPERTY_RUNS=ten");
    BOOST_TEST(out.status == 1, out.text);
    BOOST_TEST(std::regex_search(out.text, std::regex(R"(gtest_face_failing\.cpp:36: Failure\nPROPERTY_RUNS must be a positive integer, got "ten")")),
               out.text);
    BOOST_TEST(out.text.find("unknown file") == std::string::npos, out.text);
}

BOOST_AUTO_TEST_CASE(command_sequences_in_one_call_report_at_the_test_line) {
    const Output sequential = run_tests("Machines.stack_pops_newest_in_one_call");
    BOOST_TEST(sequential.status == 1);
    BOOST_TEST(occurrences(sequential.text, ": Failure\n") == 1u, sequential.text);
    BOOST_TEST(std::regex_search(sequential.text, std::regex(R"(gtest_face_failing\.cpp:\d+: Failure\nProperty falsified)")), sequential.text);
    BOOST_TEST(sequential.text.find("Shrunk:   commands=[Push(0), Push(1), PopCommand()] (") != std::string::npos, sequential.text);
    BOOST_TEST(sequential.text.find("--gtest_filter='Machines.stack_pops_newest_in_one_call'") != std::string::npos, sequential.text);
    const Output parallel = run_tests("Machines.parallel_stack_in_one_call");
    BOOST_TEST(parallel.status == 1);
    BOOST_TEST(parallel.text.find("Shrunk:   commands=[Push(0), Push(1)] | [Pop()] || [] (") != std::string::npos, parallel.text);
}

BOOST_AUTO_TEST_CASE(a_rule_that_never_ran_is_warned_about_after_the_pass) {
    const Output out = run_tests("Rules.idle");
    BOOST_TEST(out.status == 0, out.text);
    BOOST_TEST(out.text.find("Property \"Rules.idle\": " + std::string(idle_warning)) != std::string::npos, out.text);
}

// ---- every origin's Replay: line, pasted as shown into a fresh shell ----

namespace {

/// The face's Replay: line of `first`, pasted into a fresh shell, fails again as `first` did (pasted_replay.hpp).
void check_pasted_replay(const Output& first, std::initializer_list<std::string> labels) {
    falsify::test::check_pasted_replay(first, replay_line(first.text), " '--gtest_color=no'", "[  PASSED  ] 1 test", labels);
}

}  // namespace

BOOST_AUTO_TEST_CASE(every_origin_of_a_failure_replays_as_pasted) {
    const std::string shrunk = "\n  Shrunk:   ", failure = "\n  Failure:  ";
    check_pasted_replay(run_tests("Face.throws_runtime_error", "PROPERTY_SEED=3"), {shrunk, failure});
    const Output example = run_tests("Origins.example_fails");
    BOOST_TEST(example.text.find("Explicit example #1 failed: [7]") != std::string::npos, example.text);
    check_pasted_replay(example, {"Explicit example #1 failed: ", failure});
    const Output campaign = run_tests("Origins.adder_unpinned", "PROPERTY_CAMPAIGN=workers=1,runs=2000");
    BOOST_TEST(replay_line(campaign.text).find(" PROPERTY_CAMPAIGN= ") != std::string::npos, campaign.text);
    check_pasted_replay(campaign, {shrunk, failure});
    falsify::test::ScratchDirectory scratch;
    const std::string db = falsify::test::quoted(scratch.path + "/it's a db");
    // A values entry, then a rule machine's seed entry, each replayed by the next runs.
    run_tests("Face.throws_runtime_error", "PROPERTY_DB=" + db + " PROPERTY_SEED=3");
    const Output found = run_tests("Origins.adder_unpinned", "PROPERTY_DB=" + db + " PROPERTY_SEED=5");
    BOOST_TEST(found.text.find("Property falsified after") != std::string::npos, found.text);
    for (const char* phases : {"", "PROPERTY_PHASES=examples,corpus "}) {
        BOOST_TEST_CONTEXT("phases: " << phases) {
            const Output values = run_tests("Face.throws_runtime_error", phases + std::string("PROPERTY_DB=") + db);
            BOOST_TEST(values.text.find("Recorded regression failed (originally found with seed 3): n=1001") != std::string::npos, values.text);
            check_pasted_replay(values, {"Recorded regression failed ", failure});
            const Output seeded = run_tests("Origins.adder_unpinned", phases + std::string("PROPERTY_DB=") + db);
            BOOST_TEST(seeded.text.find("Property falsified by a seed entry of the regression corpus") != std::string::npos, seeded.text);
            // Shrunk as it was recorded: the Shrunk: line names the steps the Failure: line says ran.
            BOOST_TEST(falsify::test::line_after(seeded.text, shrunk) == falsify::test::line_after(found.text, shrunk), seeded.text);
            BOOST_TEST(falsify::test::line_after(seeded.text, shrunk) == "commands=[add(n: 8), check()]", seeded.text);
            BOOST_TEST(seeded.text.find("; sequence: [add(n: 8), check()]") != std::string::npos, seeded.text);
            check_pasted_replay(seeded, {shrunk, failure});
        }
    }
}

BOOST_AUTO_TEST_CASE(a_race_found_under_the_scheduler_replays_exactly_every_time_it_is_pasted) {
    const Output out = run_tests("Machines.scheduled_race");
    BOOST_TEST(out.status == 1);
    BOOST_TEST(occurrences(out.text, ": Failure\n") == 1u, out.text);
    BOOST_TEST(out.text.find("\n  Shrunk:   commands=[Push(0)] | [Pop()] || [Pop()], draw#1=") != std::string::npos, out.text);
    falsify::test::check_replays_exactly(out, replay_line(out.text), " '--gtest_color=no'", "[  PASSED  ] 1 test", "\n  Shrunk:   ",
                                         "\n  Failure:  ", 20);
}
