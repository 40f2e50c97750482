#pragma once
// The definitions behind <falsify/gen/containers.hpp>, which includes this file at its end.
#include <falsify/gen/containers.hpp>

namespace falsify::gen {

template <class T>
Gen<std::vector<T>> vectors(Gen<T> element, Count min_size, Count max_size) {
    const auto sizes = falsify::detail::checked_generated_sizes("gen::vectors", min_size, max_size);
    return Gen<std::vector<T>>(
        "gen::vectors(" + element.name() + ")", [element, sizes](Random& random) {
            const std::size_t size = random.size_between(sizes.min, sizes.max);
            std::vector<Shrinkable<T>> elements;
            elements.reserve(size);
            for (std::size_t i = 0; i < size; ++i) elements.push_back(element.generate(random));
            return detail::SequenceTree<T, std::vector<T>>::make(std::move(elements), sizes.min, &detail::values_of<T>);
        });
}

template <class T>
Gen<std::vector<T>> non_empty_vectors(Gen<T> element, Count max_size) {
    return vectors(std::move(element), 1, max_size);
}

}  // namespace falsify::gen
