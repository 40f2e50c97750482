#pragma once
// Scalars: booleans, integers of every width, doubles in a range, printable chars.
#include <falsify/gen_type.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <utility>

namespace falsify::gen {

namespace detail {

std::string describe_range(long double lo, long double hi);
[[noreturn]] void refuse_range(const std::string& generator, const std::string& why);

/// What a ladder candidate knows beyond its value and target: the distance to
/// a value known to pass (0: none), and the shift of its next gallop.
struct LadderState {
    std::uint64_t passing = 0;
    unsigned gallop_shift = 4;
};

/// The integer ladder: the target first, then value -+ d/2, d/4, ... toward the
/// target. Every candidate lies strictly between target and value, so the
/// descent is a binary search and reaches the exact boundary of a monotone
/// predicate. Derived from (value, target) alone: no allocation per value.
/// The mirrored ladder also offers -value right after the target for a
/// negative value (in ranges that hold it): a positive number is simpler than
/// its negative, so [0, -1] shrinks on to [0, 1]. Simplicity is magnitude
/// first, then sign: 0, 1, -1, 2, -2, ...
///
/// A candidate's own ladder (TargetLast) offers the target after its steps
/// rather than before: its parent offered the target first, so at the next
/// step it is the candidate least likely to fail, yet it stays in the list
/// for when the value's surroundings have changed since.
///
/// A candidate reached by its parent's largest step (Gallop) first tries a
/// sixteenth of its distance to the target, and each gallop that keeps failing
/// squares the next one's divisor (1/256, 1/65536, ..., never past the value
/// next to the target): when any smaller value keeps failing, 2^30 reaches 1
/// in five steps rather than nine.
template <class I, bool Mirrored, bool TargetLast = false, bool Gallop = false>
Seq<Shrinkable<I>> int_ladder_of(const I& value, const std::shared_ptr<const void>& state, std::int64_t word) {
    const I target = static_cast<I>(word);
    if (value == target) return {};
    using U = std::make_unsigned_t<I>;
    const bool above = value > target;
    const std::uint64_t distance = above ? static_cast<std::uint64_t>(static_cast<U>(static_cast<U>(value) - static_cast<U>(target)))
                                         : static_cast<std::uint64_t>(static_cast<U>(static_cast<U>(target) - static_cast<U>(value)));
    // A candidate reached by a step of its parent's ladder knows how far
    // toward the target a value was tried and kept the property passing (the
    // parent's previous, larger step). Its steps below that distance come
    // first: a bisection, log d executions in all rather than log^2 d. The
    // larger steps follow, as the surroundings may have changed since.
    const LadderState at = state ? *static_cast<const LadderState*>(state.get()) : LadderState{};
    const std::uint64_t passing = at.passing;
    // The gallop's divisor as a shift, capped so that it lands next to the target at the farthest.
    const unsigned gallop_shift = (distance >> LadderState{}.gallop_shift) == 0
                                      ? 0
                                      : std::min<unsigned>(at.gallop_shift, static_cast<unsigned>(std::bit_width(distance)) - 1);
    bool mirror = false;
    if constexpr (Mirrored && std::is_signed_v<I>) mirror = target == I(0) && value < I(0) && value != std::numeric_limits<I>::min();
    // Last, for a positive value in a mirrored range: the negative of the next
    // smaller magnitude (3 -> -2), the one move toward a smaller magnitude that
    // the ladder, staying on its side of the target, never offers.
    bool cross = false;
    if constexpr (Mirrored && std::is_signed_v<I>) cross = target == I(0) && value > I(1);
    const auto toward = [value, above](std::uint64_t step) {
        return above ? static_cast<I>(static_cast<U>(static_cast<U>(value) - static_cast<U>(step)))
                     : static_cast<I>(static_cast<U>(static_cast<U>(value) + static_cast<U>(step)));
    };
    return Seq<Shrinkable<I>>([target, distance, passing, mirror, cross, toward, value, target_first = !TargetLast, target_last = TargetLast,
                               gallop_shift, gallop = Gallop && gallop_shift != 0, below = passing != 0, previous = passing,
                               k = 1u]() mutable -> std::optional<Shrinkable<I>> {
        // `known`: the distance from the new value to a value known to pass (0: none).
        const auto ladder = [target](auto fn, I v, std::uint64_t known, unsigned shift = LadderState{}.gallop_shift) {
            if (known > 1 || shift != LadderState{}.gallop_shift)
                return Shrinkable<I>(v, fn, std::make_shared<const LadderState>(LadderState{known, shift}), static_cast<std::int64_t>(target));
            return Shrinkable<I>::derived(v, fn, static_cast<std::int64_t>(target));
        };
        const auto candidate = [&ladder](I v, std::uint64_t known = 0) { return ladder(&int_ladder_of<I, Mirrored, true>, v, known); };
        const auto galloping = [&ladder](I v, std::uint64_t known = 0, unsigned shift = LadderState{}.gallop_shift) {
            return ladder(&int_ladder_of<I, Mirrored, true, true>, v, known, shift);
        };
        if (target_first) {
            target_first = false;
            return candidate(target);
        }
        if (mirror) {
            mirror = false;
            return candidate(static_cast<I>(-value));
        }
        if (gallop) {
            gallop = false;
            return galloping(toward(distance - (distance >> gallop_shift)), 0, std::min(2 * gallop_shift, 32u));
        }
        for (;;) {
            const std::uint64_t step = k >= 64 ? 0 : distance >> k;
            if (step == 0) {
                if (!below) break;
                below = false;  // then the steps at or above the passing distance
                previous = 0;
                k = 1;
                continue;
            }
            ++k;
            if (passing != 0 && (step < passing) != below) continue;
            const std::uint64_t known = previous > step ? previous - step : 0;
            previous = step;
            // The largest step of a node that did not just gallop leads on to a galloping one.
            return k == 2 && !Gallop ? galloping(toward(step), known) : candidate(toward(step), known);
        }
        if (target_last) {
            target_last = false;
            return candidate(target);
        }
        if (cross) {
            cross = false;
            return candidate(static_cast<I>(-(value - 1)));
        }
        return std::nullopt;
    });
}

template <class I>
Seq<Shrinkable<I>> int_ladder(const I& value, const std::shared_ptr<const void>& state, std::int64_t word) {
    return int_ladder_of<I, false>(value, state, word);
}

template <class I>
Shrinkable<I> int_tree(I value, I target, bool mirrored = false) {
    return Shrinkable<I>::derived(value, mirrored ? &int_ladder_of<I, true> : &int_ladder_of<I, false>, static_cast<std::int64_t>(target));
}

/// The target of an integer tree built here, if `tree` is one.
template <class I>
std::optional<I> int_tree_target(const Shrinkable<I>& tree) {
    const auto fn = tree.children_fn();
    if (fn == &int_ladder_of<I, false> || fn == &int_ladder_of<I, true> || fn == &int_ladder_of<I, false, true> ||
        fn == &int_ladder_of<I, true, true> || fn == &int_ladder_of<I, false, true, true> || fn == &int_ladder_of<I, true, true, true>)
        return static_cast<I>(tree.word());
    return std::nullopt;
}

/// The in-range point nearest 0.
template <class I>
constexpr I nearest_zero(I lo, I hi) {
    if (lo > I(0)) return lo;
    if (hi < I(0)) return hi;
    return I(0);
}

/// True when the mirror of every negative value in [lo, hi] (but lo itself
/// at the type's minimum) lies in range too.
template <class I>
constexpr bool mirrors_negatives(I lo, I hi) {
    if constexpr (!std::is_signed_v<I>) return false;
    else return lo < I(0) && (lo == std::numeric_limits<I>::min() ? hi == std::numeric_limits<I>::max() : -lo <= hi);
}

/// Edge values in their fixed order {0, 1, -1, min, max}, distinct and in range.
template <class I>
struct IntEdges {
    std::array<I, 5> values{};
    std::size_t count = 0;
    IntEdges(I lo, I hi) {
        const bool has_minus_one = std::is_signed_v<I> && lo < I(0) && hi >= I(0);
        const std::array<std::pair<bool, I>, 5> candidates = {{
            {lo <= I(0) && I(0) <= hi, I(0)},
            {lo <= I(1) && I(1) <= hi, I(1)},
            {has_minus_one, static_cast<I>(has_minus_one ? -1 : 0)},
            {true, lo},
            {true, hi},
        }};
        for (const auto& [in_range, value] : candidates) {
            if (!in_range) continue;
            bool seen = false;
            for (std::size_t i = 0; i < count; ++i) seen = seen || values[i] == value;
            if (!seen && count < values.size()) values[count++] = value;
        }
    }
};

}  // namespace detail

/// Integers in [min, max], uniform with one draw in five an edge value;
/// shrinking toward the in-range point nearest 0.
template <class I>
Gen<I> ints(I min, I max) {
    static_assert(std::is_integral_v<I> && !std::is_same_v<I, bool>, "gen::ints needs an integer type");
    if (min > max) detail::refuse_range("gen::ints", "min must be less than or equal to max, got " + detail::describe_range(min, max));
    const detail::IntEdges<I> edges(min, max);
    const I target = detail::nearest_zero(min, max);
    const bool mirrored = detail::mirrors_negatives(min, max);
    Gen<I> sampled("gen::ints(" + std::to_string(min) + ", " + std::to_string(max) + ")",
                   [min, max, edges, target, mirrored](Random& random) {
                       const bool edge = random.draws_edge_case();
                       const I value = edge ? edges.values[random.below_or_equal(edges.count - 1)] : random.between(min, max);
                       return detail::int_tree(value, target, mirrored);
                   });
    // An earlier value still in range stays (whatever tree held it), with its ladder when it shrinks toward the same target.
    sampled = sampled.with_structure([sampled, min, max, target, mirrored](Random& random, const Shrinkable<I>& earlier) {
        Shrinkable<I> fresh = sampled.generate(random);
        if (earlier.value() < min || earlier.value() > max) return fresh;
        return detail::int_tree_target(earlier) == target ? earlier : detail::int_tree(earlier.value(), target, mirrored);
    });
    // Ascending from min; a range of all 2^64 values saturates (far above any exhaustive budget anyway).
    const auto span = static_cast<std::uint64_t>(static_cast<std::uint64_t>(max) - static_cast<std::uint64_t>(min));
    const std::uint64_t size = span == UINT64_MAX ? UINT64_MAX : span + 1;
    return sampled.with_domain(size, [min, target, mirrored](std::uint64_t index) {
        return detail::int_tree(static_cast<I>(static_cast<std::uint64_t>(min) + index), target, mirrored);
    });
}

/// Integers over the whole range of I, biased toward small magnitudes and
/// repeats: a bit width is drawn (the smaller of two uniform widths), then a
/// value of that width; one draw in eight repeats a recent value any unbounded
/// integer generator drew from this Random (the latest half the time, else one
/// of the last eight), and one in sixteen lands 1 to 4 away from one. Bugs
/// hide near 0, near powers of two, where two values coincide and where they differ by a little, far more
/// often than at random 2^31-scale values.
template <class I>
Gen<I> ints() {
    static_assert(std::is_integral_v<I> && !std::is_same_v<I, bool>, "gen::ints needs an integer type");
    constexpr I lo = std::numeric_limits<I>::min(), hi = std::numeric_limits<I>::max();
    const detail::IntEdges<I> edges(lo, hi);
    const Gen<I> any("gen::ints()", [edges](Random& random) {
        // Three draws whatever the outcome, so that both edge-case modes stay aligned on a seed.
        const bool edge = random.draws_edge_case();
        const std::uint64_t choices = random.next_seed(), bits = random.next_seed();
        constexpr auto digits = static_cast<std::uint64_t>(std::numeric_limits<I>::digits);
        I value;
        if (edge) {
            value = edges.values[choices % edges.count];
        } else if (const auto recent = ((choices >> 11) & 15) <= 2 ? random.recent_integer(choices >> 8) : std::nullopt;
                   recent && std::in_range<I>(*recent)) {
            // One draw in sixteen lands next to the value instead (off by 1..4 either way).
            const std::int64_t offset = ((choices >> 11) & 15) != 2 ? 0 : static_cast<std::int64_t>((choices >> 41) % 4 + 1) * (((choices >> 43) & 1) ? 1 : -1);
            value = std::in_range<I>(*recent + offset) ? static_cast<I>(*recent + offset) : static_cast<I>(*recent);
        } else {
            const auto width = static_cast<unsigned>(std::min(((choices >> 16) & 0xFF) % (digits + 1), ((choices >> 24) & 0xFF) % (digits + 1)));
            using U = std::make_unsigned_t<I>;
            const U magnitude = width == 0 ? U(0) : static_cast<U>(bits & ((std::uint64_t{1} << (width - 1) << 1) - 1));
            const bool negative = std::is_signed_v<I> && ((choices >> 32) & 1) == 1;
            // magnitude < 2^digits, so both it and its negation fit in I.
            value = negative ? static_cast<I>(-static_cast<I>(magnitude)) : static_cast<I>(magnitude);
        }
        if (std::in_range<std::int64_t>(value)) random.remember_integer(static_cast<std::int64_t>(value));
        return detail::int_tree(value, I(0), std::is_signed_v<I>);
    });
    // Every value is in range: an earlier one stays (whatever tree held it), with its ladder when it has one.
    return any.with_structure([any](Random& random, const Shrinkable<I>& earlier) {
        any.generate(random);
        return detail::int_tree_target(earlier) == I(0) ? earlier : detail::int_tree(earlier.value(), I(0), std::is_signed_v<I>);
    });
}

Gen<bool> booleans();

/// Doubles in the half-open range [min, max) (a degenerate (x, x) gives x);
/// edges 0.0 and min; one shrink candidate, the in-range point nearest 0.
Gen<double> doubles(double min, double max);

/// One printable ASCII character (32..126), shrinking toward 'a'.
Gen<char> chars();

}  // namespace falsify::gen
