#pragma once
// What <falsify/statemachine/check_commands.hpp> is made of, apart so that the public header reads as its API.
#include <falsify/property.hpp>
#include <falsify/statemachine/detail/commands_property.hpp>
#include <falsify/statemachine/gen/commands.hpp>
#include <falsify/statemachine/state_machine.hpp>

#include <initializer_list>
#include <string>
#include <utility>

namespace falsify::detail {

/// The property every check_commands runs: one sequence against a fresh system.
template <class Model, class System, class Factory>
struct CommandsBody {
    Factory make_system;
    void operator()(const CommandSequence<Model, System>& commands) const { StateMachine::check(commands, make_system); }
};

}  // namespace falsify::detail
