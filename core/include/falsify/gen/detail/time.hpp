#pragma once
// What <falsify/gen/time.hpp> is made of, apart so that the public header reads as its API.
#include <falsify/arbitrary.hpp>
#include <falsify/gen/numeric.hpp>
#include <falsify/show.hpp>

#include <cstdint>
#include <limits>
#include <string>
#include <type_traits>

namespace falsify::gen::detail {

/// The steps a time point range is drawn on: k in [lo, hi] stands for
/// clamp(k * step, min, max) ticks.
struct TickGrid {
    std::int64_t min, max, step, lo, hi;
};

TickGrid tick_grid(std::int64_t min_ticks, std::int64_t max_ticks, std::intmax_t num, std::intmax_t den);
std::int64_t grid_ticks(const TickGrid& grid, std::int64_t k);
/// Whole seconds as ticks of num/den seconds, saturated to the int64 range.
std::int64_t seconds_to_ticks(std::int64_t seconds, std::intmax_t num, std::intmax_t den);
[[noreturn]] void refuse_time_range(const char* generator, std::int64_t min_ticks, std::int64_t max_ticks);

inline constexpr std::int64_t year_2100 = 4102444800;  // 2100-01-01T00:00:00Z, in seconds since the epoch

}  // namespace falsify::gen::detail
