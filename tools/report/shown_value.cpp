// Numbers and sizes read back from shown values.
#include "shown_value.hpp"

#include <charconv>
#include <cmath>
#include <string>

namespace falsify::report_page {

std::optional<double> shown_number(std::string_view shown) {
    if (shown.empty()) return std::nullopt;
    // std::from_chars reads no leading '+'; a shown value never has one.
    double value = 0;
    const auto [end, error] = std::from_chars(shown.data(), shown.data() + shown.size(), value);
    if (error != std::errc() || end != shown.data() + shown.size() || !std::isfinite(value)) return std::nullopt;
    return value;
}

// Code points, so that a string of non-ASCII characters has its length as a person counts it.
std::size_t shown_characters(std::string_view shown) {
    std::size_t count = 0;
    for (const char c : shown)
        if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) ++count;
    return count;
}

namespace {

/// Top-level elements between the brackets of `shown`, skipping nested brackets and quoted text.
std::size_t elements(std::string_view shown) {
    const std::string_view inside = shown.substr(1, shown.size() - 2);
    if (inside.find_first_not_of(" \t\n") == std::string_view::npos) return 0;
    std::size_t count = 1, depth = 0;
    bool quoted = false, escaped = false;
    for (const char c : inside) {
        if (quoted) {
            if (escaped) escaped = false;
            else if (c == '\\') escaped = true;
            else if (c == '"') quoted = false;
        } else if (c == '"') {
            quoted = true;
        } else if (c == '[' || c == '{' || c == '(') {
            ++depth;
        } else if ((c == ']' || c == '}' || c == ')') && depth > 0) {
            --depth;
        } else if (c == ',' && depth == 0) {
            ++count;
        }
    }
    return count;
}

bool closes(char open, char close) { return (open == '[' && close == ']') || (open == '{' && close == '}') || (open == '(' && close == ')'); }

}  // namespace

std::size_t shown_size(std::string_view shown) {
    if (shown.size() >= 2 && closes(shown.front(), shown.back())) return elements(shown);
    if (shown.size() >= 2 && shown.front() == '"' && shown.back() == '"') return shown_characters(shown.substr(1, shown.size() - 2));
    return shown_characters(shown);
}

}  // namespace falsify::report_page
