// The doctest face, as a user sees it: runs the doctest_face_failing and
// doctest_face_crashing programs (their paths are the arguments) and reads their output.
#define BOOST_TEST_MODULE falsify doctest face
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

std::string program(const std::string& name) {
    const auto& suite = boost::unit_test::framework::master_test_suite();
    return falsify::test::program_named(suite.argc, suite.argv, name);
}

/// Runs the test cases `filter` selects (a --test-case filter, quoted for the shell).
Output run_tests(const std::string& filter, const std::string& environment = "") {
    return falsify::test::run_shell(environment + " '" + program("doctest_face_failing") + "' --no-colors --test-case=" + filter + " 2>&1");
}

/// Runs the Replay: command of `text` as pasted.
Output replayed(const std::string& text) { return falsify::test::run_shell(falsify::test::replay_line(text) + " 2>&1"); }

}  // namespace

BOOST_AUTO_TEST_CASE(a_falsified_property_is_one_failure_at_its_line_with_the_full_message) {
    const Output out = run_tests("'vector no 42'");
    BOOST_TEST(out.status != 0);
    BOOST_TEST(occurrences(out.text, ": ERROR: ") == 1u, out.text);
    BOOST_TEST(std::regex_search(out.text, std::regex(R"(doctest_face_failing\.cpp:13: ERROR: Property falsified after \d+ successful run\(s\); seed=7)")),
               out.text);
    BOOST_TEST(out.text.find("\n  Shrunk:   xs=[42] (") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("FALSIFY_DOCTEST_PROPERTY(\"vector no 42\", (std::vector<int> xs), Config().seed(7).runs(1000), "
                             "param(\"xs\", gen::vectors(gen::ints(0, 100))), falsify::example(std::vector<int>{42}))") != std::string::npos,
               out.text);
    BOOST_TEST(out.text.find("test cases: 1 | 0 passed | 1 failed") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("assertions: 1 | 0 passed | 1 failed") != std::string::npos, out.text);
}

BOOST_AUTO_TEST_CASE(check_and_require_inside_a_body_falsify_the_run_silently_and_shrink) {
    for (const char* filter : {"'check inside'", "'require inside'"}) {
        const Output out = run_tests(filter);
        BOOST_TEST(out.status != 0, filter);
        // One failure reported, one assertion counted: the trials said and counted nothing.
        BOOST_TEST(occurrences(out.text, ": ERROR: ") == 1u, out.text);
        BOOST_TEST(out.text.find("assertions: 1 | 0 passed | 1 failed") != std::string::npos, out.text);
        BOOST_TEST(out.text.find("Shrunk:   value=51") != std::string::npos, out.text);
        // The shrunk input's own doctest message, with its site, inside the one failure.
        BOOST_TEST(std::regex_search(out.text, std::regex(R"(doctest_face_failing\.cpp:\d+: (CHECK|REQUIRE)\( value <= 50 \) is NOT correct! values: (CHECK|REQUIRE)\( 51 <= 50 \))")),
                   out.text);
    }
    const Output fatal = run_tests("'require inside'");
    BOOST_TEST(fatal.text.find("never reached") == std::string::npos, fatal.text);
    BOOST_TEST(fatal.text.find("logged: label=0") != std::string::npos, fatal.text);
}

BOOST_AUTO_TEST_CASE(the_descent_keeps_to_the_check_that_failed_first) {
    const Output out = run_tests("'two checks'");
    BOOST_TEST(out.text.find("Original: x=1000") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("Shrunk:   x=500") != std::string::npos, out.text);
}

BOOST_AUTO_TEST_CASE(a_passing_property_and_fixture_properties_pass_with_a_fresh_fixture_per_run) {
    const Output out = run_tests("holds,'fresh fixture per run','every run had its own fixture'");
    BOOST_TEST(out.status == 0, out.text);
    BOOST_TEST(out.text.find("test cases: 3 | 3 passed") != std::string::npos, out.text);
    const Output members = run_tests("'fixture members falsify'");
    BOOST_TEST(members.text.find("Shrunk:   n=100 (") != std::string::npos, members.text);
}

BOOST_AUTO_TEST_CASE(the_replay_line_run_as_pasted_reproduces_the_minimal_case_of_that_test_alone) {
    const Output out = run_tests("'throws\\, with a comma'", "PROPERTY_SEED=3");
    BOOST_TEST(out.status != 0);
    BOOST_TEST(out.text.find("Shrunk:   n=1001 (") != std::string::npos, out.text);
    const std::string command = falsify::test::replay_line(out.text);
    BOOST_TEST(command.rfind("PROPERTY_SEED=3 PROPERTY_PATH='n:", 0) == 0u, command);
    BOOST_TEST(command.find("'--test-case=throws\\, with a comma'") != std::string::npos, command);
    const Output again = replayed(out.text);
    BOOST_TEST(again.status != 0);
    BOOST_TEST(again.text.find("test cases: 1 | 0 passed | 1 failed") != std::string::npos, again.text);
    const std::regex counts(R"(Shrunk:   n=1001 \((\d+) shrink step\(s\), (\d+) trial\(s\)\))");
    std::smatch m;
    BOOST_TEST_REQUIRE(std::regex_search(again.text, m, counts), again.text);
    BOOST_TEST(m[1].str() == m[2].str());
}

