// The varint round trip (examples/varint_stream.hpp) as random testing with a
// budget of runs: `varint_random_budget RUNS SEED` prints whether the bug was
// met, after how many runs, and the milliseconds taken. scripts/fuzz-vs-random
// sets it beside the libFuzzer target on the same property.
#include "../examples/varint_stream.hpp"

#include <chrono>
#include <cstdio>
#include <cstdlib>

int main(int argc, char** argv) {
    if (argc != 3) {
        std::fprintf(stderr, "usage: %s RUNS SEED\n", argv[0]);
        return 2;
    }
    const auto runs = std::strtoull(argv[1], nullptr, 10);
    const auto seed = std::strtoull(argv[2], nullptr, 10);
    const auto started = std::chrono::steady_clock::now();
    const falsify::Result result = varint::round_trip(falsify::Config().runs(runs).seed(seed).phases({falsify::Phase::Random})).check();
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
    if (result.passed()) std::printf("not found in %llu runs, %.0f ms\n", static_cast<unsigned long long>(runs), ms);
    else std::printf("found after %zu runs, %.0f ms\n", result.counter_example()->runs_before_failure + 1, ms);
    return 0;
}
