// The catalog, text: string_of, string_from, bytes, byte_strings, the strings()
// distribution, and gen::matching with its refusals and limits.
#include "support.hpp"

#include <falsify/falsify.hpp>

#include <boost/test/unit_test.hpp>

#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

using namespace falsify;
using falsify::test::children_values;
using falsify::test::descend;
using falsify::test::first_tree;

namespace {

std::vector<char32_t> code_points(const std::string& s) { return *gen::detail::decode_utf8(s); }

bool has_non_ascii(const std::string& s) {
    for (unsigned char c : s)
        if (c >= 0x80) return true;
    return false;
}

/// The message of the std::invalid_argument that `f` throws.
template <class F>
std::string refusal(F f) {
    return falsify::test::error_of<std::invalid_argument>(std::move(f), "<no refusal>");
}

bool matches_simple_email_pattern(const std::string& s) {
    // [a-c]{2,4}(x|yz)\d?
    std::size_t i = 0;
    while (i < s.size() && s[i] >= 'a' && s[i] <= 'c') ++i;
    if (i < 2 || i > 4) return false;
    if (s.compare(i, 1, "x") == 0) ++i;
    else if (s.compare(i, 2, "yz") == 0) i += 2;
    else return false;
    if (i < s.size() && s[i] >= '0' && s[i] <= '9') ++i;
    return i == s.size();
}

}  // namespace

BOOST_AUTO_TEST_SUITE(catalog_strings)

BOOST_AUTO_TEST_CASE(golden_vectors_pin_seed_to_text) {
    BOOST_TEST(show(gen::sample(gen::string_from("abc", 0, 5), 4, 1)) == "[\"\", \"\", \"ab\", \"babba\"]");
    BOOST_TEST(show(gen::sample(gen::string_from("\xce\xb1\xce\xb2\xce\xb3", 1, 3), 3, 2)) == "[\"\xce\xb3\xce\xb3\xce\xb3\", \"\xce\xb1\", \"\xce\xb1\"]");
    BOOST_TEST(show(gen::sample(gen::bytes(0, 4), 3, 3)) == "[[50, 151], [143], [188]]");
    BOOST_TEST(show(gen::sample(gen::byte_strings(2, 3), 2, 4)) == "[b\"0x74980f\" (3 byte(s)), b\"0x0ed709\" (3 byte(s))]");
    BOOST_TEST(show(gen::sample(gen::string_of(1, 3), 2, 5)) == show(gen::sample(gen::strings(1, 3), 2, 5)));
    BOOST_TEST(show(gen::sample(gen::matching("[a-c]{2,4}(x|yz)\\d?"), 4, 6)) == "[\"bccbx5\", \"bayz\", \"bcyz7\", \"aabyz4\"]");
    BOOST_TEST(show(gen::sample(gen::matching("\\w+@\\w+\\.(com|org)"), 2, 7)) == "[\"w7t83pt@ika.com\", \"pJz@rGcI227A.com\"]");
}

BOOST_AUTO_TEST_CASE(strings_draw_every_class_of_the_seed_distribution) {
    const std::vector<char32_t> troublemakers = {U' ',   U'"',   U'\'',  U'\\',  U'<',    U'>',    U'&',     U'\t', U'\n',
                                                 U'\r',  0x7F,   0xA0,   0xAD,   0x301,   0x308,   0x200B,   0x200D, 0x200F,
                                                 0x202E, 0x2028, 0xFEFF, 0xFFFD, 0x1F600, 0x1F468, 0xE0041};
    std::set<char32_t> seen;
    std::map<std::string, int> classes;
    for (const auto& s : gen::sample(gen::strings(), 400, 11)) {
        for (char32_t c : code_points(s)) {
            BOOST_TEST_REQUIRE(!(c >= 0xD800 && c <= 0xDFFF));  // never a surrogate
            seen.insert(c);
            if (c >= 0x20 && c <= 0x7E) ++classes["ascii"];
            if (c >= 0xA1 && c <= 0x24F) ++classes["latin"];
            if (c >= 0x250 && c <= 0xFFFF) ++classes["bmp"];
            if (c >= 0x10000) ++classes["astral"];
        }
    }
    for (char32_t t : troublemakers) BOOST_TEST(seen.count(t) == 1u, "troublemaker U+" << std::hex << static_cast<unsigned>(t) << " never drawn");
    for (const char* name : {"ascii", "latin", "bmp", "astral"}) BOOST_TEST(classes[name] > 0, name);
    // Half the characters are printable ASCII; a fifth of them come from every plane.
    int total = 0;
    for (const auto& [name, count] : classes) total += count;
    BOOST_TEST(classes["ascii"] > total * 2 / 5);
    BOOST_TEST(classes["astral"] > total / 10);
}

