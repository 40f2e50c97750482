#pragma once
// What every sequence's shrink tree (vectors, strings, arrays, ...) has in
// common, whatever its element type: the order of its moves, compiled once in
// the library (src/gen/sequence_node.cpp). A sequence of a type (SequenceTree,
// sequence_tree.hpp) adds only what needs its elements' type: picking
// elements, an element's own candidates, comparing two, moving two as one.
#include <falsify/gen/detail/tree/removal_order.hpp>
#include <falsify/gen/detail/tree/candidate_node.hpp>
#include <falsify/seq.hpp>
#include <falsify/shrink_round.hpp>

#include <cstddef>
#include <memory>
#include <optional>
#include <vector>

namespace falsify::gen::detail {

class SequenceNode : public CandidateNode {
public:
    static constexpr std::size_t no_resume = static_cast<std::size_t>(-1);

    SequenceNode(std::size_t min_size_arg, std::size_t resume_arg, bool derived_arg, std::optional<falsify::detail::Block> removed_arg) noexcept
        : min_size(min_size_arg), resume(resume_arg), derived(derived_arg), removed(removed_arg) {}
    SequenceNode(const SequenceNode&) = default;
    virtual ~SequenceNode();

    std::size_t min_size;
    /// The element whose shrink produced this sequence, or no_resume.
    std::size_t resume;
    /// A candidate rather than a generated sequence: an ancestor already tried
    /// removing everything, so that removal comes last here (see removals).
    bool derived;
    /// The removal that produced this sequence, if one did.
    std::optional<falsify::detail::Block> removed;

    /// The candidates of `me`, most aggressive first (see sequence_tree.hpp).
    static Seq<Ptr> candidates(Ptr me, ShrinkRound round);

    virtual std::size_t size() const noexcept = 0;

protected:
    // What the moves ask of the elements. Every sequence they return is a
    // candidate: `derived`, with this one's minimum size.

    /// The elements at `indices`, in that order.
    virtual Ptr selected(const std::vector<std::size_t>& indices, std::size_t resume_at, std::optional<falsify::detail::Block> removed_at) const = 0;
    /// The elements outside `block`, `block` being the removal that made them
    /// (the removals' own move: no index list per candidate).
    virtual Ptr without(falsify::detail::Block block) const = 0;
    // `self` is this node, which the candidates pulled later keep alive.

    /// Element i replaced by each of its own candidates in turn (resuming at i).
    virtual Seq<Ptr> element_candidates(const Ptr& self, std::size_t i, ShrinkRound round) const = 0;
    /// Whether elements compare with == (equal) and < (less).
    virtual bool comparable() const noexcept = 0;
    virtual bool ordered() const noexcept = 0;
    virtual bool equal(std::size_t i, std::size_t j) const = 0;
    virtual bool less(std::size_t i, std::size_t j) const = 0;
    /// Whether the elements are sequences themselves, which `joined` may merge.
    virtual bool nested() const noexcept = 0;
    /// Elements i and i + 1, both sequences, as one sequence (nested lists collapse).
    virtual std::optional<Ptr> joined(std::size_t i) const = 0;
    /// Elements i < j moved as one (ElementPairs): equal ones toward the same
    /// smaller value, or (`shifting`) adjacent integers by the same amount.
    virtual Seq<Ptr> pair_candidates(const Ptr& self, std::size_t i, std::size_t j, bool shifting, ShrinkRound round) const = 0;
    /// The equal elements at `at` (two or more, ascending) moved as one: each
    /// candidate of the first, put at every one of them.
    virtual Seq<Ptr> group_candidates(const Ptr& self, const std::vector<std::size_t>& at, ShrinkRound round) const = 0;
    /// Integer i folded into i + 1 (ElementPairs::fold_pair), i leaving when it `leaves`.
    virtual std::optional<Ptr> folded_pair(std::size_t i, bool leaves) const = 0;
    /// Every integer away from the target folded into the last one (ElementPairs::folded).
    virtual std::optional<Ptr> folded_all() const = 0;

private:
    // The parts of the order, each over the round's candidates of the elements.
    static Seq<Ptr> removals(Ptr me, ShrinkRound round);
    static Seq<Ptr> merges(Ptr me, ShrinkRound round);
    static Seq<Ptr> sorted(Ptr me, ShrinkRound round);
    static Seq<Ptr> element_shrinks(Ptr me, ShrinkRound round);
    static Seq<Ptr> equal_pairs(Ptr me, ShrinkRound round);
    static Seq<Ptr> equal_groups(Ptr me, ShrinkRound round);
    static Seq<Ptr> runs(Ptr me, ShrinkRound round);
    static Seq<Ptr> shifts(Ptr me, ShrinkRound round);
    static Seq<Ptr> pair_moves(const Ptr& me, bool shifting, ShrinkRound round);
    static Seq<Ptr> folds(Ptr me, ShrinkRound round);
    static Seq<Ptr> fold_all(Ptr me, ShrinkRound round);
};

}  // namespace falsify::gen::detail
