#pragma once
// The definitions behind <falsify/gen_type.hpp>, which includes this file at its end.
#include <falsify/gen_type.hpp>

namespace falsify::detail {

template <class V>
void visit_part(const Shrinkable<V>& part, const Gen<V>& gen, const PartVisitor& visit) {
    visit(NestedTree(part));
    gen.each_part(part, visit);
}

}  // namespace falsify::detail

namespace falsify {

template <class T>
template <class P>
Gen<T> Gen<T>::filter(P predicate, std::size_t max_attempts) const {
    Gen source = *this;
    auto shared = falsify::detail::make_node<typename detail::FilteredTree<T>::Predicate>(std::move(predicate));
    const auto label = [source] { return "gen::filter(" + source.name() + ")"; };
    // The first attempt may keep what fits of an earlier tree; the later ones are fresh.
    auto attempts = [source, shared, max_attempts](Random& random, const Shrinkable<T>* earlier) {
        for (std::size_t attempt = 0; attempt < max_attempts; ++attempt) {
            Shrinkable<T> tree = attempt == 0 && earlier ? source.regenerate(random, *earlier) : source.generate(random);
            if ((*shared)(tree.value())) return detail::FilteredTree<T>::make(std::move(tree), shared);
        }
        throw GenerationExhausted("gen::filter(" + source.name() + ")", max_attempts,
                                  "the predicate rejected every generated value; widen the source generator, raise "
                                  "the attempt budget, or build dependent values with gen::flat_map() instead of filtering");
    };
    Gen filtered = Gen<T>(
        label, [attempts](Random& random) { return attempts(random, nullptr); },
        [attempts](Random& random, const Shrinkable<T>& earlier) {
            const auto* kept = detail::FilteredTree<T>::of(earlier);
            return attempts(random, kept ? &kept->inner : nullptr);
        },
        [source](const Shrinkable<T>& tree, const detail::PartVisitor& visit) {
            if (const auto* kept = detail::FilteredTree<T>::of(tree)) detail::visit_part(kept->inner, source, visit);
        });
    if (!source.domain()) return filtered;
    // The source's walk with the rejected values left out: its size is an upper bound.
    return filtered.with_domain(source.domain()->size, [source, shared](std::uint64_t index) {
        Shrinkable<T> tree = source.domain()->at(index);
        if (!(*shared)(tree.value())) throw DomainGap();
        return detail::FilteredTree<T>::make(std::move(tree), shared);
    });
}

}  // namespace falsify
