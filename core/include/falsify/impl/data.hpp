#pragma once
// The definitions behind <falsify/data.hpp>, which includes this file at its end.
#include <falsify/data.hpp>

namespace falsify {

template <class I>
    requires(std::integral<I> && !std::same_as<I, bool>)
std::optional<I> Data::as_integer() const noexcept {
    using Standard = detail::StandardInteger<I>;
    if (kind_ == Kind::Int && std::in_range<Standard>(int_)) return static_cast<I>(int_);
    if (kind_ == Kind::UInt && std::in_range<Standard>(uint_)) return static_cast<I>(uint_);
    return std::nullopt;
}

}  // namespace falsify
