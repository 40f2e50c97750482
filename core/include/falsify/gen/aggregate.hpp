#pragma once
// Aggregates (plain structs) through Boost.PFR: a struct parameter needs no
// generator. Boost.PFR counts the fields (gen/fields.hpp reads them), each
// field gets its type's Arbitrary, the struct is built with braces, and it
// shrinks field by field, in declaration order. show() renders any struct
// whose fields it can read as `Point{1, 2}` (a field without a printer as its
// placeholder), a regression draft writes it so when every field has a
// literal, and the regression corpus stores it as the array of its fields
// ([3, -1]) when every field has a codec.
//
// Derived for a class aggregate of 1 to 32 fields, each with a default
// generator, that is not itself a range, tuple-like or string-like. Not
// derived: a struct without fields (nothing to generate: use gen::constant),
// a struct with a base class (Boost.PFR cannot read it), a wider struct, a
// struct with a field of a type without a default, and a struct for which you
// specialise falsify::Arbitrary<T> yourself (yours wins). A C-array field
// cannot be read (a compile error): use std::array. A struct that contains
// itself is refused when its generator is built: give it one of its own,
// e.g. through gen::recursive.
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

namespace falsify {

namespace gen {

namespace detail {

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

/// Only when every field has a default generator: a struct with a field of
/// another kind keeps no default, so an explicit generator for it compiles.
template <class T>
concept DerivableAggregate = ReadableAggregate<T> && fields_have_arbitrary<T>(std::make_index_sequence<field_count<T>>());

template <class T, std::size_t... I>
constexpr bool fields_show_values(std::index_sequence<I...>) {
    return (falsify::detail::shows_values<field_type<I, T>>() && ...);
}

template <class T, std::size_t... I>
constexpr bool fields_encodable(std::index_sequence<I...>) {
    return (Encodable<field_type<I, T>> && ...);
}

template <class T, std::size_t... I>
constexpr bool fields_have_literal(std::index_sequence<I...>) {
    return (HasLiteral<std::remove_cv_t<field_type<I, T>>> && ...);
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

}  // namespace detail

/// T built with braces from one generator per field, in declaration order;
/// shrinks field by field.
template <class T, class... Fs>
Gen<T> aggregate(Gen<Fs>... fields) {
    static_assert(std::is_aggregate_v<T>, "gen::aggregate<T> builds an aggregate (a struct with public fields and no constructors)");
    std::string name = "gen::aggregate<" + type_name(typeid(T)) + ">";
    return tuples(std::move(fields)...)
        .map([](const std::tuple<Fs...>& parts) { return std::apply([](const Fs&... f) { return T{f...}; }, parts); })
        .named(std::move(name));
}

/// T built from the Arbitrary of each of its fields. A struct that contains
/// itself (through a vector of itself, say) would build its generator
/// forever: refused with std::invalid_argument instead.
template <detail::DerivableAggregate T>
Gen<T> aggregate() {
    static thread_local bool building = false;
    if (building) detail::refuse_recursive_aggregate(display_type_name(typeid(T)));
    building = true;
    struct Done {
        ~Done() { building = false; }
    } done;
    std::string name = "gen::aggregate<" + type_name(typeid(T)) + ">";
    return detail::aggregate_fields<T>(std::make_index_sequence<detail::field_count<T>>())
        .map([](const auto& parts) { return std::apply([](const auto&... f) { return T{f...}; }, parts); })
        .named(std::move(name));
}

}  // namespace gen

template <class T>
    requires gen::detail::DerivableAggregate<T>
struct Arbitrary<T> {
    static Gen<T> make() { return gen::aggregate<T>(); }
};

namespace detail {

/// Any struct whose fields can be read, with or without a default generator:
/// a field that cannot be printed shows as its placeholder, the others their values.
template <class T>
concept ShownAsAggregate = gen::detail::ReadableAggregate<T> && !Streamable<T>;

}  // namespace detail

template <class T>
struct Show<T, std::enable_if_t<detail::ShownAsAggregate<T>>> {
    /// Whether two values that differ show differently (see detail::shows_values).
    static constexpr bool shows_every_value = gen::detail::fields_show_values<T>(std::make_index_sequence<gen::detail::field_count<T>>());

    static void show(std::string& out, const T& value) {
        gen::detail::write_fields(out, value, [](std::string& text, const auto& field) { show_value(text, field, 1); });
    }
};

/// A struct whose every field has a codec is stored in the corpus as the array of its fields.
template <class T>
    requires(gen::detail::ReadableAggregate<T> && gen::detail::fields_encodable<T>(std::make_index_sequence<gen::detail::field_count<T>>()))
struct Codec<T> {
    static constexpr std::size_t size = gen::detail::field_count<T>;

    static std::optional<Data> encode(const T& value) {
        Data::Array items;
        bool ok = true;
        std::apply(
            [&](const auto&... field) {
                auto add = [&](std::optional<Data> encoded) {
                    if (!ok || !encoded) ok = false;
                    else items.push_back(std::move(*encoded));
                };
                (add(Codec<std::remove_cvref_t<decltype(field)>>::encode(field)), ...);
            },
            gen::detail::fields_of(value));
        if (!ok) return std::nullopt;
        return Data::array(std::move(items));
    }

    static std::optional<T> decode(const Data& data) {
        const Data::Array* items = data.as_array();
        if (!items || items->size() != size) return std::nullopt;
        return decode_all(*items, std::make_index_sequence<size>());
    }

private:
    template <std::size_t... I>
    static std::optional<T> decode_all(const Data::Array& items, std::index_sequence<I...>) {
        std::tuple<std::optional<gen::detail::field_type<I, T>>...> fields{Codec<gen::detail::field_type<I, T>>::decode(items[I])...};
        if (!(std::get<I>(fields) && ...)) return std::nullopt;
        return T{std::move(*std::get<I>(fields))...};
    }
};

/// A struct whose every field has a literal is written with braces, as it is shown.
template <class T>
    requires(gen::detail::ReadableAggregate<T> && gen::detail::fields_have_literal<T>(std::make_index_sequence<gen::detail::field_count<T>>()))
struct Literal<T> {
    static std::string write(const T& value) {
        std::string out;
        gen::detail::write_fields(out, value, [](std::string& text, const auto& field) {
            text += Literal<std::remove_cvref_t<decltype(field)>>::write(field);
        });
        return out;
    }
};

}  // namespace falsify
