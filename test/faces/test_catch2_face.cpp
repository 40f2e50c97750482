// The Catch2 face, as a user sees it: runs the catch2_face_failing program
// (its path is the first argument) and reads its output.
#define BOOST_TEST_MODULE falsify catch2 face
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

std::string binary() { return program("catch2_face_failing"); }

/// Runs the test cases `spec` selects (a Catch2 test spec, quoted for the shell). The
/// console reporter wraps at 80 columns; the compact one keeps a message's lines whole.
Output run_tests(const std::string& spec, const std::string& environment = "", const std::string& reporter = "console") {
    return falsify::test::run_shell(environment + " '" + binary() + "' --use-colour no -r " + reporter + " " + spec + " 2>&1");
}

/// The command of the unwrapped replay line the face writes on stderr.
std::string unwrapped_replay_line(const std::string& text) {
    const std::string marker = "\" with: ";
    const auto line = text.find("falsify: replay \"");
    if (line == std::string::npos) return {};
    const auto at = text.find(marker, line);
    return text.substr(at + marker.size(), text.find('\n', at) - at - marker.size());
}

}  // namespace

BOOST_AUTO_TEST_CASE(a_falsified_property_is_one_failure_at_its_line_with_the_full_message) {
    const Output out = run_tests("'vector no 42'");
    BOOST_TEST(out.status != 0);
    BOOST_TEST(occurrences(out.text, "FAILED:") == 1u, out.text);
    BOOST_TEST(std::regex_search(out.text, std::regex(R"(catch2_face_failing\.cpp:14: FAILED:)")), out.text);
    BOOST_TEST(std::regex_search(out.text, std::regex(R"(Property falsified after \d+ successful run\(s\); seed=7)")), out.text);
    BOOST_TEST(out.text.find("\n    Shrunk:   xs=[42] (") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("\n    Replay:   ") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("FALSIFY_CATCH_PROPERTY(\"vector no 42\", \"[face]\", (std::vector<int> xs), Config().seed(7).runs(1000), "
                             "param(\"xs\", gen::vectors(gen::ints(0, 100))), falsify::example(std::vector<int>{42}))") != std::string::npos,
               out.text);
    BOOST_TEST(out.text.find("falsify: replay \"vector no 42\" with: PROPERTY_SEED=7 ") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("test cases: 1 | 1 failed") != std::string::npos, out.text);
}

BOOST_AUTO_TEST_CASE(check_and_require_inside_a_body_falsify_the_run_silently_and_shrink) {
    for (const char* spec : {"'check inside'", "'require inside'"}) {
        const Output out = run_tests(spec, "", "compact");
        BOOST_TEST(out.status != 0, spec);
        // One failure reported: the trials said nothing.
        BOOST_TEST(occurrences(out.text, ": failed: ") == 1u, out.text);
        BOOST_TEST(out.text.find("Shrunk:   value=51") != std::string::npos, out.text);
        // The shrunk input's own Catch2 message, with its site, inside the one failure.
        BOOST_TEST(std::regex_search(out.text, std::regex(R"(catch2_face_failing\.cpp:\d+: (CHECK|REQUIRE)\( value <= 50 \) with expansion: 51 <= 50)")),
                   out.text);
    }
    const Output fatal = run_tests("'require inside'", "", "compact");
    BOOST_TEST(fatal.text.find("never reached") == std::string::npos, fatal.text);
    BOOST_TEST(fatal.text.find("with message: label=0") != std::string::npos, fatal.text);
}

BOOST_AUTO_TEST_CASE(the_descent_keeps_to_the_check_that_failed_first) {
    const Output out = run_tests("'two checks'");
    BOOST_TEST(out.status != 0);
    BOOST_TEST(out.text.find("Original: x=1000") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("Shrunk:   x=500") != std::string::npos, out.text);
}

BOOST_AUTO_TEST_CASE(a_passing_property_passes) {
    const Output out = run_tests("'holds'");
    BOOST_TEST(out.status == 0, out.text);
    BOOST_TEST(out.text.find("test cases: 1 | 1 passed") != std::string::npos, out.text);
}

