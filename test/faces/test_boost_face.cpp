// The Boost.Test face, as a user sees it: runs the boost_face_failing module
// (its path is the first argument) and reads its output.
#define BOOST_TEST_MODULE falsify boost face
#include <falsify/boost_test.hpp>

#include "fault_matrix.hpp"
#include "idle_warning.hpp"
#include "pasted_replay.hpp"
#include "shell.hpp"

#include <array>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <initializer_list>
#include <regex>
#include <string>

#include <sys/stat.h>

namespace {

std::string program(const std::string& name) {
    const auto& suite = boost::unit_test::framework::master_test_suite();
    return falsify::test::program_named(suite.argc, suite.argv, name);
}

std::string binary() { return program("boost_face_failing"); }

struct Output {
    std::string text;
    int status;
};

Output run_module(const std::string& test, const std::string& environment = "") {
    const std::string command = environment + " '" + binary() + "' --color_output=no --run_test=" + test + " 2>&1";
    FILE* pipe = popen(command.c_str(), "r");
    BOOST_TEST_REQUIRE(pipe != nullptr);
    std::string text;
    std::array<char, 4096> buffer{};
    while (std::size_t n = std::fread(buffer.data(), 1, buffer.size(), pipe)) text.append(buffer.data(), n);
    const int status = pclose(pipe);
    return {text, status};
}

using falsify::test::replay_line;

std::size_t count(const std::string& text, const std::string& needle) { return falsify::test::occurrences(text, needle); }

/// The failure's Replay: command (its environment, on this module's `test`) fails on `shrunk` again.
void check_replay_reproduces(const std::string& test, const Output& out, const std::string& shrunk) {
    const std::string replay = replay_line(out.text);
    BOOST_TEST_REQUIRE(!replay.empty(), out.text);
    BOOST_TEST(replay.find("--run_test='" + test + "'") != std::string::npos, replay);
    const Output again = run_module(test, replay.substr(0, replay.find(" '")));
    BOOST_TEST(again.text.find(shrunk) != std::string::npos, again.text);
}

/// As check_replay_reproduces, for a parallel machine whose failures need a
/// thread timing: the replay fails again, with the shrunk case or, when its
/// first failing case is another (an earlier case may meet in the replay the
/// timing it missed before), saying that the path no longer applies. It never passes.
void check_replay_fails_again(const std::string& test, const Output& out, const std::string& shrunk) {
    const std::string replay = replay_line(out.text);
    BOOST_TEST_REQUIRE(!replay.empty(), out.text);
    const Output again = run_module(test, replay.substr(0, replay.find(" '")));
    BOOST_TEST(again.status != 0, again.text);
    BOOST_TEST((again.text.find(shrunk) != std::string::npos || again.text.find("no longer applies") != std::string::npos), again.text);
}

}  // namespace

BOOST_AUTO_TEST_CASE(a_falsified_property_is_reported_once_at_its_line_with_the_full_message) {
    const Output out = run_module("vector_no_42");
    BOOST_TEST(out.status != 0);
    BOOST_TEST(count(out.text, "error:") == 1u, out.text);
    BOOST_TEST(std::regex_search(out.text, std::regex(R"(boost_face_failing\.cpp\(12\): error: in "vector_no_42": Property falsified after \d+ successful run\(s\); seed=7)")),
               out.text);
    BOOST_TEST(out.text.find("\n  Shrunk:   xs=[42] (") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("\n  Failure:  std::find(xs.begin(), xs.end(), 42) == xs.end()") != std::string::npos, out.text);
    // The draft is the test's own declaration with the example added, ready to paste over it.
    BOOST_TEST(out.text.find("\n            FALSIFY_PROPERTY(vector_no_42, (std::vector<int> xs), Config().seed(7).runs(1000), "
                             "param(\"xs\", gen::vectors(gen::ints(0, 100))), falsify::example(std::vector<int>{42}))") != std::string::npos,
               out.text);
}

BOOST_AUTO_TEST_CASE(boost_test_inside_a_body_falsifies_the_run_without_flooding_the_log) {
    for (const char* name : {"boost_test_inside", "boost_check_inside", "boost_require_inside"}) {
        const Output out = run_module(name);
        BOOST_TEST(out.status != 0);
        // Boost.Test's own line for the shrunk input, then falsify's report: nothing from the trials.
        BOOST_TEST(count(out.text, "error:") + count(out.text, "fatal error:") - count(out.text, "fatal error:") == 2u, out.text);
        BOOST_TEST(out.text.find("51") != std::string::npos, out.text);
        BOOST_TEST(out.text.find("\n  Shrunk:   value=51") != std::string::npos, out.text);
        BOOST_TEST(out.text.find("Boost.Test assertion failed") != std::string::npos, out.text);
    }
    const Output check = run_module("boost_test_inside");
    BOOST_TEST(check.text.find("check value <= 50 has failed [51 > 50]") != std::string::npos, check.text);
}

