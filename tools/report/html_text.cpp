// Escaping and number formatting for the page.
#include "html_text.hpp"

#include <cmath>
#include <cstdio>

namespace falsify::report_page {

std::string escaped(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (const char c : text) {
        switch (c) {
            case '&': out += "&amp;"; break;
            case '<': out += "&lt;"; break;
            case '>': out += "&gt;"; break;
            case '"': out += "&quot;"; break;
            case '\'': out += "&#39;"; break;
            default: out += c;
        }
    }
    return out;
}

std::string shown_decimal(double value) {
    char text[64];
    if (std::fabs(value - std::round(value)) < 1e-9 && std::fabs(value) < 1e15) std::snprintf(text, sizeof text, "%.0f", value);
    else std::snprintf(text, sizeof text, "%.3g", value);
    return text;
}

std::string percent(double part, double whole) {
    if (whole == 0) return "-";
    char text[64];
    std::snprintf(text, sizeof text, "%.1f%%", 100.0 * part / whole);
    return text;
}

}  // namespace falsify::report_page
