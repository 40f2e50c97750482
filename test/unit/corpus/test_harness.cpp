// The framework-neutral harness every adapter is built on: the environment
// and the corpus applied to a definition, the Replay: command from a context,
// the notes of a pass.
#include <falsify/classify.hpp>
#include <falsify/corpus.hpp>
#include <falsify/falsify.hpp>
#include <falsify/fuzz.hpp>
#include <falsify/harness.hpp>
#include <falsify/harness/face.hpp>

#include "shell.hpp"
#include "test_corpus_support.hpp"

#include <boost/json/parse.hpp>
#include <boost/json/value.hpp>
#include <boost/test/unit_test.hpp>

#include <fstream>
#include <chrono>
#include <thread>
#include <map>
#include <set>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <random>
#include <memory>
#include <sstream>
#include <string>

using namespace falsify;

namespace {

/// Sets an environment variable for one scope; the old value comes back after.
class ScopedVariable {
public:
    ScopedVariable(const char* name, const std::string& value) : name_(name) {
        if (const char* old = std::getenv(name)) old_ = old;
        ::setenv(name, value.c_str(), 1);
    }
    ~ScopedVariable() {
        if (old_) ::setenv(name_, old_->c_str(), 1);
        else ::unsetenv(name_);
    }
    ScopedVariable(const ScopedVariable&) = delete;
    ScopedVariable& operator=(const ScopedVariable&) = delete;

private:
    const char* name_;
    std::optional<std::string> old_;
};

harness::TestContext context(const std::string& id) {
    return {id, "small", "/opt/ci/bin/unit tests", "--gtest_filter=" + harness::shell_quote(id), ""};
}

PropertyDefinition small_values(Config config = {}) {
    return property("declared-name", [](int v) { FALSIFY_ASSERT(v < 100); })
        .names({"v"})
        .with(param("v", gen::ints(0, 1000)))
        .with(config)
        .definition();
}

}  // namespace

BOOST_AUTO_TEST_SUITE(harness_suite)

BOOST_AUTO_TEST_CASE(a_failure_drafts_its_regression_example_unless_property_draft_is_off) {
    const auto c = context("Suite.small");
    {
        const PropertyDefinition definition = harness::prepare(small_values(Config().seed(5)), c);
        const std::string message = harness::failure_message(harness::run(definition, c), definition, c);
        BOOST_TEST(message.find("\n  Draft:    ") > message.find("\n  Replay:   "), message);
        BOOST_TEST(message.find("\n            falsify::example(100)") != std::string::npos, message);
    }
    const ScopedVariable off("PROPERTY_DRAFT", "0");
    const PropertyDefinition definition = harness::prepare(small_values(Config().seed(5)), c);
    const std::string message = harness::failure_message(harness::run(definition, c), definition, c);
    BOOST_TEST(message.find("Replay:") != std::string::npos, message);
    BOOST_TEST(message.find("Draft:") == std::string::npos, message);
}

BOOST_AUTO_TEST_CASE(a_macro_declared_test_gets_its_draft_as_that_declaration_with_the_example_added) {
    const harness::Site site{"t.cpp", 3, "small", "(int v)", "FALSIFY_GTEST_PROPERTY(Suite, small, (int v)", "gen::ints(0, 100)"};
    BOOST_TEST(harness::declaration_of(site) == "FALSIFY_GTEST_PROPERTY(Suite, small, (int v), gen::ints(0, 100)");
    BOOST_TEST(harness::declaration_of(harness::Site{"t.cpp", 3, "small", "(int v)", "FALSIFY_GTEST_PROPERTY(Suite, small, (int v)", ""}) ==
               "FALSIFY_GTEST_PROPERTY(Suite, small, (int v)");
    BOOST_TEST(harness::declaration_of(harness::Site{"t.cpp", 3, "small", "(int v)"}).empty());
    auto c = context("Suite.small");
    c.declaration = harness::declaration_of(site);
    const PropertyDefinition definition = harness::prepare(small_values(Config().seed(5)), c);
    const std::string message = harness::failure_message(harness::run(definition, c), definition, c);
    BOOST_TEST(message.find("\n  Draft:    to keep this case, give the test this explicit example (tried first on every run):"
                            "\n            FALSIFY_GTEST_PROPERTY(Suite, small, (int v), gen::ints(0, 100), falsify::example(100))") != std::string::npos,
               message);
}

