// Runs per second of a trivial passing property over std::vector<int> (up to
// 100 elements, 10 000 runs): falsify, RapidCheck on the same property, and a
// hand-written loop that draws the same values with no shrink trees. Each
// library's lists have their own mean length (RapidCheck's sizes grow with
// the run), so falsify is timed twice: at its default lengths, and with its
// maximum length set so that its mean equals RapidCheck's. Then what the engine
// adds per execution: sort idempotence as a property, against a loop that draws
// from the very same generator (its trees included) and runs the same body,
// at length 10 and at the default lengths. Every timing is the best of the
// same number of repetitions.
#include <falsify/falsify.hpp>

#include "engine/runner_detail.hpp"

#include <rapidcheck.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <iostream>
#include <limits>
#include <string>
#include <vector>

#include <fcntl.h>
#include <unistd.h>

namespace {

constexpr std::size_t runs = 10'000;
constexpr int repetitions = 5;
volatile std::size_t sink = 0;
std::size_t elements = 0, lists = 0;  // for the mean length of the last timed library

bool property_holds(const std::vector<int>& xs) {
    sink = sink + xs.size();
    elements += xs.size();
    ++lists;
    return xs.size() <= 100;
}

double mean_length() { return lists == 0 ? 0 : static_cast<double>(elements) / static_cast<double>(lists); }
void reset_length() { elements = lists = 0; }

double seconds_of(const std::function<void()>& f) {
    const auto start = std::chrono::steady_clock::now();
    f();
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

/// The best of several repetitions: the least disturbed by other load.
double best_of(int repetitions, const std::function<void()>& f) {
    double best = std::numeric_limits<double>::infinity();
    for (int i = 0; i < repetitions; ++i) best = std::min(best, seconds_of(f));
    return best;
}

void falsify_run(std::size_t max_length) {
    auto result = falsify::property(
                      "trivial", [](const std::vector<int>& xs) { FALSIFY_ASSERT(property_holds(xs)); },
                      falsify::gen::vectors(falsify::gen::ints<int>(), 0, max_length), falsify::Config().runs(runs).seed(1))
                      .check();
    if (!result.passed()) std::abort();
}

void rapidcheck_run() {
    if (!rc::check("trivial", [](const std::vector<int>& xs) { RC_ASSERT(property_holds(xs)); })) std::abort();
}

/// Sets `random` up for run `run` as the runner does: its size scale and its lean.
void as_the_runner_draws(falsify::Random& random, std::size_t run) {
    random.scale_sizes(falsify::detail::size_scale(run, runs));
    random.lean(falsify::detail::run_lean(run, runs));
}

void hand_written_run() {
    // The same draws as gen::vectors(gen::ints<int>()): a size (on the runner's
    // schedule, so the same lengths), then per element an edge roll and two raw
    // words (an edge, a repeat or a value of a drawn width).
    falsify::Random random(1);
    const int edges[] = {0, 1, -1, std::numeric_limits<int>::min(), std::numeric_limits<int>::max()};
    for (std::size_t run = 0; run < runs; ++run) {
        as_the_runner_draws(random, run);
        std::vector<int> xs(random.size_between<std::size_t>(0, 100));
        for (int& x : xs) {
            const bool edge = random.draws_edge_case();
            const std::uint64_t choices = random.next_seed(), bits = random.next_seed();
            const auto width = std::min(((choices >> 16) & 0xFF) % 32, ((choices >> 24) & 0xFF) % 32);
            const auto magnitude = static_cast<int>(bits & ((std::uint64_t{1} << width) - 1));
            x = edge ? edges[choices % 5] : ((choices >> 32) & 1) ? -magnitude : magnitude;
        }
        if (!property_holds(xs)) std::abort();
    }
}

void sort_twice(const std::vector<int>& xs) {
    auto once = xs;
    std::sort(once.begin(), once.end());
    auto twice = once;
    std::sort(twice.begin(), twice.end());
    if (once != twice) std::abort();
    sink = sink + once.size();
}

falsify::Gen<std::vector<int>> sort_input(std::size_t length) {
    return length ? falsify::gen::vectors(falsify::gen::ints<int>(), length, length) : falsify::gen::vectors(falsify::gen::ints<int>());
}

void sort_property(std::size_t length) {
    auto result = falsify::property(
                      "sort_is_idempotent", [](const std::vector<int>& xs) { sort_twice(xs); }, sort_input(length),
                      falsify::Config().runs(runs).seed(1))
                      .check();
    if (!result.passed()) std::abort();
}

/// The property's executions without the engine: the same generator's values
/// drawn as the runner draws them (each run's size scale and lean, its
/// integers forgotten between runs), the same body.
void sort_loop(std::size_t length) {
    const auto input = sort_input(length);
    falsify::Random random(1);
    for (std::size_t run = 0; run < runs; ++run) {
        as_the_runner_draws(random, run);
        random.forget_integers();
        sort_twice(input.generate(random).value());
    }
}

}  // namespace

int main() {
    // RapidCheck reads its configuration once, from the environment.
    setenv("RC_PARAMS", "max_success=10000 max_size=100 seed=1 verbose_progress=0", 1);
    // RapidCheck reports every check: silence it while it runs.
    std::fflush(stdout);
    const int saved_stdout = dup(1), saved_stderr = dup(2);
    const int null = open("/dev/null", O_WRONLY);
    dup2(null, 1);
    dup2(null, 2);
    reset_length();
    const double rapidcheck = best_of(repetitions, rapidcheck_run);
    const double rapidcheck_mean = mean_length();
    std::cout.flush();
    std::cerr.flush();
    std::fflush(stdout);
    dup2(saved_stdout, 1);
    dup2(saved_stderr, 2);
    close(null);
    close(saved_stdout);
    close(saved_stderr);
    reset_length();
    const double falsify = best_of(repetitions, [] { falsify_run(100); });
    const double falsify_mean = mean_length();
    // The size schedule scales every length alike: a maximum scaled by the ratio of the means meets RapidCheck's.
    const auto equal_max = static_cast<std::size_t>(std::lround(100 * rapidcheck_mean / falsify_mean));
    reset_length();
    const double falsify_equal = best_of(repetitions, [equal_max] { falsify_run(equal_max); });
    const double falsify_equal_mean = mean_length();
    const double hand = best_of(repetitions, hand_written_run);
    auto rate = [](double s) { return static_cast<double>(runs) / s; };
    std::printf("trivial property over std::vector<int>, %zu runs, best of %d repetitions each\n", runs, repetitions);
    std::printf("  %-34s %12.0f runs/s   mean length %5.1f\n", "falsify (0..100 elements)", rate(falsify), falsify_mean);
    std::printf("  %-34s %12.0f runs/s   mean length %5.1f\n", "RapidCheck (max_size 100)", rate(rapidcheck), rapidcheck_mean);
    std::printf("  %-34s %12.0f runs/s   mean length %5.1f\n", ("falsify (0.." + std::to_string(equal_max) + " elements)").c_str(),
                rate(falsify_equal), falsify_equal_mean);
    std::printf("  %-34s %12.0f runs/s\n", "hand-written loop (0..100)", rate(hand));
    std::printf("  falsify / RapidCheck, default lengths     %6.2fx   (target >= 2)\n", rapidcheck / falsify);
    std::printf("  falsify / RapidCheck, equal mean length   %6.2fx   (target >= 2)\n", rapidcheck / falsify_equal);
    std::printf("  hand-written / falsify                    %6.2fx   (target <= 3)\n", falsify / hand);
    std::printf("sort idempotence over std::vector<int>, %zu runs: the property against a loop over the same generator\n", runs);
    for (const std::size_t length : {std::size_t{10}, std::size_t{0}}) {
        const double property = best_of(repetitions, [length] { sort_property(length); });
        const double loop = best_of(repetitions, [length] { sort_loop(length); });
        std::printf("  %-34s %12.0f runs/s   loop %12.0f runs/s   property / loop %5.2fx   (target <= 1.25)\n",
                    length ? "length 10" : "default lengths (0..100)", rate(property), rate(loop), property / loop);
    }
    return 0;
}
