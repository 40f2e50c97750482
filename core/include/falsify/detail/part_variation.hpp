#pragma once
// What the explain phase may vary inside one argument, beyond the argument as
// a whole: a type whose values have parts of their own (the steps of a
// command sequence) says so by specialising falsify::detail::Variations.
#include <falsify/random.hpp>
#include <falsify/shrinkable.hpp>

#include <concepts>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace falsify::detail {

class TreeNode;

/// One variation of one part of an argument.
struct PartVariation {
    /// The part, as the report names it: `step 2 (Pop())`, `steps 2 and 3`.
    std::string part;
    enum Kind {
        /// `make` draws another value of the part on each call; the fact is
        /// "any value fails" when every draw fails the same way.
        OtherValues,
        /// `make` removes the part once; the fact is "can be removed".
        Removal,
        /// `make` exchanges two adjacent parts once; the fact is "can be swapped".
        Swap,
    } kind = OtherValues;
    /// The whole argument with the part varied, as a tree with no candidates;
    /// std::nullopt when this draw gives nothing to try.
    std::function<std::optional<std::shared_ptr<const TreeNode>>(Random&)> make;
    /// OtherValues: the whole argument with the part at each of its first
    /// `count` shrink candidates, tried before `make`'s values; may be empty.
    std::function<std::vector<std::shared_ptr<const TreeNode>>(std::size_t count)> simplest = {};
};

/// Specialised with `static std::vector<PartVariation> of(const Shrinkable<T>&)`
/// for a type whose values have parts; the primary template offers none.
template <class T>
struct Variations {};

template <class T>
concept HasVariations = requires(const Shrinkable<T>& tree) {
    { Variations<T>::of(tree) } -> std::same_as<std::vector<PartVariation>>;
};

}  // namespace falsify::detail
