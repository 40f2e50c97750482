#pragma once
// std::vector; std::optional (gen/optionals.hpp) and std::tuple / std::pair
// (gen/tuples.hpp) come with it.
#include <falsify/gen/numeric.hpp>
#include <falsify/gen/optionals.hpp>
#include <falsify/gen/tree/sequence_tree.hpp>
#include <falsify/gen/tuples.hpp>
#include <falsify/show.hpp>

#include <cstddef>
#include <vector>

namespace falsify::gen {

namespace detail {

template <class T>
std::vector<T> values_of(const std::vector<Shrinkable<T>>& elements) {
    std::vector<T> values;
    values.reserve(elements.size());
    for (const auto& e : elements) values.push_back(e.value());
    return values;
}

void check_sizes(const char* generator, std::size_t min_size, std::size_t max_size);

}  // namespace detail

/// Vectors whose size is uniform in [min_size, max_size].
template <class T>
Gen<std::vector<T>> vectors(Gen<T> element, std::size_t min_size = 0, std::size_t max_size = 100) {
    detail::check_sizes("gen::vectors", min_size, max_size);
    return Gen<std::vector<T>>(
        "gen::vectors(" + element.name() + ")", [element, min_size, max_size](Random& random) {
            const std::size_t size = random.size_between(min_size, max_size);
            std::vector<Shrinkable<T>> elements;
            elements.reserve(size);
            for (std::size_t i = 0; i < size; ++i) elements.push_back(element.generate(random));
            return detail::SequenceTree<T, std::vector<T>>::make(std::move(elements), min_size, &detail::values_of<T>);
        });
}

template <class T>
Gen<std::vector<T>> non_empty_vectors(Gen<T> element, std::size_t max_size = 100) {
    return vectors(std::move(element), 1, max_size);
}
}  // namespace falsify::gen
