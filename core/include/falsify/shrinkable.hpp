#pragma once
// Shrinkable<T>: a generated value plus a lazy, finite, ordered list of smaller
// candidates (most aggressive first). Generating a value never builds its tree:
// the children are a function called only when the descent asks for them.
//
// Contract for every tree (built-in or custom): every branch is finite, and no
// candidate equals its parent. The runner also skips a candidate equal to the
// current value, as a defence against non-injective maps.
#include <falsify/detail/copyable.hpp>
#include <falsify/detail/integer_view.hpp>
#include <falsify/detail/make_node.hpp>
#include <falsify/detail/shrinkable.hpp>
#include <falsify/seq.hpp>
#include <falsify/shrink_round.hpp>

#include <cstdint>
#include <exception>
#include <functional>
#include <memory>
#include <new>
#include <optional>
#include <type_traits>
#include <typeinfo>
#include <utility>
#include <vector>

namespace falsify {

/// The type of value map(f) makes of a Shrinkable<T> or a Gen<T>: what f returns, decayed.
template <class F, class T>
using MappedValue = detail::mapped_t<F, T>;

template <class T>
class Shrinkable {
public:
    /// How the children of a value are computed: a plain function pointer plus
    /// either an inline word (trees derived from the value alone, such as the
    /// integer ladder, cost no allocation) or a shared state.
    using ChildrenFn = Seq<Shrinkable> (*)(const T& value, const std::shared_ptr<const void>& state, std::int64_t word, ShrinkRound round);

    Shrinkable(T value, ChildrenFn fn, std::shared_ptr<const void> state, std::int64_t word = 0)
        : value_(hold(std::move(value))), fn_(fn), state_(std::move(state)), word_(word) {}

    /// A tree whose value `make()` returns. A type that cannot be copied keeps
    /// `make` to make the value again (see fresh()); any other is made once.
    template <class Make>
        requires std::is_invocable_r_v<T, const Make&>
    static Shrinkable made(const Make& make, ChildrenFn fn, std::shared_ptr<const void> state, std::int64_t word = 0);

    /// A tree of the value `holder` holds (copied, or shared when T cannot be copied)
    /// whose candidates the node `node` computes (see from_node): a tree wrapping another.
    template <class Node>
    static Shrinkable from_node_over(const Shrinkable& holder, std::shared_ptr<const Node> node, std::int64_t word = 0);

    /// A value with no smaller candidates.
    static Shrinkable leaf(T value) { return Shrinkable(std::move(value), nullptr, nullptr); }

    /// A value whose candidates are computed by `children()` (returning a
    /// Seq<Shrinkable<T>> or a std::vector<Shrinkable<T>>), only when asked.
    /// A `children(ShrinkRound)` is told the round: a tree nesting others
    /// passes it on to their children().
    template <class F>
    static Shrinkable of(T value, F children);

    /// As of(), the value made by `make` (see made()).
    template <class Make, class F>
    static Shrinkable of_made(const Make& make, F children);

    /// A value whose candidates are a pure function of (value, word): no allocation.
    static Shrinkable derived(T value, ChildrenFn fn, std::int64_t word);

    /// A value whose candidates the node `node` computes: `Node` is a class with
    /// a static `Seq<Shrinkable<T>> children(const T&, const std::shared_ptr<const void>& node,
    /// std::int64_t word, ShrinkRound round)` (or without the round, for a tree
    /// with no rearrangements that nests no other tree). A tree holding trees of its kind finds the node again
    /// with `node_of<Node>()`: the typed way trees look inside each other (a
    /// sequence merging the sequences it holds, a tuple rebuilt around new parts).
    template <class Node>
    static Shrinkable from_node(T value, std::shared_ptr<const Node> node, std::int64_t word = 0);
    /// As from_node(), the value made by `make` (see made()).
    template <class Node, class Make>
    static Shrinkable from_node_made(const Make& make, std::shared_ptr<const Node> node, std::int64_t word = 0);
    /// The node behind this tree when `from_node<Node>` built it, else nullptr.
    template <class Node>
    const Node* node_of() const noexcept;
    /// True when `Node::children` computes this tree's candidates (the kind of
    /// a tree whose node is empty, like an integer ladder over the whole type).
    template <class Node>
    bool built_by() const noexcept;
    /// True when this tree and `other` compute their candidates alike (one node class, one ladder).
    bool same_kind(const Shrinkable& other) const noexcept { return fn_ == other.fn_; }

    const T& value() const noexcept;

    /// A value equal to value() to keep: a copy, or, for a type that cannot be
    /// copied, the value made again by the tree's recipe.
    T fresh() const;

    /// The candidates, most aggressive first; a restructuring round's also
    /// rearrange the value (see ShrinkRound).
    Seq<Shrinkable> children(ShrinkRound round) const { return fn_ ? fn_(value(), state_, word_, round) : Seq<Shrinkable>(); }

    bool is_leaf() const noexcept { return fn_ == nullptr; }

    /// The representation, for a tree built like this one around another value
    /// (an integer rebuilt on its ladder): the children's function, its inline
    /// word and its state. Trees recognise each other with `node_of` and `built_by`.
    ChildrenFn children_fn() const noexcept { return fn_; }
    std::int64_t word() const noexcept { return word_; }
    const std::shared_ptr<const void>& state() const noexcept { return state_; }

    /// The whole tree transformed by f. A candidate on which f throws is skipped,
    /// together with its subtree.
    template <class F>
    auto map(F f) const -> Shrinkable<MappedValue<F, T>>;

private:
    Shrinkable(detail::HeldValue<T> held, ChildrenFn fn, std::shared_ptr<const void> state, std::int64_t word, int /*held*/)
        : value_(std::move(held)), fn_(fn), state_(std::move(state)), word_(word) {}

    static detail::HeldValue<T> hold(T value);

    /// The children's function of trees from_node<Node> builds: Node::children,
    /// or, for a Node whose children take no round, a function that drops it.
    template <class Node>
    static constexpr ChildrenFn node_children() noexcept {
        if constexpr (std::is_invocable_v<decltype(&Node::children), const T&, const std::shared_ptr<const void>&, std::int64_t, ShrinkRound>)
            return &Node::children;
        else
            return &ordinary_node_children<Node>;
    }
    template <class Node>
    static Seq<Shrinkable> ordinary_node_children(const T& value, const std::shared_ptr<const void>& state, std::int64_t word, ShrinkRound);

    template <class F>
    static Seq<Shrinkable> call_children(const T&, const std::shared_ptr<const void>& state, std::int64_t, ShrinkRound round);
    static Seq<Shrinkable> as_seq(Seq<Shrinkable> children) { return children; }
    static Seq<Shrinkable> as_seq(std::vector<Shrinkable> children) { return Seq<Shrinkable>::from_vector(std::move(children)); }

    detail::HeldValue<T> value_;
    ChildrenFn fn_;
    std::shared_ptr<const void> state_;
    std::int64_t word_;
};


}  // namespace falsify

// The definitions of the templates and inline functions declared above.
#include <falsify/impl/shrinkable.hpp>
