#pragma once
// The definitions behind <falsify/gen/sequences.hpp>, which includes this file at its end.
#include <falsify/gen/sequences.hpp>

namespace falsify::gen {

template <std::size_t N, class T>
Gen<std::array<T, N>> arrays(Gen<T> element) {
    return Gen<std::array<T, N>>("gen::arrays<" + std::to_string(N) + ">(" + element.name() + ")", [element](Random& random) {
        std::vector<Shrinkable<T>> elements;
        elements.reserve(N);
        for (std::size_t i = 0; i < N; ++i) elements.push_back(element.generate(random));
        return detail::SequenceTree<T, std::array<T, N>>::make(std::move(elements), N, &detail::array_of<T, N>);
    });
}

template <class C>
Gen<C> sequence_of(Gen<typename C::value_type> element, Count min_size, Count max_size) {
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

}  // namespace falsify::gen
