#pragma once
// The shrinking-challenge cases, each written once for falsify and once for RapidCheck.
#include <falsify/falsify.hpp>

#include <rapidcheck.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <numeric>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace challenge {

/// One run of one case with one seed.
struct Sample {
    bool found = false;
    bool minimal = false;
    std::size_t size = 0;
    std::size_t executions = 0;  // body executions after the first failure
    std::size_t runs = 0;        // every body execution: the search, the descent and what follows it
    double ms = 0;
    std::string shown;  // the final counterexample
};

using Runner = std::function<Sample(std::uint64_t seed)>;

struct Case {
    const char* name;
    Runner falsify;
    Runner rapidcheck;
};

struct Summary {
    int found = 0, minimal = 0;
    double size = 0, executions = 0, ms = 0;
    double us_per_run = 0;  // microseconds per body execution
};

inline double median(std::vector<double> v) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

/// Seeds first, first + 1, ...; `verbose` prints each seed's final counterexample.
inline Summary summarise(const Runner& run, int seeds, bool verbose = false, int first = 1) {
    Summary s;
    std::vector<double> sizes, executions, ms, per_run;
    for (int seed = first; seed < first + seeds; ++seed) {
        const Sample x = run(static_cast<std::uint64_t>(seed));
        if (verbose) std::printf("  seed %2d: %s%s (%zu executions)\n", seed, x.found ? "" : "not found ", x.shown.c_str(), x.executions);
        if (!x.found) continue;
        ++s.found;
        s.minimal += x.minimal;
        sizes.push_back(static_cast<double>(x.size));
        executions.push_back(static_cast<double>(x.executions));
        ms.push_back(x.ms);
        if (x.runs > 0) per_run.push_back(1000 * x.ms / static_cast<double>(x.runs));
    }
    s.size = median(sizes);
    s.executions = median(executions);
    s.ms = median(ms);
    s.us_per_run = median(per_run);
    return s;
}

inline double since_ms(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

/// Set by `shrinking_challenge ... -vv`: print every falsify execution after the first failure.
inline bool trace_executions = false;

/// A falsify run's sample: the last failing input the body saw is the final counterexample.
template <class T, class Minimal>
Sample falsify_sample(const falsify::Result& result, const std::optional<T>& last_failing, Minimal minimal,
                      std::chrono::steady_clock::time_point start, std::size_t runs) {
    Sample s;
    s.ms = since_ms(start);
    s.runs = runs;
    if (result.outcome() != falsify::Outcome::Falsified || !last_failing) {
        // Shown by -v: why no counterexample (a pass, or a generator that gave up).
        s.shown = result.outcome() == falsify::Outcome::Passed ? std::string("(passed)") : result.message().substr(0, 120);
        return s;
    }
    s.found = true;
    s.minimal = minimal(*last_failing);
    s.shown = falsify::show(*last_failing);
    s.size = s.shown.size();
    s.executions = result.counter_example()->shrink_trials;
    return s;
}

/// Runs `holds` as a falsify property over `generator`.
template <class T, class Holds, class Minimal>
Sample with_falsify(const falsify::Gen<T>& generator, Holds holds, Minimal minimal, std::uint64_t seed) {
    std::optional<T> last_failing;
    std::size_t runs = 0;
    const auto start = std::chrono::steady_clock::now();
    auto result = falsify::property("challenge",
                                    [&](const T& value) {
                                        ++runs;
                                        const bool ok = holds(value);
                                        if (trace_executions && last_failing)
                                            std::printf("    %s %s\n", ok ? "pass" : "FAIL", falsify::show(value).c_str());
                                        if (!ok) last_failing = value;
                                        FALSIFY_ASSERT(ok);
                                    },
                                    generator,
                                    // One replay of the final counterexample, so that the body sees it last (the
                                    // descent does not run again an input it already saw failing).
                                    falsify::Config().seed(seed).runs(1000).flaky_replays(1))
                      .names({"value"})
                      .check();
    return falsify_sample(result, last_failing, minimal, start, runs);
}

struct QuietListener final : rc::detail::TestListener {
    void onTestCaseFinished(const rc::detail::CaseDescription&) override {}
    void onShrinkTried(const rc::detail::CaseDescription&, bool) override {}
    void onTestFinished(const rc::detail::TestMetadata&, const rc::detail::TestResult&) override {}
};

/// Runs `holds` as a falsify property of two parameters, the plain way a
/// user writes one: `property("...", [](int a, int b) {...})`.
template <class A, class B, class Holds, class Minimal>
Sample with_falsify_parameters(const falsify::Gen<A>& first, const falsify::Gen<B>& second, Holds holds, Minimal minimal,
                               std::uint64_t seed) {
    std::optional<std::tuple<A, B>> last_failing;
    std::size_t runs = 0;
    const auto start = std::chrono::steady_clock::now();
    auto result = falsify::property("challenge",
                                    [&](const A& a, const B& b) {
                                        ++runs;
                                        const bool ok = holds(std::tuple<A, B>(a, b));
                                        if (trace_executions && last_failing)
                                            std::printf("    %s %s\n", ok ? "pass" : "FAIL", falsify::show(std::tuple<A, B>(a, b)).c_str());
                                        if (!ok) last_failing.emplace(a, b);
                                        FALSIFY_ASSERT(ok);
                                    },
                                    first, second, falsify::Config().seed(seed).runs(1000).flaky_replays(1))
                      .names({"a", "b"})
                      .check();
    return falsify_sample(result, last_failing, minimal, start, runs);
}

/// Runs `holds` as a RapidCheck property over `generator`.
template <class T, class Holds, class Minimal>
Sample with_rapidcheck(const rc::Gen<T>& generator, Holds holds, Minimal minimal, std::uint64_t seed) {
    std::optional<T> last_failing;
    long executions = 0, first_failure = -1;
    rc::detail::TestParams params;
    params.seed = seed;
    params.maxSuccess = 1000;
    QuietListener listener;
    const auto start = std::chrono::steady_clock::now();
    const auto result = rc::detail::checkTestable(
        [&] {
            const T value = *generator;
            ++executions;
            const bool ok = holds(value);
            if (!ok) {
                last_failing = value;
                if (first_failure < 0) first_failure = executions;
            }
            RC_ASSERT(ok);
        },
        rc::detail::TestMetadata(), params, listener);
    Sample s;
    s.ms = since_ms(start);
    s.runs = static_cast<std::size_t>(executions);
    if (first_failure < 0 || !last_failing) return s;
    (void)result;
    s.found = true;
    s.minimal = minimal(*last_failing);
    s.shown = falsify::show(*last_failing);
    s.size = s.shown.size();
    // RapidCheck runs the minimal case once more to report it: not a shrink execution.
    s.executions = static_cast<std::size_t>(std::max(0L, executions - first_failure - 1));
    return s;
}

template <class T, class G, class H, class M>
Runner falsify_case(G generator, H holds, M minimal) {
    return [=](std::uint64_t seed) { return with_falsify<T>(generator, holds, minimal, seed); };
}

template <class T, class G, class H, class M>
Runner rapidcheck_case(G generator, H holds, M minimal) {
    return [=](std::uint64_t seed) { return with_rapidcheck<T>(generator, holds, minimal, seed); };
}

/// Every case, in the challenge's order.
std::vector<Case> cases();
/// calculator and binheap (challenge_trees.cpp).
std::vector<Case> tree_cases();

}  // namespace challenge
