// gen::matching's parser: a recursive descent over the pattern's code points
// into the syntax tree of regex_syntax.hpp. Everything the subset leaves out
// is refused here, with its position and a fix.
#include "gen/regex_syntax.hpp"

#include <falsify/show.hpp>

#include <algorithm>
#include <optional>
#include <stdexcept>
#include <utility>

namespace falsify::detail::regex {

namespace {

Node literal(std::string text, std::size_t length) { return Node{Literal{std::move(text), length}}; }

Node character_class_of(std::vector<char32_t> members) { return Node{CharacterClass{std::move(members)}}; }

std::vector<char32_t> code_range(char32_t lo, char32_t hi) {
    std::vector<char32_t> out;
    for (char32_t c = lo; c <= hi; ++c)
        if (c < 0xD800 || c > 0xDFFF) out.push_back(c);
    return out;
}

std::vector<char32_t> printable() { return code_range(0x20, 0x7E); }
std::vector<char32_t> digits() { return code_range(U'0', U'9'); }
std::vector<char32_t> word() {
    std::vector<char32_t> out = code_range(U'a', U'z');
    for (char32_t c : code_range(U'A', U'Z')) out.push_back(c);
    for (char32_t c : digits()) out.push_back(c);
    out.push_back(U'_');
    return out;
}
std::vector<char32_t> whitespace() { return {U' ', U'\t', U'\n', U'\r'}; }

std::vector<char32_t> printable_without(const std::vector<char32_t>& removed) {
    std::vector<char32_t> out;
    for (char32_t c : printable())
        if (std::find(removed.begin(), removed.end(), c) == removed.end()) out.push_back(c);
    return out;
}

bool is_ascii_alnum(char32_t c) { return (c >= U'a' && c <= U'z') || (c >= U'A' && c <= U'Z') || (c >= U'0' && c <= U'9'); }


class Parser {
public:
    Parser(std::string pattern, std::vector<char32_t> chars, std::size_t offset, std::size_t max_repeat)
        : pattern_(std::move(pattern)), chars_(std::move(chars)), offset_(offset), max_repeat_(max_repeat) {}

    Node whole() {
        Node node = alternation();
        if (!at_end()) fail(pos_, "unmatched \")\"", "remove it, or escape it as \\) to match a parenthesis");
        return node;
    }

private:
    [[noreturn]] void fail(std::size_t at, const std::string& what, const std::string& fix) const {
        refuse(pattern_, at + offset_, what, fix);
    }

    bool at_end() const { return pos_ >= chars_.size(); }
    char32_t peek() const { return chars_[pos_]; }
    bool next_is(char32_t c) const { return !at_end() && peek() == c; }
    bool is_at(std::size_t at, char32_t c) const { return at < chars_.size() && chars_[at] == c; }

    Node alternation() {
        std::vector<Node> branches;
        branches.push_back(concatenation());
        while (next_is(U'|')) {
            ++pos_;
            branches.push_back(concatenation());
        }
        if (branches.size() == 1) return std::move(branches.front());
        return Node{Alternation{std::move(branches)}};
    }

    Node concatenation() {
        std::vector<Node> parts;
        while (!at_end() && peek() != U'|' && peek() != U')') {
            Node part = quantified();
            const auto* literal = std::get_if<Literal>(&part.kind);
            auto* previous = parts.empty() ? nullptr : std::get_if<Literal>(&parts.back().kind);
            if (literal && previous) {
                // Adjacent literals become one: fewer trees, same strings.
                previous->text += literal->text;
                previous->length += literal->length;
            } else {
                parts.push_back(std::move(part));
            }
        }
        if (parts.empty()) return literal("", 0);
        if (parts.size() == 1) return std::move(parts.front());
        return Node{Concatenation{std::move(parts)}};
    }

    Node quantified() {
        Node atom_node = atom();
        std::optional<std::pair<std::size_t, std::size_t>> bounds = quantifier();
        if (!bounds) return atom_node;
        if (next_is(U'?')) fail(pos_, "lazy quantifiers are not supported", "drop the \"?\": a generator has no matching preference");
        if (next_is(U'+')) fail(pos_, "possessive quantifiers are not supported", "drop the \"+\" after the quantifier");
        const auto [min_count, max_count] = *bounds;
        if (max_count == 0) return literal("", 0);
        return Node{Repetition{std::make_unique<Node>(std::move(atom_node)), min_count, max_count}};
    }

    std::optional<std::pair<std::size_t, std::size_t>> quantifier() {
        if (at_end()) return std::nullopt;
        switch (peek()) {
            case U'*': ++pos_; return std::pair<std::size_t, std::size_t>(0, max_repeat_);
            case U'+': ++pos_; return std::pair<std::size_t, std::size_t>(1, max_repeat_);
            case U'?': ++pos_; return std::pair<std::size_t, std::size_t>(0, 1);
            case U'{': return braces();
            default: return std::nullopt;
        }
    }