BOOST_AUTO_TEST_CASE(one_falsified_property_counts_as_one_boost_test_failure) {
    // The shrunk input's own assertion message is logged, but only falsify's report is counted.
    const Output out = run_module("boost_test_inside,boost_check_inside,boost_require_inside");
    BOOST_TEST(out.status != 0);
    BOOST_TEST(out.text.find("*** 3 failures are detected") != std::string::npos, out.text);
    const Output one = run_module("boost_test_inside");
    BOOST_TEST(one.text.find("*** 1 failure is detected") != std::string::npos, one.text);
}

BOOST_AUTO_TEST_CASE(the_descent_keeps_to_the_boost_test_assertion_that_failed_first) {
    const Output out = run_module("two_boost_assertions");
    BOOST_TEST(out.status != 0);
    BOOST_TEST(out.text.find("\n  Original: x=1000") != std::string::npos, out.text);
    // The second assertion fails alone below 500 (x = 5 is smaller), but it is another failure.
    BOOST_TEST(out.text.find("\n  Shrunk:   x=500 (") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("check x < 500 has failed [500 >= 500]") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("x % 7 != 5") == std::string::npos, out.text);
}

BOOST_AUTO_TEST_CASE(a_passing_property_passes_and_counts_as_one_assertion) {
    const Output out = run_module("holds", "PROPERTY_RUNS=50");
    BOOST_TEST(out.status == 0, out.text);
    BOOST_TEST(out.text.find("No errors detected") != std::string::npos, out.text);
}

BOOST_AUTO_TEST_CASE(exceptions_falsify_and_shrink_to_the_boundary) {
    const Output out = run_module("throws_runtime_error", "PROPERTY_SEED=3");
    BOOST_TEST(out.text.find("\n  Shrunk:   n=1001 (") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("\n  Failure:  n too large: 1001") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("; seed=3\n") != std::string::npos, out.text);
}

BOOST_AUTO_TEST_CASE(same_seed_same_report) {
    BOOST_TEST(run_module("throws_runtime_error", "PROPERTY_SEED=5").text == run_module("throws_runtime_error", "PROPERTY_SEED=5").text);
}

BOOST_AUTO_TEST_CASE(environment_errors_name_the_variable) {
    const Output runs = run_module("holds", "PROPERTY_RUNS=ten");
    BOOST_TEST(runs.status != 0);
    BOOST_TEST(runs.text.find("PROPERTY_RUNS must be a positive integer, got \"ten\"") != std::string::npos, runs.text);
    // Said at the property's own line, not at "unknown location".
    BOOST_TEST(std::regex_search(runs.text, std::regex(R"(boost_face_failing\.cpp\(\d+\): error: in "holds": PROPERTY_RUNS must be)")), runs.text);
    BOOST_TEST(runs.text.find("unknown location") == std::string::npos, runs.text);
    const Output phases = run_module("holds", "PROPERTY_PHASES=random,shrnk");
    BOOST_TEST(phases.text.find("PROPERTY_PHASES must be a comma-separated list of examples, corpus, random, shrink, explain, got \"random,shrnk\"") !=
                   std::string::npos,
               phases.text);
}

BOOST_AUTO_TEST_CASE(environment_dials_the_suite) {
    // Without the shrink phase the original counterexample is reported unchanged.
    const Output out = run_module("throws_runtime_error", "PROPERTY_SEED=3 PROPERTY_PHASES=random");
    BOOST_TEST(out.text.find("(0 shrink step(s); not shrunk: the shrink phase is off (Config::phases, PROPERTY_PHASES))") != std::string::npos,
               out.text);
    const Output verbose = run_module("throws_runtime_error", "PROPERTY_SEED=3 PROPERTY_VERBOSE=1");
    BOOST_TEST(verbose.text.find("Property \"throws_runtime_error\" attempt 1: n=") != std::string::npos, verbose.text);
    BOOST_TEST(verbose.text.find("Property \"throws_runtime_error\" shrink step 1: n=") != std::string::npos, verbose.text);
}

