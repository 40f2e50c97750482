#pragma once
// Moves of two elements of one type as one, shared by the trees that hold
// several values of a type (sequences, tuples) and by the descent's moves
// across parameters (moved_together): equal values toward the same smaller
// value, adjacent integers shifted together, an integer folded into another.
// Integers here are integer trees, perhaps under filters (int_core).
#include <falsify/detail/comparable.hpp>
#include <falsify/gen/numeric.hpp>
#include <falsify/shrinkable.hpp>

#include <algorithm>
#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

namespace falsify::gen::detail {

template <class E>
struct ElementPairs {
    static constexpr bool integer = std::is_integral_v<E> && !std::is_same_v<E, bool>;

    /// `to` moved by `from`'s distance to their common target, and `from` put
    /// at that target unless it `leaves`; false (both untouched) when they are
    /// not integer trees with one target, both away from it.
    static bool fold_pair(Shrinkable<E>& from, Shrinkable<E>& to, bool leaves) {
        if constexpr (integer) {
            const auto ta = int_tree_target(from), tb = int_tree_target(to);
            if (!ta || !tb || *ta != *tb || from.value() == *ta || to.value() == *ta) return false;
            using U = std::make_unsigned_t<E>;
            const auto sum = static_cast<E>(static_cast<U>(static_cast<U>(to.value()) + static_cast<U>(from.value()) - static_cast<U>(*ta)));
            if (!int_tree_admits(to, sum)) return false;
            to = int_tree_like(to, sum);
            if (!leaves) from = int_tree_like(from, *ta);
            return true;
        } else {
            (void)from, (void)to, (void)leaves;
            return false;
        }
    }

    /// The elements of [begin, end) away from their (common) target folded
    /// into the last of them, the others leaving while the sequence stays at
    /// least `min_size` long (then put at the target); nullopt when fewer
    /// than two are away from it.
    static std::optional<std::vector<Shrinkable<E>>> folded(const std::vector<Shrinkable<E>>& elements, std::size_t min_size, std::size_t begin,
                                                            std::size_t end) {
        if constexpr (integer) {
            using U = std::make_unsigned_t<E>;
            std::optional<E> target;
            std::size_t last = end, away = 0;
            U total = 0;
            for (std::size_t i = begin; i < end; ++i) {
                const auto t = int_tree_target(elements[i]);
                if (!t || (target && *t != *target)) return std::nullopt;
                target = t;
                if (elements[i].value() == *t) continue;
                total = static_cast<U>(total + static_cast<U>(static_cast<U>(elements[i].value()) - static_cast<U>(*t)));
                last = i;
                ++away;
            }
            if (away < 2) return std::nullopt;
            std::vector<Shrinkable<E>> replaced;
            replaced.reserve(elements.size());
            std::size_t removable = elements.size() - std::min(elements.size(), min_size);
            for (std::size_t i = 0; i < elements.size(); ++i) {
                const Shrinkable<E>& e = elements[i];
                if (i < begin || i >= end || e.value() == *target) replaced.push_back(e);
                else if (i == last) {
                    const auto sum = static_cast<E>(static_cast<U>(static_cast<U>(*target) + total));
                    if (!int_tree_admits(e, sum)) return std::nullopt;
                    replaced.push_back(int_tree_like(e, sum));
                }
                else if (removable > 0) --removable;
                else replaced.push_back(int_tree_like(e, *target));
            }
            return replaced;
        } else {
            (void)elements, (void)min_size, (void)begin, (void)end;
            return std::nullopt;
        }
    }

    /// Two elements' moves as one (shrink_together). Equal integers that are
    /// not integer trees (mapped, chosen among elements) take the first's
    /// candidates, as equal values of any other type do: the elements share
    /// one generator, so each candidate of one is a value of the other.
    static Seq<Shrinkable<E>> together(const Shrinkable<E>& a, const Shrinkable<E>& b, bool shifting, ShrinkRound round) {
        if constexpr (integer) {
            if (!shifting && !(int_core(a) && int_core(b))) return a.children(round);
        }
        return shrink_together(a, b, shifting, round);
    }

