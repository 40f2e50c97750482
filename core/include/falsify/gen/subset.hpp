#pragma once
// subset(values, min, max): distinct members of a fixed list, in the list's
// order. The size is uniform in [min, max], then the combination of that size
// is uniform, so small and large subsets are equally likely.
//
// Shrinking works on the chosen positions: the size first (the empty subset,
// halved prefixes, then one member dropped at a time; never below min), then
// each kept member toward the earliest source position still free below it
// (an integer ladder toward the previous member's position + 1). Every
// candidate lowers (size, sum of positions), so the descent ends, with no
// filtering; the minimum is a short prefix of the source.
#include <falsify/detail/comparable.hpp>
#include <falsify/count.hpp>
#include <falsify/detail/make_node.hpp>
#include <falsify/gen/detail/subset.hpp>
#include <falsify/gen/swarm.hpp>
#include <falsify/gen_type.hpp>

#include <concepts>
#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace falsify::gen {

template <class T>
Gen<std::vector<T>> subset(std::vector<T> values, Count min_size = 0, std::optional<Count> max_size = std::nullopt) {
    if constexpr (falsify::detail::Comparable<T>) {
        for (std::size_t i = 0; i < values.size(); ++i)
            for (std::size_t j = i + 1; j < values.size(); ++j)
                if (values[i] == values[j]) detail::refuse_duplicate_member(i, j);
    }
    const auto sizes = detail::check_subset_sizes(values.size(), min_size, max_size);
    auto shared = falsify::detail::make_node<std::vector<T>>(std::move(values));
    return Gen<std::vector<T>>("gen::subset(" + std::to_string(shared->size()) + " value(s))", [shared, sizes](Random& random) {
        auto positions =
            Shrinkable<std::vector<std::size_t>>::derived(detail::draw_subset_indices(random, shared->size(), sizes.min, sizes.max),
                                                          &detail::subset_children, static_cast<std::int64_t>(sizes.min));
        return positions.map([shared](const std::vector<std::size_t>& kept) { return detail::restrict_to(*shared, kept); });
    });
}

}  // namespace falsify::gen
