// How often a plain bug is found at all: each class of bug written the way a
// user writes it (a hand-written function and a property over its default
// generators, at the default 100 runs), run over many seeds, falsify beside
// RapidCheck in the same run; printed as found/total per class. Shrinking is
// off on both sides (it does not change whether a bug is found).
//
//   find_rate [seeds] [class] [--held-out]
//
// Seeds 1, 2, ... by default; --held-out takes 10001, 10002, ... (the seeds
// the size schedule was not tuned on). Some classes live at small sizes (a
// bug at length 2, the last pair, equal elements), some need large inputs
// (30 elements or more, a sum past a bound): a schedule that finds one kind
// by missing the other shows here.
#include <falsify/falsify.hpp>

#include <rapidcheck.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <numeric>
#include <string>
#include <vector>

namespace {

// ---- the code under test, each with its bug --------------------------------

/// The largest element; the loop stops one short of the end.
int my_max(const std::vector<int>& xs) {
    int best = xs[0];
    for (std::size_t i = 1; i + 1 < xs.size(); ++i) best = std::max(best, xs[i]);
    return best;
}

/// The largest element; the running best starts at 0 (wrong when every element is negative).
int my_max_from_zero(const std::vector<int>& xs) {
    int best = 0;
    for (int x : xs) best = std::max(best, x);
    return best;
}

/// The largest element; each element is compared with the first instead of the best so far.
int my_max_against_first(const std::vector<int>& xs) {
    int best = xs[0];
    for (std::size_t i = 1; i < xs.size(); ++i)
        if (xs[i] > xs[0]) best = xs[i];
    return best;
}

/// Sorted; a "short input is already sorted" shortcut that is one too generous.
std::vector<int> my_sort(std::vector<int> xs) {
    if (xs.size() <= 2) return xs;
    std::sort(xs.begin(), xs.end());
    return xs;
}

/// Whether ascending; the last pair is never compared.
bool my_is_sorted(const std::vector<int>& xs) {
    for (std::size_t i = 1; i + 1 < xs.size(); ++i)
        if (xs[i - 1] > xs[i]) return false;
    return true;
}

/// Whether ascending, written with the wrong comparison (equal neighbours fail).
bool my_is_ascending(const std::vector<int>& xs) {
    for (std::size_t i = 1; i < xs.size(); ++i)
        if (!(xs[i - 1] < xs[i])) return false;
    return true;
}

/// The midpoint, (a + b) / 2 in int (wrapping where the sum overflows).
int my_midpoint(int a, int b) { return static_cast<int>(static_cast<unsigned>(a) + static_cast<unsigned>(b)) / 2; }

/// A fixed-capacity buffer that silently drops what does not fit in 29 slots.
std::vector<int> through_buffer(const std::vector<int>& xs) {
    int buffer[29];
    std::size_t used = 0;
    for (int x : xs)
        if (used < 29) buffer[used++] = x;
    return std::vector<int>(buffer, buffer + used);
}

/// The sample variance, divided by n - 1: a single element divides 0 by 0.
double my_variance(const std::vector<int>& xs) {
    double mean = 0;
    for (int x : xs) mean += x;
    mean /= static_cast<double>(xs.size());
    double squares = 0;
    for (int x : xs) squares += (x - mean) * (x - mean);
    return squares / static_cast<double>(xs.size() - 1);
}

/// Each element's place between the smallest and the largest, from 0 to 1;
/// when every element is equal the span is 0 and each place 0 / 0.
std::vector<double> my_rescale(const std::vector<int>& xs) {
    if (xs.size() < 2) return std::vector<double>(xs.size(), 0.0);
    const auto [lo, hi] = std::minmax_element(xs.begin(), xs.end());
    std::vector<double> places;
    for (int x : xs) places.push_back((static_cast<double>(x) - *lo) / (static_cast<double>(*hi) - *lo));
    return places;
}

/// The length of the longest strictly ascending run; the best is only
/// updated on an ascending pair, so a non-increasing input gets 0.
std::size_t my_longest_run(const std::vector<int>& xs) {
    if (xs.size() < 2) return xs.size();
    std::size_t best = 0, run = 1;
    for (std::size_t i = 1; i < xs.size(); ++i) {
        run = xs[i - 1] < xs[i] ? run + 1 : 1;
        if (run > 1) best = std::max(best, run);
    }
    return best;
}

/// The smallest element; the running best starts at 0 (wrong when every element is positive).
int my_min_from_zero(const std::vector<int>& xs) {
    int best = 0;
    for (int x : xs) best = std::min(best, x);
    return best;
}

/// How many elements are odd, tested with x % 2 == 1 (false for a negative odd x, whose remainder is -1).
std::size_t my_count_odd(const std::vector<int>& xs) {
    return static_cast<std::size_t>(std::count_if(xs.begin(), xs.end(), [](int x) { return x % 2 == 1; }));
}

/// The mean of the two middle elements of a sorted copy, or the middle one;
/// an even length takes the upper middle only.
double my_median(std::vector<int> xs) {
    std::sort(xs.begin(), xs.end());
    return xs[xs.size() / 2];
}

/// A fixed-capacity log that keeps the first 64 entries only.
std::vector<int> through_log_of_64(const std::vector<int>& xs) { return std::vector<int>(xs.begin(), xs.begin() + static_cast<std::ptrdiff_t>(std::min<std::size_t>(xs.size(), 64))); }

/// A sum kept in a 12-bit field.
unsigned my_checksum(const std::vector<std::uint8_t>& bytes) {
    unsigned total = 0;
    for (std::uint8_t b : bytes) total = (total + b) & 0x0FFF;
    return total;
}

// ---- the properties, once per library ----------------------------------------

bool max_holds(const std::vector<int>& xs) { return xs.empty() || my_max(xs) == *std::max_element(xs.begin(), xs.end()); }
bool max_from_zero_holds(const std::vector<int>& xs) { return xs.empty() || my_max_from_zero(xs) == *std::max_element(xs.begin(), xs.end()); }
bool max_against_first_holds(const std::vector<int>& xs) {
    return xs.empty() || my_max_against_first(xs) == *std::max_element(xs.begin(), xs.end());
}
bool sort_holds(const std::vector<int>& xs) { return std::is_sorted(my_sort(xs).begin(), my_sort(xs).end()); }
bool last_pair_holds(const std::vector<int>& xs) { return my_is_sorted(xs) == std::is_sorted(xs.begin(), xs.end()); }
bool equal_holds(std::vector<int> xs) {
    std::sort(xs.begin(), xs.end());
    return my_is_ascending(xs);
}
bool midpoint_holds(int a, int b) {
    const int m = my_midpoint(a, b);
    return std::min(a, b) <= m && m <= std::max(a, b);
}
bool buffer_holds(const std::vector<int>& xs) { return through_buffer(xs) == xs; }
bool checksum_holds(const std::vector<std::uint8_t>& bytes) {
    return my_checksum(bytes) == std::accumulate(bytes.begin(), bytes.end(), 0u);
}

bool variance_holds(const std::vector<int>& xs) { return xs.empty() || my_variance(xs) >= 0; }
bool rescale_holds(const std::vector<int>& xs) {
    for (double place : my_rescale(xs))
        if (!(place >= 0 && place <= 1)) return false;
    return true;
}
bool min_from_zero_holds(const std::vector<int>& xs) { return xs.empty() || my_min_from_zero(xs) == *std::min_element(xs.begin(), xs.end()); }
bool count_odd_holds(const std::vector<int>& xs) {
    return my_count_odd(xs) == static_cast<std::size_t>(std::count_if(xs.begin(), xs.end(), [](int x) { return x % 2 != 0; }));
}
bool median_holds(const std::vector<int>& xs) {
    if (xs.empty()) return true;
    std::vector<int> sorted = xs;
    std::sort(sorted.begin(), sorted.end());
    const std::size_t n = sorted.size();
    const double median = n % 2 ? sorted[n / 2] : (static_cast<double>(sorted[n / 2 - 1]) + sorted[n / 2]) / 2;
    return my_median(xs) == median;
}
bool log_holds(const std::vector<int>& xs) { return through_log_of_64(xs) == xs; }
bool longest_run_holds(const std::vector<int>& xs) { return xs.empty() || my_longest_run(xs) >= 1; }

struct QuietListener final : rc::detail::TestListener {
    void onTestCaseFinished(const rc::detail::CaseDescription&) override {}
    void onShrinkTried(const rc::detail::CaseDescription&, bool) override {}
    void onTestFinished(const rc::detail::TestMetadata&, const rc::detail::TestResult&) override {}
};

/// RapidCheck at its defaults (100 runs, sizes up to 100), without shrinking.
template <class Testable>
bool rapidcheck_finds(Testable testable, std::uint64_t seed) {
    rc::detail::TestParams params;
    params.seed = seed;
    params.disableShrinking = true;
    QuietListener listener;
    const auto result = rc::detail::checkTestable(testable, rc::detail::TestMetadata(), params, listener);
    return result.template is<rc::detail::FailureResult>();
}

/// falsify at its defaults (100 runs), without shrinking.
template <class Property>
bool falsify_finds(Property property, std::uint64_t seed) {
    return property.with(falsify::Config().seed(seed).shrink(false)).check().outcome() == falsify::Outcome::Falsified;
}

struct Class {
    const char* name;
    const char* lives;  // where the bug is
    std::function<bool(std::uint64_t)> falsify, rapidcheck;
};

std::vector<Class> classes() {
    using Ints = std::vector<int>;
    using Bytes = std::vector<std::uint8_t>;
    return {
        {"max_skips_last", "small", [](std::uint64_t s) { return falsify_finds(falsify::property("p", [](const Ints& xs) { FALSIFY_ASSERT(max_holds(xs)); }), s); },
         [](std::uint64_t s) { return rapidcheck_finds([](const Ints& xs) { RC_ASSERT(max_holds(xs)); }, s); }},
        {"max_from_zero", "small",
         [](std::uint64_t s) { return falsify_finds(falsify::property("p", [](const Ints& xs) { FALSIFY_ASSERT(max_from_zero_holds(xs)); }), s); },
         [](std::uint64_t s) { return rapidcheck_finds([](const Ints& xs) { RC_ASSERT(max_from_zero_holds(xs)); }, s); }},
        {"max_against_first", "small",
         [](std::uint64_t s) { return falsify_finds(falsify::property("p", [](const Ints& xs) { FALSIFY_ASSERT(max_against_first_holds(xs)); }), s); },
         [](std::uint64_t s) { return rapidcheck_finds([](const Ints& xs) { RC_ASSERT(max_against_first_holds(xs)); }, s); }},
        {"sort_at_length_2", "small", [](std::uint64_t s) { return falsify_finds(falsify::property("p", [](const Ints& xs) { FALSIFY_ASSERT(sort_holds(xs)); }), s); },
         [](std::uint64_t s) { return rapidcheck_finds([](const Ints& xs) { RC_ASSERT(sort_holds(xs)); }, s); }},
        {"last_pair_unchecked", "small",
         [](std::uint64_t s) { return falsify_finds(falsify::property("p", [](const Ints& xs) { FALSIFY_ASSERT(last_pair_holds(xs)); }), s); },
         [](std::uint64_t s) { return rapidcheck_finds([](const Ints& xs) { RC_ASSERT(last_pair_holds(xs)); }, s); }},
        {"equal_elements", "small", [](std::uint64_t s) { return falsify_finds(falsify::property("p", [](const Ints& xs) { FALSIFY_ASSERT(equal_holds(xs)); }), s); },
         [](std::uint64_t s) { return rapidcheck_finds([](const Ints& xs) { RC_ASSERT(equal_holds(xs)); }, s); }},
        {"single_element", "small",
         [](std::uint64_t s) { return falsify_finds(falsify::property("p", [](const Ints& xs) { FALSIFY_ASSERT(variance_holds(xs)); }), s); },
         [](std::uint64_t s) { return rapidcheck_finds([](const Ints& xs) { RC_ASSERT(variance_holds(xs)); }, s); }},
        {"all_equal", "small", [](std::uint64_t s) { return falsify_finds(falsify::property("p", [](const Ints& xs) { FALSIFY_ASSERT(rescale_holds(xs)); }), s); },
         [](std::uint64_t s) { return rapidcheck_finds([](const Ints& xs) { RC_ASSERT(rescale_holds(xs)); }, s); }},
        {"sorted_descending", "small",
         [](std::uint64_t s) { return falsify_finds(falsify::property("p", [](const Ints& xs) { FALSIFY_ASSERT(longest_run_holds(xs)); }), s); },
         [](std::uint64_t s) { return rapidcheck_finds([](const Ints& xs) { RC_ASSERT(longest_run_holds(xs)); }, s); }},
        {"min_from_zero", "small",
         [](std::uint64_t s) { return falsify_finds(falsify::property("p", [](const Ints& xs) { FALSIFY_ASSERT(min_from_zero_holds(xs)); }), s); },
         [](std::uint64_t s) { return rapidcheck_finds([](const Ints& xs) { RC_ASSERT(min_from_zero_holds(xs)); }, s); }},
        {"negative_odd", "small",
         [](std::uint64_t s) { return falsify_finds(falsify::property("p", [](const Ints& xs) { FALSIFY_ASSERT(count_odd_holds(xs)); }), s); },
         [](std::uint64_t s) { return rapidcheck_finds([](const Ints& xs) { RC_ASSERT(count_odd_holds(xs)); }, s); }},
        {"median_even_length", "small",
         [](std::uint64_t s) { return falsify_finds(falsify::property("p", [](const Ints& xs) { FALSIFY_ASSERT(median_holds(xs)); }), s); },
         [](std::uint64_t s) { return rapidcheck_finds([](const Ints& xs) { RC_ASSERT(median_holds(xs)); }, s); }},
        {"midpoint_overflow", "bound",
         [](std::uint64_t s) { return falsify_finds(falsify::property("p", [](int a, int b) { FALSIFY_ASSERT(midpoint_holds(a, b)); }), s); },
         [](std::uint64_t s) { return rapidcheck_finds([](int a, int b) { RC_ASSERT(midpoint_holds(a, b)); }, s); }},
        {"buffer_of_29", "large", [](std::uint64_t s) { return falsify_finds(falsify::property("p", [](const Ints& xs) { FALSIFY_ASSERT(buffer_holds(xs)); }), s); },
         [](std::uint64_t s) { return rapidcheck_finds([](const Ints& xs) { RC_ASSERT(buffer_holds(xs)); }, s); }},
        {"log_of_64", "large", [](std::uint64_t s) { return falsify_finds(falsify::property("p", [](const Ints& xs) { FALSIFY_ASSERT(log_holds(xs)); }), s); },
         [](std::uint64_t s) { return rapidcheck_finds([](const Ints& xs) { RC_ASSERT(log_holds(xs)); }, s); }},
        {"checksum_12_bits", "large",
         [](std::uint64_t s) { return falsify_finds(falsify::property("p", [](const Bytes& b) { FALSIFY_ASSERT(checksum_holds(b)); }), s); },
         [](std::uint64_t s) { return rapidcheck_finds([](const Bytes& b) { RC_ASSERT(checksum_holds(b)); }, s); }},
    };
}

}  // namespace

