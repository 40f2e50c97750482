#pragma once
// What <falsify/property.hpp> is made of, apart so that the public header reads as its API.
#include <falsify/arbitrary.hpp>
#include <falsify/definition.hpp>
#include <falsify/detail/generator_binding.hpp>
#include <falsify/detail/property_parts.hpp>

#include <any>
#include <cstddef>
#include <memory>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace falsify::detail {

struct ExtrasApplier;

}  // namespace falsify::detail
