#pragma once
// std::tuple and std::pair of generators, position by position.
#include <falsify/detail/make_node.hpp>
#include <falsify/gen/detail/tree/tuple_tree.hpp>

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <tuple>
#include <utility>

namespace falsify::gen {

/// Fixed-arity tuples; each position shrinks through its own tree, in order.
template <class... Ts>
Gen<std::tuple<Ts...>> tuples(Gen<Ts>... gens);

template <class A, class B>
Gen<std::pair<A, B>> pairs(Gen<A> first, Gen<B> second);
}  // namespace falsify::gen

// The definitions of the templates and inline functions declared above.
#include <falsify/gen/impl/tuples.hpp>
