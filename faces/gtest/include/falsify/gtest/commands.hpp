#pragma once
// The GoogleTest face of command sequences: a state-machine test in one call.
//
//   TEST(Stack, matches_model) {
//       falsify::gtest::check_commands(Model{}, {gen::command<Push>(gen::ints(0, 100)), gen::command<Pop>()},
//                                      [] { return Stack{}; });
//   }
//   TEST(Stack, is_linearizable) {
//       falsify::gtest::check_parallel_commands(Model{}, {gen::command<Push>(gen::ints(0, 100)), gen::command<Pop>()},
//                                               [] { return std::make_unique<Stack>(); });
//   }
//
// The verdict is one GoogleTest failure at the test's line, with its `Replay:`
// line; EXPECT_* / ASSERT_* inside a command's run() fail that run. The
// argument forms are Boost.Test's (<falsify/harness/commands.hpp>).
#include <falsify/gtest/properties.hpp>
#include <falsify/harness/commands.hpp>

namespace falsify::gtest {

FALSIFY_DETAIL_STATEMACHINE_ENTRY_POINTS(Face);

}  // namespace falsify::gtest
