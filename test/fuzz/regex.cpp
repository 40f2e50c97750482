// gen::matching's pattern: compiled, or refused with std::invalid_argument;
// a compiled pattern generates valid UTF-8 without throwing.
#include "fuzz_target.hpp"

#include <falsify/gen/regex.hpp>
#include <falsify/gen/strings.hpp>

#include <stdexcept>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 256) return 0;  // longer patterns explore nothing new and cost quadratic time to compile
    std::optional<falsify::Gen<std::string>> gen;
    falsify::fuzz::refusing_only<std::invalid_argument>([&] { gen = falsify::gen::matching(falsify::fuzz::text_of(data, size)); });
    if (!gen) return 0;
    falsify::Random random(size);
    for (int i = 0; i < 3; ++i) {
        const std::string value = gen->generate(random).value();
        if (!falsify::gen::detail::decode_utf8(value)) falsify::fuzz::finding("generated a string that is not UTF-8");
    }
    return 0;
}
