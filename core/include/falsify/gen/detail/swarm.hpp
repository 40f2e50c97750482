#pragma once
// What <falsify/gen/swarm.hpp> is made of, apart so that the public header reads as its API.
#include <falsify/gen_type.hpp>

#include <cstddef>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace falsify::gen::detail {

/// A size uniform in [min_size, max_size], then a uniform combination of that
/// size of 0..count-1 (partial Fisher-Yates), sorted: small and large subsets
/// are equally likely, which a uniform draw over all subsets would not give.
std::vector<std::size_t> draw_subset_indices(Random& random, std::size_t count, std::size_t min_size, std::size_t max_size);

/// The items of `all` at `kept`, in that order.
template <class X>
std::vector<X> restrict_to(const std::vector<X>& all, const std::vector<std::size_t>& kept) {
    std::vector<X> out;
    out.reserve(kept.size());
    for (std::size_t k : kept) out.push_back(all.at(k));
    return out;
}

[[noreturn]] void refuse_swarm(const std::string& generator, std::size_t count);

}  // namespace falsify::gen::detail
