#pragma once
// The syntax tree of gen::matching's regex subset (see gen/regex.hpp): what
// the parser (regex_parser.cpp) reads a pattern into and the compiler
// (regex.cpp) turns into generators. The parser refuses everything the
// subset leaves out, so a tree here always compiles.
#include <falsify/gen/strings.hpp>

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace falsify::detail::regex {

/// Longest string a pattern may produce, and most repetitions of a quantifier.
inline constexpr std::size_t limit = 10'000;

struct Node;

/// Always the same text (escapes resolved, adjacent literals joined).
struct Literal {
    std::string text;
    std::size_t length = 0;  // in code points
};

/// One of the members (a class, a shorthand such as \d, or `.`).
struct CharacterClass {
    std::vector<char32_t> members;
};

struct Alternation {
    std::vector<Node> branches;
};

struct Concatenation {
    std::vector<Node> parts;
};

struct Repetition {
    std::unique_ptr<Node> atom;
    std::size_t min_count = 0;
    std::size_t max_count = 0;
};

struct Node {
    std::variant<Literal, CharacterClass, Alternation, Concatenation, Repetition> kind;
};

/// The parsed pattern, and what its messages need to point into it.
struct Pattern {
    Node root;
    std::string text;
};

/// Reads `pattern` (UTF-8, without delimiters, one optional leading ^ and
/// trailing $) with `max_repeat` for the unbounded quantifiers * + {n,}.
/// Throws std::invalid_argument naming the position and the fix.
Pattern parse(std::string_view pattern, std::size_t max_repeat);

/// gen::matching's message for a pattern it refuses: what, where (a code
/// point index into the pattern as written), and how to fix it.
[[noreturn]] void refuse(const std::string& pattern, std::size_t at, const std::string& what, const std::string& fix);

inline std::string utf8(char32_t c) {
    std::string out;
    falsify::gen::append_utf8(out, c);
    return out;
}

}  // namespace falsify::detail::regex
