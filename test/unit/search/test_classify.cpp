// Classification: labels counted once per run, coverage judged after a
// completed run with the seed engine's message, tables and their
// intersections, and the lines adapters print.
#include <falsify/classify.hpp>
#include <falsify/falsify.hpp>

#include <boost/test/unit_test.hpp>

namespace gen = falsify::gen;
namespace classify = falsify::classify;
using falsify::Config;
using falsify::Outcome;

namespace {

std::size_t count_of(const std::vector<falsify::LabelCount>& counts, const std::string& label) {
    for (const auto& c : counts)
        if (c.label == label) return c.count;
    return 0;
}

/// Every value of ints(0, 9) exactly once: the counts are known.
Config walk_0_to_9() { return Config().exhaustive(true).seed(1); }

}  // namespace

BOOST_AUTO_TEST_SUITE(classification)

BOOST_AUTO_TEST_CASE(a_label_counts_at_most_once_per_run_and_numbers_come_back_as_strings) {
    const auto result = falsify::property("labels",
                                          [](int x) {
                                              classify::label("always");
                                              classify::label("always");
                                              classify::when(x < 3, "small");
                                              classify::when(x < 3, "small");
                                              classify::label(x % 2);
                                          })
                            .with(falsify::param("arg1", gen::ints(0, 9)))
                            .with(walk_0_to_9())
                            .check();
    BOOST_TEST_REQUIRE(result.passed(), result.message());
    const auto& stats = result.statistics();
    BOOST_TEST(stats.checks == 10u);
    BOOST_TEST(count_of(stats.classifications, "always") == 10u);
    BOOST_TEST(count_of(stats.classifications, "small") == 3u);
    BOOST_TEST(count_of(stats.classifications, "0") == 5u);
    BOOST_TEST(count_of(stats.classifications, "1") == 5u);
    BOOST_TEST(stats.coverage_assessed);
}

BOOST_AUTO_TEST_CASE(a_floating_label_is_its_shortest_text) {
    const auto result = falsify::property("halves",
                                          [](int x) {
                                              classify::label(x / 2.0);
                                              classify::label(-0.25f);
                                          })
                            .with(falsify::param("arg1", gen::ints(0, 9)))
                            .with(walk_0_to_9())
                            .check();
    BOOST_TEST_REQUIRE(result.passed(), result.message());
    const auto& stats = result.statistics();
    BOOST_TEST(count_of(stats.classifications, "0.5") == 1u);
    BOOST_TEST(count_of(stats.classifications, "2") == 1u);
    BOOST_TEST(count_of(stats.classifications, "4.5") == 1u);
    BOOST_TEST(count_of(stats.classifications, "-0.25") == 10u);
    BOOST_TEST(count_of(stats.classifications, "0.500000") == 0u);
}

BOOST_AUTO_TEST_CASE(coverage_met_passes) {
    const auto result = falsify::property("covered", [](int x) { classify::cover(x >= 5, "upper half", 50); })
                            .with(falsify::param("arg1", gen::ints(0, 9)))
                            .with(walk_0_to_9())
                            .check();
    BOOST_TEST(result.passed(), result.message());
    BOOST_TEST_REQUIRE(result.statistics().requirements.size() == 1u);
    BOOST_TEST(result.statistics().requirements[0].min_percent == 50.0);
}

BOOST_AUTO_TEST_CASE(coverage_unmet_is_coverage_failed_with_the_exact_message) {
    const auto result = falsify::property("under_covered",
                                          [](int x) {
                                              classify::cover(x < 3, "low", 40);
                                              classify::cover(x == 9, "nine", 12.5);
                                              classify::cover(x < 100, "any", 100);
                                              classify::cover(x < 0, "never", 1);
                                          })
                            .with(falsify::param("arg1", gen::ints(0, 9)))
                            .with(walk_0_to_9())
                            .check();
    BOOST_TEST(result.outcome() == Outcome::CoverageFailed);
    BOOST_TEST(result.message() == "Property \"under_covered\" coverage not met: \"low\" 30.0% < required 40.0% (3/10); "
                                   "\"nine\" 10.0% < required 12.5% (1/10); \"never\" 0.0% < required 1.0% (0/10)");
    BOOST_TEST(result.statistics().coverage_assessed);
    BOOST_TEST(result.statistics().checks == 10u);
}

BOOST_AUTO_TEST_CASE(the_last_threshold_given_wins) {
    const auto result = falsify::property("rethreshold", [](int x) { classify::cover(x < 3, "low", x == 9 ? 20 : 90); })
                            .with(falsify::param("arg1", gen::ints(0, 9)))
                            .with(walk_0_to_9())
                            .check();
    // The walk ends on 9, whose call lowers the requirement to 20%: 30% meets it.
    BOOST_TEST(result.passed(), result.message());
}

