#pragma once
// The escapes a C++ literal and a shown value share.
#include <string>

namespace falsify::detail {

/// Appends the escape of a newline, carriage return, tab, backslash or `quote`;
/// false (nothing appended) for any other character.
inline bool append_named_escape(std::string& out, char c, char quote) {
    switch (c) {
    case '\n': out += "\\n"; return true;
    case '\r': out += "\\r"; return true;
    case '\t': out += "\\t"; return true;
    case '\\': out += "\\\\"; return true;
    default: break;
    }
    if (c != quote) return false;
    out += '\\';
    out += c;
    return true;
}

}  // namespace falsify::detail
