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
#include <falsify/command.hpp>
#include <falsify/command_result.hpp>
#include <falsify/command_sequence.hpp>
#include <falsify/gen/command.hpp>
#include <falsify/gen/commands.hpp>
#include <falsify/gen/parallel_commands.hpp>
#include <falsify/linearizability_violation.hpp>
#include <falsify/parallel_commands.hpp>
#include <falsify/postcondition_violation.hpp>
#include <falsify/state_machine.hpp>