BOOST_AUTO_TEST_CASE(coverage_is_not_judged_when_the_run_did_not_complete) {
    const auto falsified = falsify::property("falsified",
                                             [](int x) {
                                                 classify::cover(false, "never", 50);
                                                 FALSIFY_ASSERT(x < 5);
                                             })
                               .with(falsify::param("arg1", gen::ints(0, 9)))
                               .with(walk_0_to_9())
                               .check();
    BOOST_TEST(falsified.outcome() == Outcome::Falsified);
    BOOST_TEST(!falsified.statistics().coverage_assessed);
    const auto no_random = falsify::property("no_random", [](int) { classify::cover(false, "never", 50); })
                               .with(Config().phases({falsify::Phase::Examples}))
                               .check();
    BOOST_TEST(no_random.passed());
    BOOST_TEST(!no_random.statistics().coverage_assessed);
}

BOOST_AUTO_TEST_CASE(a_threshold_outside_0_to_100_fails_the_run) {
    const auto result = falsify::property("bad_cover", [](int) { classify::cover(true, "x", 101); }).with(Config().seed(1)).check();
    BOOST_TEST_REQUIRE(result.outcome() == Outcome::Falsified);
    BOOST_TEST(result.counter_example()->failure->message == "falsify::classify::cover(): the minimum percentage of \"x\" must be in 0..100, got 101.000000");
}

BOOST_AUTO_TEST_CASE(tabulate_counts_tags_per_table_and_their_intersections) {
    const auto result = falsify::property("tabulated",
                                          [](int x) {
                                              std::vector<std::string> tags;
                                              if (x % 2 == 0) tags.push_back("even");
                                              if (x < 3) tags.push_back("small");
                                              if (x % 3 == 0) tags.push_back("triple");
                                              classify::tabulate("shape", tags);
                                              classify::tabulate("shape", "any");
                                              classify::tabulate("size", x < 5 ? "low" : "high");
                                          })
                            .with(falsify::param("arg1", gen::ints(0, 9)))
                            .with(walk_0_to_9())
                            .check();
    BOOST_TEST_REQUIRE(result.passed(), result.message());
    const auto& tables = result.statistics().tables;
    BOOST_TEST_REQUIRE(tables.size() == 2u);
    BOOST_TEST(tables[0].name == "shape");
    // 0..9: even {0,2,4,6,8}, small {0,1,2}, triple {0,3,6,9}.
    BOOST_TEST(count_of(tables[0].tags, "even") == 5u);
    BOOST_TEST(count_of(tables[0].tags, "small") == 3u);
    BOOST_TEST(count_of(tables[0].tags, "triple") == 4u);
    BOOST_TEST(count_of(tables[0].tags, "any") == 10u);
    BOOST_TEST(count_of(tables[0].intersections, "even & small") == 2u);   // 0, 2
    BOOST_TEST(count_of(tables[0].intersections, "even & triple") == 2u);  // 0, 6
    BOOST_TEST(count_of(tables[0].intersections, "small & triple") == 1u); // 0
    // A run's tags in a table are one set, whichever call added them.
    BOOST_TEST(count_of(tables[0].intersections, "even & any") == 5u);
    BOOST_TEST(count_of(tables[0].intersections, "any & even") == 0u);
    BOOST_TEST(tables[1].name == "size");
    BOOST_TEST(count_of(tables[1].tags, "low") == 5u);
    BOOST_TEST(count_of(tables[1].tags, "high") == 5u);
    // Tables observe only: labels are untouched.
    BOOST_TEST(result.statistics().classifications.empty());
}

BOOST_AUTO_TEST_CASE(the_distribution_line_is_sorted_by_count_with_rounded_percentages) {
    falsify::RunStatistics stats;
    stats.checks = 3;
    stats.classifications = {{"rare", 1}, {"common", 2}, {"tied", 1}};
    BOOST_TEST(falsify::distribution_line("p", stats) ==
               "Property \"p\" distribution: common 67% (2/3), rare 33% (1/3), tied 33% (1/3)");
    BOOST_TEST(falsify::distribution_line("p", falsify::RunStatistics{}).empty());
}

BOOST_AUTO_TEST_CASE(the_discard_warning_needs_more_than_half) {
    falsify::RunStatistics stats;
    stats.attempts = 100;
    stats.discards = 50;
    BOOST_TEST(falsify::discard_warning("p", stats).empty());
    stats.discards = 51;
    BOOST_TEST(falsify::discard_warning("p", stats) ==
               "Property \"p\" discarded 51 of 100 attempt(s) (51%); consider narrowing the generators so that its assumptions and "
               "filters reject fewer inputs (Config().warn_discards(false) silences this)");
}

BOOST_AUTO_TEST_CASE(classify_outside_a_run_is_refused) {
    BOOST_CHECK_THROW(classify::label("x"), std::logic_error);
    BOOST_CHECK_THROW(classify::tabulate("t", "x"), std::logic_error);
}

BOOST_AUTO_TEST_SUITE_END()
