#pragma once
// The integer a tree is made from, seen through the filters and maps around
// it: what moves made across trees (values that several parameters, draws or
// commands share; coupled values) compare, and how such a tree is rebuilt at
// another integer. Integer trees are read in the library (one instantiation
// per integer type); a mapped tree answers for its source (MappedNode).
#include <falsify/seq.hpp>
#include <falsify/shrink_round.hpp>

#include <concepts>
#include <cstdint>
#include <optional>
#include <typeinfo>
#include <utility>

namespace falsify {

template <class T>
class Shrinkable;

namespace detail {

/// The integer types whose trees the library reads and moves.
template <class T>
concept PairableInteger = std::same_as<T, char> || std::same_as<T, signed char> || std::same_as<T, unsigned char> ||
                          std::same_as<T, short> || std::same_as<T, unsigned short> || std::same_as<T, int> ||
                          std::same_as<T, unsigned> || std::same_as<T, long> || std::same_as<T, unsigned long> ||
                          std::same_as<T, long long> || std::same_as<T, unsigned long long>;

/// The integer under a tree. Two views are of one kind when their integers
/// have one type, one target and one range: either tree can then be rebuilt
/// at the other's integer.
struct IntegerView {
    const std::type_info* type = nullptr;
    std::uint64_t bits = 0;  // the value as its unsigned bit pattern
    std::int64_t target = 0;
    bool bounded = false;
    std::uint64_t lo = 0, hi = 0;
    std::uint64_t distance = 0;  // from the target
    bool below = false;          // under the target
    unsigned digits = 0;         // the type's value bits (std::numeric_limits::digits)
    bool is_signed = false;

    /// The type's width in bits, and a mask of them.
    unsigned width() const noexcept { return digits + (is_signed ? 1 : 0); }
    std::uint64_t mask() const noexcept { return width() >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << width()) - 1; }
    /// How far from the target the value may lie on its side (its range's bound, else its type's).
    std::uint64_t reach() const noexcept {
        const auto t = static_cast<std::uint64_t>(target);
        if (bounded) return (below ? t - lo : hi - t) & mask();
        const std::uint64_t top = digits >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << digits) - 1;
        if (!below) return (top - t) & mask();
        return is_signed ? (t + (std::uint64_t{1} << digits)) & mask() : t & mask();
    }

    bool same_kind(const IntegerView& other) const noexcept {
        return *type == *other.type && target == other.target && bounded == other.bounded && (!bounded || (lo == other.lo && hi == other.hi));
    }
    bool same_value(const IntegerView& other) const noexcept { return bits == other.bits && same_kind(other); }
    /// Nearer the target; at one distance, above it (0, 1, -1, 2, -2, ...).
    bool simpler_than(const IntegerView& other) const noexcept {
        return distance != other.distance ? distance < other.distance : !below && other.below;
    }
};

/// For an integer tree of this library, under filters and maps; std::nullopt otherwise.
template <PairableInteger I>
std::optional<IntegerView> integer_view_of(const Shrinkable<I>& tree);

/// `tree` rebuilt at the integer `bits`, shrinking as it did; std::nullopt
/// when its range, a filter or a map refuses it (or it has no integer view).
template <PairableInteger I>
std::optional<Shrinkable<I>> with_integer_of(const Shrinkable<I>& tree, std::uint64_t bits);

/// Two integer trees moved as one, each candidate a pair: equal values along
/// the first's ladder, or both shifted toward their common target by one
/// amount. Each value stays between where it was and its target, so both
/// stay in their generators' ranges. With `close_only`, none unless the two
/// are equal or closer to each other than to their target (values that look
/// coupled). In a restructuring round instead: the first toward its target
/// and the second away from its own by one amount, the sum kept. Through
/// filters (which judge each moved value) and maps (whose sources move).
template <PairableInteger I>
Seq<std::pair<Shrinkable<I>, Shrinkable<I>>> integer_pair_moves(const Shrinkable<I>& a, const Shrinkable<I>& b, bool close_only, ShrinkRound round);

}  // namespace detail
}  // namespace falsify
