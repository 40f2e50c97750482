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
Gen<std::pair<I, I>> int_range(I min, I max) {
    std::string name = "gen::int_range(" + std::to_string(min) + ", " + std::to_string(max) + ")";
    return ints<I>(min, max)
        .flat_map([max](I lo) { return ints<I>(lo, max).map([lo](I hi) { return std::pair<I, I>(lo, hi); }); })
        .named(std::move(name));
}

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
Gen<T> recursive(Gen<T> leaf, Wrap wrap, int max_depth = 3) {
    if (max_depth < 1)
        throw std::invalid_argument("gen::recursive: max_depth must be at least 1, got " + std::to_string(max_depth) +
                                    "; for a plain leaf use the leaf generator itself");
    if (max_depth > max_recursive_depth)
        throw std::invalid_argument("gen::recursive: max_depth is at most " + std::to_string(max_recursive_depth) + ", got " +
                                    std::to_string(max_depth) + " (each level is reached half as often as the one above: level " +
                                    std::to_string(max_recursive_depth) + " already never is)");
    Gen<T> level = leaf;
    for (int depth = 0; depth < max_depth; ++depth) {
        Gen<T> below(level.name(), [level](Random& random) {
            Shrinkable<T> drawn = level.generate(random);
            detail::SubtreeFrames<T>::record(drawn);
            return drawn;
        });
        Gen<T> wrapped(wrap(below));
        Gen<T> with_subtrees(wrapped.name(), [wrapped](Random& random) {
            detail::SubtreeFrames<T> frame;
            Shrinkable<T> node = wrapped.generate(random);
            return detail::SubtreeTree<T>::make(frame.take(), std::move(node));
        });
        level = one_of(leaf, with_subtrees);
    }
    return level.named("gen::recursive(" + leaf.name() + ", " + std::to_string(max_depth) + ")");
}

/// `inner` with boundary values of your own: one draw in five is one of
/// `edges` (uniformly), the rest are inner's. The bias is explicit, so it
/// stays on under EdgeCases::None (which only turns off the built-in bias).
/// Every value shrinks through the edges first, in the order given (put the
/// preferred minimum first), then through its own tree. Edge values are taken
/// as members of inner's domain: nothing checks that they are.
template <class T>
Gen<T> with_edge_cases(Gen<T> inner, std::vector<T> edges) {
    if (edges.empty()) detail::refuse_no_edges(inner.name());
    auto shared = falsify::detail::make_node<std::vector<T>>(std::move(edges));
    std::string name = "gen::with_edge_cases(" + inner.name() + ")";
    // Inner draws first and always, and the roll and the index are drawn
    // whatever they pick: inner's values do not depend on the edges, and what
    // is drawn after this generator does not depend on the roll.
    Gen<T> edged(std::move(name), [inner, shared](Random& random) {
        Shrinkable<T> drawn = inner.generate(random);
        const bool edge = random.below_or_equal(4) == 0;
        const std::size_t index = shared->size() == 1 ? 0 : random.below_or_equal(shared->size() - 1);
        if (edge) return detail::ElementTree<T>::make(shared, index);
        return detail::EdgeCasedTree<T>::make(shared, std::move(drawn));
    });
    if (!inner.domain()) return edged;
    // The edges belong to inner's domain, so the walk is inner's; each value still shrinks through the edges first.
    return edged.with_domain(inner.domain()->size,
                             [inner, shared](std::uint64_t index) { return detail::EdgeCasedTree<T>::make(shared, inner.domain()->at(index)); });
}

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
