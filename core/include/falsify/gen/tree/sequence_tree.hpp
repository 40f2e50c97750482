#pragma once
// The shrink tree shared by every sequence (vectors, strings, ...), in the
// order most aggressive first:
//   1. remove contiguous blocks of sizes n, n/2, ..., 1 at every aligned offset
//      (never below the minimum size), so that a failing element in the middle
//      or at the end is isolated;
//   2. merge two adjacent elements that are themselves sequences (nested lists
//      collapse into one list), and fold every integer into the last one (see
//      6);
//   3. shrink two equal elements together toward the same smaller value;
//   4. shrink each element through its own tree, the length fixed, then sort
//      the elements (same elements, fewer inversions: [1, 0] becomes [0, 1]);
//   5. shift two adjacent integers by the same amount toward their target (a
//      pair whose difference matters moves as one);
//   6. fold an integer into the next one: the first leaves and the second
//      takes its distance to the target, so that their sum (in the type's own
//      modular arithmetic) is kept while one element fewer is away from the
//      target (a total that must stay past a bound concentrates in fewer
//      elements).
// A sequence reached by shrinking element i lists its candidates from element
// i on (then the rest, then the removals): its parent's removals and earlier
// elements were all just tried, and a greedy descent that re-tried them first
// would spend most of its executions there. Likewise a sequence reached by a
// removal starts its removals at its parent's, and wraps around to the rest.
#include <falsify/gen/numeric.hpp>
#include <falsify/gen/tree/removal_order.hpp>
#include <falsify/shrinkable.hpp>

#include <algorithm>
#include <array>
#include <concepts>
#include <cstddef>
#include <memory>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

namespace falsify::gen::detail {

/// `left` with the elements of `right` appended, when both are non-empty
/// sequence trees of C (a nested list collapsing into one); below.
template <class C>
std::optional<Shrinkable<C>> joined_sequences(const Shrinkable<C>& left, const Shrinkable<C>& right);

template <class E, class C>
struct SequenceTree {
    using Build = C (*)(const std::vector<Shrinkable<E>>&);

    static constexpr std::size_t no_resume = static_cast<std::size_t>(-1);

    std::vector<Shrinkable<E>> elements;
    std::size_t min_size;
    Build build;
    /// The element whose shrink produced this sequence, or no_resume.
    std::size_t resume = no_resume;
    /// A candidate rather than a generated sequence: an ancestor already tried
    /// removing everything, so that removal comes last here (see removals).
    bool derived = false;
    /// The removal that produced this sequence, if one did.
    std::optional<falsify::detail::Block> removed;

    static Shrinkable<C> make(std::vector<Shrinkable<E>> elements, std::size_t min_size, Build build,
                              std::size_t resume = no_resume, bool derived = false, std::optional<falsify::detail::Block> removed = std::nullopt) {
        C value = build(elements);
        if (elements.empty()) return Shrinkable<C>::leaf(std::move(value));
        auto state = std::make_shared<const SequenceTree>(SequenceTree{std::move(elements), min_size, build, resume, derived, removed});
        return Shrinkable<C>::from_node(std::move(value), std::move(state));
    }

    /// The sequence state behind `tree`, if it is a sequence of this kind.
    static const SequenceTree* of(const Shrinkable<C>& tree) {
        return tree.template node_of<SequenceTree>();
    }

    static Seq<Shrinkable<C>> children(const C&, const std::shared_ptr<const void>& state, std::int64_t) {
        auto me = std::static_pointer_cast<const SequenceTree>(state);
        using Part = Seq<Shrinkable<C>> (*)(std::shared_ptr<const SequenceTree>);
        static constexpr std::array<Part, 7> resumed{&element_shrinks, &shifts, &removals, &merges, &sorted, &equal_pairs, &folds};
        static constexpr std::array<Part, 8> generated{&removals, &merges, &fold_all, &equal_pairs, &element_shrinks, &sorted, &shifts, &folds};
        if (me->resume != no_resume) return seq_chain(std::move(me), resumed);
        return seq_chain(std::move(me), generated);
    }

    Shrinkable<C> with(std::vector<Shrinkable<E>> replaced, std::size_t resume_at = no_resume,
                       std::optional<falsify::detail::Block> removed_at = std::nullopt) const {
        return make(std::move(replaced), min_size, build, resume_at, true, removed_at);
    }

