#pragma once
// What every fuzz target shares. A target is a libFuzzer entry point
// (LLVMFuzzerTestOneInput) over one of falsify's parsers; built with
// -fsanitize=fuzzer it is fuzzed (scripts/fuzz), built without it,
// replay_main.cpp runs it over a directory of inputs (test/fuzz/corpus/<target>:
// seeds, and every crash found so far) as an ordinary test.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string>
#include <string_view>
#include <typeinfo>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace falsify::fuzz {

inline std::string_view text_of(const std::uint8_t* data, std::size_t size) {
    return {reinterpret_cast<const char*>(data), size};
}

/// A finding: the parser did something other than accept or refuse as documented.
[[noreturn]] inline void finding(const std::string& what) {
    std::fprintf(stderr, "fuzz finding: %s\n", what.c_str());
    std::abort();
}

/// Runs `parse`; the exception type `Refusal` is the documented way to refuse
/// an input, anything else thrown is a finding.
template <class Refusal, class F>
void refusing_only(F parse) {
    try {
        parse();
    } catch (const Refusal&) {
    } catch (const std::exception& e) {
        finding(std::string("threw ") + typeid(e).name() + ": " + e.what());
    } catch (...) {
        finding("threw something not derived from std::exception");
    }
}

}  // namespace falsify::fuzz
