#pragma once
// Exhaustive mode: walking the product of the parameters' finite domains.
#include "engine/runner_detail.hpp"

#include <cstdint>
#include <optional>
#include <string>

namespace falsify::detail {

struct ExhaustivePlan {
    /// The number of inputs to walk, or std::nullopt when declined.
    std::optional<std::uint64_t> size;
    /// Why it declined: the first parameter with no finite domain, or a domain above the budget.
    std::string declined;
};

ExhaustivePlan plan_exhaustive(const PropertyDefinition& definition);

/// The input at `index` of the walk: the first parameter varies slowest.
std::vector<AnyTree> exhaustive_input(const PropertyDefinition& definition, std::uint64_t index);

}  // namespace falsify::detail
