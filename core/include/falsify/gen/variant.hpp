#pragma once
// Variants: one alternative drawn uniformly, generated from a seed captured
// with the choice (as one_of does). Shrinks toward earlier alternatives
// first (each regenerated from that seed), then within the alternative.
// variant_of<V> works for any std::variant-like V; gen::variants (in
// <falsify/gen/standard.hpp>) deduces std::variant<Ts...>. The Arbitrary of
// variants is recognised by shape, so this header needs no <variant>.
#include <falsify/arbitrary.hpp>
#include <falsify/gen/choice.hpp>
#include <falsify/gen/detail/variant.hpp>
#include <falsify/gen/variant_like.hpp>
#include <falsify/show.hpp>

#include <concepts>
#include <cstddef>
#include <string>
#include <utility>

namespace falsify {

namespace gen {

/// A variant-like V (constructible from std::in_place_index<I> and the I-th
/// value) from one generator per alternative, in order.
template <class V, class... Ts>
Choice<V> variant_of(Gen<Ts>... gens);

}  // namespace gen

template <template <class...> class V, class... Ts>
    requires gen::VariantLike<V<Ts...>>
struct Arbitrary<V<Ts...>> {
    static Gen<V<Ts...>> make() { return gen::variant_of<V<Ts...>>(gen::arbitrary<Ts>()...); }
};

}  // namespace falsify

// The definitions of the templates and inline functions declared above.
#include <falsify/gen/impl/variant.hpp>
