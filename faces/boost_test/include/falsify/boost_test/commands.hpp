#pragma once
// The Boost.Test face of command sequences: a state-machine test case in one call.
//
//   BOOST_AUTO_TEST_CASE(stack_matches_model) {
//       falsify::boost_test::check_commands(Model{}, {gen::command<Push>(gen::ints(0, 100)), gen::command<Pop>()},
//                                           [] { return Stack{}; });
//   }
//   BOOST_AUTO_TEST_CASE(stack_is_linearizable) {
//       falsify::boost_test::check_parallel_commands(Model{}, {gen::command<Push>(gen::ints(0, 100)), gen::command<Pop>()},
//                                                    [] { return std::make_unique<Stack>(); });
//   }
//
// The verdict is reported at the test case's line, with the `Replay:` line of
// any property; BOOST_TEST and friends inside a command's run() fail that run.
// The extras after make_system (for a parallel check, after a
// falsify::ParallelCheckOptions): docs/reference/macros.md#extras. The
// environment overrides (PROPERTY_RUNS, PROPERTY_SEED, PROPERTY_DB, ...) apply.
// The forms taking a generator take gen::commands(...) /
// gen::parallel_commands(...) themselves, for other lengths or gen::swarm
// (<falsify/harness/commands.hpp>).
#include <falsify/boost_test/properties.hpp>
#include <falsify/harness/commands.hpp>

namespace falsify::boost_test {

FALSIFY_DETAIL_STATEMACHINE_ENTRY_POINTS(Face);

}  // namespace falsify::boost_test
