// Exhaustive mode: a mixed-radix walk over the parameters' finite domains.
#include "engine/exhaustive.hpp"

#include <limits>

namespace falsify::detail {

ExhaustivePlan plan_exhaustive(const PropertyDefinition& definition) {
    const std::uint64_t budget = definition.config.exhaustive_budget();
    std::uint64_t product = 1;
    for (const Parameter& p : definition.parameters) {
        std::optional<std::uint64_t> size = p.domain_size ? p.domain_size() : std::nullopt;
        if (!size || !p.domain_at) return {std::nullopt, "parameter \"" + p.name + "\" has no finite domain"};
        // Saturating: a product past 2^64 is as much "above the budget" as any.
        product = *size != 0 && product > std::numeric_limits<std::uint64_t>::max() / *size ? std::numeric_limits<std::uint64_t>::max()
                                                                                            : product * *size;
    }
    if (product > budget)
        return {std::nullopt, "the domain has " + std::to_string(product) + " inputs, above the exhaustive budget of " +
                                  std::to_string(budget)};
    return {product, {}};
}

std::vector<AnyTree> exhaustive_input(const PropertyDefinition& definition, std::uint64_t index) {
    std::vector<AnyTree> args(definition.parameters.size());
    // The last parameter is the least significant digit, so the first varies slowest.
    for (std::size_t i = definition.parameters.size(); i-- > 0;) {
        const Parameter& p = definition.parameters[i];
        const std::uint64_t size = *p.domain_size();
        args[i] = p.domain_at(index % size);
        index /= size;
    }
    return args;
}

}  // namespace falsify::detail
