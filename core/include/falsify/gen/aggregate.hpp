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
#include <falsify/gen/detail/aggregate.hpp>
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

/// T built with braces from one generator per field, in declaration order;
/// shrinks field by field.
template <class T, class... Fs>
Gen<T> aggregate(Gen<Fs>... fields);

/// T built from the Arbitrary of each of its fields. A struct that contains
/// itself (through a vector of itself, say) would build its generator
/// forever: refused with std::invalid_argument instead.
template <detail::DerivableAggregate T>
Gen<T> aggregate();

}  // namespace gen

template <class T>
    requires gen::detail::DerivableAggregate<T>
struct Arbitrary<T> {
    static Gen<T> make() { return gen::aggregate<T>(); }
};

template <class T>
struct Show<T, std::enable_if_t<detail::ShownAsAggregate<T>>> {
    /// Whether two values that differ show differently (see detail::shows_values).
    static constexpr bool shows_every_value = gen::detail::fields_show_values<T>(std::make_index_sequence<gen::detail::field_count<T>>());

    static void show(std::string& out, const T& value) {
        gen::detail::write_fields(out, value, [](std::string& text, const auto& field) { show_value(text, field, 1); });
    }
};

/// A struct is stored in the corpus as the array of its fields, when every
/// field has a codec (else encode() says it cannot be represented, and the
/// corpus keeps the run's seed). The fields are checked inside the functions,
/// not in a constraint: a struct holding a vector of itself would make the
/// constraint depend on itself.
template <class T>
    requires gen::detail::ReadableAggregate<T>
struct Codec<T> {
    static constexpr std::size_t size = gen::detail::field_count<T>;

    static std::optional<Data> encode(const T& value) {
        Data::Array items;
        bool ok = true;
        std::apply(
            [&](const auto&... field) {
                auto add = [&](const auto& part) {
                    using Part = std::remove_cvref_t<decltype(part)>;
                    if constexpr (Encodable<Part>) {
                        std::optional<Data> encoded = ok ? Codec<Part>::encode(part) : std::nullopt;
                        if (encoded) items.push_back(std::move(*encoded));
                        else ok = false;
                    } else {
                        ok = false;
                    }
                };
                (add(field), ...);
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
        if constexpr ((Encodable<gen::detail::field_type<I, T>> && ...)) {
            std::tuple<std::optional<gen::detail::field_type<I, T>>...> fields{Codec<gen::detail::field_type<I, T>>::decode(items[I])...};
            if (!(std::get<I>(fields) && ...)) return std::nullopt;
            return T{std::move(*std::get<I>(fields))...};
        } else {
            return (void)items, std::nullopt;
        }
    }
};

/// A struct is written with braces, as it is shown, when every field has a
/// literal (else NoLiteral names the field's type; checked here, not in a
/// constraint, for the reason above).
template <class T>
    requires gen::detail::ReadableAggregate<T>
struct Literal<T> {
    static std::string write(const T& value) {
        std::string out;
        gen::detail::write_fields(out, value, [](std::string& text, const auto& field) {
            using Field = std::remove_cvref_t<decltype(field)>;
            if constexpr (HasLiteral<Field>) text += Literal<Field>::write(field);
            else throw NoLiteral("a field of type " + display_type_name(typeid(Field)) + " has no C++ literal form");
        });
        return out;
    }
};

}  // namespace falsify

// The definitions of the templates and inline functions declared above.
#include <falsify/gen/impl/aggregate.hpp>
