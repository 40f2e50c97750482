#pragma once
// The definitions behind <falsify/doctest/properties.hpp>, which includes this file at its end.
#include <falsify/doctest/properties.hpp>

namespace falsify::doctest_face {

inline void SilencedAssertions::rethrow_if_failed() const {
    if (!message_.empty()) throw DoctestAssertionFailed(message_, file_, line_);
}

}  // namespace falsify::doctest_face
