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

namespace {

/// The Changed: line of a report whose only argument went from `before` to `after`.
std::string changed_line(const std::string& name, const std::string& before, const std::string& after) {
    CounterExample ce;
    ce.original_arguments = {{name, before}};
    ce.shrunk_arguments = {{name, after}};
    const std::string message = falsification_message(ce);
    const auto at = message.find("  Changed:  ");
    if (at == std::string::npos) return "(none)";
    const auto end = message.find('\n', at);
    return message.substr(at + 12, end == std::string::npos ? std::string::npos : end - at - 12);
}

}  // namespace

BOOST_AUTO_TEST_CASE(a_command_sequence_changes_as_removed_and_changed_steps) {
    BOOST_TEST(changed_line("commands",
                            "[push(value: 1), push(value: 28), push(value: 100), pop(), push(value: 2), pop()]",
                            "[push(value: 0), push(value: 0), push(value: 1), pop(), pop()]") ==
               "commands: 6 step(s) -> 5: removed step 5 push(value: 2); step 1 push(value: 1 -> 0), step 2 push(value: 28 -> 0), "
               "step 3 push(value: 100 -> 1)");
    // Many steps removed: their numbers in ranges, not their text.
    std::string before = "[";
    for (int i = 1; i <= 21; ++i) before += std::string(i > 1 ? ", " : "") + (i % 4 == 0 ? "Pop()" : "Push(" + std::to_string(i * 7) + ")");
    before += "]";
    BOOST_TEST(changed_line("cmds", before, "[Push(0), Pop()]") == "cmds: 21 step(s) -> 2: removed steps 2-3, 5-21; step 1 Push(7 -> 0)");
    // Of two steps with the name, the one kept as it was is the match.
    BOOST_TEST(changed_line("q", "[put(k: 1), put(k: 2), put(k: 3), get(), get(), get(), get()]", "[put(k: 2), get()]") ==
               "q: 7 step(s) -> 2: removed steps 1, 3, 5-7");
    // Bundle values, negative numbers and quoted text with commas and brackets.
    BOOST_TEST(changed_line("steps", "[v1 = open(path: \"a, [b]\"), write(file: v1, bytes: -35), close(file: v1), close(file: v1)]",
                            "[v1 = open(path: \"a, [b]\"), write(file: v1, bytes: -3)]") ==
               "steps: 4 step(s) -> 2: removed steps 3-4; step 2 write(file: v1, bytes: -35 -> -3)");
    // A step the shrunk sequence has and the original lacks (a reordering).
    BOOST_TEST(changed_line("c", "[a(x: 1), b(), c(), d(), e(), f(), g(), h(), i()]", "[b(), a(x: 1)]") ==
               "c: 9 step(s) -> 2: removed steps 1, 3-9; added a(x: 1) as step 2");
}

BOOST_AUTO_TEST_CASE(other_values_change_in_full) {
    BOOST_TEST(changed_line("xs", "[-84745]", "[-1]") == "xs=[-84745] -> [-1]");
    BOOST_TEST(changed_line("xs", "[3, 8, 1000, 2]", "[100]") == "xs=[3, 8, 1000, 2] -> [100]");
    BOOST_TEST(changed_line("n", "590", "100") == "n=590 -> 100");
    // Steps whose line would be no shorter than both in full.
    BOOST_TEST(changed_line("c", "[f(1)]", "[f(0)]") == "c=[f(1)] -> [f(0)]");
    BOOST_TEST(changed_line("s", "\"[a(1)\"", "\"b\"") == "s=\"[a(1)\" -> \"b\"");
}

BOOST_AUTO_TEST_SUITE_END()
