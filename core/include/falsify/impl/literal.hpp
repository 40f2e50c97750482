#pragma once
// The definitions behind <falsify/literal.hpp>, which includes this file at its end.
#include <falsify/literal.hpp>

// The literals of the standard types, and what they are made of.
namespace falsify {

namespace detail {
std::string signed_literal(long long value);
std::string unsigned_literal(unsigned long long value);
std::string floating_literal(double value, bool single_precision);
std::string char_literal(char c);
/// std::string("..."), with the length when the text holds a NUL.
std::string string_literal(std::string_view text);
}  // namespace detail

template <>
struct Literal<bool> {
    static std::string write(bool value) { return value ? "true" : "false"; }
};

template <>
struct Literal<char> {
    static std::string write(char c) { return detail::char_literal(c); }
};

template <class I>
struct Literal<I, std::enable_if_t<std::is_integral_v<I> && !std::is_same_v<I, bool> && !std::is_same_v<I, char>>> {
    static std::string write(I value) {
        if constexpr (std::is_signed_v<I>) return detail::signed_literal(value);
        else return detail::unsigned_literal(value);
    }
};

template <class F>
struct Literal<F, std::enable_if_t<std::is_same_v<F, double> || std::is_same_v<F, float>>> {
    static std::string write(F value) { return detail::floating_literal(value, std::is_same_v<F, float>); }
};

template <>
struct Literal<std::string> {
    static std::string write(const std::string& text) { return detail::string_literal(text); }
};

template <HasLiteral T>
struct Literal<std::vector<T>> {
    static std::string write(const std::vector<T>& values) {
        std::string out = display_type_name(typeid(std::vector<T>)) + "{";
        for (std::size_t i = 0; i < values.size(); ++i) {
            if (i) out += ", ";
            out += Literal<T>::write(values[i]);
        }
        return out + "}";
    }
};

template <HasLiteral T>
struct Literal<std::optional<T>> {
    static std::string write(const std::optional<T>& value) {
        return display_type_name(typeid(std::optional<T>)) + "(" + (value ? Literal<T>::write(*value) : std::string()) + ")";
    }
};

template <HasLiteral A, HasLiteral B>
struct Literal<std::pair<A, B>> {
    static std::string write(const std::pair<A, B>& value) {
        return display_type_name(typeid(std::pair<A, B>)) + "(" + Literal<A>::write(value.first) + ", " + Literal<B>::write(value.second) + ")";
    }
};

template <HasLiteral... Ts>
struct Literal<std::tuple<Ts...>> {
    static std::string write(const std::tuple<Ts...>& value) {
        std::string out = display_type_name(typeid(std::tuple<Ts...>)) + "(";
        std::apply([&](const Ts&... parts) {
            std::size_t i = 0;
            ((out += (i++ ? ", " : "") + Literal<Ts>::write(parts)), ...);
        }, value);
        return out + ")";
    }
};

namespace detail {

/// A parameter's value (type-erased) as a literal; nullopt when its type has none.
template <class T>
std::optional<std::string> literal_erased(const void* value);

}  // namespace detail

}  // namespace falsify

namespace falsify::detail {

template <class T>
std::optional<std::string> literal_erased(const void* value) {
    if constexpr (HasLiteral<T>) return Literal<T>::write(*static_cast<const T*>(value));
    else return std::nullopt;
}

}  // namespace falsify::detail