    static Seq<Shrinkable<C>> removals(std::shared_ptr<const SequenceTree> me) {
        const std::size_t n = me->elements.size();
        if (n <= me->min_size) return {};
        // Removing everything is the generated sequence's first candidate; a
        // candidate sequence offers it after its partial removals, as its
        // ancestor's try makes it the least likely to fail (context may have
        // changed since, so it is still offered).
        const bool empty_last = me->derived && me->min_size == 0 && n > 1;
        // A sequence reached by a removal starts at its parent's block and
        // offset (the removals before it were just tried), then wraps around
        // to them, so a local minimum has still tried every removal.
        using falsify::detail::Block;
        using falsify::detail::RemovalOrder;
        const Block from = me->removed ? *me->removed : Block{0, n + 1};
        const auto tried_by_parent = [from](Block r) { return r.size > from.size || (r.size == from.size && r.offset < from.offset); };
        const auto pass = [n, me](bool empty_pending) { return RemovalOrder(n, me->min_size, empty_pending ? n / 2 : n); };
        return Seq<Shrinkable<C>>([me, tried_by_parent, pass, wrapped = false, empty_pending = empty_last,
                                   order = pass(empty_last)]() mutable -> std::optional<Shrinkable<C>> {
            for (;;) {
                const std::optional<Block> r = order.next();
                if (!r) {
                    if (empty_pending && wrapped) {
                        empty_pending = false;
                        return me->with({});
                    }
                    if (wrapped) return std::nullopt;
                    wrapped = true;
                    order = pass(empty_pending);
                    continue;
                }
                // First pass: from the parent's removal on; second pass: the ones before it.
                if (tried_by_parent(*r) != wrapped) {
                    if (wrapped) order.stop();  // back where the first pass began: only the emptying is left
                    continue;
                }
                return me->with(falsify::detail::without(me->elements, *r), no_resume, r);
            }
        });
    }

    static Seq<Shrinkable<C>> merges(std::shared_ptr<const SequenceTree> me) {
        if constexpr (requires { typename E::value_type; }) {
            if (me->elements.size() <= me->min_size) return {};
            return Seq<Shrinkable<C>>::indexed(me->elements.size() - 1, [me](std::size_t i) -> std::optional<Shrinkable<C>> {
                std::optional<Shrinkable<E>> joined = joined_sequences(me->elements[i], me->elements[i + 1]);
                if (!joined) return std::nullopt;
                std::vector<Shrinkable<E>> replaced;
                replaced.reserve(me->elements.size() - 1);
                for (std::size_t k = 0; k < me->elements.size(); ++k) {
                    if (k == i) replaced.push_back(std::move(*joined));
                    else if (k != i + 1) replaced.push_back(me->elements[k]);
                }
                return me->with(std::move(replaced));
            });
        } else {
            return {};
        }
    }

    /// The same elements in ascending order, when they are not already.
    static Seq<Shrinkable<C>> sorted(std::shared_ptr<const SequenceTree> me) {
        if constexpr (std::totally_ordered<E>) {
            const auto by_value = [](const Shrinkable<E>& a, const Shrinkable<E>& b) { return a.value() < b.value(); };
            if (std::is_sorted(me->elements.begin(), me->elements.end(), by_value)) return {};
            std::vector<Shrinkable<E>> ordered = me->elements;
            std::stable_sort(ordered.begin(), ordered.end(), by_value);
            return Seq<Shrinkable<C>>([candidate = std::optional(me->with(std::move(ordered)))]() mutable {
                return std::exchange(candidate, std::nullopt);
            });
        } else {
            return {};
        }
    }

    static Seq<Shrinkable<C>> element_shrinks(std::shared_ptr<const SequenceTree> me) {
        const std::size_t n = me->elements.size();
        const std::size_t first = me->resume == no_resume ? 0 : me->resume % n;
        return Seq<Shrinkable<C>>([me, n, first, visited = std::size_t{0}, current = std::optional<Seq<Shrinkable<E>>>()]() mutable
                                  -> std::optional<Shrinkable<C>> {
            while (visited < n) {
                const std::size_t index = (first + visited) % n;
                if (!current) current.emplace(me->elements[index].children());
                if (auto child = current->next()) {
                    std::vector<Shrinkable<E>> replaced = me->elements;
                    replaced[index] = std::move(*child);
                    return me->with(std::move(replaced), index);
                }
                current.reset();
                ++visited;
            }
            return std::nullopt;
        });
    }

    /// Equal elements (i < j) toward the same smaller value.
    static Seq<Shrinkable<C>> equal_pairs(std::shared_ptr<const SequenceTree> me) { return pair_moves(me, false); }