BOOST_AUTO_TEST_CASE(the_report_ends_with_a_command_that_replays_the_minimal_case) {
    const Output out = run_module("throws_runtime_error", "PROPERTY_SEED=3");
    const auto at = out.text.find("\n  Replay:   ");
    BOOST_TEST_REQUIRE(at != std::string::npos, out.text);
    const std::string command = out.text.substr(at + 13, out.text.find('\n', at + 1) - at - 13);
    BOOST_TEST(command.rfind("PROPERTY_SEED=3 PROPERTY_PATH='n:", 0) == 0u, command);
    BOOST_TEST(command.find(" --run_test='throws_runtime_error'") != std::string::npos, command);
    // Run it as pasted: the same minimal case, one execution per shrink step.
    // It carries the run's --color_output=no: pasted as shown.
    BOOST_TEST(command.find(" '--color_output=no'") != std::string::npos, command);
    FILE* pipe = popen((command + " 2>&1").c_str(), "r");
    BOOST_TEST_REQUIRE(pipe != nullptr);
    std::string replayed;
    std::array<char, 4096> buffer{};
    while (std::size_t n = std::fread(buffer.data(), 1, buffer.size(), pipe)) replayed.append(buffer.data(), n);
    pclose(pipe);
    BOOST_TEST(replayed.find("\n  Shrunk:   n=1001 (") != std::string::npos, replayed);
    const std::regex counts(R"(Shrunk:   n=1001 \((\d+) shrink step\(s\), (\d+) trial\(s\)\))");
    std::smatch m;
    BOOST_TEST_REQUIRE(std::regex_search(replayed, m, counts), replayed);
    BOOST_TEST(m[1].str() == m[2].str());
}

namespace {

/// A scratch directory for PROPERTY_DB, removed afterwards.
struct ScratchDir {
    std::string path;
    ScratchDir() {
        char pattern[] = "/tmp/falsify-face-XXXXXX";
        path = ::mkdtemp(pattern) ? pattern : "";
    }
    ~ScratchDir() {
        std::error_code ignored;
        std::filesystem::remove_all(path, ignored);
    }
};

unsigned mode_of(const std::string& path) {
    struct stat st{};
    return ::stat(path.c_str(), &st) == 0 ? static_cast<unsigned>(st.st_mode & 07777) : 0u;
}

}  // namespace

BOOST_AUTO_TEST_CASE(property_db_records_a_failure_and_the_next_run_reports_it_first) {
    ScratchDir scratch;
    BOOST_TEST_REQUIRE(!scratch.path.empty());
    const std::string db = scratch.path + "/db";
    const Output first = run_module("throws_runtime_error", "PROPERTY_DB='" + db + "' PROPERTY_SEED=3");
    BOOST_TEST(first.text.find("Property falsified after") != std::string::npos, first.text);
    BOOST_TEST(first.text.find("\n  Shrunk:   n=1001 (") != std::string::npos, first.text);
    // One document, private to its owner.
    BOOST_TEST(mode_of(db) == 0700u);
    std::size_t documents = 0;
    for (const auto& entry : std::filesystem::directory_iterator(db)) {
        if (entry.path().extension() != ".json") continue;
        ++documents;
        BOOST_TEST(mode_of(entry.path().string()) == 0600u);
    }
    BOOST_TEST(documents == 1u);

    // The next run, with any seed, replays the recorded input before anything else.
    const Output second = run_module("throws_runtime_error", "PROPERTY_DB='" + db + "'");
    BOOST_TEST(second.status != 0);
    BOOST_TEST(count(second.text, "error:") == 1u, second.text);
    BOOST_TEST(second.text.find("error: in \"throws_runtime_error\": Recorded regression failed (originally found with seed 3): "
                                "n=1001\n  Failure:  n too large: 1001") != std::string::npos,
               second.text);
    BOOST_TEST(second.text.find("Property falsified") == std::string::npos, second.text);
    // Its Replay line runs the corpus phase alone, from the same corpus, and fails the same way.
    const std::string replay = replay_line(second.text);
    BOOST_TEST(replay.find("PROPERTY_PHASES=corpus PROPERTY_DB='" + db + "' '") == 0u, replay);
    const auto again = falsify::test::run_shell(replay + " 2>&1");
    BOOST_TEST(again.status != 0);
    BOOST_TEST(again.text.find("Recorded regression failed (originally found with seed 3): n=1001") != std::string::npos, again.text);
    const Output verbose = run_module("throws_runtime_error", "PROPERTY_DB='" + db + "' PROPERTY_VERBOSE=1");
    BOOST_TEST(verbose.text.find("Property \"throws_runtime_error\" replays a recorded input (seed 3): n=1001") != std::string::npos,
               verbose.text);
}

