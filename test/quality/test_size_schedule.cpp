// The size schedule: early runs of a property draw small sizes (lengths 1-5
// for several runs), later runs the whole [min, max] range, no run outside it
// (Random::size_between, the runner's ramp; bench/find_rate measures what it finds).
#include "support.hpp"

#include <falsify/draw.hpp>

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <cstdint>
#include <cstddef>
#include <vector>

using namespace falsify;

BOOST_AUTO_TEST_SUITE(size_schedule)

BOOST_AUTO_TEST_CASE(a_scaled_stream_draws_sizes_from_the_start_of_the_range_only) {
    Random random(7);
    random.scale_sizes(0.1);
    std::size_t largest = 0, smallest = 1000;
    for (int i = 0; i < 2000; ++i) {
        const std::size_t size = random.size_between<std::size_t>(5, 105);
        largest = std::max(largest, size);
        smallest = std::min(smallest, size);
    }
    BOOST_TEST(smallest == 5u);
    BOOST_TEST(largest == 15u);  // 5 + 10% of 100
    random.scale_sizes(1.0);
    for (int i = 0; i < 2000; ++i) largest = std::max(largest, random.size_between<std::size_t>(5, 105));
    BOOST_TEST(largest == 105u);
    // Out-of-range scales mean the whole range; an empty range is its one value.
    random.scale_sizes(0.0);
    BOOST_TEST(random.size_scale() == 1.0);
    random.scale_sizes(3.0);
    BOOST_TEST(random.size_scale() == 1.0);
    random.scale_sizes(0.001);
    BOOST_TEST(random.size_between<std::size_t>(4, 4) == 4u);
    // At least one value past the minimum, however small the scale.
    bool past_minimum = false;
    for (int i = 0; i < 200; ++i) past_minimum = random.size_between<std::size_t>(0, 1000) == 1 || past_minimum;
    BOOST_TEST(past_minimum);
}

BOOST_AUTO_TEST_CASE(run_k_draws_at_most_k_plus_1_elements_until_the_ramp_ends_then_the_whole_range) {
    for (std::uint64_t seed = 0; seed < 5; ++seed) {
        std::vector<std::size_t> sizes;
        const Result result = property("sizes", [&](const std::vector<int>& xs) { sizes.push_back(xs.size()); })
                                  .names({"xs"})
                                  .with(param("xs", gen::vectors(gen::ints<int>(), 3, 103)))
                                  .with(Config().seed(seed).runs(300))
                                  .check();
        BOOST_REQUIRE(result.passed());
        BOOST_REQUIRE(sizes.size() == 300u);
        // 300 runs: a ramp of 100, run k from at most the first (k + 1)% of [3, 103].
        for (std::size_t k = 0; k < 100; ++k) BOOST_TEST((sizes[k] >= 3u && sizes[k] <= 3u + k + 1), "run " << k << ": " << sizes[k]);
        BOOST_TEST(*std::max_element(sizes.begin() + 100, sizes.end()) >= 95u);
        BOOST_TEST(*std::max_element(sizes.begin(), sizes.end()) <= 103u);
        BOOST_TEST(*std::min_element(sizes.begin(), sizes.end()) >= 3u);
    }
}

BOOST_AUTO_TEST_CASE(the_default_runs_stay_short_early_and_ramp_over_45_percent) {
    for (std::uint64_t seed = 0; seed < 5; ++seed) {
        std::vector<std::size_t> sizes;
        const Result result = property("sizes", [&](const std::string& s) { sizes.push_back(s.size()); })
                                  .names({"s"})
                                  .with(param("s", gen::ascii_strings(0, 100)))
                                  .with(Config().seed(seed))
                                  .check();
        BOOST_REQUIRE(result.passed());
        BOOST_REQUIRE(sizes.size() == 100u);
        // Run k of the ramp (45 runs) draws from the first max(0.3 x, x^3) of the range, x = (k + 1) / 45.
        for (std::size_t k = 0; k < 45; ++k) {
            const double x = static_cast<double>(k + 1) / 45;
            const double bound = 100 * std::max(0.3 * x, x * x * x) + 1;
            BOOST_TEST(static_cast<double>(sizes[k]) <= bound, "run " << k << ": " << sizes[k]);
        }
        // Lengths 1 to 5 are met several times early on (bugs at small lengths hide in long inputs)...
        const auto short_ones = std::count_if(sizes.begin(), sizes.begin() + 20, [](std::size_t n) { return n >= 1 && n <= 5; });
        BOOST_TEST(short_ones >= 8, "seed " << seed << ": " << short_ones);
        // ... and the whole range after the ramp.
        BOOST_TEST(*std::max_element(sizes.begin() + 45, sizes.end()) >= 80u);
    }
}

BOOST_AUTO_TEST_CASE(a_property_of_one_run_draws_from_the_whole_range) {
    std::size_t largest = 0;
    for (std::uint64_t seed = 0; seed < 40; ++seed) {
        (void)property("one", [&](const std::vector<int>& xs) { largest = std::max(largest, xs.size()); })
            .names({"xs"})
            .with(param("xs", gen::vectors(gen::ints<int>(), 0, 100)))
            .with(Config().seed(seed).runs(1))
            .check();
    }
    BOOST_TEST(largest >= 80u);
}

BOOST_AUTO_TEST_CASE(in_body_draws_and_dependent_sides_follow_the_schedule) {
    std::vector<std::size_t> drawn, bound;
    const Result result =
        property("draws",
                 [&](int n) {
                     drawn.push_back(draw(gen::vectors(gen::ints<int>(), 0, 100)).size());
                     (void)n;
                 })
            .names({"n"})
            .with(param("n", gen::ints(0, 5)))
            .with(Config().seed(11).runs(200))
            .check();
    BOOST_REQUIRE(result.passed());
    const auto lists = gen::ints(0, 3).flat_map([](int) { return gen::vectors(gen::ints<int>(), 0, 100); });
    (void)property("bound", [&](const std::vector<int>& xs) { bound.push_back(xs.size()); })
        .names({"xs"})
        .with(param("xs", lists))
        .with(Config().seed(11).runs(200))
        .check();
    BOOST_REQUIRE(drawn.size() == 200u);
    BOOST_REQUIRE(bound.size() == 200u);
    // 200 runs: a ramp of 90, whose first 20 runs draw at most 0.3 * 20 / 90 of the range.
    for (std::size_t k = 0; k < 20; ++k) {
        BOOST_TEST(drawn[k] <= 7u, "run " << k << ": " << drawn[k]);
        BOOST_TEST(bound[k] <= 7u, "run " << k << ": " << bound[k]);
    }
    BOOST_TEST(*std::max_element(drawn.begin() + 100, drawn.end()) >= 90u);
    BOOST_TEST(*std::max_element(bound.begin() + 100, bound.end()) >= 90u);
}

BOOST_AUTO_TEST_SUITE_END()