int main(int argc, char** argv) {
    int seeds = 1000;
    const char* only = nullptr;
    std::uint64_t first = 1;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--held-out") == 0) first = 10001;
        else if (argv[i][0] >= '0' && argv[i][0] <= '9') seeds = std::atoi(argv[i]);
        else only = argv[i];
    }
    std::printf("seeds %llu..%llu, default generators, default runs (100), shrinking off\n", static_cast<unsigned long long>(first),
                static_cast<unsigned long long>(first + static_cast<std::uint64_t>(seeds) - 1));
    std::printf("%-20s %-6s | %-9s | %-9s\n", "class", "lives", "falsify", "RapidCheck");
    int falsify_total = 0, rapidcheck_total = 0, cases = 0;
    for (const Class& c : classes()) {
        if (only && std::strcmp(only, c.name) != 0) continue;
        int by_falsify = 0, by_rapidcheck = 0;
        for (std::uint64_t seed = first; seed < first + static_cast<std::uint64_t>(seeds); ++seed) {
            by_falsify += c.falsify(seed);
            by_rapidcheck += c.rapidcheck(seed);
        }
        std::printf("%-20s %-6s | %4d/%-4d | %4d/%-4d\n", c.name, c.lives, by_falsify, seeds, by_rapidcheck, seeds);
        falsify_total += by_falsify;
        rapidcheck_total += by_rapidcheck;
        cases += seeds;
    }
    std::printf("%-20s %-6s | %4d/%-4d | %4d/%-4d\n", "all", "", falsify_total, cases, rapidcheck_total, cases);
    return 0;
}
