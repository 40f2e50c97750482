#pragma once
// The shrink tree of a fixed-arity tuple (gen::tuples, aggregates): each
// position through its own tree, then moves across positions.
#include <falsify/detail/make_node.hpp>
#include <falsify/detail/restructuring.hpp>
#include <falsify/gen/numeric.hpp>
#include <falsify/gen/tree/sequence_tree.hpp>
#include <falsify/show.hpp>

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <tuple>
#include <utility>
#include <vector>

namespace falsify::gen {

namespace detail {

template <class T>
inline constexpr bool is_vector = false;
template <class E>
inline constexpr bool is_vector<std::vector<E>> = true;

/// A tuple's shrink tree. Its moves run on runtime positions, through tables
/// with one entry per position type: each move is instantiated once per
/// distinct type, not once per position or pair, so a wide struct compiles in
/// linear time.
template <class... Ts>
struct TupleTree {
    using Tuple = std::tuple<Ts...>;
    using Parts = std::tuple<Shrinkable<Ts>...>;
    using Gens = std::tuple<Gen<Ts>...>;
    using Candidates = Seq<Shrinkable<Tuple>>;
    static constexpr std::size_t n = sizeof...(Ts);
    Parts parts;
    /// The position whose shrink produced this tuple: its candidates start
    /// there (the positions before it were just tried) and wrap around.
    std::size_t resume = 0;
    /// The generators of the positions, when known: a position takes
    /// another's value only through its own generator.
    std::shared_ptr<const Gens> gens = {};

    static Shrinkable<Tuple> make(Parts parts, std::size_t resume = 0, std::shared_ptr<const Gens> gens = {}) {
        Tuple value = std::apply([](const auto&... p) { return Tuple(p.value()...); }, parts);
        auto state = falsify::detail::make_node<TupleTree>(TupleTree{std::move(parts), resume, std::move(gens)});
        return Shrinkable<Tuple>::from_node(std::move(value), std::move(state));
    }

    static Candidates children(const Tuple&, const std::shared_ptr<const void>& state, std::int64_t) {
        if constexpr (n == 0) {
            return {};
        } else {
            return nonempty_children(std::static_pointer_cast<const TupleTree>(state));
        }
    }

    static Candidates nonempty_children(const std::shared_ptr<const TupleTree>& me) {
        // Equal integers first (moving one alone would only break what makes
        // them fail together), then coupled integers and lists that move as
        // one, before each position alone; folds and the simplest rest last,
        // and in a restructuring round, positions trading places after them.
        using Part = Candidates (*)(std::shared_ptr<const TupleTree>);
        static constexpr std::array<Part, 7> parts{&each_pair<PairMove::equal>, &each_pair<PairMove::shift>, &each_pair<PairMove::merge>,
                                                   &positions, &each_pair<PairMove::fold>, &with_rest_simplest, &sorts};
        return seq_chain(me, parts);
    }

    /// Each position alone, from the one whose shrink produced this tuple.
    static Candidates positions(std::shared_ptr<const TupleTree> me) {
        return seq_flatten<Shrinkable<Tuple>>(Seq<Candidates>::indexed(n, [me](std::size_t k) -> std::optional<Candidates> {
            const std::size_t i = (me->resume + k) % n;
            return position_moves[i](me, i);
        }));
    }

    /// Position i, whose type the caller knows to be A.
    template <class A>
    static Shrinkable<A>& slot(Parts& parts, std::size_t i) {
        auto at = std::apply([](auto&... s) { return std::array<void*, n>{static_cast<void*>(&s)...}; }, parts);
        return *static_cast<Shrinkable<A>*>(at[i]);
    }
    template <class A>
    static const Shrinkable<A>& slot(const Parts& parts, std::size_t i) {
        return slot<A>(const_cast<Parts&>(parts), i);
    }