BOOST_AUTO_TEST_CASE(a_fuzz_target_records_what_it_finds_in_property_db) {
    test::TempDir dir;
    const ScopedVariable db("PROPERTY_DB", dir.path());
    const PropertyDefinition definition =
        harness::prepare_fuzz_target(property("fuzzed_small", [](int v) { FALSIFY_ASSERT(v < 200); }, gen::ints(0, 255)).definition());
    std::mt19937 bytes(7);
    bool found = false;
    for (int tried = 0; tried < 5000 && !found; ++tried) {
        std::vector<std::uint8_t> input(32);
        for (auto& byte : input) byte = static_cast<std::uint8_t>(bytes());
        found = check_bytes(definition, input.data(), input.size()).outcome() == Outcome::Falsified;
    }
    BOOST_REQUIRE(found);
    const auto entries = open_corpus(dir.path())->recall("fuzzed_small", {"arg1"});
    BOOST_REQUIRE(entries.size() == 1u);
    BOOST_TEST(entries.front().is_values());
}

BOOST_AUTO_TEST_CASE(a_failure_says_how_to_replay_it_through_the_adapters_filter) {
    const auto c = context("Suite.small");
    const PropertyDefinition definition = harness::prepare(small_values(Config().seed(5)), c);
    BOOST_TEST(definition.id == "Suite.small");
    BOOST_TEST(definition.name == "small");
    const Result result = harness::run(definition, c);
    BOOST_TEST_REQUIRE(result.outcome() == Outcome::Falsified);
    const std::string message = harness::failure_message(result, definition, c);
    BOOST_TEST(message.rfind(result.message(), 0) == 0u);
    const std::string replay = "PROPERTY_SEED=5 PROPERTY_PATH=" + harness::shell_quote(result.counter_example()->path) +
                               " '/opt/ci/bin/unit tests' --gtest_filter='Suite.small'";
    BOOST_TEST(message.find("\n  Replay:   " + replay) != std::string::npos, message);
    BOOST_TEST(harness::replay_command(result, definition, c) == replay);
    BOOST_TEST(harness::shell_quote("it's") == "'it'\\''s'");
    // Without a known program or filter, the command still names what to fill in.
    BOOST_TEST(harness::replay_command(result, definition, {"x", "x", "", "", ""}).find(" '<test-binary>'") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_replay_quotes_control_characters_and_keeps_the_output_options) {
    // A control character keeps the command on its one line: $'...', which bash reads back as it was.
    const std::string awkward = "a\nb's\\ \x1b[0m";
    const std::string quoted = harness::shell_quote(awkward);
    BOOST_TEST(quoted == "$'a\\x0ab\\'s\\\\ \\x1b[0m'");
    BOOST_TEST(quoted.find('\n') == std::string::npos);
    FILE* pipe = ::popen(("bash -c " + harness::shell_quote("printf %s " + quoted)).c_str(), "r");
    BOOST_TEST_REQUIRE(pipe != nullptr);
    std::string read;
    char buffer[256];
    while (const std::size_t n = std::fread(buffer, 1, sizeof buffer, pipe)) read.append(buffer, n);
    ::pclose(pipe);
    BOOST_TEST(read == awkward);
    // The framework options that change the output, alone or with their value, each quoted.
    BOOST_TEST(harness::output_options({"--run_test=x", "--color_output=no", "--log_level=all"}, {"--color_output"}) == " '--color_output=no'");
    BOOST_TEST(harness::output_options({"--color_outputs=no", "--color_output"}, {"--color_output"}) == " '--color_output'");
    BOOST_TEST(harness::output_options({"--use-colour", "no", "[tag]"}, {}, {"--use-colour"}) == " '--use-colour' 'no'");
    BOOST_TEST(harness::output_options({"--use-colour=no"}, {}, {"--use-colour"}) == " '--use-colour=no'");
}

BOOST_AUTO_TEST_CASE(the_environment_shapes_the_definition) {
    test::TempDir dir;
    const ScopedVariable db("PROPERTY_DB", dir.path());
    const ScopedVariable runs("PROPERTY_RUNS", "17");
    const ScopedVariable verbose("PROPERTY_VERBOSE", "1");
    const PropertyDefinition free = harness::prepare(small_values(), context("Suite.free"));
    BOOST_TEST(free.config.runs() == 17u);
    BOOST_TEST(free.corpus != nullptr);
    BOOST_TEST(free.replay_regressions);
    BOOST_TEST(free.listeners.size() == 2u);  // the corpus-failure and the verbose listener
    // A seed pinned in code: that run, not the corpus first (a falsification is still recorded).
    const PropertyDefinition pinned = harness::prepare(small_values(Config().seed(9)), context("Suite.pinned"));
    BOOST_TEST(!pinned.replay_regressions);
    BOOST_TEST(*pinned.config.seed() == 9u);
    const Result result = harness::run(pinned, context("Suite.pinned"));
    BOOST_TEST_REQUIRE(result.outcome() == Outcome::Falsified);
    BOOST_TEST(!pinned.corpus->recall("Suite.pinned", {"v"}).empty());
}

BOOST_AUTO_TEST_CASE(a_malformed_variable_is_refused_before_anything_runs) {
    const ScopedVariable runs("PROPERTY_RUNS", "many");
    BOOST_CHECK_THROW((void)harness::prepare(small_values(), context("Suite.bad")), std::invalid_argument);
}

BOOST_AUTO_TEST_CASE(a_property_db_whose_path_loops_fails_the_property_naming_it) {
    // It read as an empty corpus: the property passed, its recorded failures never replayed.
    struct Recording final : harness::Framework {
        mutable std::vector<std::string> failures, warnings;
        harness::TestContext context(const harness::Site&) const override { return {"Suite.loop", "loop", "", "", ""}; }
        void fail(const harness::Site&, const std::string& message) const override { failures.push_back(message); }
        void warn(const harness::Site&, const std::string& message) const override { warnings.push_back(message); }
    };
    test::TempDir dir;
    const std::string loop = dir / "db";
    std::filesystem::create_symlink(loop, loop);
    const ScopedVariable db("PROPERTY_DB", loop);
    const Recording framework;
    const harness::Site site{"test_harness.cpp", 1, "loop", "(int v)"};
    harness::check(property("passes", [](int) {}, gen::ints(0, 9)).definition(), site, framework);
    BOOST_REQUIRE_EQUAL(framework.failures.size(), 1u);
    BOOST_TEST(framework.failures[0].find("The corpus directory \"" + loop + "\" cannot be reached: resolving it meets a loop of symbolic links") ==
                   0u,
               framework.failures[0]);
    BOOST_TEST(framework.failures[0].find("Point PROPERTY_DB at a directory") != std::string::npos, framework.failures[0]);
}

BOOST_AUTO_TEST_CASE(a_pass_notes_its_distribution_and_its_discards) {
    const auto c = context("Suite.labels");
    const PropertyDefinition definition = harness::prepare(property("labels",
                                                                    [](int v) {
                                                                        classify::when(v % 2 == 0, "even");
                                                                        // 19 attempts of every 20 discarded, whatever the values.
                                                                        static int attempts = 0;
                                                                        FALSIFY_ASSUME(++attempts % 20 == 0);
                                                                    })
                                                               .names({"v"})
                                                               .with(param("v", gen::ints(0, 1000)))
                                                               .with(Config().seed(3).runs(20).max_discards(100000))
                                                               .definition(),
                                                           c);
    const Result result = harness::run(definition, c);
    BOOST_TEST_REQUIRE(result.passed(), result.message());
    std::ostringstream out, err;
    harness::note_pass(result, c, out, err);
    BOOST_TEST(out.str().find("even") != std::string::npos, out.str());
    BOOST_TEST(err.str().find("small") != std::string::npos, err.str());
}

/// What a layer built on the engine might record; the harness knows it only as a StatisticsExtension.
struct Pushes final : StatisticsExtension {
    std::string verbose_lines(const std::string& name) const override { return "Property \"" + name + "\" pushes: 4\nsecond line"; }
};
struct Silent final : StatisticsExtension {
    std::string verbose_lines(const std::string&) const override { return {}; }
};

BOOST_AUTO_TEST_CASE(a_pass_notes_each_statistics_extension_under_property_verbose) {
    const auto c = context("Suite.machine");
    RunStatistics statistics;
    statistics.checks = 2;
    statistics.extensions = {std::make_shared<Silent>(), std::make_shared<Pushes>()};
    const Result result(Outcome::Passed, "", statistics);
    BOOST_TEST(result.statistics().extension<Pushes>() == statistics.extensions[1].get());
    const std::string lines = "Property \"" + c.name + "\" pushes: 4\nsecond line";
    {
        std::ostringstream out, err;
        harness::note_pass(result, c, out, err);
        BOOST_TEST(out.str().empty(), out.str());  // quiet by default
    }
    const ScopedVariable verbose("PROPERTY_VERBOSE", "1");
    std::ostringstream out, err;
    harness::note_pass(result, c, out, err);
    BOOST_TEST(out.str() == lines + "\n");
}

// ---- observations (PROPERTY_OBSERVE) ---------------------------------------

namespace {

struct Recorded final : harness::Framework {
    mutable std::vector<std::string> failures;
    harness::TestContext context(const harness::Site& site) const override { return {site.name, site.name, "", "", ""}; }
    void fail(const harness::Site&, const std::string& message) const override { failures.push_back(message); }
    void warn(const harness::Site&, const std::string&) const override {}
};

/// A property with an explicit example, a classify label, and a failure from 500 up.
PropertyDefinition observed_property() {
    return property("observed",
                    [](int v) {
                        classify::when(v % 2 == 0, "even");
                        FALSIFY_ASSERT(v < 500);
                    },
                    gen::ints(0, 1000))
        .with(example(1))
        .with(Config().seed(4))
        .definition();
}

std::vector<boost::json::object> lines_of_file(const std::string& path) {
    std::vector<boost::json::object> lines;
    std::ifstream in(path);
    for (std::string line; std::getline(in, line);) lines.push_back(boost::json::parse(line).as_object());
    return lines;
}

std::set<std::string> keys(const boost::json::object& line) {
    std::set<std::string> out;
    for (const auto& member : line) out.insert(std::string(member.key()));
    return out;
}

}  // namespace

BOOST_AUTO_TEST_CASE(observations_are_lines_of_hypothesis_s_format_and_change_no_verdict) {
    test::TempDir dir;
    const std::string file = dir / "observations.jsonl";
    const Recorded unobserved;
    harness::check(observed_property(), harness::Site{"test_harness.cpp", 1, "observed", "(int v)"}, unobserved);
    const Recorded observed;
    {
        const ScopedVariable observe("PROPERTY_OBSERVE", file);
        harness::check(observed_property(), harness::Site{"test_harness.cpp", 1, "observed", "(int v)"}, observed);
        harness::check(property("holds", [](int) {}, gen::ints(0, 9)).definition(), harness::Site{"test_harness.cpp", 2, "holds", "(int)"},
                       observed);
    }
    // The same verdict, reported the same way.
    BOOST_TEST(observed.failures == unobserved.failures);
    BOOST_REQUIRE_EQUAL(observed.failures.size(), 1u);
    const auto lines = lines_of_file(file);
    // The schema's required fields, and no others (it allows none).
    const std::set<std::string> test_case{"type", "status", "status_reason", "representation", "arguments", "how_generated", "features",
                                          "coverage", "timing", "metadata", "property", "run_start"};
    const std::set<std::string> info{"type", "title", "content", "property", "run_start"};
    std::map<std::string, std::size_t> how, status;
    std::size_t infos = 0;
    for (const auto& line : lines) {
        const std::string type(line.at("type").as_string());
        if (type == "info") {
            ++infos;
            BOOST_TEST((keys(line) == info));
            continue;
        }
        BOOST_TEST_REQUIRE(type == "test_case");
        BOOST_TEST((keys(line) == test_case));
        BOOST_TEST(line.at("coverage").is_null());
        BOOST_TEST(line.at("run_start").is_number());
        BOOST_TEST(line.at("metadata").as_object().at("seed").is_number());
        ++how[std::string(line.at("how_generated").as_string())];
        ++status[std::string(line.at("status").as_string())];
        if (line.at("property").as_string() == "holds") BOOST_TEST(line.at("status").as_string() == "passed");
    }
    BOOST_TEST(infos == 2u);
    BOOST_TEST(how["explicit example"] == 1u);
    BOOST_TEST(how["generated"] >= 100u);  // the passing property's runs, and the failing one's up to its failure
    BOOST_TEST(how["shrink"] >= 1u);
    BOOST_TEST(status["failed"] >= 2u);  // the first failure, then each accepted shrink step
    // The totals name the shrunk counterexample and its path.
    bool found_shrunk = false;
    for (const auto& line : lines)
        if (line.at("type").as_string() == "info" && line.at("property").as_string() == "observed") {
            const auto& content = line.at("content").as_object();
            BOOST_TEST(content.at("outcome").as_string() == "Falsified");
            BOOST_TEST(content.at("shrunk").as_object().at("arg1").as_string() == "500");
            BOOST_TEST(!content.at("path").as_string().empty());
            found_shrunk = true;
        }
    BOOST_TEST(found_shrunk);
    // The last shrink step's line is the shrunk input, whatever its move named.
    const boost::json::object* last_step = nullptr;
    for (const auto& line : lines)
        if (line.at("type").as_string() == "test_case" && line.at("how_generated").as_string() == "shrink") last_step = &line;
    BOOST_TEST_REQUIRE(last_step);
    BOOST_TEST(last_step->at("arguments").as_object().at("arg1").as_string() == "500");
}

BOOST_AUTO_TEST_CASE(an_observation_file_that_cannot_be_written_is_said_once_and_the_tests_go_on) {
    const ScopedVariable observe("PROPERTY_OBSERVE", "/nonexistent-falsify-dir/observations.jsonl");
    std::ostringstream said;
    std::streambuf* const before = std::cerr.rdbuf(said.rdbuf());
    const Recorded framework;
    harness::check(observed_property(), harness::Site{"test_harness.cpp", 1, "observed", "(int v)"}, framework);
    harness::check(property("holds", [](int) {}, gen::ints(0, 9)).definition(), harness::Site{"test_harness.cpp", 2, "holds", "(int)"},
                   framework);
    std::cerr.rdbuf(before);
    BOOST_TEST(framework.failures.size() == 1u);
    BOOST_TEST(test::occurrences(said.str(), "falsify: cannot write observations to \"/nonexistent-falsify-dir/observations.jsonl\"") == 1u,
               said.str());
}

// ---- progress on long work ----------------------------------------------------

BOOST_AUTO_TEST_CASE(a_long_run_prints_progress_lines_at_a_bounded_rate_and_none_when_off) {
    auto slow = [] {
        return property("slow", [](int) { std::this_thread::sleep_for(std::chrono::microseconds(200)); }, gen::ints(0, 9))
            .with(Config().seed(1).runs(640))
            .definition();
    };
    auto said_while = [&](const char* progress_ms) {
        const ScopedVariable progress("PROPERTY_PROGRESS_MS", progress_ms);
        std::ostringstream said;
        std::streambuf* const before = std::cerr.rdbuf(said.rdbuf());
        const Recorded framework;
        harness::check(slow(), harness::Site{"test_harness.cpp", 1, "slow", "(int)"}, framework);
        std::cerr.rdbuf(before);
        BOOST_TEST(framework.failures.empty());
        return said.str();
    };
    const std::string lines = said_while("20");
    // Not a terminal: a whole line each time, no carriage return.
    const std::size_t count = test::occurrences(lines, "falsify: \"slow\" ");
    BOOST_TEST(count >= 1u, lines);
    // At most one a period (640 runs of 0.2 ms: at least 128 ms, so at most a line per 20 ms of it, and one check per 64 attempts).
    BOOST_TEST(count <= 10u, lines);
    BOOST_TEST(lines.find(" attempt(s) (") != std::string::npos, lines);
    BOOST_TEST(lines.find(" of 640 run(s) passed, 0 discarded\n") != std::string::npos, lines);
    BOOST_TEST(lines.find('\r') == std::string::npos, lines);
    BOOST_TEST(said_while("0").find("falsify: \"slow\" ") == std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()
