#pragma once
// What <falsify/shrinkable.hpp> is made of, apart so that the public header reads as its API.
#include <falsify/detail/copyable.hpp>
#include <falsify/detail/integer_view.hpp>
#include <falsify/detail/make_node.hpp>
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

namespace falsify::detail {

/// Whether a tree holds its value by value. A type that cannot be copied (a
/// class holding a std::unique_ptr, say) is held once, shared by the copies
/// of its tree, together with the recipe that makes it again: a tree that
/// builds a container of such values makes each element afresh.
template <class T>
inline constexpr bool held_by_value = deep_copyable<T>;

template <class T>
struct SharedValue {
    T value;
    /// Makes an equal value again; empty where the tree was given a value and no recipe.
    std::function<T()> remake;
};

template <class T>
using HeldValue = std::conditional_t<held_by_value<T>, T, std::shared_ptr<const SharedValue<T>>>;

/// Says that a value of a type that cannot be copied was needed twice where
/// no recipe makes it again. Defined in the library.
[[noreturn]] void refuse_copy(const std::type_info& type);

/// A map's function applied to a tree's value: read in place, or, for a
/// function that takes a value it keeps (a T that can only be moved, into a
/// std::variant, say), given a fresh one.
template <class F, class Tree>
decltype(auto) call_mapped(F&& f, const Tree& tree) {
    if constexpr (std::is_invocable_v<F&&, decltype(tree.value())>) return std::forward<F>(f)(tree.value());
    else return std::forward<F>(f)(tree.fresh());
}

template <class F, class T>
using mapped_t = std::decay_t<decltype(call_mapped(std::declval<F&>(), std::declval<const Shrinkable<T>&>()))>;

}  // namespace falsify::detail

namespace falsify::detail {

/// What every mapped tree of one result type U answers, whatever its source
/// type and function: the way moves made across trees see through maps (an
/// integer drawn and mapped to a key still moves as an integer).
template <class U>
class MappedNode {
public:
    virtual ~MappedNode() = default;

    /// The mapped tree behind `tree`, if it is one.
    static const MappedNode* of(const Shrinkable<U>& tree) noexcept { return tree.template node_of<MappedNode>(); }

    virtual Seq<Shrinkable<U>> mapped_children(ShrinkRound round) const = 0;
    /// The integer under the source (see integer_view).
    virtual std::optional<IntegerView> integer_view() const = 0;
    /// The source rebuilt at the integer `bits`, mapped again.
    virtual std::optional<Shrinkable<U>> with_integer(std::uint64_t bits) const = 0;
    /// This tree's source and that of `other` (another mapped tree of U)
    /// moved as one (see integer_pair_moves), each mapped again by its own function.
    virtual Seq<std::pair<Shrinkable<U>, Shrinkable<U>>> moved_with(const Shrinkable<U>& other, bool close_only, ShrinkRound round) const = 0;
    /// The source tree (a Shrinkable<S>) when its type is `source_type`, else nullptr.
    virtual const void* source_as(const std::type_info& source_type) const noexcept = 0;
    /// `source` (a Shrinkable<S> of this tree's source type) mapped by this tree's function.
    virtual std::optional<Shrinkable<U>> remapped(const void* source) const = 0;

protected:
    static Shrinkable<U> tree(U value, std::shared_ptr<const MappedNode> me) { return Shrinkable<U>::from_node(std::move(value), std::move(me)); }
    template <class Make>
    static Shrinkable<U> tree_made(const Make& make, std::shared_ptr<const MappedNode> me) {
        return Shrinkable<U>::made(make, &MappedNode::children, std::shared_ptr<const void>(std::move(me)));
    }

private:
    friend class Shrinkable<U>;
    static Seq<Shrinkable<U>> children(const U&, const std::shared_ptr<const void>& state, std::int64_t, ShrinkRound round) {
        return static_cast<const MappedNode*>(state.get())->mapped_children(round);
    }
};

/// The integer under `tree` (an integer tree, perhaps under filters and maps), if any.
template <class T>
std::optional<IntegerView> integer_view(const Shrinkable<T>& tree) {
    if constexpr (PairableInteger<T>) {
        return integer_view_of(tree);
    } else {
        if (const auto* mapped = MappedNode<T>::of(tree)) return mapped->integer_view();
        return std::nullopt;
    }
}

/// `tree` rebuilt at the integer `bits` (see with_integer_of).
template <class T>
std::optional<Shrinkable<T>> with_integer(const Shrinkable<T>& tree, std::uint64_t bits) {
    if constexpr (PairableInteger<T>) {
        return with_integer_of(tree, bits);
    } else {
        if (const auto* mapped = MappedNode<T>::of(tree)) return mapped->with_integer(bits);
        return std::nullopt;
    }
}

/// Two trees moved as one through the integers under them (see integer_pair_moves).
template <class T>
Seq<std::pair<Shrinkable<T>, Shrinkable<T>>> pair_moves(const Shrinkable<T>& a, const Shrinkable<T>& b, bool close_only, ShrinkRound round) {
    if constexpr (PairableInteger<T>) {
        return integer_pair_moves(a, b, close_only, round);
    } else {
        const auto* first = MappedNode<T>::of(a);
        if (!first || !MappedNode<T>::of(b)) return {};
        return first->moved_with(b, close_only, round);
    }
}

template <class T, class U, class F>
class MappedTree final : public MappedNode<U> {
public:
    MappedTree(Shrinkable<T> source, F f) : source_(std::move(source)), f_(std::move(f)) {}

