#pragma once
// The definitions behind <falsify/gen/combinators.hpp>, which includes this file at its end.
#include <falsify/gen/combinators.hpp>

namespace falsify::gen {

template <class I>
Gen<std::pair<I, I>> int_range(I min, I max) {
    std::string name = "gen::int_range(" + std::to_string(min) + ", " + std::to_string(max) + ")";
    return ints<I>(min, max)
        .flat_map([max](I lo) { return ints<I>(lo, max).map([lo](I hi) { return std::pair<I, I>(lo, hi); }); })
        .named(std::move(name));
}

template <class T, class Wrap>
Gen<T> recursive(Gen<T> leaf, Wrap wrap, int max_depth) {
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

}  // namespace falsify::gen