    /// Adjacent integers shifted together.
    static Seq<Shrinkable<C>> shifts(std::shared_ptr<const SequenceTree> me) { return pair_moves(me, true); }

    static Seq<Shrinkable<C>> pair_moves(std::shared_ptr<const SequenceTree> me, bool shifting) {
        const std::size_t n = me->elements.size();
        if (n < 2) return {};
        if constexpr (!std::equality_comparable<E>) {
            return {};
        } else {
            auto pairs = Seq<std::pair<std::size_t, std::size_t>>([n, shifting, i = std::size_t{0}, j = std::size_t{1}]() mutable
                                                                  -> std::optional<std::pair<std::size_t, std::size_t>> {
                if (i + 1 >= n) return std::nullopt;
                auto pair = std::pair(i, j);
                if (shifting || ++j == n) {
                    ++i;
                    j = i + 1;
                }
                return pair;
            });
            return seq_flatten<Shrinkable<C>>(seq_filter_map<Seq<Shrinkable<C>>>(
                std::move(pairs), [me, shifting](std::pair<std::size_t, std::size_t> p) -> std::optional<Seq<Shrinkable<C>>> {
                    const std::size_t i = p.first, j = p.second;
                    const bool equal = me->elements[i].value() == me->elements[j].value();
                    if (equal == shifting) return std::nullopt;
                    return seq_filter_map<Shrinkable<C>>(together(me->elements[i], me->elements[j], shifting),
                                                         [me, i, j](Shrinkable<E> moved) -> std::optional<Shrinkable<C>> {
                                                             std::vector<Shrinkable<E>> replaced = me->elements;
                                                             if (!place_pair(replaced[i], replaced[j], std::move(moved))) return std::nullopt;
                                                             return me->with(std::move(replaced));
                                                         });
                }));
        }
    }

    /// Adjacent integers, both away from one target: the first gives its
    /// distance to the second and leaves (or, at the minimum size, stays at its
    /// target). Every candidate has one element fewer away from its target
    /// than its parent, so chains of folds end.
    static Seq<Shrinkable<C>> folds(std::shared_ptr<const SequenceTree> me) {
        const std::size_t n = me->elements.size();
        return Seq<Shrinkable<C>>::indexed(n < 2 ? 0 : n - 1, [me, n](std::size_t i) -> std::optional<Shrinkable<C>> {
            std::vector<Shrinkable<E>> replaced = me->elements;
            const bool leaves = n > me->min_size;
            if (!fold_pair(replaced[i], replaced[i + 1], leaves)) return std::nullopt;
            if (leaves) replaced.erase(replaced.begin() + static_cast<std::ptrdiff_t>(i));
            return me->with(std::move(replaced));
        });
    }

