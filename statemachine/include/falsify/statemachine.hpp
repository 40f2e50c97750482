#pragma once
// Stateful model-based testing: #include <falsify/statemachine.hpp>
//
//   auto sequences = gen::commands(Model{}, {gen::command<Push>(gen::ints(0, 100)), gen::command<Pop>()});
//   auto result = falsify::property("stack", [](const CommandSequence<Model, Stack>& sequence) {
//                     StateMachine::check(sequence, [] { return Stack{}; });
//                 })
//                     .names({"sequence"})
//                     .with(param("sequence", sequences))
//                     .check();
//
// Concurrent systems: gen::parallel_commands(Model{}, {...}) and
// StateMachine::check_parallel(commands, make_system) run a prefix, then
// branches on threads of their own, and check that the results are
// linearizable under the model (<falsify/linearizability.hpp> is the checker).
#include <falsify/statemachine/command.hpp>
#include <falsify/statemachine/command_result.hpp>
#include <falsify/statemachine/command_sequence.hpp>
#include <falsify/statemachine/gen/command.hpp>
#include <falsify/statemachine/gen/commands.hpp>
#include <falsify/statemachine/gen/parallel_commands.hpp>
#include <falsify/statemachine/linearizability_violation.hpp>
#include <falsify/statemachine/parallel_commands.hpp>
#include <falsify/statemachine/postcondition_violation.hpp>
#include <falsify/statemachine/state_machine.hpp>
