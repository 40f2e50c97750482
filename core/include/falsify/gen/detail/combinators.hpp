#pragma once
// What <falsify/gen/combinators.hpp> is made of, apart so that the public header reads as its API.
#include <falsify/detail/comparable.hpp>
#include <falsify/detail/make_node.hpp>
#include <falsify/gen/choice.hpp>
#include <falsify/gen/numeric.hpp>

#include <concepts>
#include <cstddef>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace falsify::gen::detail {

/// The values a wrapped level drew from the level below while it was being
/// generated: its direct subtrees. A thread's generation is strictly nested,
/// so a stack of open frames attributes every draw to its nearest wrapper.
template <class T>
class SubtreeFrames {
public:
    SubtreeFrames() { stack().push_back(&drawn_); }
    ~SubtreeFrames() { stack().pop_back(); }
    SubtreeFrames(const SubtreeFrames&) = delete;
    SubtreeFrames& operator=(const SubtreeFrames&) = delete;

    /// Called by the level below; a draw outside any frame (a shrink
    /// candidate being regenerated) belongs to nobody.
    static void record(const Shrinkable<T>& subtree) {
        if (!stack().empty()) stack().back()->push_back(subtree);
    }
    std::vector<Shrinkable<T>> take() { return std::move(drawn_); }

private:
    static std::vector<std::vector<Shrinkable<T>>*>& stack() {
        thread_local std::vector<std::vector<Shrinkable<T>>*> frames;
        return frames;
    }
    std::vector<Shrinkable<T>> drawn_;
};

/// A wrapped node as generated: its own subtrees first (a node replaced by
/// the part of it that fails is the largest step a tree can take), then its
/// own candidates. Once the node itself has shrunk its recorded subtrees are
/// stale, so they are offered only at the node as drawn.
template <class T>
struct SubtreeTree {
    std::vector<Shrinkable<T>> subtrees;
    Shrinkable<T> inner;

    static Shrinkable<T> make(std::vector<Shrinkable<T>> subtrees, Shrinkable<T> inner) {
        if (subtrees.empty()) return inner;
        T value = inner.value();
        auto state = falsify::detail::make_node<SubtreeTree>(SubtreeTree{std::move(subtrees), std::move(inner)});
        return Shrinkable<T>::from_node(std::move(value), std::move(state));
    }

    static Seq<Shrinkable<T>> children(const T& value, const std::shared_ptr<const void>& state, std::int64_t, ShrinkRound round) {
        auto me = std::static_pointer_cast<const SubtreeTree>(state);
        auto own = Seq<Shrinkable<T>>::indexed(me->subtrees.size(), [me, value](std::size_t i) -> std::optional<Shrinkable<T>> {
            if constexpr (falsify::detail::Comparable<T>) {
                if (me->subtrees[i].value() == value) return std::nullopt;
            }
            return me->subtrees[i];
        });
        return concat_lazy(std::move(own), [me, round] { return me->inner.children(round); });
    }
};

}  // namespace falsify::gen::detail

namespace falsify::gen::detail {

/// with_edge_cases: every value the inner generator produces is offered the
/// edge values first (in the order given, skipping one equal to it), then its
/// own tree; an edge value drawn outright shrinks to the edges listed before it.
template <class T>
struct EdgeCasedTree {
    std::shared_ptr<const std::vector<T>> edges;
    Shrinkable<T> inner;

    static Shrinkable<T> make(std::shared_ptr<const std::vector<T>> edges, Shrinkable<T> inner) {
        T value = inner.value();
        auto state = falsify::detail::make_node<EdgeCasedTree>(EdgeCasedTree{std::move(edges), std::move(inner)});
        return Shrinkable<T>::from_node(std::move(value), std::move(state));
    }

    static Seq<Shrinkable<T>> children(const T&, const std::shared_ptr<const void>& state, std::int64_t, ShrinkRound round) {
        auto me = std::static_pointer_cast<const EdgeCasedTree>(state);
        auto edges = Seq<Shrinkable<T>>::indexed(me->edges->size(), [me](std::size_t i) -> std::optional<Shrinkable<T>> {
            if constexpr (falsify::detail::Comparable<T>) {
                if ((*me->edges)[i] == me->inner.value()) return std::nullopt;
                for (std::size_t k = 0; k < i; ++k)
                    if ((*me->edges)[k] == (*me->edges)[i]) return std::nullopt;
            }
            return ElementTree<T>::make(me->edges, i);
        });
        return concat_lazy(std::move(edges), [me, round] {
            return seq_filter_map<Shrinkable<T>>(me->inner.children(round), [edges = me->edges](Shrinkable<T> child) -> std::optional<Shrinkable<T>> {
                return make(edges, std::move(child));
            });
        });
    }
};

[[noreturn]] void refuse_no_edges(const std::string& generator);

}  // namespace falsify::gen::detail
