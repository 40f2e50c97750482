// Shrink quality for doubles: a failing double ends on the simplest double
// that fails (an integer before a fraction, few significant bits, positive
// before negative), never on the large random value it was found with.
#include "support.hpp"

#include <boost/test/unit_test.hpp>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>

using namespace falsify;

namespace {

template <class Fails>
double descended(const Gen<double>& values, Fails fails, std::uint64_t seed) {
    Random random(seed);
    Shrinkable<double> tree = values.generate(random);
    BOOST_REQUIRE(fails(tree.value()));
    return test::descend(tree, fails);
}

}  // namespace

BOOST_AUTO_TEST_CASE(every_double_candidate_is_in_range_and_simpler) {
    for (const auto& [lo, hi] : {std::pair(-5.0, 5.0), std::pair(2.5, 3.0), std::pair(-1e300, 1e300), std::pair(-7.0, -2.0),
                                 std::pair(-1e-300, 1e-300), std::pair(1.5, 1.5)}) {
        const auto values = gen::doubles(lo, hi);
        Random random(3);
        for (int i = 0; i < 200; ++i) {
            const Shrinkable<double> tree = values.generate(random);
            const double v = tree.value();
            for (double c : test::children_values(tree)) {
                BOOST_TEST_REQUIRE((c >= lo && (c < hi || lo == hi)), c << " from " << v << " is outside [" << lo << ", " << hi << ")");
                BOOST_TEST_REQUIRE(c != v);
                const auto half = [](double x) { return std::fabs(x - std::trunc(x)) == 0.5; };
                const bool to_half = half(c) && !half(v) && v != std::trunc(v);
                BOOST_TEST_REQUIRE((std::fabs(c) < std::fabs(v) || (v < 0.0 && c == -v) || to_half), c << " is no simpler than " << v);
            }
        }
    }
}

BOOST_AUTO_TEST_CASE(a_double_failing_at_any_magnitude_ends_on_one) {
    // Found at ~1e299; the bisection of the scale, then the integers, reach 1.
    const auto values = gen::doubles(-1e300, 1e300);
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        Random random(seed);
        if (std::fabs(values.generate(random).value()) < 1.0) continue;
        BOOST_TEST(descended(values, [](double d) { return std::fabs(d) >= 1.0; }, seed) == 1.0, "seed " << seed);
    }
}

BOOST_AUTO_TEST_CASE(a_double_boundary_ends_on_the_first_integer_past_it) {
    const auto values = gen::doubles(-1e6, 1e6);
    const std::uint64_t seed = test::seed_where(values, [](double d) { return d <= -3.5; });
    BOOST_TEST(descended(values, [](double d) { return d <= -3.5; }, seed) == -4.0);
    const std::uint64_t positive = test::seed_where(values, [](double d) { return d > 1000.0; });
    BOOST_TEST(descended(values, [](double d) { return d > 1000.0; }, positive) == 1001.0);
}

BOOST_AUTO_TEST_CASE(a_double_that_must_have_a_fraction_ends_on_one_half) {
    const auto values = gen::doubles(0.0, 100.0);
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        Random random(seed);
        const double first = values.generate(random).value();
        if (first == std::trunc(first)) continue;
        BOOST_TEST(descended(values, [](double d) { return d != std::trunc(d); }, seed) == 0.5, "seed " << seed);
    }
}

BOOST_AUTO_TEST_CASE(a_fraction_above_a_bound_ends_on_the_bound_plus_one_half) {
    const auto values = gen::doubles(0.0, 100.0);
    const auto fails = [](double d) { return d > 3.0 && d != std::trunc(d); };
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        Random random(seed);
        if (!fails(values.generate(random).value())) continue;
        BOOST_TEST(descended(values, fails, seed) == 3.5, "seed " << seed);
    }
}

BOOST_AUTO_TEST_CASE(a_negative_double_becomes_positive_where_that_still_fails) {
    const auto values = gen::doubles(-1e6, 1e6);
    const std::uint64_t seed = test::seed_where(values, [](double d) { return d < -10.0; });
    BOOST_TEST(descended(values, [](double d) { return std::fabs(d) > 10.0; }, seed) == 11.0);
}

BOOST_AUTO_TEST_CASE(a_double_property_reports_the_simplest_failing_value) {
    // Six significant digits in text lose every double that needs more.
    auto result = property("six_digits",
                           [](double d) {
                               char text[64];
                               std::snprintf(text, sizeof text, "%.6g", d);
                               FALSIFY_ASSERT(std::strtod(text, nullptr) == d);
                           })
                      .names({"d"})
                      .with(param("d", gen::doubles(-1e300, 1e300)))
                      .with(Config().seed(1))
                      .check();
    BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
    // The smallest integer that needs seven digits: integers are simpler than fractions.
    BOOST_TEST(result.counter_example()->shrunk_arguments.at(0).value == "1000001.0");
}
