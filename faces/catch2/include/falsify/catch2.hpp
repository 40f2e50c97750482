#pragma once
// The Catch2 face: everything falsify offers a Catch2 program, from this
// one header and one library (falsify::catch2 in CMake, falsify-catch2 under pkg-config,
// /falsify//catch2 in b2):
//   properties         FALSIFY_CATCH_PROPERTY, FALSIFY_CATCH_FIXTURE_PROPERTY   <falsify/catch2/properties.hpp>
//   command sequences  falsify::catch2::check_commands, check_parallel_commands   <falsify/catch2/commands.hpp>
//   rule machines      FALSIFY_CATCH_RULES   <falsify/catch2/rules.hpp>
// Each part's own header may be included alone. The macros, their arguments and
// the naming rule they follow: docs/reference/macros.md.
#include <falsify/catch2/properties.hpp>
#include <falsify/catch2/commands.hpp>
#include <falsify/catch2/rules.hpp>
