#pragma once
// std::variant, recognised by shape rather than by type, so that a header that
// generates or shows variants needs no <variant>.
#include <concepts>
#include <cstddef>

namespace falsify::gen {

/// A std::variant or a look-alike: index() and valueless_by_exception().
template <class V>
concept VariantLike = requires(const V& v) {
    { v.index() } -> std::convertible_to<std::size_t>;
    { v.valueless_by_exception() } -> std::same_as<bool>;
};

}  // namespace falsify::gen
