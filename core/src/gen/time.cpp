#include <falsify/gen/time.hpp>

#include <limits>
#include <stdexcept>

namespace falsify::gen::detail {

namespace {

__extension__ typedef __int128 Wide;

std::int64_t saturate(Wide value) {
    constexpr auto lo = std::numeric_limits<std::int64_t>::min(), hi = std::numeric_limits<std::int64_t>::max();
    return value < lo ? lo : value > hi ? hi : static_cast<std::int64_t>(value);
}

std::int64_t floor_div(std::int64_t a, std::int64_t b) {
    const std::int64_t q = a / b;
    return (a % b != 0 && a < 0) ? q - 1 : q;
}

std::int64_t ceil_div(std::int64_t a, std::int64_t b) {
    const std::int64_t q = a / b;
    return (a % b != 0 && a > 0) ? q + 1 : q;
}

}  // namespace

TickGrid tick_grid(std::int64_t min_ticks, std::int64_t max_ticks, std::intmax_t num, std::intmax_t den) {
    // Ticks per microsecond when a tick is finer than that (1000 for
    // nanoseconds), else the tick itself: generated values are whole microseconds.
    std::int64_t step = 1;
    if (num > 0 && den / num >= 1'000'000) step = static_cast<std::int64_t>(den / (static_cast<Wide>(num) * 1'000'000));
    if (step < 1) step = 1;
    return TickGrid{min_ticks, max_ticks, step, floor_div(min_ticks, step), ceil_div(max_ticks, step)};
}

std::int64_t grid_ticks(const TickGrid& grid, std::int64_t k) {
    // The grid points at the ends may lie outside [min, max] by less than a
    // step: clamping makes the bounds themselves reachable, fractions and all.
    const std::int64_t ticks = saturate(static_cast<Wide>(k) * grid.step);
    return ticks < grid.min ? grid.min : ticks > grid.max ? grid.max : ticks;
}

std::int64_t seconds_to_ticks(std::int64_t seconds, std::intmax_t num, std::intmax_t den) {
    return saturate(static_cast<Wide>(seconds) * den / num);
}

void refuse_time_range(const char* generator, std::int64_t min_ticks, std::int64_t max_ticks) {
    throw std::invalid_argument(std::string(generator) + ": min must not be later than max, got " + std::to_string(min_ticks) +
                                " and " + std::to_string(max_ticks) + " tick(s) since the epoch");
}

}  // namespace falsify::gen::detail
