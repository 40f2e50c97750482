#pragma once
// The runner works on type-erased trees so that the descent is compiled once,
// in the library, not in every test file.
#include <falsify/detail/comparable.hpp>
#include <falsify/detail/footprint.hpp>
#include <falsify/codec.hpp>
#include <falsify/detail/make_node.hpp>
#include <falsify/detail/part_variation.hpp>
#include <falsify/detail/tree_literal.hpp>
#include <falsify/seq.hpp>
#include <falsify/show.hpp>
#include <falsify/shrinkable.hpp>

#include <concepts>
#include <memory>
#include <optional>
#include <string>
#include <typeinfo>
#include <utility>
#include <vector>

namespace falsify::detail {

class TreeNode;
using AnyTree = std::shared_ptr<const TreeNode>;

/// Two integer trees (of two parameters or draws) moved as one: integer_pair_moves, erased. Defined in the library.
template <PairableInteger I>
Seq<std::pair<AnyTree, AnyTree>> moved_together(const Shrinkable<I>& a, const Shrinkable<I>& b, bool close_only, ShrinkRound round);

// The defaults of the optional members, and so TreeNode's vtable, are out of
// line (see detail/prebuilt.hpp).
class TreeNode {
public:
    virtual ~TreeNode();
    virtual std::string show() const = 0;
    virtual bool same_value(const TreeNode& other) const = 0;
    /// same_value compares with operator== (rather than by rendering, which
    /// abbreviates long values).
    virtual bool compares_exactly() const noexcept = 0;
    virtual Seq<AnyTree> children(ShrinkRound round) const = 0;
    /// Whether this tree and `other` (another parameter) are integer trees
    /// of one type, or mapped from integers of one type, which moved_with
    /// can move as one.
    virtual bool pairs_with(const TreeNode& other) const noexcept;
    /// Candidates moving this tree and `other` as one; none unless pairs_with
    /// (see moved_together).
    virtual Seq<std::pair<AnyTree, AnyTree>> moved_with(const TreeNode& other, bool close_only, ShrinkRound round) const;
    /// This tree rebuilt at the integer under `source` (a tree it pairs_with),
    /// shrinking as it did; std::nullopt when its range, a filter or a map
    /// refuses that value. Three or more equal values move as one through it.
    virtual std::optional<AnyTree> at_integer_of(const TreeNode& source) const;
    virtual const std::type_info& type() const noexcept = 0;
    /// The value's address: a T for a tree of type() T.
    virtual const void* value_address() const noexcept = 0;
    /// The value as data (falsify::Codec), for the regression corpus; std::nullopt
    /// when its type has no codec or the value cannot be represented.
    virtual std::optional<Data> encode() const;
    /// The parts of this value the explain phase may vary (see Variations).
    virtual std::vector<PartVariation> variations() const;
    /// The value as C++ source when its tree spells it (see TreeLiteral);
    /// std::nullopt leaves it to the type's falsify::Literal. Throws NoLiteral.
    virtual std::optional<std::string> tree_literal() const;
    /// An estimate of the bytes this tree holds, its value's heap included
    /// (see tree_footprint): what the descent's caches count against their budget.
    virtual std::size_t footprint() const;

protected:
    /// Whether the two values render alike, with nothing in either shown by its
    /// type's name only: a command whose argument has no printer renders the
    /// same whatever that argument holds.
    bool renders_alike(const TreeNode& other) const;
};

template <class T>
class TypedTree final : public TreeNode {
public:
    explicit TypedTree(Shrinkable<T> tree) : tree_(std::move(tree)) {}
    const T& value() const noexcept { return tree_.value(); }
    T fresh() const { return tree_.fresh(); }

    std::string show() const override { return falsify::show(tree_.value()); }

    bool same_value(const TreeNode& other) const override {
        const auto* typed = dynamic_cast<const TypedTree*>(&other);
        if (!typed) return false;
        if constexpr (falsify::detail::HasSameValue<T>) {
            return SameValue<T>::same(value(), typed->value());
        } else if constexpr (falsify::detail::Comparable<T>) {
            return value() == typed->value();
        } else if constexpr (detail::shows_values<T>()) {
            return this == typed || renders_alike(other);
        } else {
            // Neither compared nor printed (some part renders as its type's name only):
            // only the same tree is the same value, so that its candidates are still tried.
            return this == typed;
        }
    }

