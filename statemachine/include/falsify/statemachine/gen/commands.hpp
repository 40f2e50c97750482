#pragma once
// gen::commands(initial_model, command_generators, min_length = 0, max_length = 100):
// sequences of commands valid from the initial model.
//
// The length is uniform in [min_length, max_length]. Each step picks a
// generator uniformly and generates a command, up to 20 times, keeping the
// first whose precondition holds on the running model, which then advances
// with next_state. When no pick applies the sequence ends early; below
// min_length that is a GenerationExhausted error, never a silent loop.
// Shrinking: see detail/command_sequence_tree.hpp. The result is a Choice, so
// gen::swarm(gen::commands(...)) restricts the command alphabet per sequence.
#include <falsify/count.hpp>
#include <falsify/gen/swarm.hpp>
#include <falsify/gen_type.hpp>
#include <falsify/statemachine/command_sequence.hpp>

#include <initializer_list>
#include <vector>

namespace falsify::gen {

/// A choice among the command generators: gen::swarm(gen::commands(...)) lets
/// each sequence use a random non-empty subset of them.
template <class Model, class System>
Choice<CommandSequence<Model, System>> commands(Model initial_model, std::vector<Gen<CommandPtr<Model, System>>> command_generators,
                                                Count min_length = 0, Count max_length = 100);

/// The same, with the generators listed in braces: gen::commands(Model{}, {push, pop}).
template <class Model, class System>
Choice<CommandSequence<Model, System>> commands(Model initial_model, std::initializer_list<Gen<CommandPtr<Model, System>>> command_generators,
                                                Count min_length = 0, Count max_length = 100);

}  // namespace falsify::gen

#include <falsify/statemachine/detail/commands_generator.hpp>
