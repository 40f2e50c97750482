#pragma once
// The shrink tree shared by every sequence (vectors, strings, ...), in the
// order most aggressive first:
//   1. remove contiguous blocks of sizes n, n/2, ..., 1 at every aligned offset
//      (never below the minimum size), so that a failing element in the middle
//      or at the end is isolated;
//   2. merge two adjacent elements that are themselves sequences (nested lists
//      collapse into one list), and fold every integer into the last one (see
//      6);
//   3. shrink three or more equal elements together toward the same smaller
//      value (a bug that needs a value to occur k times breaks when fewer
//      than all of them move); then shorten each run of one repeated element
//      (to one element, to half) and lower a run's elements together (a
//      run-length bug in a string: the shortest, lowest run); then shrink
//      two equal elements together;
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
//
// The order of the moves is SequenceNode's, compiled once in the library; a
// SequenceTree<E, C> adds what needs its element type E (each move of two
// elements is ElementPairs<E>'s) and builds the container C.
#include <falsify/detail/comparable.hpp>
#include <falsify/detail/make_node.hpp>
#include <falsify/gen/detail/tree/element_pairs.hpp>
#include <falsify/gen/detail/tree/sequence_node.hpp>
#include <falsify/shrinkable.hpp>

#include <concepts>
#include <cstddef>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace falsify::gen::detail {

/// `left` with the elements of `right` appended, when both are non-empty
/// sequence trees of C (a nested list collapsing into one); below.
template <class C>
std::optional<Shrinkable<C>> joined_sequences(const Shrinkable<C>& left, const Shrinkable<C>& right);

template <class E, class C>
struct SequenceTree final : SequenceNode {
    using Build = C (*)(const std::vector<Shrinkable<E>>&);
    using Block = falsify::detail::Block;

    std::vector<Shrinkable<E>> elements;
    Build build;

    SequenceTree(std::vector<Shrinkable<E>> elements_arg, std::size_t min_size_arg, Build build_arg, std::size_t resume_arg, bool derived_arg, std::optional<Block> removed_arg)
        : SequenceNode(min_size_arg, resume_arg, derived_arg, removed_arg), elements(std::move(elements_arg)), build(build_arg) {}

    static Shrinkable<C> make(std::vector<Shrinkable<E>> elements, std::size_t min_size, Build build, std::size_t resume = no_resume,
                              bool derived = false, std::optional<Block> removed = std::nullopt) {
        return tree(falsify::detail::make_node<SequenceTree>(std::move(elements), min_size, build, resume, derived, removed));
    }

    /// The sequence state behind `tree`, if it is a sequence of this kind.
    static const SequenceTree* of(const Shrinkable<C>& tree) { return tree.template node_of<SequenceTree>(); }

    static Seq<Shrinkable<C>> children(const C&, const std::shared_ptr<const void>& state, std::int64_t, ShrinkRound round) {
        return seq_filter_map<Shrinkable<C>>(candidates(std::static_pointer_cast<const SequenceTree>(state), round),
                                             [](Ptr node) { return std::optional(tree(std::static_pointer_cast<const SequenceTree>(std::move(node)))); });
    }

    /// This sequence's tree around other elements (a candidate).
    Shrinkable<C> with(std::vector<Shrinkable<E>> replaced) const { return tree(node(std::move(replaced))); }

    std::size_t size() const noexcept override { return elements.size(); }

private:
    static Shrinkable<C> tree(std::shared_ptr<const SequenceTree> node) {
        if constexpr (falsify::detail::held_by_value<C>) {
            C value = node->build(node->elements);
            if (node->elements.empty()) return Shrinkable<C>::leaf(std::move(value));
            return Shrinkable<C>::from_node(std::move(value), std::move(node));
        } else {
            // Elements that cannot be copied: the container is built afresh whenever one is needed.
            return Shrinkable<C>::from_node_made([node] { return node->build(node->elements); }, node);
        }
    }

    std::shared_ptr<const SequenceTree> node(std::vector<Shrinkable<E>> replaced, std::size_t resume_at = no_resume,
                                             std::optional<Block> removed_at = std::nullopt) const {
        return falsify::detail::make_node<SequenceTree>(std::move(replaced), min_size, build, resume_at, true, removed_at);
    }

    Ptr selected(const std::vector<std::size_t>& indices, std::size_t resume_at, std::optional<Block> removed_at) const override {
        std::vector<Shrinkable<E>> kept;
        kept.reserve(indices.size());
        for (std::size_t i : indices) kept.push_back(elements[i]);
        return node(std::move(kept), resume_at, removed_at);
    }

