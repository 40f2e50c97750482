#include <falsify/show.hpp>

#include "report/escape.hpp"
#include "value/utf8.hpp"

#include <algorithm>
#include <cmath>
#include <charconv>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <memory>
#include <sstream>
#include <typeindex>

#include <cxxabi.h>

namespace falsify {

namespace {

constexpr std::size_t max_shown_characters = 64;

void escape_ascii(std::string& out, unsigned char c, char quote) {
    if (detail::append_named_escape(out, static_cast<char>(c), quote)) return;
    if (c < 0x20 || c == 0x7F) {
        static const char* hex = "0123456789abcdef";
        out += "\\x";
        out += hex[c >> 4];
        out += hex[c & 0xF];
    } else {
        out += static_cast<char>(c);
    }
}

/// Characters that are invisible or reorder the text around them: shown as \u{...}.
bool is_invisible(std::uint32_t c) {
    return (c >= 0x80 && c <= 0xA0) || c == 0xAD || (c >= 0x200B && c <= 0x200F) || (c >= 0x2028 && c <= 0x202E) ||
           (c >= 0x2060 && c <= 0x2069) || c == 0xFEFF || (c >= 0xE0000 && c <= 0xE007F);
}


}  // namespace

void show_string(std::string& out, std::string_view text) {
    std::size_t characters = 0;
    for (std::size_t i = 0; i < text.size();) {
        const auto decoded = detail::utf8::decode_at(text, i);
        if (!decoded) {
            static const char* hex = "0123456789abcdef";
            out += "b\"0x";
            const std::size_t shown = std::min<std::size_t>(text.size(), max_shown_characters);
            for (std::size_t k = 0; k < shown; ++k) {
                out += hex[static_cast<unsigned char>(text[k]) >> 4];
                out += hex[static_cast<unsigned char>(text[k]) & 0xF];
            }
            out += shown < text.size() ? "\xE2\x80\xA6\"" : "\"";
            out += " (" + std::to_string(text.size()) + " byte(s))";
            return;
        }
        i += decoded->length;
        ++characters;
    }
    out += '"';
    std::size_t shown = 0;
    for (std::size_t i = 0; i < text.size() && shown < max_shown_characters; ++shown) {
        const auto [code, length] = *detail::utf8::decode_at(text, i);  // valid: checked above
        if (length == 1) {
            escape_ascii(out, static_cast<unsigned char>(text[i]), '"');
        } else if (is_invisible(code)) {
            char escaped[16];
            std::snprintf(escaped, sizeof escaped, "\\u{%x}", static_cast<unsigned>(code));
            out += escaped;
        } else {
            out.append(text.substr(i, length));
        }
        i += length;
    }
    if (characters > max_shown_characters) {
        out += "\xE2\x80\xA6\" (" + std::to_string(characters) + " chars)";
    } else {
        out += '"';
    }
}

void show_char(std::string& out, char c) {
    out += '\'';
    escape_ascii(out, static_cast<unsigned char>(c), '\'');
    out += '\'';
}

void show_double(std::string& out, double value) {
    if (std::isnan(value)) { out += "nan"; return; }
    if (std::isinf(value)) { out += value > 0 ? "inf" : "-inf"; return; }
    char buffer[64];
    auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
    std::string_view text(buffer, static_cast<std::size_t>(end - buffer));
    out += text;
    if (text.find_first_of(".e") == std::string_view::npos) out += ".0";
}

void show_streamed(std::string& out, void (*write)(std::ostream&, const void*), const void* value) {
    std::ostringstream stream;
    try {
        write(stream, value);
    } catch (...) {
        show_thrown(out, out.size(), "operator<<");
        return;
    }
    out += stream.str();
}

void show_thrown(std::string& out, std::size_t mark, const char* printer) {
    out.resize(std::min(mark, out.size()));
    out += '<';
    out += printer;
    out += " threw: ";
    try {
        throw;
    } catch (const std::exception& e) {
        out += e.what();
    } catch (...) {
        out += "an exception not derived from std::exception";
    }
    out += '>';
}

std::string demangle(const char* mangled) {
    int status = 0;
    std::unique_ptr<char, void (*)(void*)> demangled(abi::__cxa_demangle(mangled, nullptr, nullptr, &status), std::free);
    return status == 0 && demangled ? demangled.get() : mangled;
}

std::string type_name(const std::type_info& type) { return demangle(type.name()); }

std::string short_type_name(const std::type_info& type) {
    const std::string full = type_name(type);
    // The last "::" outside template arguments and parentheses ("(anonymous namespace)::Pop").
    std::size_t start = 0;
    int depth = 0;
    for (std::size_t i = 0; i + 1 < full.size(); ++i) {
        const char c = full[i];
        if (c == '<' || c == '(') ++depth;
        else if (c == '>' || c == ')') --depth;
        else if (depth == 0 && c == ':' && full[i + 1] == ':') start = i + 2;
    }
    return full.substr(start);
}

namespace {

void erase_all(std::string& name, std::string_view piece) {
    for (std::size_t at; (at = name.find(piece)) != std::string::npos;) name.erase(at, piece.size());
}

/// Drops every ", std::<argument>" whose template is `argument` (brackets balanced).
void erase_defaulted(std::string& name, std::string_view argument) {
    const std::string opening = ", std::" + std::string(argument) + "<";
    for (std::size_t at; (at = name.find(opening)) != std::string::npos;) {
        std::size_t end = at + opening.size();
        for (int depth = 1; end < name.size() && depth > 0; ++end) depth += name[end] == '<' ? 1 : name[end] == '>' ? -1 : 0;
        name.erase(at, end - at);
    }
}

}  // namespace

std::string display_type_name(const std::type_info& type) { return display_type_name(std::type_index(type)); }

std::string display_type_name(std::type_index type) {
    std::string name = demangle(type.name());
    erase_all(name, "(anonymous namespace)::");
    // The standard library's defaulted arguments say nothing a reader needs:
    // std::vector<int>, not std::vector<int, std::allocator<int> >.
    erase_all(name, "__cxx11::");
    for (const std::string_view argument : {"allocator", "char_traits", "less", "hash", "equal_to"}) erase_defaulted(name, argument);
    for (std::size_t at; (at = name.find(" >")) != std::string::npos;) name.erase(at, 1);
    for (std::size_t at; (at = name.find("std::basic_string<char>")) != std::string::npos;) name.replace(at, 23, "std::string");
    return name;
}

namespace {

thread_local UnprintableTypes* noting_unprintable = nullptr;

}  // namespace

UnprintableTypes::UnprintableTypes() : previous_(noting_unprintable) { noting_unprintable = this; }
UnprintableTypes::~UnprintableTypes() { noting_unprintable = previous_; }

void show_unprintable(std::string& out, const std::type_info& type) {
    const std::string name = display_type_name(type);
    out += '<';
    out += name;
    out += '>';
    // Every guard alive notes it: an inner one (a comparison) must not hide it from an outer one (a report).
    for (UnprintableTypes* noting = noting_unprintable; noting; noting = noting->previous_)
        if (std::find(noting->types_.begin(), noting->types_.end(), name) == noting->types_.end()) noting->types_.push_back(name);
}

}  // namespace falsify

