#pragma once
// std::chrono durations and time points, recognised by shape (DurationLike and
// TimePointLike, <falsify/gen/chrono_like.hpp>) so that this header needs no
// <chrono>: a test file that does not use chrono does not pay for it.
//
// durations(min, max): the tick count through gen::ints, shrinking toward the
// in-range duration nearest zero. time_points(min, max): microsecond steps
// (or the clock's own tick, if coarser) through gen::ints, shrinking toward
// the clock's epoch, clamped into the range, through the integer ladder; the
// bounds themselves are reachable with their sub-microsecond fractions.
// time_points() defaults to 1970-01-01T00:00:00Z .. 2100-01-01T00:00:00Z.
#include <falsify/arbitrary.hpp>
#include <falsify/gen/chrono_like.hpp>
#include <falsify/gen/detail/time.hpp>
#include <falsify/gen/numeric.hpp>
#include <falsify/show.hpp>

#include <cstdint>
#include <limits>
#include <string>
#include <type_traits>

namespace falsify {

namespace gen {

/// Durations in [min, max]: integral tick counts through gen::ints (toward the
/// in-range duration nearest zero); floating tick counts through gen::doubles.
template <DurationLike D>
Gen<D> durations(D min, D max);

/// Durations over the whole tick range (integral ticks), or within a million
/// ticks of zero (floating ticks).
template <DurationLike D>
Gen<D> durations();

/// Time points in [min, max] (see the top of this header).
template <TimePointLike P>
Gen<P> time_points(P min, P max);

/// Time points from the clock's epoch (1970-01-01 for the system clock) to 2100-01-01.
template <TimePointLike P>
Gen<P> time_points();

}  // namespace gen

template <class D>
    requires gen::DurationLike<D>
struct Arbitrary<D> {
    static Gen<D> make() { return gen::durations<D>(); }
};

template <class P>
    requires gen::TimePointLike<P>
struct Arbitrary<P> {
    static Gen<P> make() { return gen::time_points<P>(); }
};

}  // namespace falsify

// The definitions of the templates and inline functions declared above.
#include <falsify/gen/impl/time.hpp>
