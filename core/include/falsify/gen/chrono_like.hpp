#pragma once
// std::chrono's durations and time points, recognised by shape rather than
// by type, so that a header that generates or shows them needs no <chrono>.
#include <type_traits>

namespace falsify::gen {

/// A std::chrono::duration or a look-alike: an arithmetic rep, a period, count(), no clock.
template <class D>
concept DurationLike = requires(const D& d) {
    typename D::rep;
    typename D::period;
    D::period::num;
    D::period::den;
    d.count();
} && std::is_arithmetic_v<typename D::rep> && !requires { typename D::clock; };

/// A std::chrono::time_point or a look-alike: a clock, a DurationLike duration, time_since_epoch().
template <class P>
concept TimePointLike = requires(const P& p) {
    typename P::clock;
    typename P::duration;
    p.time_since_epoch();
} && DurationLike<typename P::duration>;

}  // namespace falsify::gen
