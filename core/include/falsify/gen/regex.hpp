#pragma once
// Strings matching a regular expression, from the seed engine's subset. The
// pattern is compiled into ordinary generators, so matches shrink through
// their trees: repetitions toward fewer, characters toward the lowest code
// point of their class, alternatives within the branch drawn.
//
// Supported: literals (UTF-8), `.`, classes `[...]` (ranges, negation,
// `\d \w \s` and their negations, `[\b]` as a backspace), the escapes
// `\d \w \s \D \W \S \t \n \r` and escaped punctuation, the quantifiers
// `* + ? {n} {n,} {n,m}`, alternation `|`, groups `(...)` and `(?:...)`, and
// one leading `^` and one trailing `$` (no-ops: the whole string is
// generated). `.` and negated classes draw from printable ASCII (0x20..0x7E),
// so a generated string stays readable in a counterexample.
//
// Refused with std::invalid_argument naming the construct: delimiters
// (`/x/`), anchors elsewhere, backreferences, lookaround, named or inline
// groups, flags, lazy or possessive quantifiers, and any other alphanumeric
// escape (`\h`, `\Q...\E`, `\0`, ...): compiled as literals they would
// generate strings that do not match. Limits: an explicit repetition above
// 10000, max_repeat above 10000 (or below 1), and a pattern whose longest
// match exceeds 10000 characters are refused when the pattern is compiled.
#include <falsify/gen_type.hpp>

#include <cstddef>
#include <string>
#include <string_view>

namespace falsify::gen {

/// Strings matching `pattern`; `*`, `+` and `{n,}` repeat up to max_repeat times.
Gen<std::string> matching(std::string_view pattern, std::size_t max_repeat = 8);

}  // namespace falsify::gen
