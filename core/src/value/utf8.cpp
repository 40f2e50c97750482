#include "value/utf8.hpp"

namespace falsify::detail::utf8 {

std::optional<CodePoint> decode_at(std::string_view text, std::size_t at) noexcept {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char lead = byte(at);
    std::size_t length;
    char32_t code;
    if (lead < 0x80) return CodePoint{lead, 1};
    if ((lead & 0xE0) == 0xC0) {
        length = 2;
        code = lead & 0x1F;
    } else if ((lead & 0xF0) == 0xE0) {
        length = 3;
        code = lead & 0x0F;
    } else if ((lead & 0xF8) == 0xF0) {
        length = 4;
        code = lead & 0x07;
    } else {
        return std::nullopt;
    }
    if (at + length > text.size()) return std::nullopt;
    for (std::size_t k = 1; k < length; ++k) {
        if ((byte(at + k) & 0xC0) != 0x80) return std::nullopt;
        code = (code << 6) | (byte(at + k) & 0x3F);
    }
    const bool overlong = (length == 2 && code < 0x80) || (length == 3 && code < 0x800) || (length == 4 && code < 0x10000);
    if (overlong || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) return std::nullopt;
    return CodePoint{code, length};
}

bool valid(std::string_view text) noexcept {
    for (std::size_t i = 0; i < text.size();) {
        const auto decoded = decode_at(text, i);
        if (!decoded) return false;
        i += decoded->length;
    }
    return true;
}

}  // namespace falsify::detail::utf8
