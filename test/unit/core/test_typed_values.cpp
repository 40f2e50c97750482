// Typed access to a counterexample: Result::shrunk_values and original_values,
// and their refusals; a Result is read-only to its users.
#include "support.hpp"

#include <falsify/falsify.hpp>

#include <boost/test/unit_test.hpp>

#include <map>
#include <stdexcept>
#include <string>
#include <tuple>
#include <typeinfo>
#include <unordered_set>
#include <vector>

namespace gen = falsify::gen;
using falsify::Config;
using falsify::Outcome;
using falsify::test::error_of;

namespace {

/// Fails when the vector holds more elements than n: shrinks to ([0], 0).
falsify::Result longer_than(Config config = Config().seed(5)) {
    return falsify::property("longer_than", [](const std::vector<int>& v, int n) { FALSIFY_ASSERT(static_cast<int>(v.size()) <= n); })
        .names({"v", "n"})
        .with(falsify::param("v", gen::vectors(gen::ints(0, 100), 0, 20)))
        .with(falsify::param("n", gen::ints(0, 10)))
        .with(config)
        .check();
}

// What a user holding a Result could try; each must be refused (only the
// engine fills a Result, through detail::ResultAccess).
template <class R>
concept seed_settable = requires(R r) { r.set_seed(1u); };
template <class R>
concept inputs_settable = requires(R r) {
    r.set_shrunk_input({});
    r.set_original_input({});
};
template <class R>
concept inputs_as_trees = requires(const R r) { r.shrunk_input(); } || requires(const R r) { r.original_input(); };
template <class R>
concept statistics_writable = requires(R r) { r.statistics().attempts = 1; };
template <class R>
concept counter_example_writable = requires(R r) { r.counter_example()->seed = 1; };

static_assert(!seed_settable<falsify::Result>);
static_assert(!inputs_settable<falsify::Result>);
static_assert(!inputs_as_trees<falsify::Result>);
static_assert(!statistics_writable<falsify::Result>);
static_assert(!counter_example_writable<falsify::Result>);

}  // namespace

BOOST_AUTO_TEST_SUITE(typed_values)

BOOST_AUTO_TEST_CASE(the_shrunk_and_original_parameters_come_back_as_values_of_their_types) {
    const falsify::Result result = longer_than();
    BOOST_TEST_REQUIRE((result.outcome() == Outcome::Falsified));
    const auto [v, n] = result.shrunk_values<std::vector<int>, int>();
    BOOST_TEST(v == std::vector<int>{0}, boost::test_tools::per_element());
    BOOST_TEST(n == 0);
    // The values are the ones the report renders.
    BOOST_TEST(result.counter_example()->shrunk_arguments.at(0).value == falsify::show(v));
    const auto [first_v, first_n] = result.original_values<std::vector<int>, int>();
    BOOST_TEST(static_cast<int>(first_v.size()) > first_n);
    BOOST_TEST(result.counter_example()->original_arguments.at(0).value == falsify::show(first_v));
    BOOST_TEST(result.counter_example()->original_arguments.at(1).value == falsify::show(first_n));
}

BOOST_AUTO_TEST_CASE(a_type_or_count_that_differs_is_refused_naming_the_parameter_and_both_types) {
    const falsify::Result result = longer_than();
    BOOST_TEST_REQUIRE((result.outcome() == Outcome::Falsified));
    BOOST_TEST(error_of([&] { (void)result.shrunk_values<std::vector<int>, long>(); }) ==
               "Result::shrunk_values(): parameter 2 (\"n\") has type int, not long");
    BOOST_TEST(error_of([&] { (void)result.original_values<std::vector<long>, int>(); }) ==
               "Result::original_values(): parameter 1 (\"v\") has type std::vector<int>, not std::vector<long>");
    BOOST_TEST(error_of([&] { (void)result.shrunk_values<std::vector<int>>(); }) ==
               "Result::shrunk_values(): the property has 2 parameter(s), but 1 type(s) were given");
    BOOST_CHECK_THROW(((void)result.shrunk_values<std::vector<int>, int, int>()), std::invalid_argument);
}

BOOST_AUTO_TEST_CASE(types_are_named_as_a_reader_writes_them) {
    BOOST_TEST(falsify::display_type_name(typeid(std::map<std::string, std::vector<int>>)) == "std::map<std::string, std::vector<int>>");
    BOOST_TEST(falsify::display_type_name(typeid(std::unordered_set<std::string>)) == "std::unordered_set<std::string>");
    BOOST_TEST(falsify::display_type_name(typeid(std::vector<std::vector<long>>)) == "std::vector<std::vector<long>>");
}

BOOST_AUTO_TEST_CASE(a_result_without_a_counterexample_has_no_values) {
    const falsify::Result passed =
        falsify::property("holds", [](int n) { FALSIFY_ASSERT(n >= 0); }).with(falsify::param("n", gen::ints(0, 9))).names({"n"}).check();
    BOOST_TEST_REQUIRE(passed.passed());
    BOOST_CHECK_THROW((void)passed.shrunk_values<int>(), std::logic_error);
    BOOST_TEST(error_of([&] { (void)passed.original_values<int>(); }) ==
               "Result::original_values(): the result holds no counterexample (its outcome is Passed); check result.counter_example() first");
}

BOOST_AUTO_TEST_CASE(a_replayed_regression_gives_its_recorded_input_as_both) {
    // A counterexample replayed from a pinned path is shrunk no further: both accessors agree with the report.
    const falsify::Result first = longer_than();
    BOOST_TEST_REQUIRE((first.outcome() == Outcome::Falsified));
    const falsify::Result replayed = longer_than(Config().seed(5).path(first.counter_example()->path));
    BOOST_TEST_REQUIRE((replayed.outcome() == Outcome::Falsified));
    BOOST_TEST((replayed.shrunk_values<std::vector<int>, int>() == first.shrunk_values<std::vector<int>, int>()));
    BOOST_TEST((replayed.original_values<std::vector<int>, int>() == first.original_values<std::vector<int>, int>()));
}

BOOST_AUTO_TEST_SUITE_END()
