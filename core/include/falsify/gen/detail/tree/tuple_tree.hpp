#pragma once
// The shrink tree of a fixed-arity tuple (gen::tuples, aggregates): each
// position through its own tree, then moves across positions.
#include <falsify/detail/make_node.hpp>
#include <falsify/gen/numeric.hpp>
#include <falsify/gen/detail/tree/sequence_tree.hpp>
#include <falsify/gen/detail/tree/tuple_node.hpp>
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

/// A tuple's shrink tree: the order of its moves is TupleNode's; the moves
/// run on runtime positions, through tables with one entry per position
/// type: each move is instantiated once per distinct type, not once per
/// position or pair, so a wide struct compiles in linear time.
template <class... Ts>
struct TupleTree final : TupleNode {
    using Tuple = std::tuple<Ts...>;
    using Parts = std::tuple<Shrinkable<Ts>...>;
    using Gens = std::tuple<Gen<Ts>...>;
    static constexpr std::size_t n = sizeof...(Ts);
    Parts parts;
    /// The generators of the positions, when known: a position takes
    /// another's value only through its own generator.
    std::shared_ptr<const Gens> gens;

    TupleTree(Parts parts_arg, std::size_t resume_arg, std::shared_ptr<const Gens> gens_arg)
        : TupleNode(resume_arg), parts(std::move(parts_arg)), gens(std::move(gens_arg)) {}

    static Shrinkable<Tuple> make(Parts parts, std::size_t resume = 0, std::shared_ptr<const Gens> gens = {}) {
        return tree(falsify::detail::make_node<TupleTree>(std::move(parts), resume, std::move(gens)));
    }

