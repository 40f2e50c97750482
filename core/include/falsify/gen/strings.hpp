#pragma once
// Strings as sequences of code points: generated and shrunk per character, so
// that a shrink never splits a code point, and always valid UTF-8.
#include <falsify/gen_type.hpp>

#include <cstddef>
#include <string>

namespace falsify::gen {

/// Unicode text, UTF-8 encoded, length (in code points) uniform in [min, max].
/// Characters: 50% printable ASCII, 10% troublemakers (quotes, backslash,
/// controls, NBSP, combining marks, ZWJ, RLO, U+2028, BOM, U+FFFD, emoji),
/// 10% U+00A1..U+024F, 10% the rest of the BMP, 20% every plane; never a
/// surrogate. Shrinks by removing blocks of characters, then each character
/// toward 'a'.
Gen<std::string> strings(std::size_t min_length = 0, std::size_t max_length = 100);

/// Printable ASCII (32..126) text, shrinking like strings().
Gen<std::string> ascii_strings(std::size_t min_length = 0, std::size_t max_length = 100);

/// Appends the UTF-8 encoding of a code point.
void append_utf8(std::string& out, char32_t code_point);

}  // namespace falsify::gen
