#pragma once
// What <falsify/gen/subset.hpp> is made of, apart so that the public header reads as its API.
#include <falsify/detail/comparable.hpp>
#include <falsify/count.hpp>
#include <falsify/detail/make_node.hpp>
#include <falsify/gen/swarm.hpp>
#include <falsify/gen_type.hpp>

#include <concepts>
#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace falsify::gen::detail {

/// Children of a sorted position list; the word is the minimum size.
Seq<Shrinkable<std::vector<std::size_t>>> subset_children(const std::vector<std::size_t>& positions, const std::shared_ptr<const void>&,
                                                          std::int64_t min_size, ShrinkRound);

falsify::detail::SizeRange check_subset_sizes(std::size_t count, Count min_size, std::optional<Count> max_size);
[[noreturn]] void refuse_duplicate_member(std::size_t first, std::size_t second);

}  // namespace falsify::gen::detail
