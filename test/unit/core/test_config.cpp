// Configuration refusals, environment parsing and precedence.
#include "shell.hpp"
#include "support.hpp"

#include <falsify/environment.hpp>

#include <boost/test/unit_test.hpp>

#include <fstream>
#include <iterator>
#include <set>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <map>

using namespace falsify;

namespace {

void check_refusal(const std::function<void()>& f, const std::string& expected) {
    try {
        f();
        BOOST_ERROR("no exception; expected: " + expected);
    } catch (const std::invalid_argument& e) {
        BOOST_TEST(std::string(e.what()) == expected);
    }
}

EnvironmentOverrides parse(std::map<std::string, std::string> vars) {
    return EnvironmentOverrides::parse([vars](const char* name) -> const char* {
        auto it = vars.find(name);
        return it == vars.end() ? nullptr : it->second.c_str();
    });
}

}  // namespace

BOOST_AUTO_TEST_SUITE(configuration)

BOOST_AUTO_TEST_CASE(each_invalid_value_is_refused_at_construction) {
    check_refusal([] { Config().runs(0); }, "Runs must be greater than or equal to 1");
    check_refusal([] { Config().phases(std::vector<Phase>{}); }, "Phases must not be empty");
    check_refusal([] { Config().timeout_ms(0); }, "Timeout must be between 1 and 4611686018427 ms, got 0");
    check_refusal([] { Config().budget_ms(0); }, "Time budget must be between 1 and 4611686018427 ms, got 0");
    check_refusal([] { Config().shrink_budget_ms(4611686018428ULL); },
                  "Shrink budget must be between 1 and 4611686018427 ms, got 4611686018428");
    check_refusal([] { Config().shrink_budget_ms(0); }, "Shrink budget must be between 1 and 4611686018427 ms, got 0");
    check_refusal([] { Config().max_shrink_trials(0); }, "Max shrink trials must be greater than or equal to 1");
    // Shrinking off with a budget is off: the budget has nothing to bound.
    Config off_with_budget = Config().shrink(false).shrink_budget_ms(10);
    BOOST_CHECK_NO_THROW(off_with_budget.validate());
    BOOST_TEST(!off_with_budget.shrinks());
    // The runner validates before running anything.
    int executions = 0;
    check_refusal([&] { property("p", [&](int) { ++executions; }).with(Config().shrink_budget_ms(10).path("a:1")).check(); },
                  "Replaying a shrink path requires an explicit seed");
    BOOST_TEST(executions == 0);
}

BOOST_AUTO_TEST_CASE(a_negative_count_is_refused_whatever_its_type) {
    // Not read as 2^64 - 5 runs: the sign is kept from the caller's own type.
    check_refusal([] { Config().runs(-5); }, "Runs must be greater than or equal to 1, got -5");
    check_refusal([] { Config().runs(static_cast<std::size_t>(-5)); },
                  "Runs must be at most 9223372036854775807, got 18446744073709551611 (a negative number converted to an unsigned type?)");
    check_refusal([] { Config().max_shrink_trials(-1); }, "Max shrink trials must be greater than or equal to 1, got -1");
    check_refusal([] { Config().max_discards(short{-2}); }, "Max discards must be greater than or equal to 0, got -2");
    check_refusal([] { Config().flaky_replays(-3L); }, "Flaky replays must be greater than or equal to 0, got -3");
    check_refusal([] { Config().search_runs(INT64_MIN); }, "Search runs must be greater than or equal to 0, got -9223372036854775808");
    check_refusal([] { Config().exhaustive_budget(0); }, "Exhaustive budget must be greater than or equal to 1");
    check_refusal([] { Config().exhaustive_budget(-1); }, "Exhaustive budget must be greater than or equal to 1, got -1");
    // Any integer type that holds a valid count is taken as it is.
    BOOST_TEST(Config().runs(std::size_t{500}).runs() == 500u);
    BOOST_TEST(Config().runs(static_cast<unsigned char>(7)).runs() == 7u);
    BOOST_TEST(Config().runs(INT64_MAX).runs() == static_cast<std::size_t>(INT64_MAX));
    BOOST_TEST(Config().max_shrink_trials(1).max_shrink_trials() == 1u);
    BOOST_TEST(Config().exhaustive_budget(1u).exhaustive_budget() == 1u);
}

