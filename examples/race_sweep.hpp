#pragma once
// The racy examples' main: the property on the racy system (its report), then
// on the fixed one (which must pass). And, for the README's figures, how
// reliably it finds and shrinks the race: `racy_stack --seeds 20
// [--executions 32] [--schedule pct:3]` runs the property with seeds 1..20
// (under that strategy: falsify::Scheduling::parse's words) and prints on how
// many it found the race, the median number of runs before it did, and on how
// many it shrank to the minimal case.
#include <falsify/falsify.hpp>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

namespace race_sweep {

struct Request {
    int seeds = 0;  // 0: no sweep, the example's own demonstration
    std::int64_t executions = 32;
    falsify::Scheduling scheduling = falsify::Scheduling::automatic();
};

inline Request parse(int argc, char** argv) {
    Request request;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string flag = argv[i];
        if (flag == "--seeds") request.seeds = std::atoi(argv[i + 1]);
        else if (flag == "--executions") request.executions = std::atoll(argv[i + 1]);
        else if (flag == "--schedule") request.scheduling = falsify::Scheduling::parse(argv[i + 1], "--schedule");
    }
    return request;
}

/// `check(config, executions)` runs the property; `minimal` is the shrunk input's rendering.
template <class Check>
int sweep(const Request& request, Check check, const std::string& minimal) {
    std::vector<std::size_t> runs;
    int found = 0, shrunk_to_minimal = 0;
    for (int seed = 1; seed <= request.seeds; ++seed) {
        const falsify::Result result =
            check(falsify::Config().seed(static_cast<std::uint64_t>(seed)).scheduling(request.scheduling), request.executions);
        if (result.passed() || !result.counter_example()) continue;
        ++found;
        runs.push_back(result.counter_example()->runs_before_failure + 1);
        if (const std::string shrunk = "Shrunk:   commands=" + minimal; result.message().find(shrunk + " (") != std::string::npos || result.message().find(shrunk + ", draw#1={") != std::string::npos) ++shrunk_to_minimal;
    }
    std::sort(runs.begin(), runs.end());
    std::printf("%s, executions per case %lld: found on %d of %d seeds, median %zu run(s) to find, shrunk to %s on %d\n",
                request.scheduling.to_string().c_str(), static_cast<long long>(request.executions), found, request.seeds,
                runs.empty() ? 0 : runs[runs.size() / 2], minimal.c_str(), shrunk_to_minimal);
    return found == request.seeds ? 0 : 1;
}

/// `check(fixed, config, executions)` runs the property on the racy system
/// (fixed: false) or the fixed one; `fix` says what the fix is.
template <class Check>
int run(int argc, char** argv, Check check, const std::string& minimal, const std::string& fix) {
    if (const Request request = parse(argc, argv); request.seeds > 0)
        return sweep(request, [&](falsify::Config config, std::int64_t executions) { return check(false, config, executions); },
                     minimal);
    // Under the scheduler the seed decides everything, the interleaving too: pinned, the report is the same on every run.
    const falsify::Result racy = check(false, falsify::Config().seed(1), 32);
    if (racy.passed()) {
        std::cout << "Every run was linearizable: the race was not found.\n";
        return 1;
    }
    std::cout << racy.message() << '\n';
    const falsify::Result fixed = check(true, falsify::Config(), 32);
    if (!fixed.passed()) {
        std::cout << "With " << fix << ", the property failed too:\n" << fixed.message() << '\n';
        return 1;
    }
    std::cout << "With " << fix << ", the same property passes.\n";
    return 0;
}

}  // namespace race_sweep
