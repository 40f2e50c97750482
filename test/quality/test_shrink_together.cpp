// Shrink quality, pinned: values that must move together to keep failing
// (equal or coupled parameters, a parameter and an in-body draw, a sum past a
// bound, values through a filter or a map), and the cost of searching them.
#include "support.hpp"

#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <cstdlib>
#include <limits>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

using namespace falsify;

BOOST_AUTO_TEST_SUITE(shrink_quality)

BOOST_AUTO_TEST_CASE(two_integer_parameters_move_together_like_a_pair) {
    // The difference cases with two parameters instead of a tuple: equal
    // values move as one (a == b), coupled ones shift together (a - b).
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        auto equal = property("equal", [](int a, int b) { FALSIFY_ASSERT((a < 10 || a != b)); })
                         .names({"a", "b"})
                         .with(Config().seed(seed).runs(1000))
                         .check();
        BOOST_REQUIRE(equal.outcome() == Outcome::Falsified);
        const auto& args = equal.counter_example()->shrunk_arguments;
        BOOST_TEST(args.at(0).value + "," + args.at(1).value == "10,10");
        BOOST_TEST(equal.counter_example()->shrink_trials <= 60u);
    }
    int close = 0;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        auto small = property("small", [](int a, int b) { FALSIFY_ASSERT((a < 10 || std::abs(static_cast<long long>(a) - b) > 4)); })
                         .names({"a", "b"})
                         .with(Config().seed(seed).runs(1000))
                         .check();
        if (small.outcome() != Outcome::Falsified) continue;
        const auto& args = small.counter_example()->shrunk_arguments;
        const int a = std::stoi(args.at(0).value), b = std::stoi(args.at(1).value);
        BOOST_TEST(a == 10);
        close += std::abs(b - a) <= 4 && std::abs(b) < 20;
    }
    BOOST_TEST(close >= 15);
}

// These three watch every execution after the first failure: without the
// explain phase, whose trials are not the descent's.
BOOST_AUTO_TEST_CASE(a_value_whose_ladder_moved_nowhere_is_searched_again_only_once_it_moves) {
    // The challenge's difference_small in its own form. Once a's ladder has
    // moved nowhere, later rounds (the restructuring round included) try only
    // its nearest candidate while a keeps its value: for each value of a, the
    // values below its neighbour are tried against one value of b at most.
    const auto small = [](int a, int b) { return a >= 10 && std::abs(static_cast<long long>(a) - b) >= 1 && std::abs(static_cast<long long>(a) - b) <= 4; };
    for (std::uint64_t seed = 10001; seed <= 10020; ++seed) {
        std::optional<std::pair<int, int>> failing;
        std::map<int, std::set<int>> searched_against;  // a's value -> the values of b its far candidates were tried with
        auto result = property("small",
                               [&](int a, int b) {
                                   if (failing && b == failing->second && a < failing->first - 1) searched_against[failing->first].insert(b);
                                   if (small(a, b)) failing.emplace(a, b);
                                   FALSIFY_ASSERT(!small(a, b));
                               })
                          .names({"a", "b"})
                          .with(param("a", gen::positive<int>()))
                          .with(param("b", gen::positive<int>()))
                          .with(Config().seed(seed).runs(1000).flaky_replays(0).phases({Phase::Random, Phase::Shrink}))
                          .check();
        BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
        const auto& ce = *result.counter_example();
        BOOST_TEST(test::shrunk_argument(ce, "a") + ", " + test::shrunk_argument(ce, "b") == "10, 6", "seed " << seed);
        for (const auto& [a, bs] : searched_against)
            BOOST_TEST(bs.size() <= 1u, "seed " << seed << ": a = " << a << " searched against " << bs.size() << " values of b");
    }
}

BOOST_AUTO_TEST_CASE(a_sum_past_a_bound_moves_from_the_first_parameter_to_the_second) {
    // a + b below INT_MIN (a saturating add that does not clamp at the
    // bottom): the simplest first value that still fails is -1.
    for (std::uint64_t seed = 10001; seed <= 10010; ++seed) {
        auto result = property("sum", [](int a, int b) { FALSIFY_ASSERT(std::int64_t{a} + b >= std::numeric_limits<int>::min()); })
                          .names({"a", "b"})
                          .with(Config().seed(seed).runs(1000))
                          .check();
        BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
        const auto& ce = *result.counter_example();
        BOOST_TEST(test::shrunk_argument(ce, "a") + ", " + test::shrunk_argument(ce, "b") == "-1, -2147483648", "seed " << seed);
    }
}