BOOST_AUTO_TEST_CASE(a_string_with_a_non_ascii_character_shrinks_to_that_one_character) {
    auto tree = first_tree(gen::string_of(0, 40), [](const std::string& s) { return has_non_ascii(s) && code_points(s).size() > 5; });
    const std::string minimal = descend(tree, has_non_ascii);
    BOOST_TEST(code_points(minimal).size() == 1u);
    BOOST_TEST(has_non_ascii(minimal));
}

BOOST_AUTO_TEST_CASE(string_from_splits_by_code_point_and_shrinks_toward_the_first_character) {
    const auto g = gen::string_from("xy\xe2\x82\xac", 2, 6);  // "xy€"
    for (const auto& s : gen::sample(g, 200, 3)) {
        const auto cps = code_points(s);
        BOOST_TEST_REQUIRE((cps.size() >= 2 && cps.size() <= 6));
        for (char32_t c : cps) BOOST_TEST_REQUIRE((c == U'x' || c == U'y' || c == 0x20AC));
    }
    auto tree = first_tree(g, [](const std::string& s) { return code_points(s).size() == 6 && s.find("\xe2\x82\xac") != std::string::npos; });
    BOOST_TEST(descend(tree, [](const std::string&) { return true; }) == "xx");
    BOOST_TEST(descend(tree, [](const std::string& s) { return s.find("\xe2\x82\xac") != std::string::npos; }) == "x\xe2\x82\xac");
    // Each character's ladder heads for the first character first, then halves the distance.
    auto single = first_tree(gen::string_from("abcdefgh", 1, 1), [](const std::string& s) { return s == "h"; });
    BOOST_TEST(show(children_values(single)) == "[\"a\", \"e\", \"g\"]");
    // Duplicates are ignored: no candidate equals its parent.
    auto doubled = first_tree(gen::string_from("aab", 1, 1), [](const std::string& s) { return s == "b"; });
    BOOST_TEST(show(children_values(doubled)) == "[\"a\"]");
    BOOST_TEST(refusal([] { gen::string_from("", 0, 3); }) ==
               "gen::string_from: the alphabet is empty; give at least one character, or a maximum length of 0");
    BOOST_TEST(refusal([] { gen::string_from("a\xff", 0, 3); }) ==
               "gen::string_from: the alphabet is not valid UTF-8; pass the characters as UTF-8 text");
    BOOST_TEST(gen::sample(gen::string_from("", 0, 0), 1).at(0) == "");
}

BOOST_AUTO_TEST_CASE(bytes_cover_every_value_and_shrink_toward_nul) {
    std::set<int> seen;
    for (const auto& v : gen::sample(gen::bytes(0, 50), 200, 4))
        for (auto b : v) seen.insert(b);
    BOOST_TEST(seen.size() == 256u);
    auto tree = first_tree(gen::bytes(3, 10), [](const std::vector<std::uint8_t>& v) { return v.size() > 4; });
    BOOST_TEST(show(descend(tree, [](const std::vector<std::uint8_t>&) { return true; })) == "[0, 0, 0]");
    auto raw = first_tree(gen::byte_strings(0, 10), [](const std::string& s) { return s.find('\xff') != std::string::npos && s.size() > 3; });
    BOOST_TEST(descend(raw, [](const std::string& s) { return s.find('\xff') != std::string::npos; }) == "\xff");
    BOOST_TEST(descend(raw, [](const std::string& s) { return !s.empty(); }) == std::string(1, '\0'));
    BOOST_CHECK_THROW(gen::bytes(5, 4), std::invalid_argument);
}

