#pragma once
// std::vector; std::optional (gen/optionals.hpp) and std::tuple / std::pair
// (gen/tuples.hpp) come with it.
#include <falsify/count.hpp>
#include <falsify/gen/detail/containers.hpp>
#include <falsify/gen/numeric.hpp>
#include <falsify/gen/optionals.hpp>
#include <falsify/gen/sizes.hpp>
#include <falsify/gen/detail/tree/sequence_tree.hpp>
#include <falsify/gen/tuples.hpp>
#include <falsify/show.hpp>

#include <cstddef>
#include <vector>

namespace falsify::gen {

/// Vectors whose size is uniform in [min_size, max_size].
template <class T>
Gen<std::vector<T>> vectors(Gen<T> element, Count min_size = 0, Count max_size = 100) {
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
Gen<std::vector<T>> non_empty_vectors(Gen<T> element, Count max_size = 100) {
    return vectors(std::move(element), 1, max_size);
}
}  // namespace falsify::gen
