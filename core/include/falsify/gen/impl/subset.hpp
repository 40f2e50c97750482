#pragma once
// The definitions behind <falsify/gen/subset.hpp>, which includes this file at its end.
#include <falsify/gen/subset.hpp>

namespace falsify::gen {

template <class T>
Gen<std::vector<T>> subset(std::vector<T> values, Count min_size, std::optional<Count> max_size) {
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
