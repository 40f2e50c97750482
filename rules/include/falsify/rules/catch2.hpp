#pragma once
// The Catch2 face of rule machines: one macro runs a machine as a test case.
//
//   FALSIFY_CATCH_RULES("queue keeps order", "[queue]", QueueMachine, 0, 50);
//   FALSIFY_CATCH_RULES("queue, long runs", "[queue]", QueueMachine, 10, 200, falsify::Config().runs(500));
//
// After the lengths come, in any order, what FALSIFY_CATCH_PROPERTY takes: a
// falsify::Config, listeners, a corpus. REQUIRE / CHECK in a rule or an
// invariant fail that step, reported under its rule. Link
// ../core//falsify_catch2 beside ../rules//falsify_rules.
#include <falsify/catch2.hpp>
#include <falsify/rules.hpp>

#include <cstdint>
#include <utility>

namespace falsify::catch2 {

namespace detail {

/// Runs one rule or invariant with Catch2 assertions collected, so that a
/// failed CHECK fails that step.
inline void silenced_step(void (*step)(void*), void* context) {
    silenced([&] { step(context); });
}

}  // namespace detail

template <class M, class... Extras>
void check_rules(const Site& site, Count min_length, Count max_length, Extras&&... extras) {
    check_definition(falsify::detail::rules_definition<M, &detail::silenced_step>(site.name, site.file, min_length, max_length,
                                                                                  std::forward<Extras>(extras)...),
                     site);
}

}  // namespace falsify::catch2

/// Runs rule machine `machine` as the Catch2 test case `name` with `tags`,
/// its sequences between min_length and max_length steps.
#define FALSIFY_CATCH_RULES(name, tags, machine, min_length, max_length, ...)                                          \
    TEST_CASE(name, tags) {                                                                                            \
        ::falsify::catch2::check_rules<machine>(::falsify::catch2::Site{__FILE__, __LINE__, name, "(sequence)"}, min_length, \
                                                max_length __VA_OPT__(, ) __VA_ARGS__);                                \
    }                                                                                                                  \
    static_assert(true, "")
