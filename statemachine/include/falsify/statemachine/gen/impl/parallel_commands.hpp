#pragma once
// The definitions behind <falsify/statemachine/gen/parallel_commands.hpp>, which includes this file at its end.
#include <falsify/statemachine/gen/parallel_commands.hpp>

namespace falsify::gen::detail {

/// Refuses options that cannot work (std::invalid_argument).
void check_parallel_commands_arguments(std::size_t generators, const ParallelCommandsOptions& options);

template <class Model, class System>
std::vector<std::vector<const Command<Model, System>*>> raw_branches(
    const std::vector<std::vector<Shrinkable<CommandPtr<Model, System>>>>& parts, std::size_t first);

/// Up to max_command_picks picks: appends to branch `b` the first command
/// that every interleaving allows; false when none did.
template <class Model, class System>
bool append_branch_command(Random& random, const std::vector<Gen<CommandPtr<Model, System>>>& alphabet, const Model& after_prefix,
                           std::vector<std::vector<Shrinkable<CommandPtr<Model, System>>>>& parts, std::size_t b);

}  // namespace falsify::gen::detail

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

namespace falsify::gen {

template <class Model, class System>
Gen<ParallelCommands<Model, System>> parallel_commands(Model initial_model,
                                                       std::vector<Gen<CommandPtr<Model, System>>> command_generators,
                                                       ParallelCommandsOptions options) {
    using Tree = falsify::detail::ParallelCommandsTree<Model, System>;
    detail::check_parallel_commands_arguments(command_generators.size(), options);
    auto initial = falsify::detail::make_node<Model>(std::move(initial_model));
    return Gen<ParallelCommands<Model, System>>(
        "gen::parallel_commands()", [initial, alphabet = std::move(command_generators), options](Random& random) {
            const auto branches = static_cast<std::size_t>(options.branches);
            std::vector<typename Tree::Part> parts(branches + 1);
            Model model = *initial;
            const std::size_t prefix = random.size_between(std::size_t{0}, static_cast<std::size_t>(options.max_prefix));
            while (parts[0].size() < prefix && detail::append_command(random, alphabet, model, parts[0])) {
            }
            std::vector<std::size_t> lengths(branches);
            for (auto& length : lengths) length = random.size_between(std::size_t{1}, static_cast<std::size_t>(options.max_branch));
            // Round by round, so that a command that no interleaving allows
            // cuts every branch short alike rather than starving the last one.
            for (std::size_t round = 0, grew = 1; grew != 0; ++round) {
                grew = 0;
                for (std::size_t b = 0; b < branches; ++b)
                    if (round < lengths[b] && parts[b + 1].size() == round &&
                        detail::append_branch_command(random, alphabet, model, parts, b + 1))
                        ++grew;
            }
            return Tree::make(initial, std::move(parts));
        });
}

template <class Model, class System>
Gen<ParallelCommands<Model, System>> parallel_commands(Model initial_model,
                                                       std::initializer_list<Gen<CommandPtr<Model, System>>> command_generators,
                                                       ParallelCommandsOptions options) {
    return parallel_commands(std::move(initial_model), std::vector<Gen<CommandPtr<Model, System>>>(command_generators), options);
}

}  // namespace falsify::gen
