#pragma once
// The definitions behind <falsify/gtest/properties.hpp>, which includes this file at its end.
#include <falsify/gtest/properties.hpp>

namespace falsify::gtest {

inline void check_definition(PropertyDefinition definition, const Site& site) {
    harness::check(std::move(definition), site, Face::framework());
}

}  // namespace falsify::gtest
