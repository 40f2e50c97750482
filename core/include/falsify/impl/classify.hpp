#pragma once
// The definitions behind <falsify/classify.hpp>, which includes this file at its end.
#include <falsify/classify.hpp>

namespace falsify::classify {

template <class N>
    requires std::is_arithmetic_v<N> && (!std::is_same_v<N, bool>)
void label(N value) {
    if constexpr (std::is_floating_point_v<N>)
        label(::falsify::detail::floating_label(static_cast<double>(value)));
    else
        label(std::to_string(value));
}

}  // namespace falsify::classify
