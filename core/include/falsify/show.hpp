#pragma once
// One-line rendering of values in messages: strings quoted and escaped (long
// ones abbreviated, invalid UTF-8 as hex), containers abbreviated after 8
// elements and 4 levels deep. Customise with a specialisation of
// falsify::Show<T> providing `static void show(std::string& out, const T&)`,
// or give the type an operator<<.
#include <cstddef>
#include <iosfwd>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <typeinfo>
#include <utility>

namespace falsify {

template <class T, class Enable = void>
struct Show;

void show_string(std::string& out, std::string_view text);
void show_char(std::string& out, char c);
void show_double(std::string& out, double value);
/// The demangled name of a type, for messages.
std::string type_name(const std::type_info& type);
/// A mangled type name (std::type_info::name()) made readable.
std::string demangle(const char* mangled);
/// Appends what `write(stream, value)` streams (keeps <sstream> out of this header).
void show_streamed(std::string& out, void (*write)(std::ostream&, const void*), const void* value);

namespace detail {

inline constexpr std::size_t max_shown_elements = 8;
inline constexpr int max_shown_depth = 4;

template <class T>
concept UserShown = requires(std::string& out, const T& v) { Show<T>::show(out, v); };
template <class T>
concept Streamable = requires(std::ostream& os, const T& v) { os << v; };

template <class T>
void stream_value(std::ostream& os, const void* value) {
    os << *static_cast<const T*>(value);
}
template <class T>
concept Range = requires(const T& v) {
    std::begin(v);
    std::end(v);
};
template <class T>
concept MapLike = Range<T> && requires { typename T::key_type; typename T::mapped_type; };
template <class T>
concept TupleLike = requires { std::tuple_size<T>::value; } && !Range<T>;
template <class T>
struct is_optional : std::false_type {};
template <class T>
struct is_optional<std::optional<T>> : std::true_type {};

}  // namespace detail

template <class T>
void show_value(std::string& out, const T& value, int depth = 0);

/// False only for types show() can render as nothing better than their name.
template <class T>
inline constexpr bool printable = detail::UserShown<T> || std::is_arithmetic_v<T> || std::is_convertible_v<const T&, std::string_view> ||
                                  detail::is_optional<T>::value || detail::TupleLike<T> || detail::Range<T> || detail::Streamable<T>;

namespace detail {

template <class R>
void show_range(std::string& out, const R& range, int depth, char open, char close) {
    std::size_t total = 0;
    for (auto it = std::begin(range); it != std::end(range); ++it) ++total;
    if (depth >= max_shown_depth && total > 0) {
        out += open;
        out += "\xE2\x80\xA6 " + std::to_string(total) + " element(s)";
        out += close;
        return;
    }
    out += open;
    std::size_t shown = 0;
    for (const auto& element : range) {
        if (shown == max_shown_elements) {
            out += ", \xE2\x80\xA6 +" + std::to_string(total - shown) + " more";
            break;
        }
        if (shown++ > 0) out += ", ";
        if constexpr (MapLike<R>) {
            show_value(out, element.first, depth + 1);
            out += ": ";
            show_value(out, element.second, depth + 1);
        } else {
            show_value(out, element, depth + 1);
        }
    }
    out += close;
}

}  // namespace detail

template <class T>
void show_value(std::string& out, const T& value, int depth) {
    using D = std::decay_t<T>;
    if constexpr (detail::UserShown<D>) {
        Show<D>::show(out, value);
    } else if constexpr (std::is_same_v<D, bool>) {
        out += value ? "true" : "false";
    } else if constexpr (std::is_same_v<D, char>) {
        show_char(out, value);
    } else if constexpr (std::is_integral_v<D>) {
        out += std::to_string(value);
    } else if constexpr (std::is_floating_point_v<D>) {
        show_double(out, static_cast<double>(value));
    } else if constexpr (std::is_convertible_v<const D&, std::string_view>) {
        show_string(out, std::string_view(value));
    } else if constexpr (detail::is_optional<D>::value) {
        if (value) show_value(out, *value, depth);
        else out += "nullopt";
    } else if constexpr (detail::TupleLike<D>) {
        out += '(';
        std::apply(
            [&](const auto&... parts) {
                int i = 0;
                ((out += (i++ ? ", " : ""), show_value(out, parts, depth + 1)), ...);
            },
            value);
        out += ')';
    } else if constexpr (detail::MapLike<D>) {
        detail::show_range(out, value, depth, '{', '}');
    } else if constexpr (detail::Range<D>) {
        detail::show_range(out, value, depth, '[', ']');
    } else if constexpr (detail::Streamable<D>) {
        show_streamed(out, &detail::stream_value<D>, &value);
    } else {
        out += "<" + type_name(typeid(D)) + ">";
    }
}

template <class T>
std::string show(const T& value) {
    std::string out;
    show_value(out, value);
    return out;
}

}  // namespace falsify
