#pragma once
// The Catch2 face of command sequences: a state-machine test case in one call.
//
//   TEST_CASE("stack matches its model", "[stack]") {
//       falsify::catch2::check_commands(Model{}, {gen::command<Push>(gen::ints(0, 100)), gen::command<Pop>()},
//                                       [] { return Stack{}; });
//   }
//   TEST_CASE("stack is linearizable", "[stack]") {
//       falsify::catch2::check_parallel_commands(Model{}, {gen::command<Push>(gen::ints(0, 100)), gen::command<Pop>()},
//                                                [] { return std::make_unique<Stack>(); });
//   }
//
// The verdict is one Catch2 failure at the test case's line, with its
// `Replay:` line; REQUIRE / CHECK inside a command's run() fail that run. The
// argument forms are Boost.Test's (<falsify/harness/commands.hpp>).
#include <falsify/catch2/properties.hpp>
#include <falsify/harness/commands.hpp>

namespace falsify::catch2 {

FALSIFY_DETAIL_STATEMACHINE_ENTRY_POINTS(Face);

}  // namespace falsify::catch2
