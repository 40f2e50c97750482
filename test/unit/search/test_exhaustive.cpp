// Exhaustive mode: the walk over finite domains (first parameter slowest),
// the generators that have a domain, and why the mode declines.
#include <falsify/falsify.hpp>

#include <boost/test/unit_test.hpp>

#include <optional>
#include <tuple>

namespace gen = falsify::gen;
using falsify::Config;
using falsify::Outcome;

namespace {

enum class Color { red, green, blue };

template <class T>
std::vector<T> domain_values(const falsify::Gen<T>& g) {
    std::vector<T> out;
    BOOST_TEST_REQUIRE(g.domain() != nullptr, g.name());
    for (std::uint64_t i = 0; i < g.domain()->size; ++i) out.push_back(g.domain()->at(i).value());
    return out;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(exhaustive)

BOOST_AUTO_TEST_CASE(the_walk_varies_the_first_parameter_slowest_and_ignores_runs) {
    std::vector<std::string> seen;
    const auto result = falsify::property("walk", [&](int x, bool b) { seen.push_back(std::to_string(x) + (b ? "T" : "F")); })
                            .names({"x", "b"})
                            .with(falsify::param("x", gen::ints(-1, 1)))
                            .with(Config().exhaustive(true).runs(1))
                            .check();
    BOOST_TEST_REQUIRE(result.passed(), result.message());
    BOOST_TEST(seen == (std::vector<std::string>{"-1F", "-1T", "0F", "0T", "1F", "1T"}), boost::test_tools::per_element());
    BOOST_TEST(result.statistics().checks == 6u);
    BOOST_TEST_REQUIRE(result.statistics().domain_size.has_value());
    BOOST_TEST(*result.statistics().domain_size == 6u);
    BOOST_TEST(result.statistics().exhaustive_declined.empty());
}

BOOST_AUTO_TEST_CASE(the_walk_is_seed_independent) {
    auto walk = [](std::uint64_t seed) {
        std::vector<int> seen;
        (void)falsify::property("walk", [&](int x) { seen.push_back(x); })
            .with(falsify::param("arg1", gen::ints(0, 4)))
            .with(Config().exhaustive(true).seed(seed))
            .check();
        return seen;
    };
    BOOST_TEST(walk(1) == (std::vector<int>{0, 1, 2, 3, 4}), boost::test_tools::per_element());
    BOOST_TEST(walk(2) == walk(1), boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(finite_generators_list_their_domains_in_order) {
    BOOST_TEST(domain_values(gen::ints(3, 6)) == (std::vector<int>{3, 4, 5, 6}), boost::test_tools::per_element());
    BOOST_TEST(domain_values(falsify::gen::arbitrary<bool>()) == (std::vector<bool>{false, true}), boost::test_tools::per_element());
    BOOST_TEST(domain_values(gen::booleans()) == (std::vector<bool>{false, true}), boost::test_tools::per_element());
    // optionals: std::nullopt first, then the inner domain.
    BOOST_TEST((domain_values(gen::optionals(gen::ints(3, 4))) == std::vector<std::optional<int>>{std::nullopt, 3, 4}));
    BOOST_TEST(gen::optionals(gen::ints<int>()).domain() == nullptr);
    BOOST_TEST(domain_values(gen::constant(7)) == (std::vector<int>{7}), boost::test_tools::per_element());
    BOOST_TEST(domain_values(falsify::Gen<std::string>(gen::elements<std::string>({"a", "b", "c"}))) ==
                   (std::vector<std::string>{"a", "b", "c"}),
               boost::test_tools::per_element());
    const auto colors = domain_values(falsify::Gen<Color>(gen::enums({Color::red, Color::green, Color::blue})));
    BOOST_TEST((colors == std::vector<Color>{Color::red, Color::green, Color::blue}));
    // one_of: its branches' domains one after another, in listed order.
    BOOST_TEST(domain_values(falsify::Gen<int>(gen::one_of(gen::ints(0, 1), gen::constant(9), gen::ints(5, 6)))) ==
                   (std::vector<int>{0, 1, 9, 5, 6}),
               boost::test_tools::per_element());
    // map keeps the domain; a tuple's is the product, its first position slowest.
    BOOST_TEST(domain_values(gen::ints(1, 3).map([](int x) { return x * 10; })) == (std::vector<int>{10, 20, 30}),
               boost::test_tools::per_element());
    const auto pairs = domain_values(gen::tuples(gen::ints(0, 1), gen::elements({'x', 'y', 'z'})));
    BOOST_TEST_REQUIRE(pairs.size() == 6u);
    BOOST_TEST((pairs[0] == std::tuple<int, char>{0, 'x'}));
    BOOST_TEST((pairs[2] == std::tuple<int, char>{0, 'z'}));
    BOOST_TEST((pairs[3] == std::tuple<int, char>{1, 'x'}));
    // No domain: unbounded, filtered or edge-cased over an unbounded source, or a one_of with an unbounded branch.
    BOOST_TEST(gen::ints<int>().domain() == nullptr);
    BOOST_TEST(gen::ints<int>().filter([](int x) { return x > 2; }).domain() == nullptr);
    BOOST_TEST(gen::with_edge_cases(gen::ints<int>(), 3).domain() == nullptr);
    BOOST_TEST(falsify::Gen<int>(gen::one_of(gen::ints(0, 1), gen::ints<int>())).domain() == nullptr);
    BOOST_TEST(gen::ints(std::numeric_limits<std::int64_t>::min(), std::numeric_limits<std::int64_t>::max()).domain()->size ==
               std::numeric_limits<std::uint64_t>::max());
}

BOOST_AUTO_TEST_CASE(a_filter_walks_its_source_and_discards_what_it_rejects) {
    const auto evens = gen::ints(0, 9).filter([](int x) { return x % 2 == 0; });
    BOOST_TEST_REQUIRE(evens.domain() != nullptr);
    BOOST_TEST(evens.domain()->size == 10u);  // an upper bound: the source's
    std::vector<std::string> seen;
    const auto result = falsify::property("evens", [&](int x, bool b) { seen.push_back(std::to_string(x) + (b ? "T" : "F")); })
                            .names({"x", "b"})
                            .with(falsify::param("x", evens))
                            .with(Config().exhaustive(true).runs(1))
                            .check();
    BOOST_TEST_REQUIRE(result.passed(), result.message());
    BOOST_TEST(seen == (std::vector<std::string>{"0F", "0T", "2F", "2T", "4F", "4T", "6F", "6T", "8F", "8T"}),
               boost::test_tools::per_element());
    BOOST_TEST(*result.statistics().domain_size == 20u);
    BOOST_TEST(result.statistics().discards == 10u);
    BOOST_TEST(result.statistics().attempts == 20u);
    // Inside a tuple or a map the gap carries through, and a failing input is found in walk order.
    const auto pairs = falsify::property("pairs", [](std::tuple<int, int> p) { FALSIFY_ASSERT(std::get<0>(p) + std::get<1>(p) < 12); })
                           .names({"p"})
                           .with(falsify::param("p", gen::tuples(evens.map([](int x) { return x; }), gen::ints(0, 9))))
                           .with(Config().exhaustive(true).seed(1))
                           .check();
    BOOST_TEST_REQUIRE(pairs.outcome() == Outcome::Falsified);
    BOOST_TEST(pairs.counter_example()->shrunk_arguments.at(0).value == "(4, 8)");
    BOOST_TEST(pairs.statistics().discards == 20u);  // x = 1 and x = 3, ten inputs each, before (4, 8)
}

BOOST_AUTO_TEST_CASE(a_custom_domain_may_leave_gaps) {
    const auto sparse = gen::ints(0, 5).with_domain(6, [](std::uint64_t i) {
        if (i % 3 == 0) throw falsify::DomainGap();
        return falsify::Shrinkable<int>::leaf(static_cast<int>(i));
    });
    std::vector<int> seen;
    const auto result = falsify::property("sparse", [&](int x) { seen.push_back(x); })
                            .with(falsify::param("arg1", sparse))
                            .with(Config().exhaustive(true))
                            .check();
    BOOST_TEST_REQUIRE(result.passed(), result.message());
    BOOST_TEST(seen == (std::vector<int>{1, 2, 4, 5}), boost::test_tools::per_element());
    BOOST_TEST(result.statistics().discards == 2u);
}

BOOST_AUTO_TEST_CASE(with_edge_cases_walks_its_inner_domain_and_still_shrinks_through_the_edges) {
    const auto edged = gen::with_edge_cases(gen::ints(0, 4), 3);
    BOOST_TEST(domain_values(edged) == (std::vector<int>{0, 1, 2, 3, 4}), boost::test_tools::per_element());
    // 4's first candidate is the edge value, as in a sampled tree.
    auto candidates = edged.domain()->at(4).children(falsify::ShrinkRound::ordinary);
    const auto first = candidates.next();
    BOOST_TEST_REQUIRE(first.has_value());
    BOOST_TEST(first->value() == 3);
}

BOOST_AUTO_TEST_CASE(a_domain_value_still_shrinks) {
    const auto result = falsify::property("shrinks", [](int x, int y) { FALSIFY_ASSERT(x + y < 15); })
                            .names({"x", "y"})
                            .with(falsify::param("x", gen::ints(0, 9)))
                            .with(falsify::param("y", gen::ints(0, 9)))
                            .with(Config().exhaustive(true).seed(1))
                            .check();
    BOOST_TEST_REQUIRE(result.outcome() == Outcome::Falsified);
    const auto& ce = *result.counter_example();
    // The walk meets (6, 9) first: 60 + 9 inputs in, 69 checks before it.
    BOOST_TEST(ce.runs_before_failure == 69u);
    BOOST_TEST((ce.original_arguments == std::vector<falsify::Argument>{{"x", "6"}, {"y", "9"}}));
    BOOST_TEST(ce.shrink_steps == 0u);  // (6, 9) is already minimal for x first: 5 + 9 < 15
    const auto deeper = falsify::property("shrinks_more", [](int x) { FALSIFY_ASSERT(x != 7); })
                            .with(falsify::param("arg1", gen::elements({1, 3, 7, 7})))
                            .with(Config().exhaustive(true).seed(1))
                            .check();
    BOOST_TEST_REQUIRE(deeper.outcome() == Outcome::Falsified);
    BOOST_TEST(deeper.counter_example()->shrunk_arguments[0].value == "7");
}

BOOST_AUTO_TEST_CASE(discarded_inputs_are_skipped_not_resampled) {
    std::vector<int> checked;
    const auto result = falsify::property("skips",
                                          [&](int x) {
                                              if (x % 10 != 0) throw falsify::AssumptionSkipped();
                                              checked.push_back(x);
                                          })
                            .with(falsify::param("arg1", gen::ints(0, 99)))
                            .with(Config().exhaustive(true).runs(1).max_discards(5))
                            .check();
    // 90 discards, far past max_discards: a walk does not give up on them.
    BOOST_TEST(result.passed(), result.message());
    BOOST_TEST(result.statistics().discards == 90u);
    BOOST_TEST(checked == (std::vector<int>{0, 10, 20, 30, 40, 50, 60, 70, 80, 90}), boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(skipped_inputs_are_counted_and_walked_past) {
    const auto result = falsify::property("refused",
                                          [&](int x) {
                                              if (x % 10 != 0) FALSIFY_SKIP("only round numbers reach the service");
                                          })
                            .with(falsify::param("arg1", gen::ints(0, 99)))
                            .with(Config().exhaustive(true).runs(1))
                            .check();
    // 90 skips, far past the skip budget of 1: a walk visits every input once.
    BOOST_TEST(result.passed(), result.message());
    BOOST_TEST(result.statistics().skips == 90u);
    BOOST_TEST(result.statistics().checks == 10u);
}

BOOST_AUTO_TEST_CASE(it_declines_and_samples_when_a_parameter_has_no_finite_domain) {
    const auto result = falsify::property("declined", [](int, std::string) {})
                            .names({"n", "s"})
                            .with(falsify::param("n", gen::ints(0, 3)))
                            .with(Config().exhaustive(true).runs(25).seed(1))
                            .check();
    BOOST_TEST_REQUIRE(result.passed(), result.message());
    BOOST_TEST(!result.statistics().domain_size.has_value());
    BOOST_TEST(result.statistics().exhaustive_declined == "parameter \"s\" has no finite domain");
    BOOST_TEST(result.statistics().checks == 25u);
}

BOOST_AUTO_TEST_CASE(it_declines_when_the_domain_exceeds_the_budget) {
    const auto over = falsify::property("too_big", [](int, int) {})
                          .names({"a", "b"})
                          .with(falsify::param("a", gen::ints(0, 200)))
                          .with(falsify::param("b", gen::ints(0, 200)))
                          .with(Config().exhaustive(true).runs(30).seed(1))
                          .check();
    BOOST_TEST(over.statistics().exhaustive_declined == "the domain has 40401 inputs, above the exhaustive budget of 10000");
    BOOST_TEST(over.statistics().checks == 30u);
    const auto raised = falsify::property("too_big", [](int, int) {})
                            .names({"a", "b"})
                            .with(falsify::param("a", gen::ints(0, 200)))
                            .with(falsify::param("b", gen::ints(0, 200)))
                            .with(Config().exhaustive(true).exhaustive_budget(50000).runs(30).seed(1))
                            .check();
    BOOST_TEST(raised.statistics().checks == 40401u);
    BOOST_CHECK_THROW(Config().exhaustive_budget(0), std::invalid_argument);
}

BOOST_AUTO_TEST_CASE(without_the_flag_nothing_is_walked_or_reported) {
    const auto result = falsify::property("sampled", [](bool) {}).with(Config().runs(10).seed(1)).check();
    BOOST_TEST(result.statistics().checks == 10u);
    BOOST_TEST(!result.statistics().domain_size.has_value());
    BOOST_TEST(result.statistics().exhaustive_declined.empty());
}

BOOST_AUTO_TEST_SUITE_END()
