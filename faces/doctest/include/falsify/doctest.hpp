#pragma once
// The doctest face: everything falsify offers a doctest program, from this
// one header and one library (falsify::doctest in CMake, falsify-doctest under pkg-config,
// /falsify//doctest in b2):
//   properties         FALSIFY_DOCTEST_PROPERTY, FALSIFY_DOCTEST_FIXTURE_PROPERTY   <falsify/doctest/properties.hpp>
//   command sequences  falsify::doctest::check_commands, check_parallel_commands   <falsify/doctest/commands.hpp>
//   rule machines      FALSIFY_DOCTEST_RULES   <falsify/doctest/rules.hpp>
// Each part's own header may be included alone. The macros, their arguments and
// the naming rule they follow: docs/reference/macros.md.
#include <falsify/doctest/properties.hpp>
#include <falsify/doctest/commands.hpp>
#include <falsify/doctest/rules.hpp>
