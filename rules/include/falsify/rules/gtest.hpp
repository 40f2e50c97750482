#pragma once
// The GoogleTest face of rule machines: one macro runs a machine as a test.
//
//   FALSIFY_RULES_TEST(Queue, keeps_order, QueueMachine, 0, 50);
//   FALSIFY_RULES_TEST(Queue, long_runs, QueueMachine, 10, 200, falsify::Config().runs(500));
//
// After the lengths come, in any order, what FALSIFY_TEST takes: a
// falsify::Config, listeners, a corpus. EXPECT_* / ASSERT_* in a rule or an
// invariant fail that step, reported under its rule. The environment
// overrides (PROPERTY_RUNS, PROPERTY_SEED, PROPERTY_DB, ...) apply as for any
// property. Link ../core//falsify_gtest beside ../rules//falsify_rules.
#include <falsify/gtest.hpp>
#include <falsify/rules.hpp>

#include <cstdint>
#include <utility>

namespace falsify::gtest {

namespace detail {

/// Runs one rule or invariant with GoogleTest assertions collected, so that a
/// failed EXPECT_* fails that step.
inline void silenced_step(void (*step)(void*), void* context) {
    SilencedAssertions silence;
    step(context);
    silence.rethrow_if_failed();
}

}  // namespace detail

template <class M, class... Extras>
void check_rules(const Site& site, Count min_length, Count max_length, Extras&&... extras) {
    check_definition(falsify::detail::rules_definition<M, &detail::silenced_step>(site.name, site.file, min_length, max_length,
                                                                                  std::forward<Extras>(extras)...),
                     site);
}

}  // namespace falsify::gtest

/// Runs rule machine `machine` as the GoogleTest test `suite.name`, its
/// sequences between min_length and max_length steps.
#define FALSIFY_RULES_TEST(suite, name, machine, min_length, max_length, ...)                                              \
    TEST(suite, name) {                                                                                                  \
        ::falsify::gtest::check_rules<machine>(::falsify::gtest::Site{__FILE__, __LINE__, #suite "." #name, "(sequence)"}, \
                                               min_length, max_length __VA_OPT__(, ) __VA_ARGS__);                       \
    }                                                                                                                    \
    static_assert(true, "")
