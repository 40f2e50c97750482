#pragma once
// The definitions behind <falsify/gen/variant.hpp>, which includes this file at its end.
#include <falsify/gen/variant.hpp>

namespace falsify::gen {

template <class V, class... Ts>
Choice<V> variant_of(Gen<Ts>... gens) {
    static_assert(sizeof...(Ts) >= 1, "gen::variant_of needs one generator per alternative");
    return detail::variant_alternatives<V>(std::index_sequence_for<Ts...>(), std::move(gens)...);
}

}  // namespace falsify::gen
