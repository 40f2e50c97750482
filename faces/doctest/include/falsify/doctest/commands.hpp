#pragma once
// The doctest face of command sequences: a state-machine test case in one call.
//
//   TEST_CASE("stack matches its model") {
//       falsify::doctest_face::check_commands(Model{}, {gen::command<Push>(gen::ints(0, 100)), gen::command<Pop>()},
//                                             [] { return Stack{}; });
//   }
//   TEST_CASE("stack is linearizable") {
//       falsify::doctest_face::check_parallel_commands(Model{}, {gen::command<Push>(gen::ints(0, 100)), gen::command<Pop>()},
//                                                      [] { return std::make_unique<Stack>(); });
//   }
//
// The verdict is one doctest failure at the test case's line, with its
// `Replay:` line; CHECK / REQUIRE inside a command's run() fail that run. The
// argument forms are Boost.Test's (<falsify/harness/commands.hpp>).
#include <falsify/doctest/properties.hpp>
#include <falsify/harness/commands.hpp>

namespace falsify::doctest_face {

FALSIFY_DETAIL_STATEMACHINE_ENTRY_POINTS(Face);

}  // namespace falsify::doctest_face
