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

}  // namespace falsify

// What the declarations above are made of.
#include <falsify/detail/count.hpp>
