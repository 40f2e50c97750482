// The non-template half of the codecs: envelopes, base64, and the exact text
// form of floating-point values (UTF-8 is checked by utf8.hpp).
#include <falsify/codec.hpp>

#include "value/utf8.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>

namespace falsify::detail {

namespace {

constexpr char base64_alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

std::string base64(const unsigned char* bytes, std::size_t size) {
    std::string out;
    out.reserve((size + 2) / 3 * 4);
    for (std::size_t i = 0; i < size; i += 3) {
        const std::uint32_t chunk = (std::uint32_t{bytes[i]} << 16) | (i + 1 < size ? std::uint32_t{bytes[i + 1]} << 8 : 0) |
                                    (i + 2 < size ? std::uint32_t{bytes[i + 2]} : 0);
        out += base64_alphabet[(chunk >> 18) & 63];
        out += base64_alphabet[(chunk >> 12) & 63];
        out += i + 1 < size ? base64_alphabet[(chunk >> 6) & 63] : '=';
        out += i + 2 < size ? base64_alphabet[chunk & 63] : '=';
    }
    return out;
}

/// Strict: canonical padding only, so that one byte string has one text.
std::optional<std::string> unbase64(std::string_view text) {
    if (text.size() % 4 != 0) return std::nullopt;
    auto value = [](char c) -> int {
        const char* at = std::strchr(base64_alphabet, c);
        return c != '\0' && at ? static_cast<int>(at - base64_alphabet) : -1;
    };
    std::string out;
    out.reserve(text.size() / 4 * 3);
    for (std::size_t i = 0; i < text.size(); i += 4) {
        const bool last = i + 4 == text.size();
        const int pad = last ? (text[i + 3] == '=') + (text[i + 2] == '=') : 0;
        if (pad == 1 && text[i + 2] == '=') return std::nullopt;
        std::uint32_t chunk = 0;
        for (int k = 0; k < 4; ++k) {
            const int v = k >= 4 - pad ? 0 : value(text[i + static_cast<std::size_t>(k)]);
            if (v < 0) return std::nullopt;
            chunk = (chunk << 6) | static_cast<std::uint32_t>(v);
        }
        // Bits below the last byte must be zero in the canonical form.
        if ((pad == 1 && (chunk & 0xFF) != 0) || (pad == 2 && (chunk & 0xFFFF) != 0)) return std::nullopt;
        out += static_cast<char>((chunk >> 16) & 0xFF);
        if (pad < 2) out += static_cast<char>((chunk >> 8) & 0xFF);
        if (pad < 1) out += static_cast<char>(chunk & 0xFF);
    }
    return out;
}

template <class F>
std::optional<Data> encode_floating(F value) {
    std::string text;
    if (std::isnan(value)) {
        // Only the canonical quiet nans have a name; another payload would not survive the text.
        const F canonical = std::numeric_limits<F>::quiet_NaN();
        const F negative = -canonical;
        if (std::memcmp(&value, &canonical, sizeof(F)) == 0) text = "nan";
        else if (std::memcmp(&value, &negative, sizeof(F)) == 0) text = "-nan";
        else return std::nullopt;
    } else if (std::isinf(value)) {
        text = value > 0 ? "inf" : "-inf";
    } else {
        char buffer[64];
        const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
        if (ec != std::errc()) return std::nullopt;
        text.assign(buffer, end);
        // "1.0" rather than "1": the text says it is a floating-point value, and "-0.0" keeps its sign visibly.
        if (text.find_first_of(".e") == std::string::npos) text += ".0";
    }
    return envelope("f", Data::string(std::move(text)));
}

template <class F>
std::optional<F> decode_floating(const Data& data) {
    const Data* value = envelope_value(data, "f");
    const std::string* text = value ? value->as_string() : nullptr;
    if (!text) return std::nullopt;
    if (*text == "nan") return std::numeric_limits<F>::quiet_NaN();
    if (*text == "-nan") return -std::numeric_limits<F>::quiet_NaN();
    if (*text == "inf") return std::numeric_limits<F>::infinity();
    if (*text == "-inf") return -std::numeric_limits<F>::infinity();
    if (text->empty() || text->find_first_not_of("0123456789.eE+-") != std::string::npos) return std::nullopt;
    F out{};
    const auto [end, ec] = std::from_chars(text->data(), text->data() + text->size(), out);
    if (ec != std::errc() || end != text->data() + text->size()) return std::nullopt;
    return out;
}

Data encode_bytes(const void* bytes, std::size_t size) {
    return envelope("b", Data::string(base64(static_cast<const unsigned char*>(bytes), size)));
}

Data encode_text(std::string_view text) {
    if (utf8::valid(text)) return Data::string(std::string(text));
    return encode_bytes(text.data(), text.size());
}

std::optional<std::string> decode_text(const Data& data) {
    if (const std::string* text = data.as_string()) return *text;
    const Data* value = envelope_value(data, "b");
    const std::string* encoded = value ? value->as_string() : nullptr;
    if (!encoded) return std::nullopt;
    return unbase64(*encoded);
}

}  // namespace

Data envelope(const char* tag, Data value) {
    return Data::object({{"#", Data::string(tag)}, {"v", std::move(value)}});
}

const Data* envelope_value(const Data& data, const char* tag) noexcept {
    const Data::Object* members = data.as_object();
    if (!members || members->size() != 2 || (*members)[0].key != "#" || (*members)[1].key != "v") return nullptr;
    const std::string* found = (*members)[0].value.as_string();
    if (!found || *found != tag) return nullptr;
    return &(*members)[1].value;
}

Data variant_envelope(std::size_t index, Data value) {
    return Data::object({{"#", Data::string("v")}, {"i", Data::integer(index)}, {"v", std::move(value)}});
}

std::optional<std::pair<std::size_t, const Data*>> variant_parts(const Data& data) noexcept {
    const Data::Object* members = data.as_object();
    if (!members || members->size() != 3 || (*members)[0].key != "#" || (*members)[1].key != "i" || (*members)[2].key != "v")
        return std::nullopt;
    const std::string* tag = (*members)[0].value.as_string();
    const auto index = (*members)[1].value.as_integer<std::size_t>();
    if (!tag || *tag != "v" || !index) return std::nullopt;
    return std::pair(*index, &(*members)[2].value);
}

void sort_items(Data::Array& items) { std::sort(items.begin(), items.end(), data_less); }

}  // namespace falsify::detail