BOOST_AUTO_TEST_CASE(a_parameter_and_an_in_body_draw_move_together_and_the_path_replays_it) {
    auto sum = [](int n) {
        const int k = draw(gen::ints(0, 100));
        FALSIFY_ASSERT(n + k < 150);
    };
    for (std::uint64_t seed = 10001; seed <= 10010; ++seed) {
        auto result = property("sum", sum).names({"n"}).with(param("n", gen::ints(0, 100))).with(Config().seed(seed).runs(1000)).check();
        BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
        const auto& ce = *result.counter_example();
        BOOST_TEST(test::shrunk_argument(ce, "n") + ", " + test::shrunk_argument(ce, "draw#1") == "50, 100", "seed " << seed);
        auto replayed =
            property("sum", sum).names({"n"}).with(param("n", gen::ints(0, 100))).with(Config().seed(seed).runs(1000).path(ce.path)).check();
        BOOST_REQUIRE(replayed.outcome() == Outcome::Falsified);
        BOOST_TEST(test::shrunk_argument(*replayed.counter_example(), "n") == "50");
        BOOST_TEST(test::shrunk_argument(*replayed.counter_example(), "draw#1") == "100");
    }
    // Equal draws move as one, as equal parameters do.
    for (std::uint64_t seed = 10001; seed <= 10010; ++seed) {
        auto result = property("equal", [] {
                          const int a = draw(gen::ints<int>());
                          const int b = draw(gen::ints<int>());
                          FALSIFY_ASSERT((a < 10 || a != b));
                      })
                          .with(Config().seed(seed).runs(1000))
                          .check();
        if (result.outcome() != Outcome::Falsified) continue;
        const auto& ce = *result.counter_example();
        BOOST_TEST(test::shrunk_argument(ce, "draw#1") + ", " + test::shrunk_argument(ce, "draw#2") == "10, 10", "seed " << seed);
    }
}

BOOST_AUTO_TEST_CASE(equal_and_coupled_values_move_together_through_a_filter) {
    // Positive integers written as a filter: the pair moves see the integer
    // trees under it, and the filter judges each moved value.
    const auto positive = gen::ints<int>().filter([](int v) { return v >= 1; });
    int equal_found = 0, close_found = 0;
    for (std::uint64_t seed = 10001; seed <= 10010; ++seed) {
        auto equal = property("equal", [](int a, int b) { FALSIFY_ASSERT((a < 10 || a != b)); })
                         .names({"a", "b"})
                         .with(param("a", positive))
                         .with(param("b", positive))
                         .with(Config().seed(seed).runs(1000))
                         .check();
        if (equal.outcome() == Outcome::Falsified) {
            ++equal_found;
            const auto& ce = *equal.counter_example();
            BOOST_TEST(test::shrunk_argument(ce, "a") + ", " + test::shrunk_argument(ce, "b") == "10, 10", "seed " << seed);
        }
        auto in_tuple = property("small", [](const std::tuple<int, int>& p) {
                            const long long d = std::llabs(static_cast<long long>(std::get<0>(p)) - std::get<1>(p));
                            FALSIFY_ASSERT((std::get<0>(p) < 10 || d < 1 || d > 4));
                        })
                            .names({"p"})
                            .with(param("p", gen::tuples(positive, positive)))
                            .with(Config().seed(seed).runs(1000))
                            .check();
        if (in_tuple.outcome() == Outcome::Falsified) {
            ++close_found;
            BOOST_TEST(in_tuple.counter_example()->shrunk_arguments.at(0).value == "(10, 6)", "seed " << seed);
        }
    }
    BOOST_TEST(equal_found >= 8);
    BOOST_TEST(close_found >= 8);
}

