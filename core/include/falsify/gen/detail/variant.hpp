#pragma once
// What <falsify/gen/variant.hpp> is made of, apart so that the public header reads as its API.
#include <falsify/arbitrary.hpp>
#include <falsify/gen/choice.hpp>
#include <falsify/show.hpp>

#include <concepts>
#include <cstddef>
#include <string>
#include <utility>

namespace falsify::gen::detail {

template <class V, class... Ts, std::size_t... I>
Choice<V> variant_alternatives(std::index_sequence<I...>, Gen<Ts>... gens) {
    std::string name = "gen::variants(";
    ((name += gens.name() + ", "), ...);
    name.resize(name.size() - 2);
    name += ")";
    // By value: an alternative that can only be moved is given a fresh value to keep.
    Choice<V> choice = one_of(gens.map([](Ts value) { return V(std::in_place_index<I>, std::move(value)); })...);
    return Choice<V>(choice.named(std::move(name)), choice.variants());
}

}  // namespace falsify::gen::detail
