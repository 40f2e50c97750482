#pragma once
// What <falsify/count.hpp> is made of, apart so that the public header reads as its API.
#include <falsify/count.hpp>

namespace falsify::detail {

/// The largest count accepted anywhere: a negative number converted to an
/// unsigned type lands above it.
inline constexpr std::uint64_t max_count = static_cast<std::uint64_t>(INT64_MAX);

/// A generator's size bounds, checked.
struct SizeRange {
    std::size_t min;
    std::size_t max;
};

/// [min_size, max_size] of `generator` ("gen::vectors"), refused with
/// std::invalid_argument when a bound is negative or above max_count, or
/// when the minimum exceeds the maximum.
SizeRange checked_sizes(const char* generator, Count min_size, Count max_size);

/// " (a negative number converted to an unsigned type?)" when `count` lies
/// above max_count, for the end of a refusal.
std::string converted_hint(Count count);

}  // namespace falsify::detail
