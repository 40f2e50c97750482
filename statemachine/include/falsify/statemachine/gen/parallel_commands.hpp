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

template <class Model, class System>
Gen<ParallelCommands<Model, System>> parallel_commands(Model initial_model,
                                                       std::vector<Gen<CommandPtr<Model, System>>> command_generators,
                                                       ParallelCommandsOptions options = {});

/// The same, with the generators listed in braces.
template <class Model, class System>
Gen<ParallelCommands<Model, System>> parallel_commands(Model initial_model,
                                                       std::initializer_list<Gen<CommandPtr<Model, System>>> command_generators,
                                                       ParallelCommandsOptions options = {});

}  // namespace falsify::gen

// The definitions of the templates and inline functions declared above.
#include <falsify/statemachine/gen/impl/parallel_commands.hpp>
