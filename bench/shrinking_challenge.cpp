// The public shrinking challenge (jlink/shrinking-challenge), falsify beside
// RapidCheck: per case, 20 seeds, at most 1000 generated cases per run. For
// each library: how many seeds end on a known-minimal counterexample, the
// median size of the final counterexample (its rendered length), the median
// body executions after the first failure, the median milliseconds of the
// whole check, and the median microseconds per body execution (us/run: what a
// run costs, whatever each library runs besides the descent).
//
//   shrinking_challenge [seeds] [case] [--held-out] [-v|-vv]
//   (--held-out: seeds 10001, 10002, ... instead of 1, 2, ...; -v: every seed's final counterexample;
//   -vv: also every falsify execution after the first failure)
#include "challenge_cases.hpp"

#include <cstdio>
#include <cstring>

int main(int argc, char** argv) {
    const int seeds = argc > 1 ? std::atoi(argv[1]) : 20;
    const char* only = argc > 2 && argv[2][0] != '-' ? argv[2] : nullptr;
    challenge::trace_executions = std::strcmp(argv[argc - 1], "-vv") == 0;
    const bool verbose = challenge::trace_executions || std::strcmp(argv[argc - 1], "-v") == 0;
    int first = 1;
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], "--held-out") == 0) first = 10001;
    std::printf("seeds %d..%d\n", first, first + seeds - 1);
    std::printf("%-19s | %-47s | %-47s\n", "", "falsify", "RapidCheck");
    std::printf("%-19s | %5s %8s %6s %9s %8s %6s | %5s %8s %6s %9s %8s %6s\n", "case", "found", "minimal", "size", "execs", "ms", "us/run",
                "found", "minimal", "size", "execs", "ms", "us/run");
    for (const auto& c : challenge::cases()) {
        if (only && std::strcmp(only, c.name) != 0) continue;
        const auto f = challenge::summarise(c.falsify, seeds, verbose, first);
        const auto r = challenge::summarise(c.rapidcheck, seeds, verbose, first);
        std::printf("%-19s | %5d %5d/%-2d %6.0f %9.0f %8.2f %6.2f | %5d %5d/%-2d %6.0f %9.0f %8.2f %6.2f\n", c.name, f.found, f.minimal, seeds,
                    f.size, f.executions, f.ms, f.us_per_run, r.found, r.minimal, seeds, r.size, r.executions, r.ms, r.us_per_run);
        std::fflush(stdout);
    }
    return 0;
}