    static Seq<Shrinkable<Tuple>> children(const Tuple&, const std::shared_ptr<const void>& state, std::int64_t, ShrinkRound round) {
        return seq_filter_map<Shrinkable<Tuple>>(candidates(std::static_pointer_cast<const TupleTree>(state), round), [](Ptr node) {
            return std::optional(tree(std::static_pointer_cast<const TupleTree>(std::move(node))));
        });
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

private:
    using Me = std::shared_ptr<const TupleTree>;

    static Tuple built(const Parts& parts) {
        return std::apply([](const auto&... p) { return Tuple(p.fresh()...); }, parts);
    }

    static Shrinkable<Tuple> tree(Me node) {
        if constexpr (falsify::detail::held_by_value<Tuple>) {
            Tuple value = built(node->parts);
            return Shrinkable<Tuple>::from_node(std::move(value), std::move(node));
        } else {
            return Shrinkable<Tuple>::from_node_made([node] { return built(node->parts); }, node);
        }
    }

    /// A candidate: this tuple's generators around other parts.
    Ptr node(Parts replaced, std::size_t resume_at) const {
        return falsify::detail::make_node<TupleTree>(std::move(replaced), resume_at, gens);
    }

    static Me me(const Ptr& self) { return std::static_pointer_cast<const TupleTree>(self); }

    std::size_t arity() const noexcept override { return n; }
    bool same_type(std::size_t i, std::size_t j) const noexcept override { return type_of[i] == type_of[j]; }
    bool generators_known() const noexcept override { return gens != nullptr; }

    Seq<Ptr> position(const Ptr& self, std::size_t i, ShrinkRound round) const override { return position_moves[i](me(self), i, round); }

    Seq<Ptr> pair(const Ptr& self, PairMove move, std::size_t i, std::size_t j, ShrinkRound round) const override {
        static constexpr std::array<std::array<Move, n>, 5> moves{
            std::array<Move, n>{move_of<PairMove::equal, Ts>()...}, std::array<Move, n>{move_of<PairMove::shift, Ts>()...},
            std::array<Move, n>{move_of<PairMove::merge, Ts>()...}, std::array<Move, n>{move_of<PairMove::fold, Ts>()...},
            std::array<Move, n>{move_of<PairMove::swap, Ts>()...}};
        return moves[static_cast<std::size_t>(move)][i](me(self), i, j, round);
    }

    using Move = Seq<Ptr> (*)(const Me&, std::size_t, std::size_t, ShrinkRound);
    /// Pairs are of two positions of one type (TupleNode asks same_type), so a
    /// type that holds one position has no pair moves to compile: a struct of
    /// distinct member types instantiates none.
    template <PairMove M, class A>
    static constexpr Move move_of() {
        if constexpr (((std::is_same_v<A, Ts> ? 1 : 0) + ...) > 1) return &pair_move<M, A>;
        else return &no_pair_move;
    }
    static Seq<Ptr> no_pair_move(const Me&, std::size_t, std::size_t, ShrinkRound) { return {}; }

    std::optional<Ptr> with_rest_simplest(std::size_t i, ShrinkRound round) const override {
        auto replaced = parts;
        if (!first_candidate[i](replaced, i, round)) return std::nullopt;
        bool moved = false;
        for (std::size_t j = i + 1; j < n; ++j) moved = first_candidate[j](replaced, j, round) || moved;
        if (!moved) return std::nullopt;
        return node(std::move(replaced), 0);
    }

    /// Position i (of type A) shrunk alone, through its own tree.
    template <class A>
    static Seq<Ptr> position_of(const Me& me, std::size_t i, ShrinkRound round) {
        return seq_filter_map<Ptr>(slot<A>(me->parts, i).children(round), [me, i](Shrinkable<A> child) -> std::optional<Ptr> {
            auto replaced = me->parts;
            slot<A>(replaced, i) = std::move(child);
            return me->node(std::move(replaced), i);
        });
    }
    static constexpr std::array<Seq<Ptr> (*)(const Me&, std::size_t, ShrinkRound), n> position_moves{&position_of<Ts>...};

    /// Moves position i (of type A) to its first candidate; false when it has none.
    template <class A>
    static bool to_first_candidate(Parts& parts, std::size_t i, ShrinkRound round) {
        auto first = slot<A>(parts, i).children(round).next();
        if (!first) return false;
        slot<A>(parts, i) = std::move(*first);
        return true;
    }
    static constexpr std::array<bool (*)(Parts&, std::size_t, ShrinkRound), n> first_candidate{&to_first_candidate<Ts>...};

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

    template <class A>
    static const Gen<A>& gen_slot(const Gens& gens, std::size_t i) {
        auto at = std::apply([](const auto&... g) { return std::array<const void*, n>{static_cast<const void*>(&g)...}; }, gens);
        return *static_cast<const Gen<A>*>(at[i]);
    }

    /// Positions i < j (of type A) traded, each redrawn by its own generator
    /// keeping what fits of the other's tree (the rest at its simplest).
    template <class A>
    static Seq<Ptr> swapped(const Me& tree, std::size_t i, std::size_t j) {
        std::string first = falsify::show(slot<A>(tree->parts, i).value());
        if (!(falsify::show(slot<A>(tree->parts, j).value()) < first)) return {};
        return Seq<Ptr>::indexed(1, [tree, i, j, first = std::move(first)](std::size_t) -> std::optional<Ptr> {
            auto replaced = tree->parts;
            try {
                Random simplest = Random::simplest(EdgeCases::None);
                slot<A>(replaced, i) = gen_slot<A>(*tree->gens, i).regenerate(simplest, slot<A>(tree->parts, j));
                slot<A>(replaced, j) = gen_slot<A>(*tree->gens, j).regenerate(simplest, slot<A>(tree->parts, i));
            } catch (const GenerationExhausted&) {
                return std::nullopt;
            }
            // What a generator could not keep may come out later in the order: then no progress.
            if (!(falsify::show(slot<A>(replaced, i).value()) < first)) return std::nullopt;
            return tree->node(std::move(replaced), 0);
        });
    }

    template <PairMove M, class A>
    static Seq<Ptr> pair_move(const Me& tree, std::size_t i, std::size_t j, [[maybe_unused]] ShrinkRound round) {
        constexpr bool integer = std::is_integral_v<A> && !std::is_same_v<A, bool>;
        if constexpr (M == PairMove::swap) {
            return swapped<A>(tree, i, j);
        } else if constexpr (M == PairMove::merge && is_vector<A>) {
            return merge<typename A::value_type>(tree, i, j);
        } else if constexpr (M == PairMove::fold && integer) {
            return Seq<Ptr>::indexed(1, [tree, i, j](std::size_t) -> std::optional<Ptr> {
                auto replaced = tree->parts;
                if (!ElementPairs<A>::fold_pair(slot<A>(replaced, i), slot<A>(replaced, j), false)) return std::nullopt;
                return tree->node(std::move(replaced), j);
            });
        } else if constexpr ((M == PairMove::equal || M == PairMove::shift) && integer) {
            using Pairs = ElementPairs<A>;
            const Shrinkable<A>& a = slot<A>(tree->parts, i);
            const Shrinkable<A>& b = slot<A>(tree->parts, j);
            if ((a.value() == b.value()) != (M == PairMove::equal)) return {};
            return seq_filter_map<Ptr>(Pairs::shrink_together(a, b, true, round), [tree, i, j](Shrinkable<A> moved) -> std::optional<Ptr> {
                auto replaced = tree->parts;
                if (!Pairs::place_pair(slot<A>(replaced, i), slot<A>(replaced, j), std::move(moved))) return std::nullopt;
                return tree->node(std::move(replaced), 0);
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
    static Seq<Ptr> merge(const Me& tree, std::size_t i, std::size_t j) {
        using Vectors = VectorTrees<E>;
        return Seq<Ptr>::indexed(1, [tree, i, j](std::size_t) -> std::optional<Ptr> {
            auto replaced = tree->parts;
            auto& a = slot<std::vector<E>>(replaced, i);
            auto& b = slot<std::vector<E>>(replaced, j);
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
            return tree->node(std::move(replaced), i);
        });
    }
};

/// A tuple of one position (a command of one argument): that position's own
/// candidates in its order, which is all the general tree would offer, without
/// the moves across positions.
template <class A>
struct TupleTree<A> {
    using Tuple = std::tuple<A>;
    using Parts = std::tuple<Shrinkable<A>>;
    using Gens = std::tuple<Gen<A>>;
    static constexpr std::size_t n = 1;
    Parts parts;
    std::shared_ptr<const Gens> gens;

    static Shrinkable<Tuple> make(Parts parts, std::size_t = 0, std::shared_ptr<const Gens> gens = {}) {
        std::shared_ptr<const TupleTree> node = falsify::detail::make_node<TupleTree>(TupleTree{std::move(parts), std::move(gens)});
        const Shrinkable<A>& part = std::get<0>(node->parts);
        if constexpr (falsify::detail::held_by_value<A>) return Shrinkable<Tuple>::from_node(Tuple(part.value()), std::move(node));
        else return Shrinkable<Tuple>::from_node_made([node] { return Tuple(std::get<0>(node->parts).fresh()); }, node);
    }

    static Seq<Shrinkable<Tuple>> children(const Tuple&, const std::shared_ptr<const void>& state, std::int64_t, ShrinkRound round) {
        const auto* me = static_cast<const TupleTree*>(state.get());
        return seq_filter_map<Shrinkable<Tuple>>(std::get<0>(me->parts).children(round), [gens = me->gens](Shrinkable<A> child) {
            return std::optional(make(Parts(std::move(child)), 0, gens));
        });
    }
};

/// The empty tuple (a command without arguments): one value, no candidates,
/// none of the moves' machinery.
template <>
struct TupleTree<> {
    using Tuple = std::tuple<>;
    using Parts = std::tuple<>;
    using Gens = std::tuple<>;
    static constexpr std::size_t n = 0;
    Parts parts;
    std::shared_ptr<const Gens> gens;

    static Shrinkable<Tuple> make(Parts = {}, std::size_t = 0, std::shared_ptr<const Gens> gens = {}) {
        return Shrinkable<Tuple>::from_node(Tuple(), falsify::detail::make_node<TupleTree>(TupleTree{{}, std::move(gens)}));
    }

    static Seq<Shrinkable<Tuple>> children(const Tuple&, const std::shared_ptr<const void>&, std::int64_t) { return {}; }
};

}  // namespace detail

}  // namespace falsify::gen
