#pragma once
// What <falsify/rules/registry.hpp> is made of, apart so that the public header reads as its API.
#include <falsify/rules/step.hpp>

namespace falsify::detail {

template <class M>
struct RuleRegistry;

}  // namespace falsify::detail