BOOST_AUTO_TEST_CASE(matching_generates_only_matches_and_reaches_every_branch) {
    std::set<std::string> tails;
    for (const auto& s : gen::sample(gen::matching("^[a-c]{2,4}(x|yz)\\d?$"), 300, 5)) {
        BOOST_TEST_REQUIRE(matches_simple_email_pattern(s), s);
        tails.insert(s.find("yz") != std::string::npos ? "yz" : "x");
    }
    BOOST_TEST(tails.size() == 2u);
    // Escapes, classes, negations, groups and counted repetitions.
    for (const auto& s : gen::sample(gen::matching("\\d{3}-[^a-z\\s]\\.(?:ab|\\t){2}[\\b]\\S\\W"), 200, 6)) {
        const auto cps = code_points(s);
        BOOST_TEST_REQUIRE(s.size() >= 10u);
        for (int i = 0; i < 3; ++i) BOOST_TEST_REQUIRE((s[i] >= '0' && s[i] <= '9'));
        BOOST_TEST_REQUIRE(s[3] == '-');
        BOOST_TEST_REQUIRE((s[4] >= 0x20 && s[4] <= 0x7E && !(s[4] >= 'a' && s[4] <= 'z') && s[4] != ' '));
        BOOST_TEST_REQUIRE(s[5] == '.');
        BOOST_TEST_REQUIRE(s.find('\b') != std::string::npos);
    }
    for (const auto& s : gen::sample(gen::matching("."), 300, 7)) BOOST_TEST_REQUIRE((s.size() == 1 && s[0] >= 0x20 && s[0] <= 0x7E));
    for (const auto& s : gen::sample(gen::matching("a*", 3), 100, 8)) BOOST_TEST_REQUIRE(s.size() <= 3u);
    for (const auto& s : gen::sample(gen::matching("a{2,}", 5), 100, 8)) BOOST_TEST_REQUIRE((s.size() >= 2 && s.size() <= 5));
    BOOST_TEST(gen::sample(gen::matching("x{0}y"), 1).at(0) == "y");
    BOOST_TEST(gen::sample(gen::matching(""), 1).at(0) == "");
    BOOST_TEST(gen::sample(gen::matching("\xce\xb1[\xce\xb2-\xce\xb4]"), 1).at(0).rfind("\xce\xb1", 0) == 0u);
    BOOST_TEST(gen::sample(gen::matching("\\$\\^\\/\\(\\["), 1).at(0) == "$^/([");
    BOOST_TEST(gen::sample(gen::matching("a\\$"), 1).at(0) == "a$");
}

BOOST_AUTO_TEST_CASE(matching_shrinks_shorter_and_toward_the_lowest_character) {
    auto tree = first_tree(gen::matching("[a-z]+[0-9]{1,3}"), [](const std::string& s) { return s.size() > 6; });
    BOOST_TEST(descend(tree, [](const std::string&) { return true; }) == "a0");
    auto words = first_tree(gen::matching("(\\w+ ){1,5}end"), [](const std::string& s) { return s.size() > 12; });
    BOOST_TEST(descend(words, [](const std::string&) { return true; }) == "0 end");
    auto branchy = first_tree(gen::matching("cat|dog[s-z]"), [](const std::string& s) { return s.size() == 4 && s != "dogs"; });
    BOOST_TEST(descend(branchy, [](const std::string&) { return true; }) == "dogs");  // stays in its branch
}

