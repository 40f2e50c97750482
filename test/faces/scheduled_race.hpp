#pragma once
// A parallel state machine for the test-framework faces whose bug needs a
// thread timing: pop() reads the top under the shared lock, then removes it
// under the exclusive lock, so two pops that overlap return the same item.
// Its locks are falsify::sync's, so check_parallel runs the branches one thread
// at a time under the scheduler, which draws the interleaving as a value: the
// seed and path of the Replay: line run the same interleaving again, and the
// replay reports the same case the same way, every time.
#include "read_then_write_stack.hpp"

#include <falsify/statemachine.hpp>

#include <memory>

namespace scheduled {

using falsify::test::Model;
using falsify::test::Pop;
using falsify::test::Push;
using falsify::test::ReadThenWriteStack;
using falsify::test::Commands;

inline falsify::Gen<Commands> commands() {
    namespace gen = falsify::gen;
    return gen::parallel_commands(Model{}, {gen::command<Push>(gen::ints(0, 9)), gen::command<Pop>()});
}

/// Eight executions a case, not the default 32: the scheduler's schedules show this
/// race in the first ones, and fewer keep the probe (and its 20 replays) cheap in
/// the sanitized build, where every execution starts its threads anew.
inline void check(const Commands& commands) {
    falsify::StateMachine::check_parallel(commands, [] { return std::make_unique<ReadThenWriteStack>(); }, {.executions = 8});
}

}  // namespace scheduled
