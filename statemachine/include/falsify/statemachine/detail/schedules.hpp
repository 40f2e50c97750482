#pragma once
// The schedules a controlled strategy draws, and the ones the exhaustive
// search walks.
#include <falsify/gen_type.hpp>
#include <falsify/scheduling.hpp>
#include <falsify/statemachine/schedule.hpp>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace falsify::detail {

/// `count` schedules of `threads` threads over about `steps` scheduling
/// points, by `scheduling` (RandomWalk, Pct or Automatic); they shrink to one
/// schedule, then to fewer and earlier switches.
Gen<Schedules> schedules(Scheduling scheduling, std::size_t threads, std::uint32_t steps, std::size_t count);

/// Walks every schedule with at most `max_preemptions` switches over `steps`
/// points, fewest switches first.
class ScheduleWalk {
public:
    ScheduleWalk(std::size_t threads, std::uint32_t steps, int max_preemptions);
    /// The next schedule, or none when every one was given.
    std::optional<Schedule> next();
    /// How many there are in all.
    std::uint64_t total() const noexcept { return total_; }

private:
    bool advance();
    std::size_t threads_;
    std::uint32_t steps_;
    std::size_t max_;
    std::size_t size_ = 0;  // switches in the current schedules
    std::vector<Schedule::Switch> current_;
    bool started_ = false;
    std::uint64_t total_ = 0;
};

}  // namespace falsify::detail
