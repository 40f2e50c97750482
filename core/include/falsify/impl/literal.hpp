#pragma once
// The definitions behind <falsify/literal.hpp>, which includes this file at its end.
#include <falsify/literal.hpp>

namespace falsify::detail {

template <class T>
std::optional<std::string> literal_erased(const void* value) {
    if constexpr (HasLiteral<T>) return Literal<T>::write(*static_cast<const T*>(value));
    else return std::nullopt;
}

}  // namespace falsify::detail