BOOST_AUTO_TEST_CASE(a_property_that_pins_its_seed_is_recorded_but_not_replayed) {
    ScratchDir scratch;
    const std::string db = scratch.path + "/db";
    run_module("vector_no_42", "PROPERTY_DB='" + db + "'");
    const Output second = run_module("vector_no_42", "PROPERTY_DB='" + db + "' PROPERTY_VERBOSE=1");
    BOOST_TEST(second.text.find("Property falsified after") != std::string::npos, second.text);
    BOOST_TEST(second.text.find("Recorded regression") == std::string::npos, second.text);
    BOOST_TEST(second.text.find("recorded its counterexample in the corpus") != std::string::npos, second.text);
}

BOOST_AUTO_TEST_CASE(a_corpus_that_cannot_be_written_is_reported_and_the_verdict_stands) {
    ScratchDir scratch;
    const std::string file = scratch.path + "/file";
    std::FILE* f = std::fopen(file.c_str(), "w");
    BOOST_TEST_REQUIRE(f != nullptr);
    std::fclose(f);
    const Output out = run_module("throws_runtime_error", "PROPERTY_DB='" + file + "/db' PROPERTY_SEED=3");
    BOOST_TEST(out.text.find("\n  Shrunk:   n=1001 (") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("Property \"throws_runtime_error\": the regression corpus could not remember: Cannot create the corpus "
                             "directory") != std::string::npos,
               out.text);
}

BOOST_AUTO_TEST_CASE(property_db_refuses_a_store_address_without_echoing_it) {
    const Output out = run_module("holds", "PROPERTY_DB='redis://user:secret@cache:6379/2'");
    BOOST_TEST(out.status != 0);
    BOOST_TEST(out.text.find("PROPERTY_DB: The Redis corpus address (not repeated here: it may carry a password) holds credentials") !=
                   std::string::npos,
               out.text);
    BOOST_TEST(out.text.find("secret") == std::string::npos, out.text);
}

namespace {

std::string run_command(const std::string& command, const std::string& stderr_to = "&1") {
    FILE* pipe = popen((command + " --color_output=no 2>" + stderr_to).c_str(), "r");
    if (!pipe) return {};
    std::string out;
    std::array<char, 4096> buffer{};
    while (std::size_t n = std::fread(buffer.data(), 1, buffer.size(), pipe)) out.append(buffer.data(), n);
    pclose(pipe);
    return out;
}

}  // namespace

