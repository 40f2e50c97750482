#pragma once
// The doctest face of rule machines: one macro runs a machine as a test case.
//
//   FALSIFY_DOCTEST_RULES("queue keeps order", QueueMachine, 0, 50);
//   FALSIFY_DOCTEST_RULES("queue, long runs", QueueMachine, 10, 200, falsify::Config().runs(500));
//
// The extras after the lengths: docs/reference/macros.md#extras. CHECK /
// REQUIRE in a rule or an invariant fail that step, reported under its rule.
#include <falsify/doctest/properties.hpp>
#include <falsify/harness/rules.hpp>

/// Runs rule machine `machine` as the doctest test case `name`, its sequences
/// between min_length and max_length steps.
#define FALSIFY_DOCTEST_RULES(name, machine, min_length, max_length, ...)                                                    \
    DOCTEST_TEST_CASE(name) {                                                                                                \
        ::falsify::detail::face_check_rules<::falsify::doctest_face::Face, machine>(                                         \
            ::falsify::harness::Site{__FILE__, __LINE__, name, "(sequence)"}, min_length, max_length __VA_OPT__(, ) __VA_ARGS__); \
    }                                                                                                                        \
    static_assert(true, "")