BOOST_AUTO_TEST_CASE(matching_refuses_what_it_cannot_generate_with_clear_messages) {
    const auto message = [](const std::string& pattern, std::size_t max_repeat = 8) {
        return refusal([&] { gen::matching(pattern, max_repeat); });
    };
    BOOST_TEST(message("/[a-z]+/") == "gen::matching(\"/[a-z]+/\"): the pattern is written with delimiters at position 0; write it without "
                                      "them ([a-z]+, not /[a-z]+/); to match a slash, escape it as \\/");
    BOOST_TEST(message("/abc/i").find("written with delimiters") != std::string::npos);
    BOOST_TEST(message("a^b") == "gen::matching(\"a^b\"): anchors are only supported as one leading \"^\" and one trailing \"$\" at "
                                 "position 1; remove the anchor, or escape it (\\^, \\$) to match the character");
    BOOST_TEST(message("^^a").find("anchors are only supported") != std::string::npos);
    BOOST_TEST(message("a$$").find("anchors are only supported") != std::string::npos);
    BOOST_TEST(message("(a)\\1") == "gen::matching(\"(a)\\\\1\"): backreference \"\\1\" is not supported at position 3; repeat the "
                                    "group's pattern instead of referring back to it");
    BOOST_TEST(message("(?<n>a)\\k<n>").find("named groups are not supported") != std::string::npos);
    BOOST_TEST(message("a\\k<n>").find("backreference \"\\k\"") != std::string::npos);
    BOOST_TEST(message("a(?=b)") == "gen::matching(\"a(?=b)\"): lookaround groups (?= (?! (?<= (?<! are not supported at position 1; "
                                    "a generator cannot look ahead or behind: write the characters that must follow or precede");
    BOOST_TEST(message("(?!b)a").find("lookaround") != std::string::npos);
    BOOST_TEST(message("(?<=b)a").find("lookaround") != std::string::npos);
    BOOST_TEST(message("(?<!b)a").find("lookaround") != std::string::npos);
    BOOST_TEST(message("(?P<x>a)") == "gen::matching(\"(?P<x>a)\"): named groups are not supported at position 0; use (...) or (?:...)");
    BOOST_TEST(message("(?i)abc") == "gen::matching(\"(?i)abc\"): inline flags and special groups (?i) (?>...) (?#...) (?|...) are not "
                                     "supported at position 0; write the alternatives out (e.g. [aA] for a case-insensitive letter) and "
                                     "use (...) or (?:...)");
    BOOST_TEST(message("(?>a)").find("inline flags and special groups") != std::string::npos);
    BOOST_TEST(message("a*?") == "gen::matching(\"a*?\"): lazy quantifiers are not supported at position 2; drop the \"?\": a generator "
                                 "has no matching preference");
    BOOST_TEST(message("a{1,2}?").find("lazy quantifiers") != std::string::npos);
    BOOST_TEST(message("a++") == "gen::matching(\"a++\"): possessive quantifiers are not supported at position 2; drop the \"+\" after "
                                 "the quantifier");
    BOOST_TEST(message("a\\h") == "gen::matching(\"a\\\\h\"): unknown escape \"\\h\" at position 1; escape only punctuation, or use \\d "
                                  "\\w \\s \\D \\W \\S \\t \\n \\r");
    BOOST_TEST(message("\\Qa\\E").find("unknown escape \"\\Q\"") != std::string::npos);
    BOOST_TEST(message("\\0").find("unknown escape \"\\0\"") != std::string::npos);
    BOOST_TEST(message("[\\q]").find("unknown escape \"\\q\" in a class") != std::string::npos);
    BOOST_TEST(message("a\\b").find("assertion \"\\b\" is not supported") != std::string::npos);
    BOOST_TEST(message("\\Aa").find("assertion \"\\A\"") != std::string::npos);
    BOOST_TEST(message("a{10001}") == "gen::matching(\"a{10001}\"): quantifier repeats up to 10001 times, more than the limit of 10000 "
                                      "at position 1; lower the bound");
    BOOST_TEST(message("a{2,10001}").find("more than the limit of 10000") != std::string::npos);
    BOOST_TEST(message("a{10000}").find("<no refusal>") == 0u);
    BOOST_TEST(message("a", 10001) == "gen::matching(\"a\"): max_repeat 10001 exceeds the limit of 10000 at position 0; lower max_repeat");
    BOOST_TEST(message("a", 0).find("max_repeat must be at least 1") != std::string::npos);
    BOOST_TEST(message("(ab{100}){101}") == "gen::matching(\"(ab{100}){101}\"): the longest string the pattern can match has more than "
                                            "10000 characters at position 0; lower the repetition bounds or max_repeat");
    BOOST_TEST(message("a*b*", 10000).find("more than 10000 characters") != std::string::npos);
    BOOST_TEST(message("a{3,2}").find("has its maximum below its minimum") != std::string::npos);
    BOOST_TEST(message("a{x}").find("malformed quantifier") != std::string::npos);
    BOOST_TEST(message("*a").find("quantifier \"*\" has nothing to repeat") != std::string::npos);
    BOOST_TEST(message("(ab").find("unterminated group") != std::string::npos);
    BOOST_TEST(message("ab)").find("unmatched \")\"") != std::string::npos);
    BOOST_TEST(message("[ab").find("unterminated character class") != std::string::npos);
    BOOST_TEST(message("[z-a]").find("character range \"z-a\" is out of order") != std::string::npos);
    BOOST_TEST(message("[^ -~]").find("the character class matches no character") != std::string::npos);
    BOOST_TEST(message("a\\").find("trailing backslash") != std::string::npos);
    BOOST_TEST(message("\xff").find("not valid UTF-8") != std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()
