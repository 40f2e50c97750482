#pragma once
// A state-machine test in one call:
//
//   auto result = falsify::check_commands("stack", Model{},
//                                         {gen::command<Push>(gen::ints(0, 100)), gen::command<Pop>()},
//                                         [] { return Stack{}; });
//
// Command sequences are generated from the model (gen::commands), each runs
// against a fresh system from make_system (StateMachine::check), and a failing
// one is shrunk. The property's one parameter is named `commands`. The extras
// after make_system: docs/reference/macros.md#extras. The generator form takes
// gen::commands(...) itself, for other lengths or gen::swarm.
#include <falsify/property.hpp>
#include <falsify/statemachine/detail/check_commands.hpp>
#include <falsify/statemachine/detail/commands_property.hpp>
#include <falsify/statemachine/gen/commands.hpp>
#include <falsify/statemachine/state_machine.hpp>

#include <initializer_list>
#include <string>
#include <utility>

namespace falsify {

/// Runs the sequences of `sequences` (gen::commands(...), perhaps under
/// gen::swarm) each against make_system(), and returns the verdict.
template <class Model, class System, class Factory, class... Extras>
Result check_commands(std::string name, Gen<CommandSequence<Model, System>> sequences, Factory make_system, Extras&&... extras);

/// The same over gen::commands(initial_model, commands) at its default lengths.
template <class Model, class System, class Factory, class... Extras>
Result check_commands(std::string name, Model initial_model, std::initializer_list<Gen<CommandPtr<Model, System>>> commands,
                      Factory make_system, Extras&&... extras);

}  // namespace falsify

// The definitions of the templates and inline functions declared above.
#include <falsify/statemachine/impl/check_commands.hpp>