BOOST_AUTO_TEST_CASE(shrinking_is_on_or_off_with_a_budget_in_executions_and_one_in_time) {
    // The defaults: on, 100 000 executions, no time budget.
    BOOST_TEST(Config().shrink());
    BOOST_TEST(Config().shrinks());
    BOOST_TEST(Config().max_shrink_trials() == 100'000u);
    BOOST_TEST(!Config().shrink_budget_ms());
    // Off, or without the Shrink phase, nothing is shrunk; a budget does not turn it on.
    BOOST_TEST(!Config().shrink(false).shrinks());
    BOOST_TEST(!Config().phases({Phase::Random}).shrinks());
    BOOST_TEST(!Config().shrink(false).shrink_budget_ms(5).shrinks());
    BOOST_TEST(Config().shrink(false).shrink(true).shrinks());
    const Config both = Config().max_shrink_trials(500).shrink_budget_ms(250);
    BOOST_TEST(both.shrinks());
    BOOST_TEST(both.max_shrink_trials() == 500u);
    BOOST_TEST(*both.shrink_budget_ms() == 250u);
}

BOOST_AUTO_TEST_CASE(the_shrink_budgets_have_environment_variables_that_override_the_code) {
    const auto o = parse({{"PROPERTY_MAX_SHRINK_TRIALS", " 2000 "}, {"PROPERTY_SHRINK_BUDGET_MS", "750"}});
    BOOST_TEST(o.warnings.empty());
    BOOST_TEST(*o.max_shrink_trials == 2000u);
    BOOST_TEST(*o.shrink_budget_ms == 750u);
    const Config applied = o.apply(Config().max_shrink_trials(10).shrink_budget_ms(5));
    BOOST_TEST(applied.max_shrink_trials() == 2000u);
    BOOST_TEST(*applied.shrink_budget_ms() == 750u);
    // Unset, the code's budgets stand.
    const Config untouched = parse({}).apply(Config().max_shrink_trials(10).shrink_budget_ms(5));
    BOOST_TEST(untouched.max_shrink_trials() == 10u);
    BOOST_TEST(*untouched.shrink_budget_ms() == 5u);
    check_refusal([] { parse({{"PROPERTY_MAX_SHRINK_TRIALS", "0"}}); }, "PROPERTY_MAX_SHRINK_TRIALS must be a positive integer, got \"0\"");
    check_refusal([] { parse({{"PROPERTY_MAX_SHRINK_TRIALS", "-5"}}); }, "PROPERTY_MAX_SHRINK_TRIALS must be a positive integer, got \"-5\"");
    check_refusal([] { parse({{"PROPERTY_SHRINK_BUDGET_MS", "0"}}); },
                  "PROPERTY_SHRINK_BUDGET_MS must be a number of milliseconds between 1 and 86400000, got \"0\"");
    check_refusal([] { parse({{"PROPERTY_SHRINK_BUDGET_MS", "86400001"}}); },
                  "PROPERTY_SHRINK_BUDGET_MS must be a number of milliseconds between 1 and 86400000, got \"86400001\"");
    // Read from the process environment too, and known there (no misspelling warning).
    ::setenv("PROPERTY_MAX_SHRINK_TRIALS", "3", 1);
    ::setenv("PROPERTY_SHRINK_BUDGET_MS", "40", 1);
    const auto read = EnvironmentOverrides::from_environment();
    ::unsetenv("PROPERTY_MAX_SHRINK_TRIALS");
    ::unsetenv("PROPERTY_SHRINK_BUDGET_MS");
    BOOST_TEST(*read.max_shrink_trials == 3u);
    BOOST_TEST(*read.shrink_budget_ms == 40u);
    BOOST_TEST(read.warnings.empty());
}

BOOST_AUTO_TEST_CASE(definition_mistakes_are_refused_with_a_message) {
    // A braced list of the wrong length does not compile (.names({"a"}) for two parameters); a vector is counted at run time.
    check_refusal([] { property("p", [](int, int) {}).names(std::vector<std::string>{"a"}); },
                  "Property \"p\" has 2 parameter(s), but 1 name(s) were given");
    check_refusal([] { property("p", [](int) {}).names({"a"}).with(param("b", gen::ints(0, 1))).check(); },
                  "A generator was given for \"b\", but the property has no such parameter (parameters: a)");
    check_refusal([] { property("p", [](int) {}).names({"a"}).with(param("a", gen::booleans())).check(); },
                  "The generator given for \"a\" produces bool, but the parameter is a int, which does not hold every value of it; "
                  "give a generator of int");
    check_refusal([] { property("p", [](int) {}).names({"a"}).with(param("a", gen::ints<long>())).check(); },
                  "The generator given for \"a\" produces long, but the parameter is a int, which does not hold every value of it; "
                  "give a generator of int");
    check_refusal([] { property("p", [](int) {}).names({"a"}).with(example(1, 2)).check(); },
                  "Example #1 must contain exactly 1 value(s), got 2");
    check_refusal([] { property("p", [](int) {}).names({"a"}).with(example("x")).check(); },
                  "Example #1: value #1 for parameter \"a\" is a char const*, which does not convert to int");
    struct NoGenerator {};
    check_refusal([] { property("p", [](NoGenerator) {}).names({"a"}).check(); },
                  std::string("No generator for parameter \"a\" of type ") + display_type_name(typeid(NoGenerator)) +
                      ": specialise falsify::Arbitrary<" + display_type_name(typeid(NoGenerator)) + "> or pass falsify::param(\"a\", ...)");
    check_refusal([] { property("p", [](std::string) {}).names({"s"}).with(param("s", gen::ints(0, 1))).check(); },
                  "The generator given for \"s\" produces int, but the parameter is a std::string, which does not hold every value "
                  "of it; give a generator of std::string");
    check_refusal([] { property("p", [](int) {}, gen::ints(0, 1)).names({"a"}).with(param("a", gen::ints(0, 2))).check(); },
                  "Parameter \"a\" (#1) was given a generator twice: positionally and by name");
}

BOOST_AUTO_TEST_CASE(a_generator_whose_values_the_parameter_holds_serves_it_by_name_and_by_position) {
    struct Base {
        virtual ~Base() = default;
        int id = 7;
    };
    struct Derived : Base {};
    static Derived derived;
    bool in_range = true;
    std::size_t runs = 0;
    const Result result = property(
                              "p",
                              [&](std::int64_t by_position, long by_name, const Base* base) {
                                  ++runs;
                                  in_range = in_range && by_name >= 1 && by_name <= 100 && by_position >= -3 && by_position <= 3 && base->id == 7;
                                  FALSIFY_ASSERT(by_name < 90);
                              },
                              gen::ints(-3, 3))
                              .names({"by_position", "by_name", "base"})
                              .with(param("by_name", gen::ints(1, 100)))
                              .with(param("base", gen::constant(static_cast<Derived*>(&derived))))
                              .with(Config().seed(5))
                              .check();
    BOOST_TEST(in_range);
    BOOST_TEST(runs > 1u);
    BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
    // It shrinks through the int generator's tree, to its range's boundary.
    BOOST_TEST(result.counter_example()->shrunk_arguments[1].value == "90");
}

BOOST_AUTO_TEST_CASE(generators_given_positionally_bind_to_the_parameters_in_order) {
    bool in_range = true;
    std::size_t runs = 0;
    const Result result = property(
                              "p",
                              [&](int v, int w, std::string s) {
                                  ++runs;
                                  in_range = in_range && v >= 1000 && v <= 1010 && w >= -5 && w <= -1;
                                  FALSIFY_ASSERT((v < 1005 || !s.empty()));
                              },
                              gen::ints(1000, 1010), Config().seed(4).runs(300), gen::ints(-5, -1))
                              .check();
    BOOST_TEST(in_range);
    BOOST_TEST(runs > 0u);
    BOOST_TEST_REQUIRE((result.outcome() == Outcome::Falsified), result.message());
    // The third parameter has no positional generator: its type's default one fills in.
    const auto [v, w, s] = result.shrunk_values<int, int, std::string>();
    BOOST_TEST(v == 1005);
    BOOST_TEST(w == -1);  // shrunk towards zero within its range
    BOOST_TEST(s.empty());
    // Unnamed, the parameters read arg1, arg2, ...; .names() names them.
    BOOST_TEST(result.message().find("arg1=1005, arg2=-1, arg3=\"\"") != std::string::npos, result.message());
    const Result named = property("p", [](int v, std::string s) { FALSIFY_ASSERT((v < 1005 || !s.empty())); }, gen::ints(1000, 1010))
                             .names({"v", "s"})
                             .with(Config().seed(4))
                             .check();
    BOOST_TEST(named.message().find("Shrunk:   v=1005, s=\"\"") != std::string::npos, named.message());
    // A named generator serves a parameter after the positional ones.
    const Result mixed = property("p", [](int a, int b) { FALSIFY_ASSERT(a + b < 0); }, gen::ints(3, 4), param("arg2", gen::ints(7, 9)))
                             .with(Config().seed(1))
                             .check();
    BOOST_TEST((mixed.shrunk_values<int, int>() == std::tuple<int, int>(3, 7)));
}

BOOST_AUTO_TEST_CASE(parameter_names_are_read_from_the_declaration) {
    BOOST_TEST(show(detail::parameter_names("(std::vector<int> xs, int n)")) == "[\"xs\", \"n\"]");
    BOOST_TEST(show(detail::parameter_names("(const std::map<int, std::string>& m, std::tuple<int,long> t)")) == "[\"m\", \"t\"]");
    BOOST_TEST(show(detail::parameter_names("(int)")) == "[\"arg1\"]");
    BOOST_TEST(show(detail::parameter_names("()")) == "[]");
    BOOST_TEST(show(detail::parameter_names("(std::function<void(int, int)> f, char c)")) == "[\"f\", \"c\"]");
}

BOOST_AUTO_TEST_CASE(each_environment_variable_error_names_the_variable) {
    check_refusal([] { parse({{"PROPERTY_RUNS", "0"}}); }, "PROPERTY_RUNS must be a positive integer, got \"0\"");
    check_refusal([] { parse({{"PROPERTY_RUNS", "+5"}}); }, "PROPERTY_RUNS must be a positive integer, got \"+5\"");
    check_refusal([] { parse({{"PROPERTY_RUNS", "05"}}); }, "PROPERTY_RUNS must be a positive integer, got \"05\"");
    check_refusal([] { parse({{"PROPERTY_RUNS", "1.5"}}); }, "PROPERTY_RUNS must be a positive integer, got \"1.5\"");
    check_refusal([] { parse({{"PROPERTY_RUNS", "99999999999999999999999"}}); },
                  "PROPERTY_RUNS must be a positive integer no larger than 9223372036854775807, got \"99999999999999999999999\"");
    check_refusal([] { parse({{"PROPERTY_SEED", "-1"}}); },
                  "PROPERTY_SEED must be an integer between 0 and 18446744073709551615, got \"-1\"");
    check_refusal([] { parse({{"PROPERTY_SEED", "12x"}}); },
                  "PROPERTY_SEED must be an integer between 0 and 18446744073709551615, got \"12x\"");
    check_refusal([] { parse({{"PROPERTY_PHASES", "random,shrnk"}}); },
                  "PROPERTY_PHASES must be a comma-separated list of examples, corpus, random, shrink, explain, got \"random,shrnk\"");
    check_refusal([] { parse({{"PROPERTY_PHASES", "random,"}}); },
                  "PROPERTY_PHASES must be a comma-separated list of examples, corpus, random, shrink, explain, got \"random,\"");
    check_refusal([] { parse({{"PROPERTY_EDGE_CASES", "some"}}); }, "PROPERTY_EDGE_CASES must be one of mixin, none, got \"some\"");
}

BOOST_AUTO_TEST_CASE(environment_sharp_edges_are_refused_or_reported) {
    // A count past the type is out of range, not "not a number"; outer spaces are ignored in every variable.
    check_refusal([] { parse({{"PROPERTY_RUNS", "18446744073709551616"}}); },
                  "PROPERTY_RUNS must be a positive integer no larger than 9223372036854775807, got \"18446744073709551616\"");
    check_refusal([] { parse({{"PROPERTY_SEED", "18446744073709551616"}}); },
                  "PROPERTY_SEED must be an integer between 0 and 18446744073709551615, got \"18446744073709551616\"");
    BOOST_TEST(*parse({{"PROPERTY_RUNS", " 25 "}}).runs == 25u);
    BOOST_TEST(*parse({{"PROPERTY_SEED", "7\n"}}).seed == 7u);
    BOOST_TEST(*parse({{"PROPERTY_SEARCH_RUNS", " 0"}}).search_runs == 0u);
    // Phases that run nothing would pass every property vacuously.
    check_refusal([] { parse({{"PROPERTY_PHASES", "shrink"}}); },
                  "PROPERTY_PHASES must be a list naming a phase that runs the property (examples, corpus or random), got \"shrink\"");
    BOOST_TEST(parse({{"PROPERTY_PHASES", "corpus, shrink"}}).phases->size() == 2u);
    // A parameter paired with itself.
    check_refusal([] { parse({{"PROPERTY_PATH", "n+n:5"}}); }, "PROPERTY_PATH: Invalid shrink path \"n+n:5\"");
    BOOST_TEST(*parse({{"PROPERTY_PATH", "n+m:5"}}).path == "n+m:5");
    // Locations that are quoting slips, or addresses without "//", are not taken as directories.
    for (const char* location : {" ", " build/db ", "build/db\t"})
        check_refusal([location] { parse({{"PROPERTY_DB", location}}); },
                      "PROPERTY_DB: The corpus location begins or ends with white space, which is almost always a quoting slip: remove it "
                      "(a directory whose name has outer spaces is not taken)");
    for (const char* location : {"redis:", "redis:localhost:6379", "rediss:host"})
        check_refusal([location] { parse({{"PROPERTY_DB", location}}); },
                      "PROPERTY_DB: The corpus location looks like an address without \"//\" after its scheme: write scheme://host (e.g. "
                      "redis://localhost:6379), or ./name for a directory whose name has a colon");
    BOOST_TEST(*parse({{"PROPERTY_DB", "./redis:"}}).db == "./redis:");
    BOOST_TEST(*parse({{"PROPERTY_DB", "build/db:2"}}).db == "build/db:2");
    // A misspelled variable is reported, with the nearest name; a stranger's is reported without one.
    ::setenv("PROPERTY_RUN", "5", 1);
    ::setenv("PROPERTY_COLOUR", "blue", 1);
    const auto read = EnvironmentOverrides::from_environment();
    ::unsetenv("PROPERTY_RUN");
    ::unsetenv("PROPERTY_COLOUR");
    BOOST_TEST(std::count(read.warnings.begin(), read.warnings.end(),
                          "PROPERTY_RUN is not a variable falsify reads, and is ignored (did you mean PROPERTY_RUNS?)") == 1);
    BOOST_TEST(std::count(read.warnings.begin(), read.warnings.end(), "PROPERTY_COLOUR is not a variable falsify reads, and is ignored") == 1);
    BOOST_TEST(parse({{"PROPERTY_RUNS", "5"}}).warnings.empty());
}

BOOST_AUTO_TEST_CASE(environment_values_parse_and_apply_with_the_seed_engines_precedence) {
    const auto o = parse({{"PROPERTY_RUNS", "250"},
                          {"PROPERTY_SEED", "18446744073709551615"},
                          {"PROPERTY_PHASES", " Examples , RANDOM "},
                          {"PROPERTY_DERANDOMIZE", "Off"},
                          {"PROPERTY_EDGE_CASES", "none"},
                          {"PROPERTY_VERBOSE", "yes"}});
    BOOST_TEST(*o.runs == 250u);
    BOOST_TEST(*o.seed == 18446744073709551615ULL);
    BOOST_TEST(o.phases->size() == 2u);
    BOOST_TEST(*o.derandomize == false);
    BOOST_TEST(o.verbose);
    // Runs, phases, derandomize and edge cases override the code; the seed yields to a pinned one.
    const Config pinned = o.apply(Config().runs(10).seed(7).derandomize(true));
    BOOST_TEST(pinned.runs() == 250u);
    BOOST_TEST(*pinned.seed() == 7u);
    BOOST_TEST(!pinned.derandomize());
    BOOST_TEST((pinned.edge_cases() == EdgeCases::None));
    BOOST_TEST(!pinned.has_phase(Phase::Shrink));
    BOOST_TEST(*o.apply(Config()).seed() == 18446744073709551615ULL);
    // Unset and empty values mean "not given".
    const auto empty = parse({{"PROPERTY_RUNS", ""}, {"PROPERTY_VERBOSE", "0"}});
    BOOST_TEST(!empty.runs);
    BOOST_TEST(!empty.verbose);
}

BOOST_AUTO_TEST_CASE(property_fork_turns_forking_after_a_crash_off_and_on) {
    BOOST_TEST(Config().fork_after_crash());
    BOOST_TEST(!parse({{"PROPERTY_FORK", "0"}}).apply(Config()).fork_after_crash());
    BOOST_TEST(parse({{"PROPERTY_FORK", "1"}}).apply(Config().fork_after_crash(false)).fork_after_crash());
    BOOST_TEST(parse({{"PROPERTY_FORK", "0"}}).warnings.empty());
    BOOST_TEST(!parse({{"PROPERTY_FORK", "off"}}).apply(Config()).fork_after_crash());
}

BOOST_AUTO_TEST_CASE(the_docs_table_of_variables_is_the_settings_table) {
    const auto& suite = boost::unit_test::framework::master_test_suite();
    const std::string page = falsify::test::program_named(suite.argc, suite.argv, "configuration.md");
    BOOST_TEST_REQUIRE(!page.empty(), "the suite takes docs/configuration.md as an argument");
    std::ifstream in(page);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    BOOST_TEST(text.find(settings_table_markdown()) != std::string::npos,
               "docs/configuration.md's table differs from the settings table; paste this:\n" << settings_table_markdown());
}

BOOST_AUTO_TEST_CASE(every_setting_is_read_known_and_replayed_from_the_one_table) {
    std::set<std::string> replayed;
    for (const Setting& setting : settings()) {
        // Known: no warning for it.
        ::setenv(setting.variable, "", 1);
        BOOST_TEST(EnvironmentOverrides::from_environment().warnings.empty(), setting.variable);
        ::unsetenv(setting.variable);
        if (setting.replayed) replayed.insert(setting.variable);
        // Only the variables that change which run fails, or how, are dials of the Replay: line.
    }
    BOOST_TEST((replayed == std::set<std::string>{"PROPERTY_RUNS", "PROPERTY_PHASES", "PROPERTY_EDGE_CASES", "PROPERTY_SEARCH_RUNS",
                                                  "PROPERTY_HANG_MS", "PROPERTY_SCHEDULE"}));
    // The environment is read once until it changes.
    ::setenv("PROPERTY_RUNS", "7", 1);
    BOOST_TEST(*EnvironmentOverrides::current().runs == 7u);
    ::setenv("PROPERTY_RUNS", "8", 1);
    BOOST_TEST(*EnvironmentOverrides::current().runs == 8u);
    ::unsetenv("PROPERTY_RUNS");
    BOOST_TEST(!EnvironmentOverrides::current().runs);
}

BOOST_AUTO_TEST_SUITE_END()