namespace falsify {

namespace {

/// The unit of a tick of num/den seconds: a name for the usual ones, else [num/den]s.
std::string duration_unit(std::intmax_t num, std::intmax_t den) {
    if (num == 1 && den == 1'000'000'000) return "ns";
    if (num == 1 && den == 1'000'000) return "us";
    if (num == 1 && den == 1'000) return "ms";
    if (num == 1 && den == 1) return "s";
    if (num == 60 && den == 1) return "min";
    if (num == 3600 && den == 1) return "h";
    if (num == 86400 && den == 1) return "d";
    if (num == 604800 && den == 1) return "w";
    // Appended piece by piece: g++ 12 at -O3 misreads a chain of operator+ here (-Wrestrict).
    std::string unit = "[";
    unit += std::to_string(num);
    if (den != 1) {
        unit += '/';
        unit += std::to_string(den);
    }
    unit += "]s";
    return unit;
}

/// Year, month, day of a day count since 1970-01-01 (proleptic Gregorian; H. Hinnant's civil_from_days).
void civil_from_days(long long z, long long& year, unsigned& month, unsigned& day) {
    z += 719468;
    const long long era = (z >= 0 ? z : z - 146096) / 146097;
    const auto doe = static_cast<unsigned long long>(z - era * 146097);
    const unsigned long long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const unsigned long long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const unsigned long long mp = (5 * doy + 2) / 153;
    day = static_cast<unsigned>(doy - (153 * mp + 2) / 5 + 1);
    month = static_cast<unsigned>(mp < 10 ? mp + 3 : mp - 9);
    year = static_cast<long long>(yoe) + era * 400 + (month <= 2 ? 1 : 0);
}

}  // namespace

void show_duration(std::string& out, long long count, std::intmax_t num, std::intmax_t den) {
    out += std::to_string(count) + duration_unit(num, den);
}

void show_duration(std::string& out, double count, std::intmax_t num, std::intmax_t den) {
    show_double(out, count);
    out += duration_unit(num, den);
}

void show_utc_time(std::string& out, long long ticks, std::intmax_t num, std::intmax_t den) {
    __extension__ typedef __int128 Wide;
    // Nanoseconds since the epoch, split into floor seconds and the rest.
    const Wide nanos = static_cast<Wide>(ticks) * num * 1'000'000'000 / den;
    Wide seconds = nanos / 1'000'000'000;
    Wide fraction = nanos % 1'000'000'000;
    if (fraction < 0) {
        fraction += 1'000'000'000;
        --seconds;
    }
    Wide days = seconds / 86400;
    Wide in_day = seconds % 86400;
    if (in_day < 0) {
        in_day += 86400;
        --days;
    }
    long long year;
    unsigned month, day;
    civil_from_days(static_cast<long long>(days), year, month, day);
    const auto s = static_cast<unsigned>(in_day);
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%04lld-%02u-%02uT%02u:%02u:%02u", year, month, day, s / 3600, s / 60 % 60, s % 60);
    out += buffer;
    if (fraction != 0) {
        auto f = static_cast<unsigned long>(fraction);
        int digits = 9;
        while (digits > 3 && f % 1000 == 0) {
            f /= 1000;
            digits -= 3;
        }
        std::snprintf(buffer, sizeof buffer, ".%0*lu", digits, f);
        out += buffer;
    }
    out += 'Z';
}

}  // namespace falsify
