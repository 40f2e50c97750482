#pragma once
// Scalars: booleans, integers of every width, doubles in a range, printable chars.
#include <falsify/gen_type.hpp>

#include <array>
#include <cstdint>
#include <limits>
#include <string>
#include <utility>

namespace falsify::gen {

namespace detail {

std::string describe_range(long double lo, long double hi);
[[noreturn]] void refuse_range(const std::string& generator, const std::string& why);

/// The integer ladder: the target first, then value -+ d/2, d/4, ... toward the
/// target. Every candidate lies strictly between target and value, so the
/// descent is a binary search and reaches the exact boundary of a monotone
/// predicate. Derived from (value, target) alone: no allocation per value.
template <class I>
Seq<Shrinkable<I>> int_ladder(const I& value, const std::shared_ptr<const void>&, std::int64_t word) {
    const I target = static_cast<I>(word);
    if (value == target) return {};
    using U = std::make_unsigned_t<I>;
    const bool above = value > target;
    const std::uint64_t distance = above ? static_cast<std::uint64_t>(static_cast<U>(static_cast<U>(value) - static_cast<U>(target)))
                                         : static_cast<std::uint64_t>(static_cast<U>(static_cast<U>(target) - static_cast<U>(value)));
    return Seq<Shrinkable<I>>([value, target, above, distance, k = 0u]() mutable -> std::optional<Shrinkable<I>> {
        I candidate;
        if (k == 0) {
            candidate = target;
        } else {
            if (k >= 64) return std::nullopt;
            const std::uint64_t step = distance >> k;
            if (step == 0) return std::nullopt;
            candidate = above ? static_cast<I>(static_cast<U>(static_cast<U>(value) - static_cast<U>(step)))
                              : static_cast<I>(static_cast<U>(static_cast<U>(value) + static_cast<U>(step)));
        }
        ++k;
        return Shrinkable<I>::derived(candidate, &int_ladder<I>, static_cast<std::int64_t>(target));
    });
}

template <class I>
Shrinkable<I> int_tree(I value, I target) {
    return Shrinkable<I>::derived(value, &int_ladder<I>, static_cast<std::int64_t>(target));
}

/// The in-range point nearest 0.
template <class I>
constexpr I nearest_zero(I lo, I hi) {
    if (lo > I(0)) return lo;
    if (hi < I(0)) return hi;
    return I(0);
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
    return Gen<I>("gen::ints(" + std::to_string(min) + ", " + std::to_string(max) + ")",
                  [min, max, edges, target](Random& random) {
                      const bool edge = random.draws_edge_case();
                      const I value = edge ? edges.values[random.below_or_equal(edges.count - 1)] : random.between(min, max);
                      return detail::int_tree(value, target);
                  });
}

/// Integers over the whole range of I.
template <class I>
Gen<I> ints() {
    return ints<I>(std::numeric_limits<I>::min(), std::numeric_limits<I>::max());
}

Gen<bool> booleans();

/// Doubles in the half-open range [min, max) (a degenerate (x, x) gives x);
/// edges 0.0 and min; one shrink candidate, the in-range point nearest 0.
Gen<double> doubles(double min, double max);

/// One printable ASCII character (32..126), shrinking toward 'a'.
Gen<char> chars();

}  // namespace falsify::gen
