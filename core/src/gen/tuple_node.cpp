// The moves of every tuple's shrink tree, in their order (see
// gen/detail/tree/tuple_tree.hpp), over the position operations a tuple of types
// provides.
#include <falsify/gen/detail/tree/tuple_node.hpp>

#include <array>
#include <utility>

namespace falsify::gen::detail {

TupleNode::~TupleNode() = default;

Seq<TupleNode::Ptr> TupleNode::candidates(Ptr me, ShrinkRound round) {
    // Equal integers first (moving one alone would only break what makes
    // them fail together), then coupled integers and lists that move as
    // one, before each position alone; folds and the simplest rest last,
    // and in a restructuring round, positions trading places after them.
    using Part = Seq<Ptr> (*)(Ptr, ShrinkRound);
    static constexpr std::array<Part, 7> parts{&each_pair<PairMove::equal>, &each_pair<PairMove::shift>, &each_pair<PairMove::merge>,
                                               &positions, &each_pair<PairMove::fold>, &rest_simplest, &sorts};
    return seq_chain(std::move(me), round, parts);
}

/// Each position alone, from the one whose shrink produced this tuple.
Seq<TupleNode::Ptr> TupleNode::positions(Ptr node, ShrinkRound round) {
    const auto me = as<TupleNode>(std::move(node));
    const std::size_t n = me->arity();
    return seq_flatten<Ptr>(Seq<Seq<Ptr>>::indexed(n, [me, n, round](std::size_t k) -> std::optional<Seq<Ptr>> {
        const std::size_t i = (me->resume + k) % n;
        return me->position(me, i, round);
    }));
}

/// The candidates of move M on every pair of positions i < j of one type, pair after pair.
template <TupleNode::PairMove M>
Seq<TupleNode::Ptr> TupleNode::each_pair(Ptr node, ShrinkRound round) {
    const auto me = as<TupleNode>(std::move(node));
    const std::size_t n = me->arity();
    return seq_flatten<Ptr>(Seq<Seq<Ptr>>::indexed(n * n, [me, n, round](std::size_t k) -> std::optional<Seq<Ptr>> {
        const std::size_t i = k / n, j = k % n;
        if (i >= j || !me->same_type(i, j)) return std::nullopt;
        return me->pair(me, M, i, j, round);
    }));
}

/// Position i at its first candidate with every later position at its own
/// first candidate too: when a later value only means something under the
/// earlier one (an operator and its operands, a tag and its payload), no
/// single move reaches the simpler pair. Tried last, once per position.
Seq<TupleNode::Ptr> TupleNode::rest_simplest(Ptr node, ShrinkRound round) {
    const auto me = as<TupleNode>(std::move(node));
    const std::size_t n = me->arity();
    if (n < 2) return {};
    return Seq<Ptr>::indexed(n - 1, [me, round](std::size_t i) { return me->with_rest_simplest(i, round); });
}

/// Restructuring: positions of one type trade places, two by two, when
/// the later one comes first in dictionary order of their renderings. The
/// order means nothing in itself; it is a canonical arrangement among
/// counterexamples of one size, and the rearranged tuple can open moves
/// the other could not take (a heap whose subheaps trade places).
Seq<TupleNode::Ptr> TupleNode::sorts(Ptr node, ShrinkRound round) {
    const auto me = as<TupleNode>(std::move(node));
    if (round != ShrinkRound::restructuring || !me->generators_known()) return {};
    return each_pair<PairMove::swap>(me, round);
}

}  // namespace falsify::gen::detail