BOOST_AUTO_TEST_CASE(equal_and_coupled_values_move_together_through_a_map) {
    // Keys drawn as integers and mapped (to a name, to a wider type): the pair
    // moves see the integers under the maps and map each moved value again.
    const auto names = gen::ints(0, 1'000'000).map([](int k) {
        std::string name(1, 'k');  // not "k" + ...: g++ 12 -O3 warns falsely (-Wrestrict) on that
        return name += std::to_string(k);
    });
    const auto id = [](const std::string& name) { return std::stoi(name.substr(1)); };
    const auto wide = gen::positive<int>().map([](int v) { return static_cast<long long>(v); });
    int equal_found = 0;
    for (std::uint64_t seed = 10001; seed <= 10010; ++seed) {
        auto equal = property("equal", [id](const std::string& a, const std::string& b) { FALSIFY_ASSERT((id(a) < 10 || a != b)); })
                         .names({"a", "b"})
                         .with(param("a", names))
                         .with(param("b", names))
                         .with(Config().seed(seed).runs(1000))
                         .check();
        if (equal.outcome() == Outcome::Falsified) {
            ++equal_found;
            const auto& ce = *equal.counter_example();
            BOOST_TEST(test::shrunk_argument(ce, "a") + ", " + test::shrunk_argument(ce, "b") == "\"k10\", \"k10\"", "seed " << seed);
            BOOST_TEST(ce.path.find("a+b") != std::string::npos, "seed " << seed << ": " << ce.path);
        }
        // Coupled (a - b in 1..4), as two parameters and as a parameter and an in-body draw.
        auto close = property("small", [](long long a, long long b) { FALSIFY_ASSERT((a < 10 || std::llabs(a - b) < 1 || std::llabs(a - b) > 4)); })
                         .names({"a", "b"})
                         .with(param("a", wide))
                         .with(param("b", wide))
                         .with(Config().seed(seed).runs(1000))
                         .check();
        BOOST_REQUIRE(close.outcome() == Outcome::Falsified);
        BOOST_TEST(test::shrunk_argument(*close.counter_example(), "a") + ", " + test::shrunk_argument(*close.counter_example(), "b") == "10, 6",
                   "seed " << seed);
        auto sum = [](long long n) {
            const long long k = draw(gen::ints(0, 100).map([](int v) { return static_cast<long long>(v); }));
            FALSIFY_ASSERT(n + k < 150);
        };
        auto drawn = property("sum", sum).names({"n"}).with(param("n", gen::ints(0, 100).map([](int v) { return static_cast<long long>(v); })))
                         .with(Config().seed(seed).runs(1000))
                         .check();
        BOOST_REQUIRE(drawn.outcome() == Outcome::Falsified);
        const auto& ce = *drawn.counter_example();
        BOOST_TEST(test::shrunk_argument(ce, "n") + ", " + test::shrunk_argument(ce, "draw#1") == "50, 100", "seed " << seed);
    }
    BOOST_TEST(equal_found >= 8);
}

BOOST_AUTO_TEST_CASE(equal_mapped_integers_in_a_list_move_together) {
    // Elements that are integers but not integer trees (here doubled) move as
    // one when equal, as equal elements of any other type do.
    const auto evens = gen::vectors(gen::ints(0, 1'000'000).map([](int v) { return 2 * v; }));
    int found = 0;
    for (std::uint64_t seed = 10001; seed <= 10010; ++seed) {
        auto result = property("repeated", [](const std::vector<int>& xs) {
                          for (std::size_t i = 0; i < xs.size(); ++i)
                              for (std::size_t j = i + 1; j < xs.size(); ++j) FALSIFY_ASSERT((xs[i] != xs[j] || xs[i] < 20));
                      })
                          .names({"xs"})
                          .with(param("xs", evens))
                          .with(Config().seed(seed).runs(1000))
                          .check();
        if (result.outcome() != Outcome::Falsified) continue;
        ++found;
        BOOST_TEST(result.counter_example()->shrunk_arguments.at(0).value == "[20, 20]", "seed " << seed);
    }
    BOOST_TEST(found >= 8);
}

BOOST_AUTO_TEST_CASE(difference_must_not_be_small_moves_both_values_together) {
    // Where the bug is found, the pair shifts as one down to the boundary.
    int found = 0;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        auto result = property("small_difference",
                               [](const std::tuple<int, int>& p) {
                                   const long d = std::labs(static_cast<long>(std::get<0>(p)) - std::get<1>(p));
                                   FALSIFY_ASSERT((std::get<0>(p) < 10 || d < 1 || d > 4));
                               })
                          .names({"p"})
                          .with(param("p", gen::tuples(gen::ints<int>(), gen::ints<int>())))
                          .with(Config().seed(seed).runs(1000))
                          .check();
        if (result.outcome() != Outcome::Falsified) continue;
        ++found;
        BOOST_TEST(result.counter_example()->shrunk_arguments.at(0).value == "(10, 6)");
    }
    BOOST_TEST(found >= 10);
}

BOOST_AUTO_TEST_SUITE_END()
