#pragma once
// The definitions behind <falsify/doctest/properties.hpp>, which includes this file at its end.
#include <falsify/doctest/properties.hpp>

namespace falsify::doctest_face {

inline void SilencedAssertions::rethrow_if_failed() const {
    if (!message_.empty()) throw DoctestAssertionFailed(message_, file_, line_);
}

}  // namespace falsify::doctest_face

namespace falsify::doctest_face {

inline const harness::Framework& Face::framework() {
    static const detail::DoctestFramework framework;
    return framework;
}

inline Site Face::current_site(const char* parameters) {
    const auto* test = ::doctest::getContextOptions()->currentTest;
    if (!test) return Site{"(no running test)", 0, "(no running test)", parameters};
    return Site{test->m_file.c_str(), static_cast<int>(test->m_line), test->m_name, parameters};
}

}  // namespace falsify::doctest_face