BOOST_AUTO_TEST_CASE(the_replay_line_run_as_pasted_reproduces_the_minimal_case_of_that_test_alone) {
    const Output out = run_tests("'throws\\, with a comma \\[in the name\\]'", "PROPERTY_SEED=3");
    BOOST_TEST(out.status != 0);
    BOOST_TEST(out.text.find("Shrunk:   n=1001 (") != std::string::npos, out.text);
    const std::string command = unwrapped_replay_line(out.text);
    BOOST_TEST(command.rfind("PROPERTY_SEED=3 PROPERTY_PATH='n:", 0) == 0u, command);
    const Output replayed = falsify::test::run_shell(command + " 2>&1");
    BOOST_TEST(replayed.status != 0);
    BOOST_TEST(replayed.text.find("test cases: 1 | 1 failed") != std::string::npos, replayed.text);
    const std::regex counts(R"(Shrunk:   n=1001 \((\d+) shrink step\(s\), (\d+) trial\(s\)\))");
    std::smatch m;
    BOOST_TEST_REQUIRE(std::regex_search(replayed.text, m, counts), replayed.text);
    BOOST_TEST(m[1].str() == m[2].str());
}

BOOST_AUTO_TEST_CASE(a_rule_machine_runs_as_a_test_case_and_a_check_fails_its_step) {
    const Output out = run_tests("'adder adds'", "", "compact");
    BOOST_TEST(out.status != 0);
    BOOST_TEST(occurrences(out.text, ": failed: ") == 1u, out.text);
    BOOST_TEST(out.text.find("Shrunk:   commands=[add(n: 8), check()] (") != std::string::npos, out.text);
    BOOST_TEST(std::regex_search(out.text, std::regex(R"(Rule check\(\) failed at step 2: [^\n]*adder_machine\.hpp:\d+: CHECK\( value == model \))")),
               out.text);
}

BOOST_AUTO_TEST_CASE(a_parallel_state_machine_runs_as_a_test_case_and_reports_its_history) {
    const Output out = run_tests("'parallel stack'");
    BOOST_TEST(out.status != 0);
    BOOST_TEST(out.text.find("Shrunk:   commands=[Push(0), Push(1)] | [Pop()] || [] (") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("No linearization: Pop() -> 0 on thread 1") != std::string::npos, out.text);
}

// ---- crashing bodies (the catch2_face_crashing program) ----

namespace {

Output run_crashing(const std::string& spec) {
    return falsify::test::run_shell("ASAN_OPTIONS=detect_leaks=0 '" + program("catch2_face_crashing") + "' --use-colour no " + spec + " 2>&1");
}

}  // namespace

BOOST_AUTO_TEST_CASE(crashing_bodies_fail_shrunk_and_leave_the_later_properties_as_they_were) {
    const std::string begin = "catch2_face_crashing.cpp:28: FAILED:", end = "falsify: draft for";
    const std::string alone = falsify::test::between(run_crashing("ordinary_failing").text, begin, end);
    BOOST_TEST_REQUIRE(!alone.empty());
    const Output all = run_crashing("--reporter console '[crash]'");
    BOOST_TEST(all.status == 10, all.text);
    for (const auto& expected : falsify::test::crash::expected) {
        const std::string name = expected.name;
        const std::string report = falsify::test::between(all.text, "\n" + name + "\n", "falsify: draft for \"" + name + "\"");
        BOOST_TEST(report.find("Property falsified after") != std::string::npos, name << "\n" << all.text);
        BOOST_TEST(report.find("\n    Shrunk:   n=100 (") != std::string::npos, report);
        // Catch2 wraps the message at 80 columns: the failure's first words.
        const std::string failure = std::string(expected.failure).substr(0, 20);
        BOOST_TEST(report.find("\n    Failure:  " + failure) != std::string::npos, report);
        // Its Replay line (printed unwrapped after the failure) reproduces it.
        const std::string marker = "falsify: replay \"" + name + "\" with: ";
        const auto at = all.text.find(marker);
        BOOST_TEST_REQUIRE(at != std::string::npos, all.text);
        const std::string replay = all.text.substr(at + marker.size(), all.text.find('\n', at) - at - marker.size());
        const Output again = falsify::test::run_shell("ASAN_OPTIONS=detect_leaks=0 " + replay + " 2>&1");
        BOOST_TEST(again.status != 0, again.text);
        BOOST_TEST(again.text.find("\n    Shrunk:   n=100 (") != std::string::npos, again.text);
        BOOST_TEST(again.text.find("\n    Failure:  " + failure) != std::string::npos, again.text);
    }
    BOOST_TEST(falsify::test::between(all.text, begin, end) == alone, all.text);
    BOOST_TEST(all.text.find("test cases: 13 | 3 passed | 10 failed") != std::string::npos, all.text);
    BOOST_TEST(occurrences(all.text, "test cases: ") == 1u, all.text);
}

