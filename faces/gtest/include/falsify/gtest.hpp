#pragma once
// The GoogleTest face: everything falsify offers a GoogleTest program, from this
// one header and one library (falsify::gtest in CMake, falsify-gtest under pkg-config,
// /falsify//gtest in b2):
//   properties         FALSIFY_GTEST_PROPERTY, FALSIFY_GTEST_FIXTURE_PROPERTY   <falsify/gtest/properties.hpp>
//   command sequences  falsify::gtest::check_commands, check_parallel_commands   <falsify/gtest/commands.hpp>
//   rule machines      FALSIFY_GTEST_RULES   <falsify/gtest/rules.hpp>
// Each part's own header may be included alone. The macros, their arguments and
// the naming rule they follow: docs/reference/macros.md.
#include <falsify/gtest/properties.hpp>
#include <falsify/gtest/commands.hpp>
#include <falsify/gtest/rules.hpp>
