#pragma once
// What <falsify/gen/numeric.hpp> is made of, apart so that the public header reads as its API.
#include <falsify/detail/make_node.hpp>
#include <falsify/detail/standard_integer.hpp>
#include <falsify/gen_type.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <utility>

namespace falsify::gen::detail {

std::string describe_range(long double lo, long double hi);
[[noreturn]] void refuse_range(const std::string& generator, const std::string& why);

/// What a ladder candidate knows beyond its value and target: the distance to
/// a value known to pass (0: none), and the shift of its next gallop.
/// A bounded generator's trees also carry its range (as the unsigned bit
/// patterns of lo and hi), so that moves made across trees (folds, pairs
/// shifted together) never leave it; one state is shared by every value of
/// the generator. Unbounded trees have no state.
struct LadderState {
    std::uint64_t passing = 0;
    unsigned gallop_shift = 4;
    bool bounded = false;
    std::uint64_t lo = 0, hi = 0;

    bool knows_passing() const noexcept { return passing != 0 || gallop_shift != LadderState{}.gallop_shift; }
    /// The same range, nothing known of passing values.
    LadderState range_only() const noexcept { return LadderState{0, LadderState{}.gallop_shift, bounded, lo, hi}; }
    template <class I>
    bool admits(I value) const noexcept {
        using U = std::make_unsigned_t<I>;
        return !bounded || (value >= static_cast<I>(static_cast<U>(lo)) && value <= static_cast<I>(static_cast<U>(hi)));
    }
};

inline const LadderState& ladder_state_of(const std::shared_ptr<const void>& state) {
    static const LadderState none{};
    return state ? *static_cast<const LadderState*>(state.get()) : none;
}

/// The state a candidate keeps of its parent's: the range alone (the parent's
/// own state where that is all it holds), or nothing for an unbounded tree.
inline std::shared_ptr<const void> range_state_of(const std::shared_ptr<const void>& state) {
    const LadderState& at = ladder_state_of(state);
    if (!at.bounded) return nullptr;
    if (!at.knows_passing()) return state;
    return falsify::detail::make_node<LadderState>(at.range_only());
}

/// The shared state of a generator over [lo, hi]; nullptr for the whole type.
template <class I>
std::shared_ptr<const void> int_bounds(I lo, I hi) {
    if (lo == std::numeric_limits<I>::min() && hi == std::numeric_limits<I>::max()) return nullptr;
    using U = std::make_unsigned_t<I>;
    return falsify::detail::make_node<LadderState>(
        LadderState{0, LadderState{}.gallop_shift, true, static_cast<std::uint64_t>(static_cast<U>(lo)), static_cast<std::uint64_t>(static_cast<U>(hi))});
}

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
struct IntLadder {
    static Seq<Shrinkable<I>> children(const I& value, const std::shared_ptr<const void>& state, std::int64_t word, ShrinkRound round);
};

template <class I, bool Mirrored, bool TargetLast, bool Gallop>
Seq<Shrinkable<I>> IntLadder<I, Mirrored, TargetLast, Gallop>::children(const I& value, const std::shared_ptr<const void>& state, std::int64_t word, ShrinkRound) {
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
    const LadderState& at = ladder_state_of(state);
    const std::uint64_t passing = at.passing;
    const std::shared_ptr<const void> range = range_state_of(state);
    // The gallop's divisor as a shift, capped so that it lands next to the target at the farthest.
    const unsigned gallop_shift = (distance >> LadderState{}.gallop_shift) == 0
                                      ? 0
                                      : std::min<unsigned>(at.gallop_shift, static_cast<unsigned>(std::bit_width(distance)) - 1);
    bool mirror = false;
    if constexpr (Mirrored && std::is_signed_v<I>)
        mirror = target == I(0) && value < I(0) && value != std::numeric_limits<I>::min() && at.admits(static_cast<I>(-value));
    // Last, for a positive value in a mirrored range: the negative of the next
    // smaller magnitude (3 -> -2), the one move toward a smaller magnitude that
    // the ladder, staying on its side of the target, never offers.
    bool cross = false;
    if constexpr (Mirrored && std::is_signed_v<I>) cross = target == I(0) && value > I(1) && at.admits(static_cast<I>(-(value - 1)));
    const auto toward = [value, above](std::uint64_t step) {
        return above ? static_cast<I>(static_cast<U>(static_cast<U>(value) - static_cast<U>(step)))
                     : static_cast<I>(static_cast<U>(static_cast<U>(value) + static_cast<U>(step)));
    };
    return Seq<Shrinkable<I>>([target, distance, passing, range, mirror, cross, toward, value, target_first = !TargetLast, target_last = TargetLast,
                               gallop_shift, gallop = Gallop && gallop_shift != 0, below = passing != 0, previous = passing,
                               k = 1u]() mutable -> std::optional<Shrinkable<I>> {
        // `known`: the distance from the new value to a value known to pass (0: none).
        const auto ladder = [target, &range](auto fn, I v, std::uint64_t known, unsigned shift = LadderState{}.gallop_shift) {
            if (known > 1 || shift != LadderState{}.gallop_shift) {
                LadderState next = ladder_state_of(range);
                next.passing = known;
                next.gallop_shift = shift;
                return Shrinkable<I>(v, fn, falsify::detail::make_node<LadderState>(next), static_cast<std::int64_t>(target));
            }
            return Shrinkable<I>(v, fn, range, static_cast<std::int64_t>(target));
        };
        const auto candidate = [&ladder](I v, std::uint64_t known = 0) { return ladder(&IntLadder<I, Mirrored, true>::children, v, known); };
        const auto galloping = [&ladder](I v, std::uint64_t known = 0, unsigned shift = LadderState{}.gallop_shift) {
            return ladder(&IntLadder<I, Mirrored, true, true>::children, v, known, shift);
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

// The ladders of the standard integer types are compiled once, in the library
// (src/gen/int_ladders.cpp): every integer tree of every test file uses them.
#define FALSIFY_DETAIL_INT_LADDERS(KEYWORD, I)             \
    KEYWORD template struct IntLadder<I, false>;             \
    KEYWORD template struct IntLadder<I, true>;              \
    KEYWORD template struct IntLadder<I, false, true>;       \
    KEYWORD template struct IntLadder<I, true, true>;        \
    KEYWORD template struct IntLadder<I, false, true, true>; \
    KEYWORD template struct IntLadder<I, true, true, true>;

#define FALSIFY_DETAIL_STANDARD_INT_LADDERS(KEYWORD) \
    FALSIFY_DETAIL_INT_LADDERS(KEYWORD, char)        \
    FALSIFY_DETAIL_INT_LADDERS(KEYWORD, signed char)   \
    FALSIFY_DETAIL_INT_LADDERS(KEYWORD, unsigned char) \
    FALSIFY_DETAIL_INT_LADDERS(KEYWORD, short)         \
    FALSIFY_DETAIL_INT_LADDERS(KEYWORD, unsigned short) \
    FALSIFY_DETAIL_INT_LADDERS(KEYWORD, int)            \
    FALSIFY_DETAIL_INT_LADDERS(KEYWORD, unsigned)       \
    FALSIFY_DETAIL_INT_LADDERS(KEYWORD, long)           \
    FALSIFY_DETAIL_INT_LADDERS(KEYWORD, unsigned long)  \
    FALSIFY_DETAIL_INT_LADDERS(KEYWORD, long long)      \
    FALSIFY_DETAIL_INT_LADDERS(KEYWORD, unsigned long long) \
    FALSIFY_DETAIL_INT_LADDERS(KEYWORD, char32_t)

FALSIFY_DETAIL_STANDARD_INT_LADDERS(extern)

template <class I>
Seq<Shrinkable<I>> int_ladder(const I& value, const std::shared_ptr<const void>& state, std::int64_t word) {
    return IntLadder<I, false>::children(value, state, word, ShrinkRound::ordinary);
}

template <class I>
Shrinkable<I> int_tree(I value, I target, bool mirrored = false, std::shared_ptr<const void> bounds = nullptr) {
    return Shrinkable<I>(value, mirrored ? &IntLadder<I, true>::children : &IntLadder<I, false>::children, std::move(bounds), static_cast<std::int64_t>(target));
}

/// The target of an integer tree built here, if `tree` is one.
template <class I>
std::optional<I> int_tree_target(const Shrinkable<I>& tree) {
    if (tree.template built_by<IntLadder<I, false>>() || tree.template built_by<IntLadder<I, true>>() ||
        tree.template built_by<IntLadder<I, false, true>>() || tree.template built_by<IntLadder<I, true, true>>() ||
        tree.template built_by<IntLadder<I, false, true, true>>() || tree.template built_by<IntLadder<I, true, true, true>>())
        return static_cast<I>(tree.word());
    return std::nullopt;
}

/// True when `value` lies in the range of the integer tree `tree`.
template <class I>
bool int_tree_admits(const Shrinkable<I>& tree, I value) {
    return ladder_state_of(tree.state()).admits(value);
}

/// An integer tree for `value` that shrinks like `model`: the same ladder,
/// target and range, nothing known of passing values.
template <class I>
Shrinkable<I> int_tree_like(const Shrinkable<I>& model, I value) {
    return Shrinkable<I>(value, model.children_fn(), range_state_of(model.state()), model.word());
}

/// True when two integer trees keep to one range.
template <class I>
bool same_int_range(const Shrinkable<I>& a, const Shrinkable<I>& b) {
    const LadderState &x = ladder_state_of(a.state()), &y = ladder_state_of(b.state());
    return x.bounded == y.bounded && (!x.bounded || (x.lo == y.lo && x.hi == y.hi));
}

/// True when the integer tree `tree` keeps within [lo, hi] (its range is inside it).
template <class I>
bool int_tree_within(const Shrinkable<I>& tree, I lo, I hi) {
    using U = std::make_unsigned_t<I>;
    const LadderState& at = ladder_state_of(tree.state());
    const I tree_lo = at.bounded ? static_cast<I>(static_cast<U>(at.lo)) : std::numeric_limits<I>::min();
    const I tree_hi = at.bounded ? static_cast<I>(static_cast<U>(at.hi)) : std::numeric_limits<I>::max();
    return lo <= tree_lo && tree_hi <= hi;
}

/// The integer tree under the filters of `tree` (gen::ints(...).filter(...)),
/// or nullptr when there is none: moves made across trees see through filters.
template <class I>
const Shrinkable<I>* int_core(const Shrinkable<I>& tree) {
    if (int_tree_target(tree)) return &tree;
    if (const auto* filtered = falsify::detail::FilteredTree<I>::of(tree)) return int_core(filtered->inner);
    return nullptr;
}

/// `model` (an integer tree, perhaps under filters) at `value`, shrinking as
/// it did; std::nullopt when its range or one of its filters refuses the value.
template <class I>
std::optional<Shrinkable<I>> int_core_like(const Shrinkable<I>& model, I value) {
    if (int_tree_target(model)) {
        if (!int_tree_admits(model, value)) return std::nullopt;
        return int_tree_like(model, value);
    }
    if (const auto* filtered = falsify::detail::FilteredTree<I>::of(model)) {
        std::optional<Shrinkable<I>> inner = int_core_like(filtered->inner, value);
        if (!inner) return std::nullopt;
        return filtered->rewrap(std::move(*inner));
    }
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

/// Edge values in their fixed order {0, 1, -1, min, max} (max first when
/// both are negative), distinct and in range.
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
            // The bound nearest 0 first: the simplest draw (every draw 0) is then the target.
            {true, hi < I(0) ? hi : lo},
            {true, hi < I(0) ? lo : hi},
        }};
        for (const auto& [in_range, value] : candidates) {
            if (!in_range) continue;
            bool seen = false;
            for (std::size_t i = 0; i < count; ++i) seen = seen || values[i] == value;
            if (!seen && count < values.size()) values[count++] = value;
        }
    }
};

/// The draw every integer generator shares, over [lo, hi], shrinking toward
/// `target`. Bugs hide near the target, near powers of two, where two values
/// coincide and where they differ by a little, far more often than at random
/// values of a large range; so, of the draws that are not edge values:
///  - 2 in 16 repeat a recent integer of any integer generator of this Random
///    in this run (the latest half the time, else one of the last eight): x == y;
///  - 1 in 16 land near a recent one, off by a small distance (1 half the
///    time, 2-3 a quarter, 4-7 an eighth, ...): x == y + 1, |x - y| < 5;
///  - the rest are small magnitudes from the target: a bit width, the smaller
///    of two uniform widths up to the range's, then a value of that width;
///    a bounded range draws half of these uniformly instead, so that a bound
///    anywhere inside it is met as often as chance meets it.
/// The run's lean (falsify::Lean) bends these without another draw.
/// Three draws whatever the outcome, so that both edge-case modes stay aligned on a seed.
template <class I>
I biased_int(Random& random, I lo, I hi, I target, const IntEdges<I>& edges, bool bounded) {
    using U = std::make_unsigned_t<I>;
    const Lean lean = random.leaning();
    const bool edge = random.draws_edge_case();
    const std::uint64_t choices = random.next_seed();
    const unsigned kind = (choices >> 11) & 15;
    const bool uniform = bounded && kind >= 3 && ((choices >> 4) & 1) == 0;
    const std::uint64_t bits = uniform ? 0 : random.next_seed();
    const I drawn_uniform = uniform ? random.between(lo, hi) : I(0);
    const auto up = static_cast<std::uint64_t>(static_cast<U>(static_cast<U>(hi) - static_cast<U>(target)));
    const auto down = static_cast<std::uint64_t>(static_cast<U>(static_cast<U>(target) - static_cast<U>(lo)));
    // A sign lean where the range has both signs; then every value drawn lies on that side of the target.
    const bool sides = down > 0 && up > 0;
    const bool leans_down = sides && lean == Lean::Negative, leans_up = sides && lean == Lean::Positive;
    const auto fits = [&](I value) { return leans_down ? value < target : !leans_up || value > target; };
    // An Equal run repeats the latest integer 13 times in 16 (before any edge value), and draws near a recent one as often as others do.
    const bool equal = lean == Lean::Equal && kind >= 3;
    I repeated = target;
    bool repeats = false;
    if (const auto recent = kind <= 2 || equal ? random.recent_integer(equal ? std::uint64_t{1} << 20 : choices >> 8) : std::nullopt;
        recent && std::in_range<falsify::detail::StandardInteger<I>>(*recent) && static_cast<I>(*recent) >= lo && static_cast<I>(*recent) <= hi) {
        repeated = static_cast<I>(*recent);
        repeats = fits(repeated);
    }
    if (edge && !(equal && repeats)) {
        std::size_t fitting = 0;
        for (std::size_t i = 0; i < edges.count; ++i) fitting += fits(edges.values[i]) ? 1 : 0;
        if (!(leans_down || leans_up) || fitting == 0) return edges.values[choices % edges.count];
        for (std::size_t i = 0, wanted = choices % fitting; i < edges.count; ++i)
            if (fits(edges.values[i]) && wanted-- == 0) return edges.values[i];
    }
    const auto width_limit = std::min<unsigned>(static_cast<unsigned>(std::bit_width(std::max(up, down))),
                                                static_cast<unsigned>(std::numeric_limits<I>::digits));
    const auto step = [](I from, std::uint64_t magnitude, bool negative) {
        return negative ? static_cast<I>(static_cast<U>(static_cast<U>(from) - static_cast<U>(magnitude)))
                        : static_cast<I>(static_cast<U>(static_cast<U>(from) + static_cast<U>(magnitude)));
    };
    if (repeats) {
        if (equal || kind != 2 || width_limit == 0) return repeated;
        // The distance's bit width is geometric (1 half the time, 2 a quarter, ...), then the distance
        // uniform within it: 1 half the time, 2-3 a quarter, 4-7 an eighth, ...
        const unsigned w = std::min<unsigned>(1 + static_cast<unsigned>(std::countr_one(bits & 0xFFF)), width_limit);
        const std::uint64_t low = (bits >> 12) & ((std::uint64_t{1} << (w - 1)) - 1);
        const std::uint64_t offset = (std::uint64_t{1} << (w - 1)) | low;
        const bool negative = ((choices >> 43) & 1) != 0;
        const std::uint64_t room = negative ? static_cast<std::uint64_t>(static_cast<U>(static_cast<U>(repeated) - static_cast<U>(lo)))
                                            : static_cast<std::uint64_t>(static_cast<U>(static_cast<U>(hi) - static_cast<U>(repeated)));
        const I near = offset <= room ? step(repeated, offset, negative) : repeated;
        return fits(near) ? near : repeated;
    }
    // Leaning, a drawn magnitude, made at least 1 and kept within the side leaned to.
    const auto leaned = [&](std::uint64_t magnitude) {
        return step(target, magnitude == 0 ? 1 : 1 + (magnitude - 1) % (leans_down ? down : up), leans_down);
    };
    if (uniform) {
        if (fits(drawn_uniform)) return drawn_uniform;
        return leaned(static_cast<std::uint64_t>(static_cast<U>(drawn_uniform > target ? static_cast<U>(drawn_uniform) - static_cast<U>(target)
                                                                                        : static_cast<U>(target) - static_cast<U>(drawn_uniform))));
    }
    const auto width = std::min<unsigned>(((choices >> 16) & 0xFF) % (width_limit + 1), ((choices >> 24) & 0xFF) % (width_limit + 1));
    const std::uint64_t magnitude = width == 0 ? 0 : bits & ((std::uint64_t{1} << (width - 1) << 1) - 1);
    if (leans_down || leans_up) return leaned(magnitude);
    const bool negative = down > 0 && (up == 0 || ((choices >> 32) & 1) == 1);
    const std::uint64_t room = negative ? down : up;
    return step(target, magnitude <= room ? magnitude : magnitude % (room + 1), negative);
}

}  // namespace falsify::gen::detail

namespace falsify::gen::detail {

/// The range a double tree stays in, [lo, hi) (or {lo}), shared by its nodes.
std::shared_ptr<const void> double_range(double lo, double hi);
/// A double that shrinks toward the in-range point nearest 0: to its positive
/// kin, its integer part, along the integers, to a smaller scale and to fewer
/// significant bits, every candidate in `range`.
Shrinkable<double> double_tree(double value, const std::shared_ptr<const void>& range);

}  // namespace falsify::gen::detail
