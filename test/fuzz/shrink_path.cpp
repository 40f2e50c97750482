// A recorded shrink path (PROPERTY_PATH, Config::path): accepted, or refused
// with std::invalid_argument.
#include "fuzz_target.hpp"

#include <falsify/config.hpp>

#include <stdexcept>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    falsify::fuzz::refusing_only<std::invalid_argument>(
        [&] { (void)falsify::Config().path(std::string(falsify::fuzz::text_of(data, size))); });
    return 0;
}
