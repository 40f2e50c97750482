#pragma once
// The definitions behind <falsify/doctest/properties.hpp>, which includes this file at its end.
#include <falsify/doctest/properties.hpp>

namespace falsify::doctest_face::detail {

inline std::string test_filter(const std::string& name) {
    std::string filter = "--test-case=";
    for (const char c : name) {
        if (c == ',' || c == '\\') filter += '\\';
        filter += c;
    }
    return filter;
}

}  // namespace falsify::doctest_face::detail
