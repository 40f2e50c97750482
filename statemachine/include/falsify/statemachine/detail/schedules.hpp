#pragma once
// The schedules a controlled strategy draws.
#include <falsify/gen_type.hpp>
#include <falsify/scheduling.hpp>
#include <falsify/statemachine/schedule.hpp>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace falsify::detail {

/// `count` schedules of `threads` threads over about `steps` scheduling
/// points, by `scheduling` (RandomWalk, Pct or Automatic); they shrink to one
/// schedule, then to fewer and earlier switches.
Gen<Schedules> schedules(Scheduling scheduling, std::size_t threads, std::uint32_t steps, std::size_t count);

}  // namespace falsify::detail