BOOST_AUTO_TEST_CASE(rule_machines_and_command_sequences_run_as_test_cases) {
    const Output rules = run_tests("'adder adds'");
    BOOST_TEST(occurrences(rules.text, ": ERROR: ") == 1u, rules.text);
    BOOST_TEST(rules.text.find("Shrunk:   commands=[add(n: 8), check()] (") != std::string::npos, rules.text);
    BOOST_TEST(std::regex_search(rules.text, std::regex(R"(Rule check\(\) failed at step 2: [^\n]*adder_machine\.hpp:\d+: CHECK\( value == model \))")),
               rules.text);
    // check_commands: reported at the test case's line, a CHECK inside run() failing the run.
    const Output sequential = run_tests("'sequential stack'");
    BOOST_TEST(std::regex_search(sequential.text, std::regex(R"(doctest_face_failing\.cpp:\d+: ERROR: Property falsified)")), sequential.text);
    BOOST_TEST(sequential.text.find("Shrunk:   commands=[Push(0), Push(1), CheckedPop()] (") != std::string::npos, sequential.text);
    BOOST_TEST(sequential.text.find("'--test-case=sequential stack'") != std::string::npos, sequential.text);
    for (const char* filter : {"'parallel stack'", "'parallel stack in one call'"}) {
        const Output parallel = run_tests(filter);
        BOOST_TEST(parallel.text.find("Shrunk:   commands=[Push(0), Push(1)] | [Pop()] || [] (") != std::string::npos, parallel.text);
        BOOST_TEST(parallel.text.find("No linearization: Pop() -> 0 on thread 1") != std::string::npos, parallel.text);
    }
}

BOOST_AUTO_TEST_CASE(an_environment_error_is_a_failure_at_the_property_line_naming_the_variable) {
    const Output out = run_tests("holds", "PROPERTY_RUNS=ten");
    BOOST_TEST(out.status != 0, out.text);
    BOOST_TEST(out.text.find("doctest_face_failing.cpp:35: ERROR: PROPERTY_RUNS must be a positive integer, got \"ten\"") != std::string::npos,
               out.text);
}

BOOST_AUTO_TEST_CASE(a_pass_with_an_unreadable_corpus_is_a_message_naming_the_property) {
    const Output out = run_tests("holds", "PROPERTY_DB=redis://127.0.0.1:1");
    BOOST_TEST(out.status == 0, out.text);
    BOOST_TEST(out.text.find("doctest_face_failing.cpp:35: MESSAGE: Property \"holds\" passed without replaying its recorded failures") !=
                   std::string::npos,
               out.text);
}

// ---- crashing bodies (the doctest_face_crashing program) ----

namespace {

Output run_crashing(const std::string& filter) {
    return falsify::test::run_shell("ASAN_OPTIONS=detect_leaks=0 '" + program("doctest_face_crashing") + "' --no-colors " + filter + " 2>&1");
}

}  // namespace

BOOST_AUTO_TEST_CASE(crashing_bodies_fail_shrunk_and_leave_the_later_properties_as_they_were) {
    const std::string begin = "doctest_face_crashing.cpp:28: ERROR:", end = "\n====";
    const std::string alone = falsify::test::between(run_crashing("--test-case=ordinary_failing").text, begin, end);
    BOOST_TEST_REQUIRE(!alone.empty());
    const Output all = run_crashing("--test-case-exclude='ends_*'");
    BOOST_TEST(all.status == 1, all.text);
    for (const char* name : falsify::test::crash::passing) {
        // Run once, and passed: a child the body forked never goes back into the program.
        BOOST_TEST(occurrences(all.text, "TEST CASE:  " + std::string(name) + "\n") == 0u, all.text);
    }
    BOOST_TEST(occurrences(all.text, "[doctest] test cases:") == 1u, all.text);
    for (const auto& expected : falsify::test::crash::expected) {
        const std::string name = expected.name;
        const std::string report = falsify::test::between(all.text, "TEST CASE:  " + name + "\n", end);
        BOOST_TEST(report.find("Property falsified after") != std::string::npos, name << "\n" << all.text);
        BOOST_TEST(report.find("\n  Shrunk:   n=100 (") != std::string::npos, report);
        BOOST_TEST(report.find("\n  Failure:  " + std::string(expected.failure)) != std::string::npos, report);
        // Its Replay line reproduces it.
        const Output again = falsify::test::run_shell("ASAN_OPTIONS=detect_leaks=0 " + falsify::test::replay_line(report) + " 2>&1");
        BOOST_TEST(again.status != 0, again.text);
        BOOST_TEST(again.text.find("\n  Shrunk:   n=100 (") != std::string::npos, again.text);
        BOOST_TEST(again.text.find("\n  Failure:  " + std::string(expected.failure)) != std::string::npos, again.text);
        BOOST_TEST(again.text.find("test cases: 1 | 0 passed | 1 failed") != std::string::npos, again.text);
    }
    BOOST_TEST(falsify::test::between(all.text, begin, end) == alone, all.text);
    BOOST_TEST(all.text.find("test cases: 13 | 3 passed | 10 failed") != std::string::npos, all.text);
}

