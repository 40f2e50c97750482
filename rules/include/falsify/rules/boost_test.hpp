#pragma once
// The Boost.Test face of rule machines: one macro runs a machine as a test case.
//
//   FALSIFY_RULES(queue_keeps_order, QueueMachine, 0, 50);
//   FALSIFY_RULES(queue_long, QueueMachine, 10, 200, falsify::Config().runs(500));
//
// After the lengths come, in any order, what FALSIFY_PROPERTY takes: a
// falsify::Config, listeners, a corpus. The environment overrides
// (PROPERTY_RUNS, PROPERTY_SEED, PROPERTY_DB, ...) apply as for any property.
// Link ../core//falsify_boost_test beside ../rules//falsify_rules.
#include <falsify/boost_test.hpp>
#include <falsify/rules.hpp>

#include <cstdint>
#include <utility>

namespace falsify::boost_test {

namespace detail {

/// Runs one rule or invariant with Boost.Test assertions collected, so that a
/// failed BOOST_TEST fails that step (and is reported under its rule).
inline void silenced_step(void (*step)(void*), void* context) {
    SilencedAssertions silence;
    try {
        step(context);
    } catch (const boost::execution_aborted&) {
        // BOOST_REQUIRE: the failure was collected; rethrown below as ours.
    }
    silence.rethrow_if_failed();
}

}  // namespace detail

template <class M, class... Extras>
void check_rules(const Site& site, Count min_length, Count max_length, Extras&&... extras) {
    check_definition(falsify::detail::rules_definition<M, &detail::silenced_step>(site.name, site.file, min_length, max_length,
                                                                                  std::forward<Extras>(extras)...),
                     site);
}

}  // namespace falsify::boost_test

/// Runs rule machine `machine` as the Boost.Test case `name`, its sequences
/// between min_length and max_length steps.
#define FALSIFY_RULES(name, machine, min_length, max_length, ...)                                                               \
    BOOST_AUTO_TEST_CASE(name) {                                                                                                \
        ::falsify::boost_test::check_rules<machine>(::falsify::boost_test::Site{__FILE__, __LINE__, #name, "(sequence)"},   \
                                                     min_length, max_length __VA_OPT__(, ) __VA_ARGS__);                        \
    }                                                                                                                           \
    static_assert(true, "")
