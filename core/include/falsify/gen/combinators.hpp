#pragma once
// Combinators built from the choices and scalars: ordered integer ranges,
// bounded recursion, author-supplied edge values, and special doubles.
#include <falsify/detail/comparable.hpp>
#include <falsify/detail/make_node.hpp>
#include <falsify/gen/choice.hpp>
#include <falsify/gen/detail/combinators.hpp>
#include <falsify/gen/numeric.hpp>

#include <concepts>
#include <cstddef>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace falsify::gen {

/// Ordered pairs (lo, hi) with min <= lo <= hi <= max, without discarding:
/// lo is drawn in [min, max], then hi in [lo, max] from a seed captured with
/// lo (flat_map). Both bounds shrink and the order always holds: lo first (hi
/// re-drawn from the same seed in the new range), then hi toward its lower end.
template <class I>
Gen<std::pair<I, I>> int_range(I min, I max);

/// The deepest gen::recursive: a level is drawn with probability 2^-depth, so
/// deeper levels are never reached, while each costs memory (the level names
/// nest, quadratic in depth) and stack (a generator, a tree and their
/// destruction recurse once per level: 3000 levels overflowed the stack).
inline constexpr int max_recursive_depth = 64;

/// Nested values of bounded depth (max_depth in [1, max_recursive_depth]). `wrap` receives the generator of the level
/// below and returns the next level's (wrap a value in a list, a node, ...);
/// each level picks the leaf or the wrapped branch 1:1. A wrapped node's
/// candidates are, in order: a leaf (re-drawn from a seed captured with the
/// level), so a nested failure minimises to the plain value rather than to an
/// empty container ("[[[1]]]" reaches "1"); each of its direct subtrees, so
/// ["+", 1, ["/", 0, 0]] reaches ["/", 0, 0] in one step; then its own.
template <class T, class Wrap>
Gen<T> recursive(Gen<T> leaf, Wrap wrap, int max_depth = 3);

/// `inner` with boundary values of your own: one draw in five is one of
/// `edges` (uniformly), the rest are inner's. The bias is explicit, so it
/// stays on under EdgeCases::None (which only turns off the built-in bias).
/// Every value shrinks through the edges first, in the order given (put the
/// preferred minimum first), then through its own tree. Edge values are taken
/// as members of inner's domain: nothing checks that they are.
template <class T>
Gen<T> with_edge_cases(Gen<T> inner, std::vector<T> edges);

template <class T, class... Edges>
    requires(sizeof...(Edges) >= 1 && (std::convertible_to<Edges, T> && ...))
Gen<T> with_edge_cases(Gen<T> inner, Edges... edges) {
    return with_edge_cases(std::move(inner), std::vector<T>{static_cast<T>(edges)...});
}

/// NaN, +inf, -inf, -0.0, machine epsilon, the smallest normal double, the
/// largest double and the smallest denormal, where floating-point bugs
/// cluster (gen::doubles stays finite); each shrinks to 0.0, then to its
/// nearest kin (-inf to inf, inf to the largest double), a finite one as
/// any double does.
Choice<double> special_doubles();

}  // namespace falsify::gen

// The definitions of the templates and inline functions declared above.
#include <falsify/gen/impl/combinators.hpp>
