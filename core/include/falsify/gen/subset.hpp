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
Gen<std::vector<T>> subset(std::vector<T> values, Count min_size = 0, std::optional<Count> max_size = std::nullopt);

}  // namespace falsify::gen

// The definitions of the templates and inline functions declared above.
#include <falsify/gen/impl/subset.hpp>
