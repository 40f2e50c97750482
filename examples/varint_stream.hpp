#pragma once
// A stream of 32-bit varints (LEB128) behind a two-byte header "VI": the
// decoder refuses a missing header, a truncated varint and a non-canonical
// one, so that every stream it accepts encodes back to itself. Planted bug:
// the fifth byte of a varint may carry 4 bits (bits 28-31), but the check
// lets 5 through, and the extra bit is lost. Random byte strings almost never
// start with "VI", let alone hold a five-byte varint; a coverage-guided
// fuzzer is led there by the decoder's own comparisons.
#include <falsify/falsify.hpp>

#include <cstdint>
#include <stdexcept>
#include <vector>

namespace varint {

inline std::vector<std::uint8_t> encode(const std::vector<std::uint32_t>& values) {
    std::vector<std::uint8_t> out{'V', 'I'};
    for (std::uint32_t value : values) {
        while (value >= 0x80) {
            out.push_back(static_cast<std::uint8_t>(value | 0x80));
            value >>= 7;
        }
        out.push_back(static_cast<std::uint8_t>(value));
    }
    return out;
}

inline std::vector<std::uint32_t> decode(const std::vector<std::uint8_t>& bytes) {
    if (bytes.size() < 2 || bytes[0] != 'V' || bytes[1] != 'I') throw std::invalid_argument("no VI header");
    std::vector<std::uint32_t> values;
    for (std::size_t i = 2; i < bytes.size();) {
        std::uint32_t value = 0;
        for (unsigned shift = 0;; shift += 7) {
            if (i == bytes.size()) throw std::invalid_argument("truncated varint");
            const std::uint8_t byte = bytes[i++];
            if (shift == 28 && byte > 0x1F) throw std::invalid_argument("varint past 32 bits");  // should be 0x0F
            value |= static_cast<std::uint32_t>(byte & 0x7F) << shift;
            if ((byte & 0x80) == 0) {
                if (byte == 0 && shift > 0) throw std::invalid_argument("non-canonical varint");
                break;
            }
        }
        values.push_back(value);
    }
    return values;
}

/// Every stream the decoder accepts encodes back to itself.
inline auto round_trip(falsify::Config config = {}) {
    return falsify::property("varint_round_trip", [](const std::vector<std::uint8_t>& bytes) {
        std::vector<std::uint32_t> values;
        try {
            values = decode(bytes);
        } catch (const std::invalid_argument&) {
            return;  // refused, as documented
        }
        FALSIFY_ASSERT(encode(values) == bytes);
    }, falsify::gen::bytes(0, 64), config);
}

}  // namespace varint