BOOST_AUTO_TEST_CASE(what_ends_the_process_ends_it_non_zero_after_saying_what_ran) {
    for (const auto& probe : falsify::test::crash::ending)
        falsify::test::crash::check_ending(run_crashing(std::string("--test-case=") + probe.name), probe, "Status: SUCCESS!");
}

BOOST_AUTO_TEST_CASE(a_rule_that_never_ran_is_warned_about_after_the_pass) {
    const Output out = run_tests("'idle rule'");
    BOOST_TEST(out.status == 0, out.text);
    BOOST_TEST(out.text.find("Property \"idle rule\": " + std::string(idle_warning)) != std::string::npos, out.text);
}

// ---- every origin's Replay: line, pasted as shown into a fresh shell ----

namespace {

/// The face's Replay: line of `first`, pasted into a fresh shell, fails again as `first` did (pasted_replay.hpp).
void check_pasted_replay(const Output& first, std::initializer_list<std::string> labels) {
    falsify::test::check_pasted_replay(first, falsify::test::replay_line(first.text), " '--no-colors'", "Status: SUCCESS!", labels);
}

}  // namespace

BOOST_AUTO_TEST_CASE(every_origin_of_a_failure_replays_as_pasted) {
    const std::string shrunk = "\n  Shrunk:   ", failure = "\n  Failure:  ";
    const std::string throws = "'throws\\, with a comma'";
    check_pasted_replay(run_tests(throws, "PROPERTY_SEED=3"), {shrunk, failure});
    const Output example = run_tests("'example fails'");
    BOOST_TEST(example.text.find("Explicit example #1 failed: [7]") != std::string::npos, example.text);
    check_pasted_replay(example, {"Explicit example #1 failed: ", failure});
    const Output campaign = run_tests("'adder unpinned'", "PROPERTY_CAMPAIGN=workers=1,runs=2000");
    BOOST_TEST(falsify::test::replay_line(campaign.text).find(" PROPERTY_CAMPAIGN= ") != std::string::npos, campaign.text);
    check_pasted_replay(campaign, {shrunk, failure});
    falsify::test::ScratchDirectory scratch;
    const std::string db = falsify::test::quoted(scratch.path + "/it's a db");
    // A values entry, then a rule machine's seed entry, each replayed by the next runs.
    run_tests(throws, "PROPERTY_DB=" + db + " PROPERTY_SEED=3");
    const Output found = run_tests("'adder unpinned'", "PROPERTY_DB=" + db + " PROPERTY_SEED=5");
    BOOST_TEST(found.text.find("Property falsified after") != std::string::npos, found.text);
    for (const char* phases : {"", "PROPERTY_PHASES=examples,corpus "}) {
        BOOST_TEST_CONTEXT("phases: " << phases) {
            const Output values = run_tests(throws, phases + std::string("PROPERTY_DB=") + db);
            BOOST_TEST(values.text.find("Recorded regression failed (originally found with seed 3): n=1001") != std::string::npos, values.text);
            check_pasted_replay(values, {"Recorded regression failed ", failure});
            const Output seeded = run_tests("'adder unpinned'", phases + std::string("PROPERTY_DB=") + db);
            BOOST_TEST(seeded.text.find("Property falsified by a seed entry of the regression corpus") != std::string::npos, seeded.text);
            // Shrunk as it was recorded: the Shrunk: line names the steps the Failure: line says ran.
            BOOST_TEST(falsify::test::line_after(seeded.text, shrunk) == falsify::test::line_after(found.text, shrunk), seeded.text);
            check_pasted_replay(seeded, {shrunk, failure});
        }
    }
}

BOOST_AUTO_TEST_CASE(a_race_found_under_the_scheduler_replays_exactly_every_time_it_is_pasted) {
    const Output out = run_tests("'scheduled race'");
    BOOST_TEST(occurrences(out.text, ": ERROR: ") == 1u, out.text);
    BOOST_TEST(out.text.find("\n  Shrunk:   commands=[Push(0)] | [Pop()] || [Pop()], draw#1=") != std::string::npos, out.text);
    falsify::test::check_replays_exactly(out, falsify::test::replay_line(out.text), " '--no-colors'", "Status: SUCCESS!", "\n  Shrunk:   ",
                                         "\n  Failure:  ", 20);
}