    static Shrinkable<U> make(U value, Shrinkable<T> source, F f) {
        return MappedNode<U>::tree(std::move(value), falsify::detail::make_node<MappedTree>(std::move(source), std::move(f)));
    }

    /// For a U that cannot be copied: the value made by f from the source, again when needed.
    static Shrinkable<U> make(Shrinkable<T> source, F f) {
        std::shared_ptr<const MappedTree> node = falsify::detail::make_node<MappedTree>(std::move(source), std::move(f));
        return MappedNode<U>::tree_made([node] { return call_mapped(node->f_, node->source_); }, node);
    }

    const Shrinkable<T>& source() const noexcept { return source_; }

    Seq<Shrinkable<U>> mapped_children(ShrinkRound round) const override {
        F f = f_;
        return seq_filter_map<Shrinkable<U>>(source_.children(round), [f](Shrinkable<T> child) { return mapped(child, f); });
    }

    std::optional<IntegerView> integer_view() const override { return falsify::detail::integer_view(source_); }

    std::optional<Shrinkable<U>> with_integer(std::uint64_t bits) const override {
        std::optional<Shrinkable<T>> moved = falsify::detail::with_integer(source_, bits);
        if (!moved) return std::nullopt;
        return mapped(*moved, f_);
    }

    Seq<std::pair<Shrinkable<U>, Shrinkable<U>>> moved_with(const Shrinkable<U>& other, bool close_only, ShrinkRound round) const override {
        const MappedNode<U>* node = MappedNode<U>::of(other);
        const auto* other_source = node ? static_cast<const Shrinkable<T>*>(node->source_as(typeid(T))) : nullptr;
        if (!other_source) return {};
        using Pair = std::pair<Shrinkable<U>, Shrinkable<U>>;
        return seq_filter_map<Pair>(pair_moves(source_, *other_source, close_only, round),
                                    [f = f_, other](const std::pair<Shrinkable<T>, Shrinkable<T>>& moved) -> std::optional<Pair> {
                                        std::optional<Shrinkable<U>> first = mapped(moved.first, f);
                                        std::optional<Shrinkable<U>> second = MappedNode<U>::of(other)->remapped(&moved.second);
                                        if (!first || !second) return std::nullopt;
                                        return Pair(std::move(*first), std::move(*second));
                                    });
    }

    const void* source_as(const std::type_info& source_type) const noexcept override {
        return source_type == typeid(T) ? &source_ : nullptr;
    }

    std::optional<Shrinkable<U>> remapped(const void* source) const override {
        return mapped(*static_cast<const Shrinkable<T>*>(source), f_);
    }

private:
    /// A candidate on which f throws is skipped, together with its subtree;
    /// not one for which memory ran out: that stops the descent (it says so).
    static std::optional<Shrinkable<U>> mapped(const Shrinkable<T>& source, const F& f) {
        try {
            return source.map(f);
        } catch (const std::bad_alloc&) {
            throw;
        } catch (const std::exception&) {
            return std::nullopt;
        }
    }

    Shrinkable<T> source_;
    F f_;
};

}  // namespace falsify::detail