    bool compares_exactly() const noexcept override { return falsify::detail::Comparable<T>; }

    const std::type_info& type() const noexcept override { return typeid(T); }
    const void* value_address() const noexcept override { return &value(); }

    std::optional<Data> encode() const override {
        if constexpr (Encodable<T>) return Codec<T>::encode(value());
        else return std::nullopt;
    }

    std::vector<PartVariation> variations() const override {
        if constexpr (HasVariations<T>) return Variations<T>::of(tree_);
        else return {};
    }

    std::optional<std::string> tree_literal() const override {
        if constexpr (HasTreeLiteral<T>) return TreeLiteral<T>::write(tree_);
        else return std::nullopt;
    }

    std::size_t footprint() const override { return sizeof(*this) + tree_footprint(value()); }

    Seq<AnyTree> children(ShrinkRound round) const override {
        return seq_filter_map<AnyTree>(tree_.children(round), [](Shrinkable<T> child) -> std::optional<AnyTree> {
            return falsify::detail::make_node<TypedTree>(std::move(child));
        });
    }

    bool pairs_with(const TreeNode& other) const noexcept override {
        const auto* typed = dynamic_cast<const TypedTree*>(&other);
        if constexpr (PairableInteger<T>) {
            return typed != nullptr;
        } else {
            if (!typed || !MappedNode<T>::of(tree_) || !MappedNode<T>::of(typed->tree_)) return false;
            const std::optional<IntegerView> mine = integer_view(tree_), theirs = integer_view(typed->tree_);
            return mine && theirs && *mine->type == *theirs->type;
        }
    }

    Seq<std::pair<AnyTree, AnyTree>> moved_with(const TreeNode& other, bool close_only, ShrinkRound round) const override {
        const auto* typed = dynamic_cast<const TypedTree*>(&other);
        if (!typed) return {};
        if constexpr (PairableInteger<T>) {
            return moved_together(tree_, typed->tree_, close_only, round);
        } else {
            return seq_filter_map<std::pair<AnyTree, AnyTree>>(
                pair_moves(tree_, typed->tree_, close_only, round), [](std::pair<Shrinkable<T>, Shrinkable<T>> moved) -> std::optional<std::pair<AnyTree, AnyTree>> {
                    return std::pair(AnyTree(falsify::detail::make_node<TypedTree>(std::move(moved.first))),
                                     AnyTree(falsify::detail::make_node<TypedTree>(std::move(moved.second))));
                });
        }
    }

    std::optional<AnyTree> at_integer_of(const TreeNode& source) const override {
        const auto* typed = dynamic_cast<const TypedTree*>(&source);
        if (!typed) return std::nullopt;
        const std::optional<IntegerView> view = integer_view(typed->tree_);
        if (!view) return std::nullopt;
        std::optional<Shrinkable<T>> moved = with_integer(tree_, view->bits);
        if (!moved) return std::nullopt;
        return AnyTree(falsify::detail::make_node<TypedTree>(std::move(*moved)));
    }

private:
    Shrinkable<T> tree_;
};

template <class T>
AnyTree erase(Shrinkable<T> tree) {
    return falsify::detail::make_node<TypedTree<T>>(std::move(tree));
}

/// A recorded value back as a tree of T (with no candidates: a replay is one run).
template <class T>
std::optional<AnyTree> decode_tree(const Data& data) {
    if constexpr (Encodable<T>) {
        if (std::optional<T> value = Codec<T>::decode(data)) return erase(Shrinkable<T>::leaf(std::move(*value)));
    }
    return std::nullopt;
}

template <class T>
const T& value_of(const AnyTree& tree) {
    return static_cast<const TypedTree<T>&>(*tree).value();
}

/// A value of the tree to keep (see Shrinkable::fresh).
template <class T>
T fresh_value_of(const AnyTree& tree) {
    return static_cast<const TypedTree<T>&>(*tree).fresh();
}

}  // namespace falsify::detail
