#pragma once
// The definitions behind <falsify/statemachine/gen/parallel_commands.hpp>, which includes this file at its end.
#include <falsify/statemachine/gen/parallel_commands.hpp>

namespace falsify::gen::detail {

template <class Model, class System>
std::vector<std::vector<const Command<Model, System>*>> raw_branches(
    const std::vector<std::vector<Shrinkable<CommandPtr<Model, System>>>>& parts, std::size_t first) {
    std::vector<std::vector<const Command<Model, System>*>> raw;
    for (std::size_t p = first; p < parts.size(); ++p) {
        raw.emplace_back();
        for (const auto& element : parts[p]) raw.back().push_back(element.value().get());
    }
    return raw;
}

template <class Model, class System>
bool append_branch_command(Random& random, const std::vector<Gen<CommandPtr<Model, System>>>& alphabet, const Model& after_prefix,
                           std::vector<std::vector<Shrinkable<CommandPtr<Model, System>>>>& parts, std::size_t b) {
    for (std::size_t pick = 0; pick < max_command_picks; ++pick) {
        const auto& generator = alphabet[random.below_or_equal(alphabet.size() - 1)];
        auto candidate = generator.generate(random);
        if (!candidate.value()) refuse_null_command(generator.name());
        parts[b].push_back(std::move(candidate));
        if (falsify::detail::every_interleaving_allowed(after_prefix, raw_branches(parts, 1))) return true;
        parts[b].pop_back();
    }
    return false;
}

}  // namespace falsify::gen::detail
