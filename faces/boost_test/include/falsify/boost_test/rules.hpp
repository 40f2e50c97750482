#pragma once
// The Boost.Test face of rule machines: one macro runs a machine as a test case.
//
//   FALSIFY_RULES(queue_keeps_order, QueueMachine, 0, 50);
//   FALSIFY_RULES(queue_long, QueueMachine, 10, 200, falsify::Config().runs(500));
//
// The extras after the lengths: docs/reference/macros.md#extras. The
// environment overrides (PROPERTY_RUNS, PROPERTY_SEED, PROPERTY_DB, ...) apply
// as for any property.
#include <falsify/boost_test/properties.hpp>
#include <falsify/harness/rules.hpp>

/// Runs rule machine `machine` as the Boost.Test case `name`, its sequences
/// between min_length and max_length steps.
#define FALSIFY_RULES(name, machine, min_length, max_length, ...)                                                                 \
    BOOST_AUTO_TEST_CASE(name) {                                                                                                  \
        ::falsify::detail::face_check_rules<::falsify::boost_test::Face, machine>(                                                \
            ::falsify::harness::Site{__FILE__, __LINE__, #name, "(sequence)"}, min_length, max_length __VA_OPT__(, ) __VA_ARGS__); \
    }                                                                                                                             \
    static_assert(true, "")
