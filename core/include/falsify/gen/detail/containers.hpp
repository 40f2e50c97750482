#pragma once
// What <falsify/gen/containers.hpp> is made of, apart so that the public header reads as its API.
#include <falsify/count.hpp>
#include <falsify/gen/numeric.hpp>
#include <falsify/gen/optionals.hpp>
#include <falsify/gen/sizes.hpp>
#include <falsify/gen/detail/tree/sequence_tree.hpp>
#include <falsify/gen/tuples.hpp>
#include <falsify/show.hpp>

#include <cstddef>
#include <vector>

namespace falsify::gen::detail {

template <class T>
std::vector<T> values_of(const std::vector<Shrinkable<T>>& elements) {
    std::vector<T> values;
    values.reserve(elements.size());
    for (const auto& e : elements) values.push_back(e.fresh());
    return values;
}

}  // namespace falsify::gen::detail
