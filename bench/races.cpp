// The scheduler on classic races: for each strategy (real threads, random
// walk, PCT), on how many held-out seeds the race is found, the median number
// of runs to find it, and the preemptions in the shrunk schedule beside the
// fewest the exhaustive search needs; then how often the Replay (seed and
// path) reproduces the same failure text, and what an instrumented atomic
// operation costs beside a plain one.
//
//   races [seeds=20] [replays=100]
#include "race_cases.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <regex>
#include <string>
#include <vector>

namespace {

struct Tally {
    int found = 0;
    std::vector<std::size_t> runs;
    std::vector<int> preemptions;
    double seconds = 0;
};

int preemptions_in(const std::string& message) {
    static const std::regex counted(R"((\d+) of them preemption\(s\))");
    std::smatch match;
    return std::regex_search(message, match, counted) ? std::stoi(match[1]) : -1;
}

template <class T>
T median(std::vector<T> values) {
    if (values.empty()) return T{};
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

Tally sweep(const races::Race& race, falsify::Scheduling strategy, int seeds) {
    Tally tally;
    const auto started = std::chrono::steady_clock::now();
    for (int seed = 1001; seed < 1001 + seeds; ++seed) {
        const falsify::Result result = race.check(falsify::Config().seed(static_cast<std::uint64_t>(seed)).scheduling(strategy));
        if (result.passed() || !result.counter_example()) continue;
        ++tally.found;
        tally.runs.push_back(result.counter_example()->runs_before_failure + 1);
        if (const int p = preemptions_in(result.message()); p >= 0) tally.preemptions.push_back(p);
    }
    tally.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return tally;
}

std::string failure_text(const falsify::Result& result) {
    const std::string& message = result.message();
    const auto from = message.find("Failure:");
    return from == std::string::npos ? message : message.substr(from, message.find("Explain:") - from);
}

/// Of `replays` runs of the first failure's seed and path, how many print its failure again, word for word.
int replayed(const races::Race& race, int replays) {
    const falsify::Result first = race.check(falsify::Config().seed(1001));
    if (first.passed()) return -1;
    const auto& found = *first.counter_example();
    int same = 0;
    for (int i = 0; i < replays; ++i) {
        const falsify::Result again = race.check(falsify::Config().seed(found.seed).path(found.path));
        if (!again.passed() && failure_text(again) == failure_text(first)) ++same;
    }
    return same;
}

/// Nanoseconds per fetch_add of `Atomic` on one thread, outside any controlled execution.
template <class Atomic>
double nanoseconds_per_operation() {
    Atomic value{0};
    constexpr int operations = 20'000'000;
    const auto started = std::chrono::steady_clock::now();
    for (int i = 0; i < operations; ++i) value.fetch_add(1, std::memory_order_relaxed);
    const double elapsed = std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - started).count();
    if (value.load() != operations) std::abort();
    return elapsed / operations;
}

/// Nanoseconds per operation under the scheduler: one case whose two threads each do `operations` fetch_adds.
double controlled_nanoseconds_per_operation() {
    struct Adds final : falsify::Command<int, races::Counter> {
        int next_state(const int& model) const override { return model; }
        falsify::CommandResult run(const int&, races::Counter& counter) const override {
            for (int i = 0; i < 50'000; ++i) counter.value.fetch_add(1);
            return {};
        }
    };
    const falsify::ParallelCommands<int, races::Counter> commands(0, {}, {{std::make_shared<const Adds>()}, {std::make_shared<const Adds>()}});
    const auto started = std::chrono::steady_clock::now();
    const auto summary = falsify::StateMachine::check_parallel(commands, [] { return std::make_unique<races::Counter>(); }, {.executions = 4});
    const double elapsed = std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - started).count();
    return elapsed / (static_cast<double>(summary.executions) * 100'000.0);
}

}  // namespace

int main(int argc, char** argv) {
    const int seeds = argc > 1 ? std::atoi(argv[1]) : 20;
    const int replays = argc > 2 ? std::atoi(argv[2]) : 100;
    const std::vector<races::Race> cases = {races::lost_update(), races::double_checked_initialisation(), races::size_and_contents()};
    const std::vector<falsify::Scheduling> strategies = {falsify::Scheduling::threads(), falsify::Scheduling::random_walk(),
                                                         falsify::Scheduling::pct(2), falsify::Scheduling::pct(3)};
    std::printf("%d held-out seeds (1001..%d) per race and strategy, defaults otherwise (100 runs, 32 executions per case)\n", seeds,
                1000 + seeds);
    std::printf("%-34s %-14s %8s %14s %18s %9s\n", "race", "strategy", "found", "median runs", "median preempts", "seconds");
    for (const auto& race : cases) {
        const Tally fewest = sweep(race, falsify::Scheduling::exhaustive(2), std::min(seeds, 5));
        for (const auto& strategy : strategies) {
            const Tally tally = sweep(race, strategy, seeds);
            std::printf("%-34s %-14s %4d/%-3d %14zu %18s %9.1f\n", race.name.c_str(), strategy.to_string().c_str(), tally.found, seeds,
                        median(tally.runs), strategy.controlled() ? std::to_string(median(tally.preemptions)).c_str() : "-",
                        tally.seconds);
        }
        std::printf("%-34s %-14s %4d/%-3d %14zu %18d %9.1f  (the fewest preemptions)\n", race.name.c_str(), "exhaustive:2", fewest.found,
                    std::min(seeds, 5), median(fewest.runs), median(fewest.preemptions), fewest.seconds);
    }
    for (const auto& race : cases)
        std::printf("replay of the first failure (seed 1001, its path), %s: same failure text %d of %d times\n", race.name.c_str(),
                    replayed(race, replays), replays);
    std::printf("fetch_add outside the scheduler: std::atomic %.2f ns, falsify::sync::atomic %.2f ns\n",
                nanoseconds_per_operation<std::atomic<int>>(), nanoseconds_per_operation<falsify::sync::atomic<int>>());
    std::printf("fetch_add under the scheduler (a scheduling point each, no switch): %.0f ns\n", controlled_nanoseconds_per_operation());
    return 0;
}
