#pragma once
// The definitions behind <falsify/random.hpp>, which includes this file at its end.
#include <falsify/random.hpp>

namespace falsify {

template <class I>
I Random::size_between(I lo, I hi) {
    static_assert(std::is_unsigned_v<I>);
    if ((size_scale_ >= 1.0 && !short_sizes()) || hi <= lo) return between(lo, hi);
    return static_cast<I>(lo + static_cast<I>(below_or_equal(scaled_span(static_cast<std::uint64_t>(hi - lo)))));
}

template <class I>
I Random::between(I lo, I hi) {
    static_assert(std::is_integral_v<I> && sizeof(I) <= 8);
    using U = std::make_unsigned_t<I>;
    const std::uint64_t span = static_cast<std::uint64_t>(static_cast<U>(static_cast<U>(hi) - static_cast<U>(lo)));
    return static_cast<I>(static_cast<U>(static_cast<U>(lo) + static_cast<U>(below_or_equal(span))));
}

}  // namespace falsify