    /// `to` moved by `from`'s distance to their common target, and `from` put
    /// at that target unless it `leaves`; false (both untouched) when they are
    /// not integer trees with one target, both away from it.
    static bool fold_pair(Shrinkable<E>& from, Shrinkable<E>& to, bool leaves) {
        if constexpr (std::is_integral_v<E> && !std::is_same_v<E, bool>) {
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

    /// Every integer away from the target folded into the last one, at once:
    /// the aggressive form of folds, offered right after the removals.
    static Seq<Shrinkable<C>> fold_all(std::shared_ptr<const SequenceTree> me) {
        return Seq<Shrinkable<C>>::indexed(me->elements.size() < 3 ? 0 : 1, [me](std::size_t) { return folded(me, 0, me->elements.size()); });
    }

    /// The elements of [begin, end) away from their (common) target folded
    /// into the last of them; nullopt when fewer than two are away from it.
    static std::optional<Shrinkable<C>> folded(const std::shared_ptr<const SequenceTree>& me, std::size_t begin, std::size_t end) {
        if constexpr (std::is_integral_v<E> && !std::is_same_v<E, bool>) {
            using U = std::make_unsigned_t<E>;
            std::optional<E> target;
            std::size_t last = end, away = 0;
            U total = 0;
            for (std::size_t i = begin; i < end; ++i) {
                const auto t = int_tree_target(me->elements[i]);
                if (!t || (target && *t != *target)) return std::nullopt;
                target = t;
                if (me->elements[i].value() == *t) continue;
                total = static_cast<U>(total + static_cast<U>(static_cast<U>(me->elements[i].value()) - static_cast<U>(*t)));
                last = i;
                ++away;
            }
            if (away < 2) return std::nullopt;
            std::vector<Shrinkable<E>> replaced;
            replaced.reserve(me->elements.size());
            std::size_t removable = me->elements.size() - std::min(me->elements.size(), me->min_size);
            for (std::size_t i = 0; i < me->elements.size(); ++i) {
                const Shrinkable<E>& e = me->elements[i];
                if (i < begin || i >= end || e.value() == *target) replaced.push_back(e);
                else if (i == last) {
                    const auto sum = static_cast<E>(static_cast<U>(static_cast<U>(*target) + total));
                    if (!int_tree_admits(e, sum)) return std::nullopt;
                    replaced.push_back(int_tree_like(e, sum));
                }
                else if (removable > 0) --removable;
                else replaced.push_back(int_tree_like(e, *target));
            }
            return me->with(std::move(replaced));
        } else {
            (void)me, (void)begin, (void)end;
            return std::nullopt;
        }
    }

    /// Two elements' moves as one (shrink_together). Equal integers that are
    /// not integer trees (mapped, chosen among elements) take the first's
    /// candidates, as equal values of any other type do: the elements share
    /// one generator, so each candidate of one is a value of the other.
    static Seq<Shrinkable<E>> together(const Shrinkable<E>& a, const Shrinkable<E>& b, bool shifting) {
        if constexpr (std::is_integral_v<E> && !std::is_same_v<E, bool>) {
            if (!shifting && !(int_core(a) && int_core(b))) return a.children();
        }
        return shrink_together(a, b, shifting);
    }

    /// Puts a pair move in place: `moved` is the first element's new tree; the
    /// second follows it (same value when equal, same shift for integers).
    /// False (both untouched) when the second would leave its range.
    static bool place_pair(Shrinkable<E>& first, Shrinkable<E>& second, Shrinkable<E> moved) {
        if constexpr (std::is_integral_v<E> && !std::is_same_v<E, bool>) {
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
    static Seq<Shrinkable<E>> shrink_together(const Shrinkable<E>& a, const Shrinkable<E>& b, bool adjacent) {
        if constexpr (std::is_integral_v<E> && !std::is_same_v<E, bool>) {
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
            if (va == vb) return core_a->same_kind(*core_b) ? a.children() : Seq<Shrinkable<E>>();
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
        } else if constexpr (std::equality_comparable<E>) {
            if (!(a.value() == b.value())) return {};
            return a.children();
        } else {
            (void)a, (void)b, (void)adjacent;
            return {};
        }
    }

    /// An integer tree for `value` that shrinks like `model` (same ladder, same target).
    static Shrinkable<E> int_tree_like(const Shrinkable<E>& model, E value) {
        if constexpr (std::is_integral_v<E> && !std::is_same_v<E, bool>) {
            return gen::detail::int_tree_like<E>(model, value);
        } else {
            return model;
        }
    }
};

template <class C>
std::optional<Shrinkable<C>> joined_sequences(const Shrinkable<C>& left, const Shrinkable<C>& right) {
    using Tree = SequenceTree<typename C::value_type, C>;
    const Tree* first = Tree::of(left);
    const Tree* second = Tree::of(right);
    if (!first || !second || second->elements.empty()) return std::nullopt;
    auto joined = first->elements;
    joined.insert(joined.end(), second->elements.begin(), second->elements.end());
    return first->with(std::move(joined));
}

/// The vector trees built by SequenceTree, seen through filters: their
/// elements, and the same tree (filters included) rebuilt around others, for
/// a tree that moves elements between the vectors it holds.
template <class E>
struct VectorTrees {
    using V = std::vector<E>;
    using Tree = SequenceTree<E, V>;

    static const Tree* sequence(const Shrinkable<V>& tree) {
        if (const auto* filter = falsify::detail::FilteredTree<V>::of(tree)) return sequence(filter->inner);
        return Tree::of(tree);
    }

    /// nullopt when the elements fall below the minimum size or a filter rejects them.
    static std::optional<Shrinkable<V>> rebuild(const Shrinkable<V>& model, std::vector<Shrinkable<E>> elements) {
        if (const auto* filter = falsify::detail::FilteredTree<V>::of(model)) {
            auto inner = rebuild(filter->inner, std::move(elements));
            if (!inner) return std::nullopt;
            return filter->rewrap(std::move(*inner));
        }
        const Tree* tree = Tree::of(model);
        if (!tree || elements.size() < tree->min_size) return std::nullopt;
        return tree->with(std::move(elements));
    }
};

}  // namespace falsify::gen::detail
