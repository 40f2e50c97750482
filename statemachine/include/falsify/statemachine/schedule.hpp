#pragma once
// Schedule: one interleaving of a parallel case's threads under the scheduler,
// drawn like any other value (so it shrinks and replays). Threads run by
// priority, the highest runnable one going on at every point; at a switch the
// running thread drops to the lowest priority and the `pick`-th runnable
// thread (in priority order) is raised to the highest. Fewer switches, earlier
// switches and smaller picks are simpler: shrinking ends on the fewest context
// switches the failure needs.
#include <falsify/show.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace falsify {

struct Schedule {
    struct Switch {
        /// The scheduling point (1 = the first operation of the run; 0 = which thread starts).
        std::uint32_t step = 0;
        std::uint32_t pick = 0;
        friend bool operator==(const Switch&, const Switch&) = default;
    };
    /// The threads' starting priorities as Lehmer digits (empty: thread 1 first, then 2, ...).
    std::vector<std::uint32_t> order;
    /// By increasing step, one per step.
    std::vector<Switch> switches;

    friend bool operator==(const Schedule&, const Schedule&) = default;
};

/// The schedules a parallel case runs under after its first, unswitched,
/// execution: what check_parallel draws. A failure shrinks it to one.
struct Schedules {
    using value_type = Schedule;
    std::vector<Schedule> each;
    friend bool operator==(const Schedules&, const Schedules&) = default;
};

/// `{switch at 3, at 7 to pick 1}`, `{thread 2 first; switch at 5}`, `{no switch}`.
template <>
struct Show<Schedule> {
    static void show(std::string& out, const Schedule& schedule);
};

/// The one schedule, or `31 schedules`.
template <>
struct Show<Schedules> {
    static void show(std::string& out, const Schedules& schedules);
};

}  // namespace falsify
