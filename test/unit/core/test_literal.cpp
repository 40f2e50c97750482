// Values as C++ source, and the regression draft that pastes them.
#include "support.hpp"

#include <falsify/literal.hpp>

#include <boost/test/unit_test.hpp>

#include <climits>
#include <limits>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

using namespace falsify;

namespace literal_tests {
struct Unwritable {};
template <class T>
std::string literal(const T& value) {
    return Literal<T>::write(value);
}
}  // namespace literal_tests

using namespace literal_tests;

BOOST_AUTO_TEST_SUITE(literals)

BOOST_AUTO_TEST_CASE(integers_and_characters_read_back_as_themselves) {
    BOOST_TEST(literal(-5) == "-5");
    BOOST_TEST(literal(LLONG_MIN) == "(-9223372036854775807 - 1)");  // 9223372036854775808 fits no long long
    BOOST_TEST(literal(7u) == "7u");
    BOOST_TEST(literal(ULLONG_MAX) == "18446744073709551615u");
    BOOST_TEST(literal(true) == "true");
    BOOST_TEST(literal('a') == "'a'");
    BOOST_TEST(literal('\n') == "'\\n'");
    BOOST_TEST(literal('\'') == "'\\''");
    BOOST_TEST(literal('\0') == "'\\000'");
}

BOOST_AUTO_TEST_CASE(strings_escape_what_a_literal_cannot_hold) {
    BOOST_TEST(literal(std::string("say \"hi\"\\")) == "std::string(\"say \\\"hi\\\"\\\\\")");
    // Octal escapes of three digits end where they must, whatever digit follows.
    BOOST_TEST(literal(std::string("\x7f" "7\t")) == "std::string(\"\\1777\\t\")");
    // A NUL needs the length, or the text would end there.
    BOOST_TEST(literal(std::string("a\0b", 3)) == "std::string(\"a\\000b\", 3)");
}

BOOST_AUTO_TEST_CASE(floating_point_values_round_trip_including_nan_infinities_and_negative_zero) {
    BOOST_TEST(literal(0.1) == "0.1");
    BOOST_TEST(literal(1.0) == "1.0");
    BOOST_TEST(literal(-0.0) == "-0.0");
    BOOST_TEST(literal(1e300) == "1e+300");
    BOOST_TEST(literal(0.1 + 0.2) == "0.30000000000000004");
    BOOST_TEST(literal(std::numeric_limits<double>::quiet_NaN()) == "std::numeric_limits<double>::quiet_NaN()");
    BOOST_TEST(literal(-std::numeric_limits<double>::infinity()) == "-std::numeric_limits<double>::infinity()");
    BOOST_TEST(literal(0.1f) == "0.1f");
    BOOST_TEST(literal(2.0f) == "2.0f");
}

BOOST_AUTO_TEST_CASE(containers_optionals_and_tuples_name_their_types) {
    BOOST_TEST(literal(std::vector<int>{}) == "std::vector<int>{}");
    BOOST_TEST(literal(std::vector<std::string>{"a", ""}) == "std::vector<std::string>{std::string(\"a\"), std::string(\"\")}");
    BOOST_TEST(literal(std::optional<int>()) == "std::optional<int>()");
    BOOST_TEST(literal(std::optional<int>(3)) == "std::optional<int>(3)");
    BOOST_TEST(literal(std::tuple<int, bool>(1, false)) == "std::tuple<int, bool>(1, false)");
    BOOST_TEST(literal(std::pair<char, double>('x', 0.5)) == "std::pair<char, double>('x', 0.5)");
    static_assert(!HasLiteral<Unwritable>);
    static_assert(!HasLiteral<std::vector<Unwritable>>);
    static_assert(!HasLiteral<std::tuple<int, Unwritable>>);
}

BOOST_AUTO_TEST_CASE(a_falsification_drafts_its_shrunk_input_as_an_explicit_example) {
    const auto p = property("p", [](int n, const std::string& s) { FALSIFY_ASSERT((n < 3 || s.size() < 1)); }, gen::ints(0, 9),
                            Config().seed(2));
    const Result result = p.check();
    BOOST_TEST_REQUIRE((result.outcome() == Outcome::Falsified), result.message());
    BOOST_TEST(regression_draft(result, p.definition()) ==
               "\n  Draft:    to keep this case, add it to the property as an explicit example (tried first on every run):"
               "\n            falsify::example(3, std::string(\"a\"))");
    // Off in the config, and nothing for a pass.
    auto quiet = p;
    quiet.with(Config().seed(2).draft(false));
    BOOST_TEST(regression_draft(quiet.check(), quiet.definition()).empty());
    const auto passing = property("q", [](int) {});
    BOOST_TEST(regression_draft(passing.check(), passing.definition()).empty());
}

BOOST_AUTO_TEST_CASE(a_case_no_example_can_hold_is_said_so_with_the_reason) {
    const auto opaque = property("p", [](Unwritable) { FALSIFY_ASSERT(false); }, gen::constant(Unwritable{}));
    const std::string why = regression_draft(opaque.check(), opaque.definition());
    BOOST_TEST(why.find("no example can hold this case: parameter \"arg1\" (literal_tests::Unwritable) has no C++ literal form") != std::string::npos, why);
    BOOST_TEST(why.find("the Replay: command reproduces this case") != std::string::npos, why);
    const auto drawing = property("p", [](int n) { FALSIFY_ASSERT(n + draw(gen::ints(0, 9)) < 5); }, gen::ints(0, 9), Config().seed(1));
    const std::string drawn = regression_draft(drawing.check(), drawing.definition());
    BOOST_TEST(drawn.find("the body draws values (draw#1)") != std::string::npos, drawn);
}

BOOST_AUTO_TEST_SUITE_END()
