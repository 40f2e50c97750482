#pragma once
// The definitions behind <falsify/shrinkable.hpp>, which includes this file at its end.
#include <falsify/shrinkable.hpp>

namespace falsify {

template <class T>
template <class F>
auto Shrinkable<T>::map(F f) const -> Shrinkable<detail::mapped_t<F, T>> {
    using U = detail::mapped_t<F, T>;
    if constexpr (detail::held_by_value<U>) {
        U mapped = detail::call_mapped(f, *this);
        if (is_leaf()) return Shrinkable<U>::leaf(std::move(mapped));
        return detail::MappedTree<T, U, F>::make(std::move(mapped), *this, std::move(f));
    } else {
        // Mapped again from the source whenever a fresh value is needed.
        return detail::MappedTree<T, U, F>::make(*this, std::move(f));
    }
}

}  // namespace falsify