BOOST_AUTO_TEST_CASE(what_ends_the_process_ends_it_non_zero_after_saying_what_ran) {
    for (const auto& probe : falsify::test::crash::ending)
        falsify::test::crash::check_ending(run_crashing(probe.name), probe, "All tests passed");
}

BOOST_AUTO_TEST_CASE(an_environment_error_is_a_failure_at_the_property_line_naming_the_variable) {
    const Output out = run_tests("holds", "PROPERTY_RUNS=ten");
    BOOST_TEST(out.status != 0, out.text);
    BOOST_TEST(out.text.find("catch2_face_failing.cpp:37: FAILED:") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("PROPERTY_RUNS must be a positive integer, got \"ten\"") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("unknown file") == std::string::npos, out.text);
}

BOOST_AUTO_TEST_CASE(fixture_properties_get_a_fresh_fixture_per_run_and_falsify) {
    const Output out = run_tests("'[fixture]'");
    BOOST_TEST(out.text.find("Shrunk:   n=100 (") != std::string::npos, out.text);
    BOOST_TEST(occurrences(out.text, "FAILED:") == 1u, out.text);
    BOOST_TEST(out.text.find("test cases: 3 | 2 passed | 1 failed") != std::string::npos, out.text);
}

BOOST_AUTO_TEST_CASE(command_sequences_in_one_call_report_at_the_test_case_line) {
    const Output out = run_tests("'[machines]'", "", "compact");
    BOOST_TEST(std::regex_search(out.text, std::regex(R"(catch2_face_failing\.cpp:\d+: failed: explicitly with 1 message: 'Property falsified)")), out.text);
    BOOST_TEST(out.text.find("Shrunk:   commands=[Push(0), Push(1), Pop()] (") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("Shrunk:   commands=[Push(0), Push(1)] | [Pop()] || [] (") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("falsify: replay \"sequential stack\" with: PROPERTY_SEED=5 ") != std::string::npos, out.text);
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
    falsify::test::check_pasted_replay(first, unwrapped_replay_line(first.text), " '--use-colour' 'no'", "All tests passed", labels);
}

}  // namespace

BOOST_AUTO_TEST_CASE(every_origin_of_a_failure_replays_as_pasted) {
    const std::string shrunk = "\n    Shrunk:   ", failure = "\n    Failure:  ";
    const std::string throws = "'throws\\, with a comma \\[in the name\\]'";
    check_pasted_replay(run_tests(throws, "PROPERTY_SEED=3"), {shrunk, failure});
    const Output example = run_tests("'example fails'");
    BOOST_TEST(example.text.find("Explicit example #1 failed: [7]") != std::string::npos, example.text);
    check_pasted_replay(example, {"Explicit example #1 failed: ", failure});
    const Output campaign = run_tests("'adder unpinned'", "PROPERTY_CAMPAIGN=workers=1,runs=2000");
    BOOST_TEST(unwrapped_replay_line(campaign.text).find(" PROPERTY_CAMPAIGN= ") != std::string::npos, campaign.text);
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
    // The console reporter, as a pasted Replay: line prints it: its Failure: block wrapped the same way each time.
    const Output out = run_tests("'scheduled race'");
    BOOST_TEST(occurrences(out.text, "FAILED:") == 1u, out.text);
    BOOST_TEST(out.text.find("\n    Shrunk:   commands=[Push(0)] | [Pop()] || [Pop()], draw#1=") != std::string::npos, out.text);
    falsify::test::check_replays_exactly(out, unwrapped_replay_line(out.text), " '--use-colour' 'no'", "All tests passed", "\n    Shrunk:   ",
                                         "\n    Failure:  ", 20);
}