    std::pair<std::size_t, std::size_t> braces() {
        const std::size_t open = pos_++;
        const std::size_t min_count = number(open);
        std::size_t max_count = min_count;
        if (next_is(U',')) {
            ++pos_;
            max_count = next_is(U'}') ? std::max(min_count, max_repeat_) : number(open);
        }
        if (!next_is(U'}')) fail(open, "malformed quantifier: expected \"}\"", "write {n}, {n,} or {n,m}, or escape the brace as \\{");
        ++pos_;
        if (max_count < min_count)
            fail(open, "quantifier {" + std::to_string(min_count) + "," + std::to_string(max_count) + "} has its maximum below its minimum",
                 "swap the bounds");
        if (max_count > limit)
            fail(open, "quantifier repeats up to " + std::to_string(max_count) + " times, more than the limit of " + std::to_string(limit),
                 "lower the bound");
        return {min_count, max_count};
    }

    std::size_t number(std::size_t open) {
        std::size_t value = 0, digits_read = 0;
        while (!at_end() && peek() >= U'0' && peek() <= U'9') {
            value = std::min<std::size_t>(value * 10 + (peek() - U'0'), limit + 1);
            ++pos_;
            ++digits_read;
        }
        if (digits_read == 0) fail(open, "malformed quantifier: expected a number", "write {n}, {n,} or {n,m}, or escape the brace as \\{");
        return value;
    }

    Node atom() {
        const char32_t c = peek();
        switch (c) {
            case U'(': return group();
            case U'[': return character_class();
            case U'\\': return escape();
            case U'.': ++pos_; return character_class_of(printable());
            case U'^':
            case U'$':
                fail(pos_, "anchors are only supported as one leading \"^\" and one trailing \"$\"",
                     "remove the anchor, or escape it (\\^, \\$) to match the character");
            case U'*':
            case U'+':
            case U'?':
            case U'{':
                fail(pos_, std::string("quantifier \"") + static_cast<char>(c) + "\" has nothing to repeat",
                     "put it after a character, class or group, or escape it to match the character");
            default: ++pos_; return literal(utf8(c), 1);
        }
    }

    Node group() {
        const std::size_t open = pos_++;
        if (next_is(U'?')) {
            const char32_t kind = pos_ + 1 < chars_.size() ? chars_[pos_ + 1] : U'\0';
            if (kind == U':') {
                pos_ += 2;
            } else if (kind == U'=' || kind == U'!' || (kind == U'<' && (is_at(pos_ + 2, U'=') || is_at(pos_ + 2, U'!')))) {
                fail(open, "lookaround groups (?= (?! (?<= (?<! are not supported",
                     "a generator cannot look ahead or behind: write the characters that must follow or precede");
            } else if (kind == U'<' || kind == U'P' || kind == U'\'') {
                fail(open, "named groups are not supported", "use (...) or (?:...)");
            } else {
                fail(open, "inline flags and special groups (?i) (?>...) (?#...) (?|...) are not supported",
                     "write the alternatives out (e.g. [aA] for a case-insensitive letter) and use (...) or (?:...)");
            }
        }
        Node inner = alternation();
        if (!next_is(U')')) fail(open, "unterminated group: expected \")\"", "close the group");
        ++pos_;
        return inner;
    }

    /// A class escape's members, or nullopt when it is a single character (written to `single`).
    std::optional<std::vector<char32_t>> class_escape(std::size_t at, char32_t c, char32_t& single) {
        switch (c) {
            case U'd': return digits();
            case U'w': return word();
            case U's': return whitespace();
            case U'D': return printable_without(digits());
            case U'W': return printable_without(word());
            case U'S': return printable_without(whitespace());
            case U't': single = U'\t'; return std::nullopt;
            case U'n': single = U'\n'; return std::nullopt;
            case U'r': single = U'\r'; return std::nullopt;
            case U'b': single = U'\b'; return std::nullopt;
            default: break;
        }
        if (is_ascii_alnum(c))
            fail(at, std::string("unknown escape \"\\") + static_cast<char>(c) + "\" in a class",
                 "escape only punctuation, or use \\d \\w \\s \\D \\W \\S \\t \\n \\r \\b");
        single = c;
        return std::nullopt;
    }

    Node character_class() {
        const std::size_t open = pos_++;
        const bool negated = next_is(U'^');
        if (negated) ++pos_;
        std::vector<char32_t> members;
        while (!at_end() && peek() != U']') {
            const std::size_t at = pos_;
            char32_t first = 0;
            if (peek() == U'\\') {
                if (++pos_ >= chars_.size()) break;
                const char32_t c = chars_[pos_++];
                if (auto set = class_escape(at, c, first)) {
                    members.insert(members.end(), set->begin(), set->end());
                    continue;
                }
            } else {
                first = chars_[pos_++];
            }
            // A range a-z: a '-' that is neither first nor last in the class.
            if (next_is(U'-') && pos_ + 1 < chars_.size() && chars_[pos_ + 1] != U']') {
                ++pos_;
                char32_t last = 0;
                if (peek() == U'\\') {
                    const std::size_t escape_at = pos_;
                    if (++pos_ >= chars_.size()) break;
                    if (class_escape(escape_at, chars_[pos_++], last))
                        fail(escape_at, "a range cannot end at a class shorthand", "list the shorthand after the range instead");
                } else {
                    last = chars_[pos_++];
                }
                if (last < first)
                    fail(at, "character range \"" + utf8(first) + "-" + utf8(last) + "\" is out of order", "write the lower character first");
                for (char32_t c : code_range(first, last)) members.push_back(c);
                continue;
            }
            members.push_back(first);
        }
        if (at_end()) fail(open, "unterminated character class: expected \"]\"", "close the class, or escape the bracket as \\[");
        ++pos_;
        if (negated) members = printable_without(members);
        if (members.empty())
            fail(open, "the character class matches no character", negated ? "a negated class draws from printable ASCII: leave some of it out"
                                                                           : "list at least one character");
        return character_class_of(std::move(members));
    }

