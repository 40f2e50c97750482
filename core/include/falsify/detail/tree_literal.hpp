#pragma once
// A value whose C++ spelling needs more than the value: a command sequence's
// steps are spelled from how each was generated (its class and constructor
// arguments), which only its tree knows. Such a type specialises
// falsify::detail::TreeLiteral; the regression draft asks the tree first.
#include <falsify/shrinkable.hpp>

#include <concepts>
#include <string>

namespace falsify::detail {

/// Specialised with `static std::string write(const Shrinkable<T>&)`, which
/// throws falsify::NoLiteral when this value cannot be spelled.
template <class T>
struct TreeLiteral {};

template <class T>
concept HasTreeLiteral = requires(const Shrinkable<T>& tree) {
    { TreeLiteral<T>::write(tree) } -> std::same_as<std::string>;
};

}  // namespace falsify::detail
