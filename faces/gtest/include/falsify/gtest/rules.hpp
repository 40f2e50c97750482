#pragma once
// The GoogleTest face of rule machines: one macro runs a machine as a test.
//
//   FALSIFY_GTEST_RULES(Queue, keeps_order, QueueMachine, 0, 50);
//   FALSIFY_GTEST_RULES(Queue, long_runs, QueueMachine, 10, 200, falsify::Config().runs(500));
//
// The extras after the lengths: docs/reference/macros.md#extras. EXPECT_* / ASSERT_* in a
// rule or an invariant fail that step, reported under its rule. The environment overrides
// (PROPERTY_RUNS, PROPERTY_SEED, PROPERTY_DB, ...) apply as for any property.
#include <falsify/gtest/properties.hpp>
#include <falsify/harness/rules.hpp>

/// Runs rule machine `machine` as the GoogleTest test `suite.name`, its
/// sequences between min_length and max_length steps.
#define FALSIFY_GTEST_RULES(suite, name, machine, min_length, max_length, ...)                                                    \
    TEST(suite, name) {                                                                                                        \
        ::falsify::detail::face_check_rules<::falsify::gtest::Face, machine>(                                                  \
            ::falsify::harness::Site{__FILE__, __LINE__, #suite "." #name, "(sequence)"}, min_length,                          \
            max_length __VA_OPT__(, ) __VA_ARGS__);                                                                            \
    }                                                                                                                          \
    static_assert(true, "")
