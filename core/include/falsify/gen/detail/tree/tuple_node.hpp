#pragma once
// What every tuple's shrink tree (gen::tuples, aggregates, a command's
// arguments) has in common, whatever its position types: the order of its
// moves and the walk over positions and pairs of positions, compiled once in
// the library (src/gen/tuple_node.cpp). A tuple of types (TupleTree,
// tuple_tree.hpp) adds only what needs a position's type: its candidates,
// and the moves of two positions of one type.
#include <falsify/gen/detail/tree/candidate_node.hpp>
#include <falsify/seq.hpp>
#include <falsify/shrink_round.hpp>

#include <cstddef>
#include <memory>
#include <optional>

namespace falsify::gen::detail {

class TupleNode : public CandidateNode {
public:

    explicit TupleNode(std::size_t resume_arg) noexcept : resume(resume_arg) {}
    TupleNode(const TupleNode&) = default;
    virtual ~TupleNode();

    /// The position whose shrink produced this tuple: its candidates start
    /// there (the positions before it were just tried) and wrap around.
    std::size_t resume;

    /// The candidates of `me` (at least one position), most aggressive first
    /// (see tuple_tree.hpp).
    static Seq<Ptr> candidates(Ptr me, ShrinkRound round);

protected:
    enum class PairMove { equal, shift, merge, fold, swap };

    virtual std::size_t arity() const noexcept = 0;
    /// Whether positions i and j have one type (only those move together).
    virtual bool same_type(std::size_t i, std::size_t j) const noexcept = 0;
    // `self` is this node, which the candidates pulled later keep alive.
    /// Position i shrunk alone, through its own tree (resuming at i).
    virtual Seq<Ptr> position(const Ptr& self, std::size_t i, ShrinkRound round) const = 0;
    /// Move `move` on positions i < j, of one type.
    virtual Seq<Ptr> pair(const Ptr& self, PairMove move, std::size_t i, std::size_t j, ShrinkRound round) const = 0;
    /// Position i at its first candidate and every later position at its own
    /// first candidate too; nullopt when that changes nothing after i.
    virtual std::optional<Ptr> with_rest_simplest(std::size_t i, ShrinkRound round) const = 0;
    /// Whether the positions' generators are known (positions trade places only through them).
    virtual bool generators_known() const noexcept = 0;

private:
    // The parts of the order, each over the round's candidates of the positions.
    static Seq<Ptr> positions(Ptr me, ShrinkRound round);
    template <PairMove M>
    static Seq<Ptr> each_pair(Ptr me, ShrinkRound round);
    static Seq<Ptr> rest_simplest(Ptr me, ShrinkRound round);
    static Seq<Ptr> sorts(Ptr me, ShrinkRound round);
};

}  // namespace falsify::gen::detail
