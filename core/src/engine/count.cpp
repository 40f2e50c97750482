// Counts as the caller wrote them, and the size bounds every generator checks.
#include <falsify/count.hpp>

#include <stdexcept>

namespace falsify {

std::string Count::to_string() const {
    std::string digits = std::to_string(magnitude_);
    if (negative_) digits.insert(digits.begin(), '-');  // not "-" + digits: g++ 12 -O3 warns falsely (-Wrestrict) on that
    return digits;
}

namespace detail {

std::string converted_hint(Count count) {
    return count.magnitude() > max_count ? " (a negative number converted to an unsigned type?)" : "";
}

namespace {

std::size_t checked_size(const char* generator, const char* bound, Count size) {
    if (size.negative())
        throw std::invalid_argument(std::string(generator) + ": the " + bound + " size must be greater than or equal to 0, got " +
                                    size.to_string());
    if (size.magnitude() > max_count)
        throw std::invalid_argument(std::string(generator) + ": the " + bound + " size must be at most " + std::to_string(max_count) +
                                    ", got " + size.to_string() + converted_hint(size));
    return static_cast<std::size_t>(size.magnitude());
}

}  // namespace

SizeRange checked_sizes(const char* generator, Count min_size, Count max_size) {
    const SizeRange sizes{checked_size(generator, "minimum", min_size), checked_size(generator, "maximum", max_size)};
    if (sizes.min > sizes.max)
        throw std::invalid_argument(std::string(generator) + ": the minimum size " + std::to_string(sizes.min) +
                                    " is greater than the maximum size " + std::to_string(sizes.max));
    return sizes;
}

}  // namespace detail

}  // namespace falsify
