#pragma once
// The definitions behind <falsify/arbitrary.hpp>, which includes this file at its end.
#include <falsify/arbitrary.hpp>

namespace falsify::gen {

template <class T>
Gen<T> arbitrary() {
    if constexpr (HasArbitrary<T>) {
        return Arbitrary<T>::make();
    } else {
        (void)no_default_generator_for<T>{};
        return Gen<T>("unreachable", nullptr);
    }
}

}  // namespace falsify::gen
