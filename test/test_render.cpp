// One-line rendering of values in messages.
#include "support.hpp"

#include <boost/test/unit_test.hpp>

#include <map>
#include <memory>

using namespace falsify;

namespace {
struct Opaque {};
struct Point {
    int x, y;
};
std::ostream& operator<<(std::ostream& os, const Point& p) { return os << "Point(" << p.x << ", " << p.y << ")"; }
}  // namespace

BOOST_AUTO_TEST_SUITE(rendering)

BOOST_AUTO_TEST_CASE(scalars) {
    BOOST_TEST(show(true) == "true");
    BOOST_TEST(show(-42) == "-42");
    BOOST_TEST(show(std::uint64_t{18446744073709551615ULL}) == "18446744073709551615");
    BOOST_TEST(show(1.5) == "1.5");
    BOOST_TEST(show(2.0) == "2.0");
    BOOST_TEST(show(-0.0) == "-0.0");
    BOOST_TEST(show(std::numeric_limits<double>::quiet_NaN()) == "nan");
    BOOST_TEST(show(-std::numeric_limits<double>::infinity()) == "-inf");
    BOOST_TEST(show('a') == "'a'");
    BOOST_TEST(show('\'') == "'\\''");
    BOOST_TEST(show('\n') == "'\\n'");
}

BOOST_AUTO_TEST_CASE(strings_are_quoted_escaped_and_abbreviated) {
    BOOST_TEST(show(std::string("a\"b\\c\n\t\x01")) == "\"a\\\"b\\\\c\\n\\t\\x01\"");
    BOOST_TEST(show(std::string("h\xc3\xa9")) == "\"h\xc3\xa9\"");
    BOOST_TEST(show(std::string(70, 'x')) == "\"" + std::string(64, 'x') + "\xE2\x80\xA6\" (70 chars)");
    BOOST_TEST(show(std::string("\xff\x01")) == "b\"0xff01\" (2 byte(s))");
    BOOST_TEST(show(std::string(70, '\xff')).find("\xE2\x80\xA6\" (70 byte(s))") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(containers_are_abbreviated) {
    BOOST_TEST(show(std::vector<int>{}) == "[]");
    BOOST_TEST(show(std::vector<int>{1, 2, 3}) == "[1, 2, 3]");
    BOOST_TEST(show(std::vector<int>(10, 0)) == "[0, 0, 0, 0, 0, 0, 0, 0, \xE2\x80\xA6 +2 more]");
    BOOST_TEST(show(std::map<int, std::string>{{101, "a"}}) == "{101: \"a\"}");
    BOOST_TEST(show(std::vector<std::vector<std::vector<std::vector<std::vector<int>>>>>{{{{{1, 2}}}}}) ==
               "[[[[[\xE2\x80\xA6 2 element(s)]]]]]");
    BOOST_TEST(show(std::optional<int>()) == "nullopt");
    BOOST_TEST(show(std::optional<int>(3)) == "3");
    BOOST_TEST(show(std::tuple<int, std::string>(1, "x")) == "(1, \"x\")");
    BOOST_TEST(show(std::pair<int, bool>(1, false)) == "(1, false)");
}

BOOST_AUTO_TEST_CASE(user_types) {
    BOOST_TEST(show(Point{1, 2}) == "Point(1, 2)");
    BOOST_TEST(show(Opaque{}).find("<") == 0u);
}

BOOST_AUTO_TEST_CASE(pointers_show_what_they_point_to_never_an_address) {
    const int n = 7;
    const int* none = nullptr;
    BOOST_TEST(show(&n) == "7");
    BOOST_TEST(show(none) == "null");
    BOOST_TEST(show(std::make_shared<Point>(Point{1, 2})) == "Point(1, 2)");
    BOOST_TEST(show(std::shared_ptr<Point>()) == "null");
    BOOST_TEST(show(std::make_unique<std::vector<int>>(std::vector<int>{1, 2})) == "[1, 2]");
    BOOST_TEST(show(std::vector<std::unique_ptr<int>>{}) == "[]");
    const auto owner = std::make_shared<int>(3);
    std::weak_ptr<int> weak = owner;
    BOOST_TEST(show(weak) == "3");
    BOOST_TEST(show(std::weak_ptr<int>()) == "expired");
    // A C string stays a string; a pointee without a printer is its placeholder.
    BOOST_TEST(show(static_cast<const char*>("hi")) == "\"hi\"");
    BOOST_TEST(show(std::make_shared<Opaque>()).find("Opaque") != std::string::npos);
    BOOST_TEST(show(std::make_shared<Opaque>()).find("0x") == std::string::npos);
    BOOST_TEST(printable<std::shared_ptr<int>>);
}

BOOST_AUTO_TEST_SUITE_END()
