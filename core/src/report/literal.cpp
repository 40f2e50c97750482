#include <falsify/literal.hpp>

#include "report/escape.hpp"

#include <cmath>
#include <climits>
#include <cstdio>

namespace falsify::detail {

std::string signed_literal(long long value) {
    // -9223372036854775808 is not a literal: 9223372036854775808 does not fit a long long.
    if (value == LLONG_MIN) return "(-9223372036854775807 - 1)";
    return std::to_string(value);
}

std::string unsigned_literal(unsigned long long value) { return std::to_string(value) + "u"; }

std::string floating_literal(double value, bool single_precision) {
    const std::string type = single_precision ? "float" : "double";
    if (std::isnan(value)) return "std::numeric_limits<" + type + ">::quiet_NaN()";
    if (std::isinf(value)) return std::string(value < 0 ? "-" : "") + "std::numeric_limits<" + type + ">::infinity()";
    char text[40];
    // The shortest precision that reads back as the same value.
    for (int precision = single_precision ? 6 : 15; precision <= 17; ++precision) {
        std::snprintf(text, sizeof text, "%.*g", precision, value);
        if (single_precision ? std::strtof(text, nullptr) == static_cast<float>(value) : std::strtod(text, nullptr) == value) break;
    }
    std::string out = text;
    if (out.find_first_of(".en") == std::string::npos) out += ".0";
    return single_precision ? out + "f" : out;
}

namespace {

void escaped(std::string& out, char c, char quote) {
    if (append_named_escape(out, c, quote)) return;
    const auto byte = static_cast<unsigned char>(c);
    if (byte >= 0x20 && byte < 0x7f) {
        out += c;
        return;
    }
    // Three octal digits always: an escape that ends where it must, whatever follows.
    char octal[5];
    std::snprintf(octal, sizeof octal, "\\%03o", byte);
    out += octal;
}

}  // namespace

std::string char_literal(char c) {
    std::string out = "'";
    escaped(out, c, '\'');
    return out + "'";
}

std::string string_literal(std::string_view text) {
    std::string out = "std::string(\"";
    for (const char c : text) escaped(out, c, '"');
    out += '"';
    if (text.find('\0') != std::string_view::npos) out += ", " + std::to_string(text.size());
    return out + ")";
}

}  // namespace falsify::detail
