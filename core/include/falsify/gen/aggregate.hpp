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

/// A struct whose generator is derived (see the top of this header): fields falsify reads, each with a default generator.
// Only when every field has one: a struct with a field of another kind keeps no
// default, so an explicit generator for it compiles.
template <class T>
concept DerivableAggregate =
    detail::ReadableAggregate<T> && detail::fields_have_arbitrary<T>(std::make_index_sequence<detail::field_count<T>>());

/// T built from the Arbitrary of each of its fields. A struct that contains
/// itself (through a vector of itself, say) would build its generator
/// forever: refused with std::invalid_argument instead.
template <DerivableAggregate T>
Gen<T> aggregate();

}  // namespace gen

template <class T>
    requires gen::DerivableAggregate<T>
struct Arbitrary<T> {
    static Gen<T> make() { return gen::aggregate<T>(); }
};

}  // namespace falsify

// The definitions of the templates and inline functions declared above.
#include <falsify/gen/impl/aggregate.hpp>
