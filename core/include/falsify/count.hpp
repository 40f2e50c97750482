#pragma once
// Count: every count and length a user passes to falsify (runs, shrink caps,
// container sizes, string lengths, command-sequence lengths) is taken as the
// caller wrote it, sign included, so that runs(-5) or vectors(g, 0, -1) is
// refused with a message rather than read as 2^64 - 5.
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>

namespace falsify {

class Count {
public:
    template <std::integral I>
        requires(!std::same_as<I, bool>)
    constexpr Count(I value) noexcept  // NOLINT(google-explicit-constructor): a plain number is the point
        : negative_(std::cmp_less(value, 0)),
          magnitude_(negative_ ? 0 - static_cast<std::uint64_t>(value) : static_cast<std::uint64_t>(value)) {}

    bool negative() const noexcept { return negative_; }
    std::uint64_t magnitude() const noexcept { return magnitude_; }
    /// "-5", "18446744073709551611".
    std::string to_string() const;

private:
    bool negative_;
    std::uint64_t magnitude_;
};

namespace detail {

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

}  // namespace detail

}  // namespace falsify
