#pragma once
// The standard integer type of an integer type's range: std::in_range and
// std::cmp_* refuse the character types (char, char8_t, wchar_t, ...), which
// gen::ints and the codecs accept.
#include <type_traits>

namespace falsify::detail {

template <class I>
using StandardInteger = std::conditional_t<std::is_signed_v<I>, std::make_signed_t<I>, std::make_unsigned_t<I>>;

}  // namespace falsify::detail
