#pragma once
// The Catch2 face of rule machines: one macro runs a machine as a test case.
//
//   FALSIFY_CATCH_RULES("queue keeps order", "[queue]", QueueMachine, 0, 50);
//   FALSIFY_CATCH_RULES("queue, long runs", "[queue]", QueueMachine, 10, 200, falsify::Config().runs(500));
//
// The extras after the lengths: docs/reference/macros.md#extras. REQUIRE /
// CHECK in a rule or an invariant fail that step, reported under its rule.
#include <falsify/catch2/properties.hpp>
#include <falsify/harness/rules.hpp>

/// Runs rule machine `machine` as the Catch2 test case `name` with `tags`,
/// its sequences between min_length and max_length steps.
#define FALSIFY_CATCH_RULES(name, tags, machine, min_length, max_length, ...)                                                   \
    TEST_CASE(name, tags) {                                                                                                    \
        ::falsify::detail::face_check_rules<::falsify::catch2::Face, machine>(                                                 \
            ::falsify::harness::Site{__FILE__, __LINE__, name, "(sequence)"}, min_length, max_length __VA_OPT__(, ) __VA_ARGS__); \
    }                                                                                                                          \
    static_assert(true, "")
