// A property on one fuzzer input (see <falsify/fuzz.hpp>).
#include <falsify/fuzz.hpp>

#include "engine/runner.hpp"

#include <cstdlib>
#include <iostream>

namespace falsify {

Result check_bytes(const PropertyDefinition& definition, const std::uint8_t* data, std::size_t size) {
    return detail::Runner(definition).run_on_bytes(data, size);
}

int fuzz_one_input(const PropertyDefinition& definition, const std::uint8_t* data, std::size_t size) {
    const Result result = check_bytes(definition, data, size);
    if (result.passed()) return 0;
    std::cerr << "Property \"" << definition.name << "\": " << result.message() << std::endl;
    std::abort();
}

}  // namespace falsify
