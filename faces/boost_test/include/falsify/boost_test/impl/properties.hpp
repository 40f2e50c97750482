#pragma once
// The definitions behind <falsify/boost_test/properties.hpp>, which includes this file at its end.
#include <falsify/boost_test/properties.hpp>

namespace falsify::boost_test {

inline void check_definition(PropertyDefinition definition, const Site& site) {
    harness::check(std::move(definition), site, Face::framework());
}

}  // namespace falsify::boost_test
