// The size bound every generator of strings and containers is made under.
#include <falsify/gen/sizes.hpp>

#include <stdexcept>
#include <string>

namespace falsify::detail {

void refuse_generated_size(const char* generator, const char* what, std::size_t given) {
    throw std::invalid_argument(std::string(generator) + ": the maximum " + what + " must be at most " +
                                std::to_string(gen::max_generated_size) + " (gen::max_generated_size), got " + std::to_string(given) +
                                "; a value is generated whole, so draw large inputs in parts");
}

SizeRange checked_generated_sizes(const char* generator, Count min_size, Count max_size) {
    const SizeRange sizes = checked_sizes(generator, min_size, max_size);
    if (sizes.max > gen::max_generated_size) refuse_generated_size(generator, "size", sizes.max);
    return sizes;
}

}  // namespace falsify::detail
