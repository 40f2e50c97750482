#include <falsify/gen/containers.hpp>

#include <stdexcept>
#include <string>

namespace falsify::gen::detail {

void check_sizes(const char* generator, std::size_t min_size, std::size_t max_size) {
    if (min_size > max_size)
        throw std::invalid_argument(std::string(generator) + ": minimum size " + std::to_string(min_size) +
                                    " is greater than maximum size " + std::to_string(max_size));
}

}  // namespace falsify::gen::detail
