#pragma once
// A rule machine as the test of any face, written once over the harness's face
// core (<falsify/harness/face.hpp>): what FALSIFY_RULES (Boost.Test),
// FALSIFY_GTEST_RULES (GoogleTest), FALSIFY_CATCH_RULES (Catch2) and
// FALSIFY_DOCTEST_RULES (doctest) run. The face's assertions in a rule or an
// invariant fail that step, reported under its rule. The extras after the
// lengths: docs/reference/macros.md#extras.
#include <falsify/harness/detail/rules.hpp>
#include <falsify/harness/face.hpp>
#include <falsify/rules.hpp>

#include <utility>
