#pragma once
// Stateful model-based testing: #include <falsify/statemachine.hpp>
//
//   auto result = falsify::check_commands("stack", Model{}, {gen::command<Push>(gen::ints(0, 100)), gen::command<Pop>()},
//                                         [] { return Stack{}; });
//
// or, as a Boost.Test case, falsify::boost_test::check_commands(Model{}, {...},
// make_stack) from <falsify/boost_test.hpp>. The parts, for other
// uses: gen::commands(Model{}, {...}) generates sequences (a property's
// parameter), StateMachine::check(sequence, make_system) runs one.
//
// Concurrent systems: gen::parallel_commands(Model{}, {...}) and
// StateMachine::check_parallel(commands, make_system) run a prefix, then
// branches on threads of their own, and check that the results are
// linearizable under the model (<falsify/linearizability.hpp> is the checker).
// Without a model: lin::spec<C>(make).method("push", &C::push)... and
// lin::check_property(name, spec) judge each result by a sequential run of
// the same class.
#include <falsify/statemachine/check_commands.hpp>
#include <falsify/statemachine/command.hpp>
#include <falsify/statemachine/command_result.hpp>
#include <falsify/statemachine/command_statistics.hpp>
#include <falsify/statemachine/deadlock.hpp>
#include <falsify/statemachine/command_sequence.hpp>
#include <falsify/statemachine/gen/command.hpp>
#include <falsify/statemachine/gen/commands.hpp>
#include <falsify/statemachine/gen/parallel_commands.hpp>
#include <falsify/statemachine/lin.hpp>
#include <falsify/statemachine/linearizability_violation.hpp>
#include <falsify/statemachine/parallel_commands.hpp>
#include <falsify/statemachine/postcondition_violation.hpp>
#include <falsify/statemachine/schedule.hpp>
#include <falsify/statemachine/state_machine.hpp>
