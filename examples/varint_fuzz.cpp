// The varint stream's round trip (varint_stream.hpp) as a libFuzzer target:
//   b2 toolset=clang fuzz examples//varint_fuzzer
//   bin/examples/.../varint_fuzzer -max_total_time=60
// The same property, unchanged, as a test (varint_random.cpp) almost never
// meets the bug in its runs; the fuzzer's bytes are its choices, led by the
// decoder's comparisons, and the case it finds is shrunk to the minimal
// stream, and recorded in PROPERTY_DB when it is set (a directory, or Redis
// shared by every fuzzing process and machine: run with -fork=N on each).
// Built without libFuzzer (test/fuzz/replay_main.cpp), the target replays a
// directory of inputs.
#include "varint_stream.hpp"

#include <falsify/fuzz.hpp>
#include <falsify/harness.hpp>

FALSIFY_FUZZ_TARGET(falsify::harness::prepare_fuzz_target(varint::round_trip().definition()))
