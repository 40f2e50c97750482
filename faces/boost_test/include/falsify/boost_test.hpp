#pragma once
// The Boost.Test face: everything falsify offers a Boost.Test program, from this
// one header and one library (falsify::boost_test in CMake, falsify-boost-test under pkg-config,
// /falsify//boost_test in b2):
//   properties         FALSIFY_PROPERTY, FALSIFY_FIXTURE_PROPERTY   <falsify/boost_test/properties.hpp>
//   command sequences  falsify::boost_test::check_commands, check_parallel_commands   <falsify/boost_test/commands.hpp>
//   rule machines      FALSIFY_RULES   <falsify/boost_test/rules.hpp>
// Each part's own header may be included alone. The macros, their arguments and
// the naming rule they follow: docs/reference/macros.md.
#include <falsify/boost_test/properties.hpp>
#include <falsify/boost_test/commands.hpp>
#include <falsify/boost_test/rules.hpp>
