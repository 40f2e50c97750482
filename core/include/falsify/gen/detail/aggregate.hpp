#pragma once
// What <falsify/gen/aggregate.hpp> is made of, apart so that the public header reads as its API.
#include <falsify/arbitrary.hpp>
#include <falsify/codec.hpp>
#include <falsify/gen/containers.hpp>
#include <falsify/gen/fields.hpp>
#include <falsify/literal.hpp>
#include <falsify/show.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <typeinfo>
#include <utility>

namespace falsify::gen::detail {

/// Converts only to a base class of T: `T{OnlyBaseOf<T>{}}` compiles exactly
/// when T's first aggregate element is a base (bases come before fields).
/// Boost.PFR refuses such types with a hard error, so they are filtered out
/// here, where it is not an error: a derived struct with an explicit
/// generator still compiles.
template <class T>
struct OnlyBaseOf {
    template <class U>
        requires(std::is_base_of_v<U, T> && !std::is_same_v<U, T>)
    operator U&() const noexcept;
};

template <class T, std::size_t... I>
constexpr bool fields_have_arbitrary(std::index_sequence<I...>) {
    return (HasArbitrary<field_type<I, T>> && ...);
}

/// A struct whose fields falsify can read: shown and written as `Point{1, 2}`.
template <class T>
concept ReadableAggregate = std::is_class_v<T> && std::is_aggregate_v<T> && !std::is_empty_v<T> && !falsify::detail::Range<T> &&
                            !falsify::detail::TupleLike<T> && !std::is_convertible_v<const T&, std::string_view> &&
                            !requires { T{OnlyBaseOf<T>{}}; } && field_count<T> <= max_aggregate_fields;

template <class T, std::size_t... I>
constexpr bool fields_show_values(std::index_sequence<I...>) {
    return (falsify::detail::shows_values<field_type<I, T>>() && ...);
}

template <class T>
bool same_part(const T& a, const T& b);

template <class T, std::size_t... I>
bool same_fields(const T& a, const T& b, std::index_sequence<I...>) {
    const auto x = fields_of(a);
    const auto y = fields_of(b);
    return (same_part(std::get<I>(x), std::get<I>(y)) && ...);
}

/// Whether two parts of a struct hold the same value: == where the type has it,
/// pointers by what they point to, ranges element by element, any other part
/// by its rendering, and a part that renders as its type's name only is taken
/// to differ (a candidate is then tried once too often, never skipped).
template <class T>
bool same_part(const T& a, const T& b) {
    using namespace falsify::detail;
    if constexpr (Comparable<T>) {
        return a == b;
    } else if constexpr (HasSameValue<T>) {
        return SameValue<T>::same(a, b);
    } else if constexpr (SmartPointer<T> || ObjectPointer<T>) {
        const auto* x = [&] {
            if constexpr (SmartPointer<T>) return a.get();
            else return a;
        }();
        const auto* y = [&] {
            if constexpr (SmartPointer<T>) return b.get();
            else return b;
        }();
        if (x == y) return true;
        if constexpr (std::is_void_v<std::remove_cv_t<std::remove_pointer_t<decltype(x)>>>) return false;
        else return x && y && same_part(*x, *y);
    } else if constexpr (is_optional<T>::value) {
        return a.has_value() == b.has_value() && (!a || same_part(*a, *b));
    } else if constexpr (Range<T> && !falsify::detail::MapLike<T>) {
        auto x = std::begin(a), y = std::begin(b);
        for (; x != std::end(a) && y != std::end(b); ++x, ++y)
            if (!same_part(*x, *y)) return false;
        return x == std::end(a) && y == std::end(b);
    } else {
        const UnprintableTypes placeholders;
        return show(a) == show(b) && placeholders.types().empty();
    }
}

/// `Point{` field, field, ... `}`: each field as `write_field` spells it.
template <class T, class WriteField>
void write_fields(std::string& out, const T& value, WriteField write_field) {
    out += display_type_name(typeid(T));
    out += '{';
    std::size_t index = 0;
    std::apply([&](const auto&... field) { ((out += (index++ > 0 ? ", " : ""), write_field(out, field)), ...); }, fields_of(value));
    out += '}';
}

template <class T, std::size_t... I>
auto aggregate_fields(std::index_sequence<I...>) {
    return tuples(arbitrary<field_type<I, T>>()...);
}

[[noreturn]] void refuse_recursive_aggregate(const std::string& type);

}  // namespace falsify::gen::detail

namespace falsify::detail {

/// Any struct whose fields can be read, with or without a default generator:
/// a field that cannot be printed shows as its placeholder, the others their values.
template <class T>
concept ShownAsAggregate = gen::detail::ReadableAggregate<T> && !Streamable<T>;

}  // namespace falsify::detail

namespace falsify::detail {

/// A struct without ==, told apart field by field (faster than by its rendering,
/// which a descent would build for every candidate).
template <class T>
    requires(gen::detail::ReadableAggregate<T> && !Comparable<T>)
struct SameValue<T> {
    static bool same(const T& a, const T& b) { return gen::detail::same_fields(a, b, std::make_index_sequence<gen::detail::field_count<T>>()); }
};

}  // namespace falsify::detail