namespace falsify {

std::optional<Data> Codec<bool>::encode(const bool& value) { return Data::boolean(value); }
std::optional<bool> Codec<bool>::decode(const Data& data) { return data.as_bool(); }

std::optional<Data> Codec<double>::encode(const double& value) { return detail::encode_floating(value); }
std::optional<double> Codec<double>::decode(const Data& data) { return detail::decode_floating<double>(data); }
std::optional<Data> Codec<float>::encode(const float& value) { return detail::encode_floating(value); }
std::optional<float> Codec<float>::decode(const Data& data) { return detail::decode_floating<float>(data); }

std::optional<Data> Codec<std::string>::encode(const std::string& value) { return detail::encode_text(value); }
std::optional<std::string> Codec<std::string>::decode(const Data& data) { return detail::decode_text(data); }

std::optional<Data> Codec<std::vector<std::byte>>::encode(const std::vector<std::byte>& value) {
    return detail::encode_bytes(value.data(), value.size());
}
std::optional<std::vector<std::byte>> Codec<std::vector<std::byte>>::decode(const Data& data) {
    auto text = detail::decode_text(data);
    if (!text) return std::nullopt;
    std::vector<std::byte> out(text->size());
    for (std::size_t i = 0; i < text->size(); ++i) out[i] = static_cast<std::byte>((*text)[i]);
    return out;
}

}  // namespace falsify
