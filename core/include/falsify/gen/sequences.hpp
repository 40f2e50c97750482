#pragma once
// Sequences beside std::vector: std::array<T, N> (each element through its own
// tree, in order) and any container with push_back (std::deque, std::list,
// your own) through sequence_of<C>, shrinking like vectors: blocks removed
// (never below the minimum size), then each element. The Arbitrary of such
// containers is recognised by shape, so this header needs no <deque> or <list>.
#include <falsify/arbitrary.hpp>
#include <falsify/gen/containers.hpp>
#include <falsify/gen/detail/sequences.hpp>
#include <falsify/gen/sizes.hpp>
#include <falsify/gen/detail/tree/sequence_tree.hpp>

#include <array>
#include <cstddef>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace falsify {

namespace gen {

/// std::array<T, N>: N values of `element`, each shrinking through its own tree.
template <std::size_t N, class T>
Gen<std::array<T, N>> arrays(Gen<T> element) {
    return Gen<std::array<T, N>>("gen::arrays<" + std::to_string(N) + ">(" + element.name() + ")", [element](Random& random) {
        std::vector<Shrinkable<T>> elements;
        elements.reserve(N);
        for (std::size_t i = 0; i < N; ++i) elements.push_back(element.generate(random));
        return detail::SequenceTree<T, std::array<T, N>>::make(std::move(elements), N, &detail::array_of<T, N>);
    });
}

/// Any container C filled by push_back (std::deque, std::list, ...), size
/// uniform in [min_size, max_size]; shrinks like vectors.
template <class C>
Gen<C> sequence_of(Gen<typename C::value_type> element, Count min_size = 0, Count max_size = 100) {
    using T = typename C::value_type;
    const auto sizes = falsify::detail::checked_generated_sizes("gen::sequence_of", min_size, max_size);
    return Gen<C>("gen::sequence_of(" + element.name() + ")", [element, sizes](Random& random) {
        const std::size_t size = random.size_between(sizes.min, sizes.max);
        std::vector<Shrinkable<T>> elements;
        elements.reserve(size);
        for (std::size_t i = 0; i < size; ++i) elements.push_back(element.generate(random));
        return detail::SequenceTree<T, C>::make(std::move(elements), sizes.min, &detail::pushed_back<C>);
    });
}

}  // namespace gen

template <class T, std::size_t N>
struct Arbitrary<std::array<T, N>> {
    static Gen<std::array<T, N>> make() { return gen::arrays<N>(gen::arbitrary<T>()); }
};

template <class C>
    requires gen::detail::PushBackSequence<C>
struct Arbitrary<C> {
    static Gen<C> make() { return gen::sequence_of<C>(gen::arbitrary<typename C::value_type>()); }
};

}  // namespace falsify