    Node escape() {
        const std::size_t at = pos_++;
        if (at_end()) fail(at, "trailing backslash", "escape the backslash itself as \\\\");
        const char32_t c = chars_[pos_++];
        switch (c) {
            case U'd': return character_class_of(digits());
            case U'w': return character_class_of(word());
            case U's': return character_class_of(whitespace());
            case U'D': return character_class_of(printable_without(digits()));
            case U'W': return character_class_of(printable_without(word()));
            case U'S': return character_class_of(printable_without(whitespace()));
            case U't': return literal("\t", 1);
            case U'n': return literal("\n", 1);
            case U'r': return literal("\r", 1);
            case U'b':
            case U'B':
            case U'A':
            case U'Z':
            case U'z':
            case U'G':
                fail(at, std::string("assertion \"\\") + static_cast<char>(c) + "\" is not supported",
                     "word boundaries and anchors cannot be generated: write the characters instead");
            case U'k':
            case U'g':
                fail(at, std::string("backreference \"\\") + static_cast<char>(c) + "\" is not supported",
                     "repeat the group's pattern instead of referring back to it");
            default: break;
        }
        if (c >= U'1' && c <= U'9')
            fail(at, std::string("backreference \"\\") + static_cast<char>(c) + "\" is not supported",
                 "repeat the group's pattern instead of referring back to it");
        if (is_ascii_alnum(c))
            fail(at, std::string("unknown escape \"\\") + static_cast<char>(c) + "\"",
                 "escape only punctuation, or use \\d \\w \\s \\D \\W \\S \\t \\n \\r");
        return literal(utf8(c), 1);
    }

    std::string pattern_;
    std::vector<char32_t> chars_;
    std::size_t offset_;
    std::size_t max_repeat_;
    std::size_t pos_ = 0;
};

/// Whether the pattern looks like a PHP/Perl-delimited one: /.../ with optional flags.
bool has_delimiters(const std::vector<char32_t>& chars) {
    if (chars.size() < 2 || chars.front() != U'/') return false;
    static const std::u32string flags = U"imsxuUXJADSn";
    std::size_t end = chars.size();
    while (end > 1 && flags.find(chars[end - 1]) != std::u32string::npos) --end;
    if (end < 2 || chars[end - 1] != U'/') return false;
    std::size_t backslashes = 0;
    for (std::size_t i = end - 1; i > 0 && chars[i - 1] == U'\\'; --i) ++backslashes;
    return backslashes % 2 == 0;
}

}  // namespace

void refuse(const std::string& pattern, std::size_t at, const std::string& what, const std::string& fix) {
    std::string message = "gen::matching(";
    show_string(message, pattern);
    message += "): " + what + " at position " + std::to_string(at) + "; " + fix;
    throw std::invalid_argument(message);
}

Pattern parse(std::string_view pattern, std::size_t max_repeat) {
    std::string text(pattern);
    if (max_repeat < 1) refuse(text, 0, "max_repeat must be at least 1", "pass a positive max_repeat");
    if (max_repeat > limit)
        refuse(text, 0, "max_repeat " + std::to_string(max_repeat) + " exceeds the limit of " + std::to_string(limit), "lower max_repeat");
    std::optional<std::vector<char32_t>> decoded = gen::detail::decode_utf8(pattern);
    if (!decoded) refuse(text, 0, "the pattern is not valid UTF-8", "pass the pattern as UTF-8 text");
    std::vector<char32_t> chars = std::move(*decoded);
    if (has_delimiters(chars))
        refuse(text, 0, "the pattern is written with delimiters",
               "write it without them ([a-z]+, not /[a-z]+/); to match a slash, escape it as \\/");
    // One leading ^ and one trailing, unescaped $ are no-ops: the whole string is generated.
    std::size_t offset = 0;
    if (!chars.empty() && chars.front() == U'^') {
        chars.erase(chars.begin());
        offset = 1;
    }
    if (!chars.empty() && chars.back() == U'$') {
        std::size_t backslashes = 0;
        for (std::size_t i = chars.size() - 1; i > 0 && chars[i - 1] == U'\\'; --i) ++backslashes;
        if (backslashes % 2 == 0) chars.pop_back();
    }
    Node root = Parser(text, std::move(chars), offset, max_repeat).whole();
    return Pattern{std::move(root), std::move(text)};
}

}  // namespace falsify::detail::regex
