#pragma once
// Strings as sequences of code points: generated and shrunk per character, so
// that a shrink never splits a code point, and always valid UTF-8.
#include <falsify/count.hpp>
#include <falsify/gen/detail/strings.hpp>
#include <falsify/gen_type.hpp>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace falsify::gen {

/// Unicode text, UTF-8 encoded, length (in code points) uniform in [min, max].
/// Characters: 50% printable ASCII, 10% troublemakers (quotes, backslash,
/// controls, NBSP, combining marks, ZWJ, RLO, U+2028, BOM, U+FFFD, emoji),
/// 10% U+00A1..U+024F, 10% the rest of the BMP, 20% every plane; never a
/// surrogate. Shrinks by removing blocks of characters, then each character
/// toward 'a'.
Gen<std::string> strings(Count min_length = 0, Count max_length = 100);

/// Printable ASCII (32..126) text, shrinking like strings().
Gen<std::string> ascii_strings(Count min_length = 0, Count max_length = 100);

/// strings(min, max) under the seed engine's name.
Gen<std::string> string_of(Count min_length = 0, Count max_length = 100);

/// Text over an alphabet, split by UTF-8 code point (duplicates ignored);
/// length in code points uniform in [min, max]. Shrinks by removing blocks of
/// characters, then each character toward the alphabet's FIRST character:
/// list the simplest first. Invalid UTF-8 or an empty alphabet is refused.
Gen<std::string> string_from(std::string_view alphabet, Count min_length = 0, Count max_length = 100);

/// Raw bytes 0..255, size uniform in [min, max]. Shrinks by removing blocks
/// of bytes, then each byte toward 0.
Gen<std::vector<std::uint8_t>> bytes(Count min_length = 0, Count max_length = 100);

/// bytes() as a std::string of raw bytes (not text: rarely valid UTF-8).
Gen<std::string> byte_strings(Count min_length = 0, Count max_length = 100);

/// Appends the UTF-8 encoding of a code point.
void append_utf8(std::string& out, char32_t code_point);

}  // namespace falsify::gen
