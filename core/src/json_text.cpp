// Pretty-printing over Boost.JSON's compact serialization: indentation is
// added outside strings only, so escaping stays exactly Boost.JSON's.
#include "json_text.hpp"

#include <boost/json/serialize.hpp>

namespace falsify::detail {

std::string pretty_json(const boost::json::value& value) {
    const std::string compact = boost::json::serialize(value);
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