BOOST_AUTO_TEST_CASE(a_pass_with_labels_prints_the_distribution_line) {
    const Output out = run_module("classified");
    BOOST_TEST(out.status == 0, out.text);
    BOOST_TEST(out.text.find("Property \"classified\" distribution: all 100% (10/10), low 50% (5/10)\n") != std::string::npos, out.text);
    // No labels, no line.
    BOOST_TEST(run_module("mostly_discarded").text.find("distribution:") == std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_rule_that_never_ran_is_warned_about_after_the_pass) {
    const Output out = run_module("idle_rule");
    BOOST_TEST(out.status == 0, out.text);
    BOOST_TEST(out.text.find("Property \"idle_rule\": " + std::string(idle_warning)) != std::string::npos, out.text);
}

BOOST_AUTO_TEST_CASE(more_than_half_discarded_is_warned_about_on_stderr) {
    const Output out = run_module("mostly_discarded");
    BOOST_TEST(out.status == 0, out.text);
    BOOST_TEST(out.text.find("Property \"mostly_discarded\" discarded 95 of 100 attempt(s) (95%); consider narrowing the generators so "
                             "that its assumptions and filters reject fewer inputs (Config().warn_discards(false) silences this)\n") !=
                   std::string::npos,
               out.text);
    // On stderr: stdout alone does not have it.
    const std::string stdout_only = run_command("'" + binary() + "' --run_test=mostly_discarded", "/dev/null");
    BOOST_TEST(stdout_only.find("consider narrowing") == std::string::npos, stdout_only);
}

BOOST_AUTO_TEST_CASE(a_coverage_shortfall_is_reported_at_the_property) {
    const Output out = run_module("short_coverage");
    BOOST_TEST(out.status != 0);
    BOOST_TEST(out.text.find("error: in \"short_coverage\": Property \"short_coverage\" coverage not met: \"low\" 30.0% < required 50.0% (3/10)") !=
                   std::string::npos,
               out.text);
    BOOST_TEST(out.text.find("Replay:") == std::string::npos, out.text);
}

BOOST_AUTO_TEST_CASE(a_property_the_environment_keeps_skipping_fails_with_the_skip_advice) {
    const Output out = run_module("service_down", "PROPERTY_VERBOSE=1");
    BOOST_TEST(out.status != 0);
    BOOST_TEST(out.text.find("error: in \"service_down\": Property \"service_down\" gave up after 4 attempt(s): 0/3 successful run(s), "
                             "4 skipped (maximum 3). The environment refused those runs") != std::string::npos,
               out.text);
    BOOST_TEST(std::regex_search(out.text, std::regex(R"(\nProperty "service_down" attempt 1 skipped: cannot reach the queue broker for x=\d\n)")),
               out.text);
    BOOST_TEST(out.text.find("Replay:") == std::string::npos, out.text);
}

BOOST_AUTO_TEST_CASE(property_verbose_traces_attempts_draws_and_target_improvements) {
    const Output out = run_module("targeted_and_drawing", "PROPERTY_VERBOSE=1");
    BOOST_TEST(out.status == 0, out.text);
    BOOST_TEST(std::regex_search(out.text, std::regex(R"(\nProperty "targeted_and_drawing" attempt 1: a=\d+\n)")), out.text);
    BOOST_TEST(std::regex_search(out.text, std::regex(R"(\nProperty "targeted_and_drawing" attempt 1 draws: draw#1=\d\n)")), out.text);
    // The first score has no previous best; later ones name it.
    BOOST_TEST(std::regex_search(out.text, std::regex(R"(\nProperty "targeted_and_drawing" target sum max: - -> \d+(\.0)? \(a=\d+\)\n)")),
               out.text);
    BOOST_TEST(std::regex_search(out.text, std::regex(R"(\nProperty "targeted_and_drawing" target sum max: \d+(\.0)? -> \d+(\.0)? \(a=\d+\)\n)")),
               out.text);
    // Search runs continue the attempt count: 20 random + 10 search.
    BOOST_TEST(out.text.find("Property \"targeted_and_drawing\" attempt 30: a=") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("attempt 31:") == std::string::npos, out.text);
    // Quiet without PROPERTY_VERBOSE.
    BOOST_TEST(run_module("targeted_and_drawing").text.find("attempt 1") == std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_failure_found_by_the_search_phase_replays_from_its_replay_line) {
    const Output out = run_module("sum_found_by_search", "PROPERTY_SEED=3");
    BOOST_TEST(out.status != 0);
    const std::string command = replay_line(out.text);
    BOOST_TEST_REQUIRE(!command.empty(), out.text);
    // The random phase is replayed as configured: no PROPERTY_RUNS extension for a search-phase failure.
    BOOST_TEST(command.rfind("PROPERTY_SEED=3 PROPERTY_PATH='", 0) == 0u, command);
    BOOST_TEST(command.find("PROPERTY_RUNS") == std::string::npos, command);
    const auto shrunk = out.text.find("\n  Shrunk:   ");
    BOOST_TEST_REQUIRE(shrunk != std::string::npos);
    const std::string shrunk_line = out.text.substr(shrunk, out.text.find(" (", shrunk) - shrunk);
    const std::string replayed = falsify::test::run_shell(command + " 2>&1").text;
    BOOST_TEST(replayed.find(shrunk_line) != std::string::npos, replayed);
    // A PROPERTY_SEARCH_RUNS dial in force is carried over.
    const Output dialled = run_module("sum_found_by_search", "PROPERTY_SEED=3 PROPERTY_SEARCH_RUNS=100");
    BOOST_TEST(replay_line(dialled.text).find(" PROPERTY_SEARCH_RUNS='100' ") != std::string::npos, dialled.text);
}

BOOST_AUTO_TEST_CASE(a_declined_exhaustive_mode_says_why_on_stderr) {
    const Output out = run_module("declined_exhaustive");
    BOOST_TEST(out.status == 0, out.text);
    BOOST_TEST(out.text.find("Property \"declined_exhaustive\" was sampled, not walked exhaustively: parameter \"s\" has no finite domain\n") !=
                   std::string::npos,
               out.text);
    BOOST_TEST(run_module("classified").text.find("not walked") == std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_fixture_property_gets_a_fresh_fixture_for_every_run) {
    const Output out = run_module("fresh_fixture_per_run,every_run_had_its_own_fixture", "PROPERTY_RUNS=50");
    BOOST_TEST(out.status == 0, out.text);
    BOOST_TEST(out.text.find("*** No errors detected") != std::string::npos, out.text);
}

BOOST_AUTO_TEST_CASE(a_fixture_property_falsifies_through_its_members) {
    const Output out = run_module("fixture_members_falsify");
    BOOST_TEST(out.status != 0);
    BOOST_TEST(count(out.text, "error:") == 2u, out.text);  // Boost.Test's line for the shrunk input, then falsify's report
    BOOST_TEST(out.text.find("\n  Shrunk:   n=100 (") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("--run_test='fixture_members_falsify'") != std::string::npos, out.text);
}

BOOST_AUTO_TEST_CASE(a_parallel_state_machine_reports_its_history_and_replays) {
    const Output out = run_module("parallel_stack");
    BOOST_TEST(out.status != 0);
    BOOST_TEST(out.text.find("\n  Shrunk:   commands=[Push(0), Push(1)] | [Pop()] || [] (") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("\n  Failure:  No linearization: Pop() -> 0 on thread 1") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("\n            History: thread 1: Pop() -> 0 [0, 1]; thread 2:") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("a replay runs the same commands again, not the same thread timing") != std::string::npos, out.text);
    check_replay_fails_again("parallel_stack", out, "\n  Shrunk:   commands=[Push(0), Push(1)] | [Pop()] || [] (");
}

BOOST_AUTO_TEST_CASE(check_commands_reports_at_its_test_case_and_replays) {
    const Output out = run_module("sequential_stack");
    BOOST_TEST(out.status != 0);
    BOOST_TEST(count(out.text, "error:") == 1u, out.text);
    BOOST_TEST(std::regex_search(out.text, std::regex(R"(boost_face_failing\.cpp\(\d+\): error: in "sequential_stack": Property falsified after \d+ successful run\(s\); seed=5)")),
               out.text);
    BOOST_TEST(out.text.find("\n  Shrunk:   commands=[Push(0), Push(1), Pop()] (") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("\n  Failure:  Postcondition failed at step 3 for command Pop()") != std::string::npos, out.text);
    check_replay_reproduces("sequential_stack", out, "\n  Shrunk:   commands=[Push(0), Push(1), Pop()] (");
}

BOOST_AUTO_TEST_CASE(boost_test_inside_a_command_fails_that_step_once_in_the_log) {
    const Output out = run_module("sequential_stack_boost_test");
    BOOST_TEST(out.status != 0);
    // Boost.Test's own line for the shrunk sequence, then falsify's report: nothing from the trials.
    BOOST_TEST(count(out.text, "error:") == 2u, out.text);
    BOOST_TEST(out.text.find("check popped == model.back() has failed [0 != 1]") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("\n  Shrunk:   commands=[Push(0), Push(1), CheckedPop()] (") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("Boost.Test assertion failed") != std::string::npos, out.text);
}

// ---- crashing bodies (the boost_face_crashing module) ----

namespace {

std::string crashing_binary() { return program("boost_face_crashing"); }

falsify::test::Output run_crashing(const std::string& arguments, const std::string& environment = "") {
    return falsify::test::run_shell(environment + " ASAN_OPTIONS=detect_leaks=0 '" + crashing_binary() + "' --color_output=no " + arguments +
                                    " 2>&1");
}

}  // namespace

BOOST_AUTO_TEST_CASE(crashing_bodies_fail_shrunk_and_leave_the_later_properties_as_they_were) {
    namespace crash = falsify::test::crash;
    const auto alone_failing = run_crashing("--run_test=ordinary_failing");
    const std::string alone = falsify::test::lines_of(alone_failing.text, "in \"ordinary_failing\"");
    BOOST_TEST_REQUIRE(!alone.empty(), alone_failing.text);
    // Boost.Test's execution monitor on (its default) and off: falsify's trap is the one that answers.
    for (const char* monitor : {"", "--catch_system_errors=no"}) {
        BOOST_TEST_CONTEXT("options: " << monitor) {
            const auto all = run_crashing(std::string(monitor) + " --report_level=detailed --run_test='!ends_*'");
            BOOST_TEST(all.status != 0, all.text);
            for (const auto& expected : crash::expected) {
                const std::string report = falsify::test::lines_of(all.text, std::string("in \"") + expected.name + "\"");
                BOOST_TEST(report.find(": Property falsified after") != std::string::npos, expected.name << "\n" << all.text);
                BOOST_TEST(report.find("\n  Shrunk:   n=100 (") != std::string::npos, report);
                BOOST_TEST(report.find(std::string("\n  Failure:  ") + expected.failure) != std::string::npos, report);
            }
            // Reported exactly as when it runs alone, and the passing one passes.
            BOOST_TEST(falsify::test::lines_of(all.text, "in \"ordinary_failing\"") == alone, all.text);
            BOOST_TEST(all.text.find("Test case \"ordinary_passing\" has passed") != std::string::npos, all.text);
            BOOST_TEST(all.text.find("Test case \"ordinary_failing\" has failed") != std::string::npos, all.text);
            BOOST_TEST(all.text.find("No errors detected") == std::string::npos, all.text);
            for (const char* name : falsify::test::crash::passing) {
                BOOST_TEST(all.text.find("Test case \"" + std::string(name) + "\" has passed") != std::string::npos, name << "\n" << all.text);
                // Run once: a child the body forked never goes back into the module.
                BOOST_TEST(count(all.text, "Test case \"" + std::string(name) + "\" has passed") == 1u, all.text);
            }
            BOOST_TEST(count(all.text, "Test module \"boost face crashing\" has failed") == 1u, all.text);
        }
    }
}

BOOST_AUTO_TEST_CASE(a_crash_replays_from_its_replay_line) {
    for (const auto& expected : falsify::test::crash::expected) {
        const auto found = run_crashing(std::string("--run_test=") + expected.name);
        const std::string replay = replay_line(found.text);
        BOOST_TEST_REQUIRE(!replay.empty(), found.text);
        const auto again = falsify::test::run_shell("ASAN_OPTIONS=detect_leaks=0 " + replay + " 2>&1");
        BOOST_TEST(again.status != 0);
        BOOST_TEST(again.text.find("\n  Shrunk:   n=100 (") != std::string::npos, again.text);
        BOOST_TEST(again.text.find(std::string("\n  Failure:  ") + expected.failure) != std::string::npos, again.text);
    }
}

BOOST_AUTO_TEST_CASE(check_parallel_commands_reports_at_its_test_case_and_replays) {
    const Output out = run_module("parallel_stack_in_one_call");
    BOOST_TEST(out.status != 0);
    BOOST_TEST(std::regex_search(out.text, std::regex(R"(boost_face_failing\.cpp\(\d+\): error: in "parallel_stack_in_one_call": Property falsified)")),
               out.text);
    check_replay_fails_again("parallel_stack_in_one_call", out, "\n  Shrunk:   commands=[Push(0), Push(1)] | [Pop()] || [] (");
}

BOOST_AUTO_TEST_CASE(what_ends_the_process_ends_it_non_zero_after_saying_what_ran) {
    // Boost.Test's execution monitor on (its default) and off: neither turns the end into a pass.
    for (const char* monitor : {"", "--catch_system_errors=no "})
        for (const auto& probe : falsify::test::crash::ending)
            falsify::test::crash::check_ending(run_crashing(monitor + std::string("--run_test=") + probe.name), probe, "No errors detected");
}

BOOST_AUTO_TEST_CASE(a_crash_on_a_thread_the_body_started_fails_the_module_and_loses_no_earlier_failure) {
    // The defect this pins: the module's own results, muted around the body, were never given back.
    const auto out = run_crashing("--report_level=detailed --run_test=ordinary_failing,ends_segv_on_a_thread");
    BOOST_TEST(out.status != 0, out.text);
    BOOST_TEST(out.text.find("error: in \"ordinary_failing\": Property falsified") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("has passed") == std::string::npos, out.text);
    BOOST_TEST(out.text.find("No errors detected") == std::string::npos, out.text);
}

// ---- every origin's Replay: line, pasted as shown into a fresh shell ----

namespace {

/// The face's Replay: line of `first`, pasted into a fresh shell, fails again as `first` did (pasted_replay.hpp).
void check_pasted_replay(const Output& first, std::initializer_list<std::string> labels) {
    falsify::test::check_pasted_replay(falsify::test::Output{first.status, first.text}, replay_line(first.text), " '--color_output=no'",
                                       "No errors detected", labels);
}

const std::string shrunk = "\n  Shrunk:   ";
const std::string failure = "\n  Failure:  ";

}  // namespace

BOOST_AUTO_TEST_CASE(a_random_failure_and_an_explicit_example_replay_as_pasted) {
    check_pasted_replay(run_module("throws_runtime_error", "PROPERTY_SEED=3"), {shrunk, failure});
    const Output example = run_module("example_fails");
    BOOST_TEST(example.status != 0);
    BOOST_TEST(example.text.find("error: in \"example_fails\": Explicit example #1 failed: [7]") != std::string::npos, example.text);
    check_pasted_replay(example, {"error: in \"example_fails\": ", failure});
}

BOOST_AUTO_TEST_CASE(a_colour_option_given_by_the_environment_is_kept_as_an_argument) {
    const auto given = falsify::test::run_shell("BOOST_TEST_COLOR_OUTPUT=no PROPERTY_SEED=3 '" + binary() + "' --run_test=throws_runtime_error 2>&1");
    check_pasted_replay({given.text, given.status}, {shrunk, failure});
}

BOOST_AUTO_TEST_CASE(a_corpus_values_entry_replays_as_pasted_from_a_path_that_needs_quoting) {
    ScratchDir scratch;
    const std::string db = scratch.path + "/it's a db";
    std::string quoted_db = "'";
    for (char c : db) quoted_db += c == '\'' ? std::string("'\\''") : std::string(1, c);
    quoted_db += "'";
    run_module("throws_runtime_error", "PROPERTY_DB=" + quoted_db + " PROPERTY_SEED=3");
    for (const char* phases : {"", "PROPERTY_PHASES=examples,corpus "}) {
        const Output second = run_module("throws_runtime_error", phases + std::string("PROPERTY_DB=") + quoted_db);
        BOOST_TEST(second.text.find("Recorded regression failed (originally found with seed 3): n=1001") != std::string::npos, second.text);
        check_pasted_replay(second, {"error: in \"throws_runtime_error\": ", failure});
    }
}

BOOST_AUTO_TEST_CASE(a_corpus_seed_entry_replays_as_pasted_and_is_reported_shrunk) {
    ScratchDir scratch;
    const std::string db = scratch.path + "/db";
    const Output first = run_module("draws_unpinned", "PROPERTY_DB='" + db + "' PROPERTY_SEED=5");
    BOOST_TEST(first.text.find("Property falsified after") != std::string::npos, first.text);
    const std::string minimal = falsify::test::line_after(first.text, shrunk);
    BOOST_TEST_REQUIRE(!minimal.empty(), first.text);
    // Replayed first by the next runs, with every phase or with the corpus alone: shrunk as it was recorded.
    for (const char* phases : {"", "PROPERTY_PHASES=examples,corpus "}) {
        BOOST_TEST_CONTEXT("phases: " << phases) {
            const Output second = run_module("draws_unpinned", phases + std::string("PROPERTY_DB='") + db + "'");
            BOOST_TEST(second.text.find("Property falsified by a seed entry of the regression corpus") != std::string::npos, second.text);
            BOOST_TEST(falsify::test::line_after(second.text, shrunk) == minimal, second.text);
            BOOST_TEST(falsify::test::line_after(second.text, failure) == falsify::test::line_after(first.text, failure), second.text);
            check_pasted_replay(second, {shrunk, failure});
        }
    }
}

BOOST_AUTO_TEST_CASE(a_campaign_failure_replays_as_pasted) {
    const Output out = run_module("draws_unpinned", "PROPERTY_CAMPAIGN=workers=1,runs=2000");
    BOOST_TEST(out.status != 0);
    BOOST_TEST(replay_line(out.text).find(" PROPERTY_CAMPAIGN= ") != std::string::npos, out.text);
    check_pasted_replay(out, {shrunk, failure});
}

BOOST_AUTO_TEST_CASE(a_generator_that_throws_is_a_generation_failure_with_its_seed_and_replay) {
    const Output out = run_module("map_throws", "PROPERTY_SEED=3");
    BOOST_TEST(out.status != 0);
    BOOST_TEST(count(out.text, "): error: in ") == 1u, out.text);
    BOOST_TEST(std::regex_search(out.text, std::regex(R"(error: in "map_throws": Property "map_throws" could not generate the input of attempt \d+: )"
                                                      R"(a generator threw std::runtime_error: no value above 50: \d+; seed=3\. )")),
               out.text);
    BOOST_TEST(out.text.find("unknown location") == std::string::npos, out.text);
    check_pasted_replay(out, {"error: in \"map_throws\": "});
}

BOOST_AUTO_TEST_CASE(a_printer_that_throws_leaves_the_report_whole) {
    const Output out = run_module("printer_throws");
    BOOST_TEST(out.status != 0);
    BOOST_TEST(out.text.find("error: in \"printer_throws\": Property falsified after") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("; seed=3\n") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("\n  Shrunk:   loud=<operator<< threw: too loud to print> (") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("\n  Failure:  loud.level < 20 [20 < 20]") != std::string::npos, out.text);
    check_pasted_replay(out, {shrunk, failure});
}

BOOST_AUTO_TEST_CASE(a_race_found_under_the_scheduler_replays_exactly_every_time_it_is_pasted) {
    const Output out = run_module("scheduled_race");
    BOOST_TEST(out.text.find("error: in \"scheduled_race\": Property falsified after") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("\n  Shrunk:   commands=[Push(0)] | [Pop()] || [Pop()], draw#1=") != std::string::npos, out.text);
    falsify::test::check_replays_exactly(falsify::test::Output{out.status, out.text}, replay_line(out.text), " '--color_output=no'",
                                         "No errors detected", shrunk, failure, 20);
}
