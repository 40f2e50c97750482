// The public shrinking challenge (jlink/shrinking-challenge), falsify beside
// RapidCheck: per case, 20 seeds, at most 1000 generated cases per run. For
// each library: how many seeds end on a known-minimal counterexample, the
// median size of the final counterexample (its rendered length), the median
// body executions after the first failure, and the median milliseconds.
//
//   shrinking_challenge [seeds] [case] [-v|-vv]
//   (-v: every seed's final counterexample; -vv: also every falsify execution after the first failure)
#include "challenge_cases.hpp"

#include <cstdio>
#include <cstring>

int main(int argc, char** argv) {
    const int seeds = argc > 1 ? std::atoi(argv[1]) : 20;
    const char* only = argc > 2 && argv[2][0] != '-' ? argv[2] : nullptr;
    challenge::trace_executions = std::strcmp(argv[argc - 1], "-vv") == 0;
    const bool verbose = challenge::trace_executions || std::strcmp(argv[argc - 1], "-v") == 0;
    std::printf("%-18s | %-34s | %-34s\n", "", "falsify", "RapidCheck");
    std::printf("%-18s | %8s %6s %9s %8s | %8s %6s %9s %8s\n", "case", "minimal", "size", "execs", "ms", "minimal", "size", "execs",
                "ms");
    for (const auto& c : challenge::cases()) {
        if (only && std::strcmp(only, c.name) != 0) continue;
        const auto f = challenge::summarise(c.falsify, seeds, verbose);
        const auto r = challenge::summarise(c.rapidcheck, seeds, verbose);
        std::printf("%-18s | %5d/%-2d %6.0f %9.0f %8.2f | %5d/%-2d %6.0f %9.0f %8.2f\n", c.name, f.minimal, seeds, f.size, f.executions,
                    f.ms, r.minimal, seeds, r.size, r.executions, r.ms);
        std::fflush(stdout);
    }
    return 0;
}
