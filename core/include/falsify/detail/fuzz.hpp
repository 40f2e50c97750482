#pragma once
// What <falsify/fuzz.hpp> is made of, apart so that the public header reads as its API.
#include <falsify/definition.hpp>

#include <cstddef>
#include <cstdint>

namespace falsify::detail {

inline const PropertyDefinition& definition_of(const PropertyDefinition& definition) { return definition; }
template <class P>
PropertyDefinition definition_of(const P& property) {
    return property.definition();
}

}  // namespace falsify::detail
