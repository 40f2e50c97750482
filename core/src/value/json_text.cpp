// falsify::Data as JSON text, byte for byte as Boost.JSON 1.81 serializes it:
// strings escaped with \" \\ \b \f \n \r \t and \u00xx for the other control
// characters (UTF-8 and '/' as they are); doubles as the shortest digits that
// read back exactly, in Ryu's form (1.5E0, 1E-1, -0E0).
#include <falsify/detail/json_text.hpp>

#include <falsify/data.hpp>

#include <charconv>
#include <cmath>
#include <cstdlib>
#include <system_error>

namespace falsify {

namespace {

void append_string(std::string& out, const std::string& s) {
    static constexpr char hex[] = "0123456789abcdef";
    out += '"';
    for (const char ch : s) {
        const auto c = static_cast<unsigned char>(ch);
        switch (c) {
            case '"': out += "\\\""; break;
            case '\\': out += "\\\\"; break;
            case '\b': out += "\\b"; break;
            case '\f': out += "\\f"; break;
            case '\n': out += "\\n"; break;
            case '\r': out += "\\r"; break;
            case '\t': out += "\\t"; break;
            default:
                if (c < 0x20) {
                    out += "\\u00";
                    out += hex[c >> 4];
                    out += hex[c & 15];
                } else {
                    out += ch;
                }
        }
    }
    out += '"';
}

void append_double(std::string& out, double d) {
    char buffer[40];
    const auto [end, error] = std::to_chars(buffer, buffer + sizeof buffer, d, std::chars_format::scientific);
    (void)error;  // 40 characters hold every double
    const std::string_view text(buffer, static_cast<std::size_t>(end - buffer));
    const std::size_t e = text.find('e');
    out.append(text.substr(0, e));
    out += 'E';
    int exponent = 0;
    std::from_chars(text.data() + e + (text[e + 1] == '+' ? 2 : 1), text.data() + text.size(), exponent);
    out += std::to_string(exponent);
}

bool append(std::string& out, const Data& data) {
    switch (data.kind()) {
        case Data::Kind::Null: out += "null"; return true;
        case Data::Kind::Bool: out += *data.as_bool() ? "true" : "false"; return true;
        case Data::Kind::Int: out += std::to_string(*data.as_integer<std::int64_t>()); return true;
        case Data::Kind::UInt: out += std::to_string(*data.as_integer<std::uint64_t>()); return true;
        case Data::Kind::Double: {
            const double d = *data.as_number();
            if (!std::isfinite(d)) return false;
            append_double(out, d);
            return true;
        }
        case Data::Kind::String: append_string(out, *data.as_string()); return true;
        case Data::Kind::Array: {
            out += '[';
            bool first = true;
            for (const Data& item : *data.as_array()) {
                if (!first) out += ',';
                first = false;
                if (!append(out, item)) return false;
            }
            out += ']';
            return true;
        }
        case Data::Kind::Object: {
            out += '{';
            bool first = true;
            for (const Data::Member& m : *data.as_object()) {
                if (!first) out += ',';
                first = false;
                append_string(out, m.key);
                out += ':';
                if (!append(out, m.value)) return false;
            }
            out += '}';
            return true;
        }
    }
    return false;
}

}  // namespace

std::optional<std::string> to_json(const Data& data) {
    std::string out;
    if (!append(out, data)) return std::nullopt;
    return out;
}

}  // namespace falsify

namespace falsify::detail {

// Indentation is added outside strings only, so escaping stays the compact text's.
std::string pretty_json(std::string_view compact) {
    std::string out;
    out.reserve(compact.size() * 2);
    std::size_t depth = 0;
    bool in_string = false;
    auto newline = [&] {
        out += '\n';
        out.append(depth * 2, ' ');
    };
    for (std::size_t i = 0; i < compact.size(); ++i) {
        const char c = compact[i];
        if (in_string) {
            out += c;
            if (c == '\\') out += compact[++i];
            else if (c == '"') in_string = false;
            continue;
        }
        switch (c) {
            case '"':
                in_string = true;
                out += c;
                break;
            case '{':
            case '[':
                out += c;
                if (i + 1 < compact.size() && (compact[i + 1] == '}' || compact[i + 1] == ']')) {
                    out += compact[++i];
                    break;
                }
                ++depth;
                newline();
                break;
            case '}':
            case ']':
                --depth;
                newline();
                out += c;
                break;
            case ',':
                out += c;
                newline();
                break;
            case ':': out += ": "; break;
            default: out += c;
        }
    }
    return out;
}

}  // namespace falsify::detail
