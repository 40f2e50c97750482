#pragma once
// std::optional: std::nullopt half of the time, and first when shrinking.
#include <falsify/gen/detail/optionals.hpp>
#include <falsify/gen_type.hpp>
#include <falsify/shrinkable.hpp>

#include <optional>

namespace falsify::gen {

/// std::nullopt half of the time; shrinks to std::nullopt first, then within.
/// Finite when the inner generator is: std::nullopt, then its domain.
template <class T>
Gen<std::optional<T>> optionals(Gen<T> inner);

}  // namespace falsify::gen

// The definitions of the templates and inline functions declared above.
#include <falsify/gen/impl/optionals.hpp>