    /// Puts a pair move in place: `moved` is the first element's new tree; the
    /// second follows it (same value when equal, same shift for integers).
    /// False (both untouched) when the second would leave its range.
    static bool place_pair(Shrinkable<E>& first, Shrinkable<E>& second, Shrinkable<E> moved) {
        if constexpr (integer) {
            if (int_core(first) && int_core(second)) {
                using U = std::make_unsigned_t<E>;
                const auto shifted = static_cast<E>(static_cast<U>(static_cast<U>(second.value()) - static_cast<U>(first.value()) + static_cast<U>(moved.value())));
                std::optional<Shrinkable<E>> placed_first = int_core_like(first, moved.value());
                std::optional<Shrinkable<E>> placed_second = int_core_like(second, shifted);
                if (!placed_first || !placed_second) return false;
                first = std::move(*placed_first);
                second = std::move(*placed_second);
                return true;
            }
        }
        second = moved;
        first = std::move(moved);
        return true;
    }

    /// Candidates for moving two elements as one: for equal values, each
    /// candidate of the first (applied to both); for adjacent integers with
    /// the same target, the first's value shifted toward the target by the
    /// ladder of the smaller distance (the second moves by the same amount).
    static Seq<Shrinkable<E>> shrink_together(const Shrinkable<E>& a, const Shrinkable<E>& b, bool adjacent, ShrinkRound round) {
        if constexpr (integer) {
            // Through filters: the integer trees under them decide, the filters judge the results (place_pair).
            const Shrinkable<E>* core_a = int_core(a);
            const Shrinkable<E>* core_b = int_core(b);
            if (!core_a || !core_b) return {};
            const auto ta = int_tree_target(*core_a), tb = int_tree_target(*core_b);
            if (*ta != *tb) return {};
            const E target = *ta;
            const E va = a.value(), vb = b.value();
            const bool same_side = (va > target && vb > target) || (va < target && vb < target);
            if (!same_side) return {};
            // Both follow the first's ladder, which may cross to the mirror of a
            // negative value: only a tree of the same kind surely admits it.
            if (va == vb) return core_a->same_kind(*core_b) ? a.children(round) : Seq<Shrinkable<E>>();
            if (!adjacent) return {};
            using U = std::make_unsigned_t<E>;
            const auto distance = [&](E v) {
                return v > target ? static_cast<std::uint64_t>(static_cast<U>(static_cast<U>(v) - static_cast<U>(target)))
                                  : static_cast<std::uint64_t>(static_cast<U>(static_cast<U>(target) - static_cast<U>(v)));
            };
            const std::uint64_t d = std::min(distance(va), distance(vb));
            const bool above = va > target;
            // The whole distance, then gallops to a 256th and a 16th of it (when every smaller
            // pair keeps failing, a large pair comes down in a few steps, as a single integer's
            // ladder does), then halves of it: a bisection for the boundary.
            std::array<std::uint64_t, 2> gallops{d >= 512 ? d - (d >> 8) : 0, d >= 32 ? d - (d >> 4) : 0};
            return Seq<Shrinkable<E>>([va, above, d, gallops, k = 0u, g = 0u]() mutable -> std::optional<Shrinkable<E>> {
                if (k >= 64) return std::nullopt;
                while (k == 1 && g < gallops.size() && gallops[g] == 0) ++g;
                const std::uint64_t shift = k == 1 && g < gallops.size() ? gallops[g++] : d >> k++;
                if (shift == 0) return std::nullopt;
                const E moved = above ? static_cast<E>(static_cast<U>(static_cast<U>(va) - static_cast<U>(shift)))
                                      : static_cast<E>(static_cast<U>(static_cast<U>(va) + static_cast<U>(shift)));
                return Shrinkable<E>::leaf(moved);
            });
        } else if constexpr (falsify::detail::Comparable<E>) {
            if (!(a.value() == b.value())) return {};
            return a.children(round);
        } else {
            (void)a, (void)b, (void)adjacent, (void)round;
            return {};
        }
    }
};

}  // namespace falsify::gen::detail
