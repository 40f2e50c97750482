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
Gen<std::vector<T>> vectors(Gen<T> element, Count min_size = 0, Count max_size = 100);

template <class T>
Gen<std::vector<T>> non_empty_vectors(Gen<T> element, Count max_size = 100);
}  // namespace falsify::gen

// The definitions of the templates and inline functions declared above.
#include <falsify/gen/impl/containers.hpp>