    /// Position i (of type A) shrunk alone, through its own tree.
    template <class A>
    static Candidates position(const std::shared_ptr<const TupleTree>& me, std::size_t i) {
        return seq_filter_map<Shrinkable<Tuple>>(slot<A>(me->parts, i).children(), [me, i](Shrinkable<A> child) -> std::optional<Shrinkable<Tuple>> {
            auto parts = me->parts;
            slot<A>(parts, i) = std::move(child);
            return make(std::move(parts), i, me->gens);
        });
    }
    static constexpr std::array<Candidates (*)(const std::shared_ptr<const TupleTree>&, std::size_t), n> position_moves{&position<Ts>...};

    /// Moves position i (of type A) to its first candidate; false when it has none.
    template <class A>
    static bool to_first_candidate(Parts& parts, std::size_t i) {
        auto first = slot<A>(parts, i).children().next();
        if (!first) return false;
        slot<A>(parts, i) = std::move(*first);
        return true;
    }
    static constexpr std::array<bool (*)(Parts&, std::size_t), n> first_candidate{&to_first_candidate<Ts>...};

    /// Position i at its first candidate with every later position at its own
    /// first candidate too: when a later value only means something under the
    /// earlier one (an operator and its operands, a tag and its payload), no
    /// single move reaches the simpler pair. Tried last, once per position.
    static Candidates with_rest_simplest(std::shared_ptr<const TupleTree> me) {
        if constexpr (n < 2) {
            return {};
        } else {
            return Candidates::indexed(n - 1, [me](std::size_t i) -> std::optional<Shrinkable<Tuple>> {
                auto parts = me->parts;
                if (!first_candidate[i](parts, i)) return std::nullopt;
                bool moved = false;
                for (std::size_t j = i + 1; j < n; ++j) moved = first_candidate[j](parts, j) || moved;
                if (!moved) return std::nullopt;
                return make(std::move(parts), 0, me->gens);
            });
        }
    }

    /// Each position's type, named by the first position of that type: two
    /// positions can move together only when these are equal.
    template <class T>
    static constexpr std::size_t first_of() {
        constexpr bool same[] = {std::is_same_v<T, Ts>...};
        std::size_t i = 0;
        while (!same[i]) ++i;
        return i;
    }
    static constexpr std::array<std::size_t, n> type_of{first_of<Ts>()...};

    enum class PairMove { equal, shift, merge, fold, swap };

    /// Restructuring: positions of one type trade places, two by two, when
    /// the later one comes first in dictionary order of their renderings. The
    /// order means nothing in itself; it is a canonical arrangement among
    /// counterexamples of one size, and the rearranged tuple can open moves
    /// the other could not take (a heap whose subheaps trade places).
    static Candidates sorts(std::shared_ptr<const TupleTree> me) {
        if (!falsify::detail::restructuring() || !me->gens) return {};
        return each_pair<PairMove::swap>(me);
    }

    template <class A>
    static const Gen<A>& gen_slot(const Gens& gens, std::size_t i) {
        auto at = std::apply([](const auto&... g) { return std::array<const void*, n>{static_cast<const void*>(&g)...}; }, gens);
        return *static_cast<const Gen<A>*>(at[i]);
    }

    /// Positions i < j (of type A) traded, each redrawn by its own generator
    /// keeping what fits of the other's tree (the rest at its simplest).
    template <class A>
    static Candidates swapped(const std::shared_ptr<const TupleTree>& tree, std::size_t i, std::size_t j) {
        std::string first = falsify::show(slot<A>(tree->parts, i).value());
        if (!(falsify::show(slot<A>(tree->parts, j).value()) < first)) return {};
        return Candidates::indexed(1, [tree, i, j, first = std::move(first)](std::size_t) -> std::optional<Shrinkable<Tuple>> {
            auto parts = tree->parts;
            try {
                Random simplest = Random::simplest(EdgeCases::None);
                slot<A>(parts, i) = gen_slot<A>(*tree->gens, i).regenerate(simplest, slot<A>(tree->parts, j));
                slot<A>(parts, j) = gen_slot<A>(*tree->gens, j).regenerate(simplest, slot<A>(tree->parts, i));
            } catch (const GenerationExhausted&) {
                return std::nullopt;
            }
            // What a generator could not keep may come out later in the order: then no progress.
            if (!(falsify::show(slot<A>(parts, i).value()) < first)) return std::nullopt;
            return make(std::move(parts), 0, tree->gens);
        });
    }

