#pragma once
// UTF-8, read in one place (RFC 3629: no overlong forms, no surrogates,
// nothing above U+10FFFF): the string generators, the regex parser, the
// rendering of strings and the string codec all decode through it.
#include <cstddef>
#include <optional>
#include <string_view>

namespace falsify::detail::utf8 {

struct CodePoint {
    char32_t value;
    /// Bytes it takes in the text: 1 to 4.
    std::size_t length;
};

/// The code point encoded at text[at] (at < text.size()), or nullopt when
/// the bytes there are not valid UTF-8.
std::optional<CodePoint> decode_at(std::string_view text, std::size_t at) noexcept;

/// Whether all of `text` is valid UTF-8.
bool valid(std::string_view text) noexcept;

}  // namespace falsify::detail::utf8
