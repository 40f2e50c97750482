#pragma once
// gen::parallel_commands(initial_model, command_generators, options): a
// sequential prefix valid from the initial model, then `options.branches`
// branches of commands to run at once, each command allowed (its
// precondition holds) in every interleaving of the branches, whichever order
// the threads take. StateMachine::check_parallel runs them.
//
// Defaults: 2 branches of 1 to 3 commands after a prefix of 0 to 4 (see the
// README for how they were measured). Lengths grow with the run's size, as
// every generator's do. Shrinking: see detail/parallel_commands_tree.hpp.
#include <falsify/detail/make_node.hpp>
#include <falsify/gen_type.hpp>
#include <falsify/statemachine/detail/interleavings.hpp>
#include <falsify/statemachine/detail/parallel_commands_tree.hpp>
#include <falsify/statemachine/gen/commands.hpp>
#include <falsify/statemachine/parallel_commands.hpp>

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <utility>
#include <vector>

namespace falsify::gen {

struct ParallelCommandsOptions {
    /// Threads that run at once: 2 to 8.
    std::int64_t branches = 2;
    /// Commands in the sequential prefix: 0 to max_prefix.
    std::int64_t max_prefix = 4;
    /// Commands in each branch: 1 to max_branch.
    std::int64_t max_branch = 3;
};

namespace detail {

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

}  // namespace detail

template <class Model, class System>
Gen<ParallelCommands<Model, System>> parallel_commands(Model initial_model,
                                                       std::vector<Gen<CommandPtr<Model, System>>> command_generators,
                                                       ParallelCommandsOptions options = {}) {
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

/// The same, with the generators listed in braces.
template <class Model, class System>
Gen<ParallelCommands<Model, System>> parallel_commands(Model initial_model,
                                                       std::initializer_list<Gen<CommandPtr<Model, System>>> command_generators,
                                                       ParallelCommandsOptions options = {}) {
    return parallel_commands(std::move(initial_model), std::vector<Gen<CommandPtr<Model, System>>>(command_generators), options);
}

}  // namespace falsify::gen

// The definitions of the templates and inline functions declared above.
#include <falsify/statemachine/gen/impl/parallel_commands.hpp>