    /// The candidates of move M on every pair of positions i < j of one type, pair after pair.
    template <PairMove M>
    static Candidates each_pair(std::shared_ptr<const TupleTree> me) {
        using Move = Candidates (*)(const std::shared_ptr<const TupleTree>&, std::size_t, std::size_t);
        static constexpr std::array<Move, n> moves{&pair_move<M, Ts>...};
        return seq_flatten<Shrinkable<Tuple>>(Seq<Candidates>::indexed(n * n, [me](std::size_t k) -> std::optional<Candidates> {
            const std::size_t i = k / n, j = k % n;
            if (i >= j || type_of[i] != type_of[j]) return std::nullopt;
            return moves[i](me, i, j);
        }));
    }

    template <PairMove M, class A>
    static Candidates pair_move(const std::shared_ptr<const TupleTree>& tree, std::size_t i, std::size_t j) {
        constexpr bool integer = std::is_integral_v<A> && !std::is_same_v<A, bool>;
        if constexpr (M == PairMove::swap) {
            return swapped<A>(tree, i, j);
        } else if constexpr (M == PairMove::merge && is_vector<A>) {
            return merge<typename A::value_type>(tree, i, j);
        } else if constexpr (M == PairMove::fold && integer) {
            return Candidates::indexed(1, [tree, i, j](std::size_t) -> std::optional<Shrinkable<Tuple>> {
                auto parts = tree->parts;
                if (!ElementPairs<A>::fold_pair(slot<A>(parts, i), slot<A>(parts, j), false)) return std::nullopt;
                return make(std::move(parts), j, tree->gens);
            });
        } else if constexpr ((M == PairMove::equal || M == PairMove::shift) && integer) {
            using Pairs = ElementPairs<A>;
            const Shrinkable<A>& a = slot<A>(tree->parts, i);
            const Shrinkable<A>& b = slot<A>(tree->parts, j);
            if ((a.value() == b.value()) != (M == PairMove::equal)) return {};
            return seq_filter_map<Shrinkable<Tuple>>(Pairs::shrink_together(a, b, true),
                                                     [tree, i, j](Shrinkable<A> moved) -> std::optional<Shrinkable<Tuple>> {
                                                         auto parts = tree->parts;
                                                         if (!Pairs::place_pair(slot<A>(parts, i), slot<A>(parts, j), std::move(moved)))
                                                             return std::nullopt;
                                                         return make(std::move(parts), 0, tree->gens);
                                                     });
        } else {
            return {};
        }
    }

    /// Two non-empty vectors of one type (i < j) as one: j's elements appended
    /// to i's, j left empty. Lists whose contents only matter together (a
    /// total across them) concentrate in fewer of them; each candidate has
    /// one non-empty position fewer.
    template <class E>
    static Candidates merge(const std::shared_ptr<const TupleTree>& tree, std::size_t i, std::size_t j) {
        using Vectors = VectorTrees<E>;
        return Candidates::indexed(1, [tree, i, j](std::size_t) -> std::optional<Shrinkable<Tuple>> {
            auto parts = tree->parts;
            auto& a = slot<std::vector<E>>(parts, i);
            auto& b = slot<std::vector<E>>(parts, j);
            const auto* left = Vectors::sequence(a);
            const auto* right = Vectors::sequence(b);
            if (!left || !right) return std::nullopt;
            auto joined = left->elements;
            joined.insert(joined.end(), right->elements.begin(), right->elements.end());
            auto emptied = Vectors::rebuild(b, {});
            auto merged = emptied ? Vectors::rebuild(a, std::move(joined)) : std::nullopt;
            if (!merged) return std::nullopt;
            a = std::move(*merged);
            b = std::move(*emptied);
            return make(std::move(parts), i, tree->gens);
        });
    }
};

}  // namespace detail

}  // namespace falsify::gen
