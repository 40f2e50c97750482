#pragma once
// The definitions behind <falsify/gen/time.hpp>, which includes this file at its end.
#include <falsify/gen/time.hpp>

namespace falsify::gen {

template <DurationLike D>
Gen<D> durations(D min, D max) {
    using R = typename D::rep;
    if constexpr (std::is_floating_point_v<R>) {
        return doubles(static_cast<double>(min.count()), static_cast<double>(max.count()))
            .map([](double r) { return D(static_cast<R>(r)); })
            .named("gen::durations()");
    } else {
        return ints<R>(min.count(), max.count()).map([](R r) { return D(r); }).named("gen::durations()");
    }
}

template <DurationLike D>
Gen<D> durations() {
    using R = typename D::rep;
    if constexpr (std::is_floating_point_v<R>) {
        return durations<D>(D(static_cast<R>(-1e6)), D(static_cast<R>(1e6)));
    } else {
        return ints<R>().map([](R r) { return D(r); }).named("gen::durations()");
    }
}

template <TimePointLike P>
Gen<P> time_points(P min, P max) {
    using D = typename P::duration;
    using R = typename D::rep;
    static_assert(std::is_integral_v<R> && sizeof(R) <= 8, "gen::time_points needs a clock whose ticks are integers of at most 64 bits");
    const auto lo = static_cast<std::int64_t>(min.time_since_epoch().count());
    const auto hi = static_cast<std::int64_t>(max.time_since_epoch().count());
    if (lo > hi) detail::refuse_time_range("gen::time_points", lo, hi);
    if (lo == hi) return Gen<P>("gen::time_points()", [min](Random&) { return Shrinkable<P>::leaf(min); });
    const detail::TickGrid grid = detail::tick_grid(lo, hi, D::period::num, D::period::den);
    return ints<std::int64_t>(grid.lo, grid.hi)
        .map([grid](std::int64_t k) { return P(D(static_cast<R>(detail::grid_ticks(grid, k)))); })
        .named("gen::time_points()");
}

template <TimePointLike P>
Gen<P> time_points() {
    using D = typename P::duration;
    using R = typename D::rep;
    const std::int64_t ticks = detail::seconds_to_ticks(detail::year_2100, D::period::num, D::period::den);
    const auto largest = static_cast<std::int64_t>(std::numeric_limits<R>::max());
    const std::int64_t end = ticks < largest ? ticks : largest;
    return time_points<P>(P(D(R(0))), P(D(static_cast<R>(end))));
}

}  // namespace falsify::gen
