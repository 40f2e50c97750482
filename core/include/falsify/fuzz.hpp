#pragma once
// A property as a coverage-guided fuzz target: the fuzzer's bytes are the
// choices every generator and every in-body draw makes (Random::from_bytes),
// so the same property, unchanged, runs as a test and as a fuzz target.
//
//   FALSIFY_FUZZ_TARGET(falsify::property("varint", [](std::vector<std::uint8_t> bytes) { ... }));
//
// built with `clang++ -fsanitize=fuzzer`, or linked with a main that replays a
// directory of inputs. A failure is shrunk by falsify's own shrinker,
// explained, reported as a test reports it, and recorded in the property's
// corpus (a values entry where the arguments encode), so the next ordinary run
// of the property replays it first; then the target aborts, so that the fuzzer
// keeps the input. An input too short to make a case is discarded, never a failure.
#include <falsify/definition.hpp>
#include <falsify/detail/fuzz.hpp>

#include <cstddef>
#include <cstdint>

namespace falsify {

/// The verdict of `definition` on one fuzzer input: Passed when the bytes ran
/// out before a case was made, or the case passed; otherwise Falsified, the
/// counterexample shrunk, explained and recorded in the definition's corpus.
Result check_bytes(const PropertyDefinition& definition, const std::uint8_t* data, std::size_t size);

/// For LLVMFuzzerTestOneInput: check_bytes; on a falsification its report on
/// stderr, then abort(). Returns 0 otherwise.
int fuzz_one_input(const PropertyDefinition& definition, const std::uint8_t* data, std::size_t size);

}  // namespace falsify

/// Defines LLVMFuzzerTestOneInput over `property` (a falsify::property(...)
/// expression, or a PropertyDefinition), built once, on the first input. To
/// record findings in PROPERTY_DB (a directory, or Redis shared by every
/// fuzzing machine), give it falsify::harness::prepare_fuzz_target(property.definition())
/// from <falsify/harness.hpp> (link falsify_harness).
#define FALSIFY_FUZZ_TARGET(property)                                                                    \
    extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* falsify_data, std::size_t falsify_size) { \
        static const ::falsify::PropertyDefinition falsify_definition = ::falsify::detail::definition_of(property); \
        return ::falsify::fuzz_one_input(falsify_definition, falsify_data, falsify_size);                \
    }
