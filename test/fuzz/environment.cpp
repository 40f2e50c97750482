// The PROPERTY_* variables: the input holds one value per variable, separated
// by NUL bytes; parsed and applied to a Config, or refused with
// std::invalid_argument naming the variable.
#include "fuzz_target.hpp"

#include <falsify/environment.hpp>

#include <array>
#include <stdexcept>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static constexpr std::array<const char*, 10> names = {"PROPERTY_RUNS",  "PROPERTY_SEED",        "PROPERTY_PHASES",
                                                          "PROPERTY_PATH",  "PROPERTY_DERANDOMIZE", "PROPERTY_EDGE_CASES",
                                                          "PROPERTY_DB",    "PROPERTY_SEARCH_RUNS", "PROPERTY_VERBOSE",
                                                          "PROPERTY_RUN"};
    std::array<std::string, names.size()> values;
    std::size_t at = 0;
    for (const char c : falsify::fuzz::text_of(data, size)) {
        if (c == '\0') {
            if (++at == values.size()) break;
        } else {
            values[at] += c;
        }
    }
    const auto lookup = [&](const char* name) -> const char* {
        for (std::size_t i = 0; i < names.size(); ++i)
            if (std::string_view(name) == names[i]) return values[i].empty() ? nullptr : values[i].c_str();
        return nullptr;
    };
    falsify::fuzz::refusing_only<std::invalid_argument>([&] { (void)falsify::EnvironmentOverrides::parse(lookup).apply(falsify::Config()); });
    return 0;
}
