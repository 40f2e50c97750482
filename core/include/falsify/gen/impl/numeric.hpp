#pragma once
// The definitions behind <falsify/gen/numeric.hpp>, which includes this file at its end.
#include <falsify/gen/numeric.hpp>

namespace falsify::gen {

template <class I>
Gen<I> ints(I min, I max) {
    static_assert(std::is_integral_v<I> && !std::is_same_v<I, bool>, "gen::ints needs an integer type");
    if (min > max) detail::refuse_range("gen::ints", "min must be less than or equal to max, got " + detail::describe_range(min, max));
    const detail::IntEdges<I> edges(min, max);
    const I target = detail::nearest_zero(min, max);
    const bool mirrored = detail::mirrors_negatives(min, max);
    const auto bounds = detail::int_bounds(min, max);
    const auto draw = [min, max, edges, target, mirrored, bounds](Random& random) {
        const I value = detail::biased_int(random, min, max, target, edges, true);
        if (std::in_range<std::int64_t>(static_cast<falsify::detail::StandardInteger<I>>(value))) random.remember_integer(static_cast<std::int64_t>(value));
        return detail::int_tree(value, target, mirrored, bounds);
    };
    // An earlier value still in range stays (whatever tree held it), with its ladder when it shrinks toward the
    // same target within this range.
    const Gen<I> sampled([min, max] { return "gen::ints(" + std::to_string(min) + ", " + std::to_string(max) + ")"; }, draw,
                         [draw, min, max, target, mirrored, bounds](Random& random, const Shrinkable<I>& earlier) {
                             Shrinkable<I> fresh = draw(random);
                             if (earlier.value() < min || earlier.value() > max) return fresh;
                             const bool same_ladder = detail::int_tree_target(earlier) == target && detail::int_tree_within(earlier, min, max);
                             return same_ladder ? earlier : detail::int_tree(earlier.value(), target, mirrored, bounds);
                         });
    // Ascending from min; a range of all 2^64 values saturates (far above any exhaustive budget anyway).
    const auto span = static_cast<std::uint64_t>(static_cast<std::uint64_t>(max) - static_cast<std::uint64_t>(min));
    const std::uint64_t size = span == UINT64_MAX ? UINT64_MAX : span + 1;
    return sampled.with_domain(size, [min, target, mirrored, bounds](std::uint64_t index) {
        return detail::int_tree(static_cast<I>(static_cast<std::uint64_t>(min) + index), target, mirrored, bounds);
    });
}

template <class I>
Gen<I> ints() {
    static_assert(std::is_integral_v<I> && !std::is_same_v<I, bool>, "gen::ints needs an integer type");
    constexpr I lo = std::numeric_limits<I>::min(), hi = std::numeric_limits<I>::max();
    constexpr bool narrow = std::numeric_limits<I>::digits <= 16;
    const detail::IntEdges<I> edges(lo, hi);
    const Gen<I> any("gen::ints()", [edges](Random& random) {
        const I value = detail::biased_int(random, lo, hi, I(0), edges, narrow);
        if (std::in_range<std::int64_t>(static_cast<falsify::detail::StandardInteger<I>>(value))) random.remember_integer(static_cast<std::int64_t>(value));
        return detail::int_tree(value, I(0), std::is_signed_v<I>);
    });
    // Every value is in range: an earlier one stays (whatever tree held it), with its ladder when it has one.
    return any.with_structure([any](Random& random, const Shrinkable<I>& earlier) {
        any.generate(random);
        return detail::int_tree_target(earlier) == I(0) ? earlier : detail::int_tree(earlier.value(), I(0), std::is_signed_v<I>);
    });
}

template <class I>
Gen<I> positive() {
    return ints<I>(I(1), std::numeric_limits<I>::max()).named("gen::positive()");
}

template <class I>
Gen<I> naturals() {
    return ints<I>(I(0), std::numeric_limits<I>::max()).named("gen::naturals()");
}

}  // namespace falsify::gen