    Ptr without(Block block) const override {
        std::vector<Shrinkable<E>> kept;
        kept.reserve(elements.size() - block.size);
        const auto from = elements.begin() + static_cast<std::ptrdiff_t>(block.offset);
        kept.insert(kept.end(), elements.begin(), from);
        kept.insert(kept.end(), from + static_cast<std::ptrdiff_t>(block.size), elements.end());
        return node(std::move(kept), no_resume, block);
    }

    Seq<Ptr> element_candidates(const Ptr& self, std::size_t i, ShrinkRound round) const override {
        return seq_filter_map<Ptr>(elements[i].children(round), [me = std::static_pointer_cast<const SequenceTree>(self), i](Shrinkable<E> child) {
            std::vector<Shrinkable<E>> replaced = me->elements;
            replaced[i] = std::move(child);
            return std::optional<Ptr>(me->node(std::move(replaced), i));
        });
    }

    bool comparable() const noexcept override { return falsify::detail::Comparable<E>; }
    bool ordered() const noexcept override { return std::totally_ordered<E>; }

    bool equal(std::size_t i, std::size_t j) const override {
        if constexpr (falsify::detail::Comparable<E>) return elements[i].value() == elements[j].value();
        else return (void)i, (void)j, false;
    }

    bool less(std::size_t i, std::size_t j) const override {
        if constexpr (std::totally_ordered<E>) return elements[i].value() < elements[j].value();
        else return (void)i, (void)j, false;
    }

    bool nested() const noexcept override { return requires { typename E::value_type; }; }

    std::optional<Ptr> joined(std::size_t i) const override {
        if constexpr (requires { typename E::value_type; }) {
            std::optional<Shrinkable<E>> joined = joined_sequences(elements[i], elements[i + 1]);
            if (!joined) return std::nullopt;
            std::vector<Shrinkable<E>> replaced;
            replaced.reserve(elements.size() - 1);
            for (std::size_t k = 0; k < elements.size(); ++k) {
                if (k == i) replaced.push_back(std::move(*joined));
                else if (k != i + 1) replaced.push_back(elements[k]);
            }
            return node(std::move(replaced));
        } else {
            return (void)i, std::nullopt;
        }
    }

    Seq<Ptr> pair_candidates(const Ptr& self, std::size_t i, std::size_t j, bool shifting, ShrinkRound round) const override {
        using Pairs = ElementPairs<E>;
        return seq_filter_map<Ptr>(Pairs::together(elements[i], elements[j], shifting, round),
                                   [me = std::static_pointer_cast<const SequenceTree>(self), i, j](Shrinkable<E> moved) -> std::optional<Ptr> {
                                       std::vector<Shrinkable<E>> replaced = me->elements;
                                       if (!Pairs::place_pair(replaced[i], replaced[j], std::move(moved))) return std::nullopt;
                                       return me->node(std::move(replaced));
                                   });
    }

    Seq<Ptr> group_candidates(const Ptr& self, const std::vector<std::size_t>& at, ShrinkRound round) const override {
        using Pairs = ElementPairs<E>;
        return seq_filter_map<Ptr>(Pairs::together(elements[at[0]], elements[at[1]], false, round),
                                   [me = std::static_pointer_cast<const SequenceTree>(self), at](Shrinkable<E> moved) -> std::optional<Ptr> {
                                       std::vector<Shrinkable<E>> replaced = me->elements;
                                       for (std::size_t k = 1; k < at.size(); ++k) {
                                           Shrinkable<E> first = me->elements[at[0]];
                                           if (!Pairs::place_pair(first, replaced[at[k]], moved)) return std::nullopt;
                                           replaced[at[0]] = std::move(first);
                                       }
                                       return me->node(std::move(replaced));
                                   });
    }

    std::optional<Ptr> folded_pair(std::size_t i, bool leaves) const override {
        if constexpr (ElementPairs<E>::integer) {
            std::vector<Shrinkable<E>> replaced = elements;
            if (!ElementPairs<E>::fold_pair(replaced[i], replaced[i + 1], leaves)) return std::nullopt;
            if (leaves) replaced.erase(replaced.begin() + static_cast<std::ptrdiff_t>(i));
            return node(std::move(replaced));
        } else {
            return (void)i, (void)leaves, std::nullopt;
        }
    }

    std::optional<Ptr> folded_all() const override {
        std::optional<std::vector<Shrinkable<E>>> replaced = ElementPairs<E>::folded(elements, min_size, 0, elements.size());
        if (!replaced) return std::nullopt;
        return node(std::move(*replaced));
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
