// The catalog, choices and combinators: variants, enums, swarm, int_range,
// recursive, with_edge_cases, special_doubles, composite, sample helpers.
#include "support.hpp"

#include <falsify/falsify.hpp>
#include <falsify/gen/standard.hpp>

#include <boost/test/unit_test.hpp>

#include <cmath>
#include <limits>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

using namespace falsify;
using falsify::test::children_values;
using falsify::test::descend;
using falsify::test::first_tree;
using falsify::test::error_of;

namespace {

enum class Color { red, green, blue };

Gen<std::string> nested_digits(int max_depth) {
    return gen::recursive(gen::ints(0, 9).map([](int n) { return std::to_string(n); }),
                          [](Gen<std::string> inner) { return inner.map([](const std::string& s) { return "[" + s + "]"; }); }, max_depth);
}

int depth_of(const std::string& s) {
    int depth = 0;
    while (depth < static_cast<int>(s.size()) && s[static_cast<std::size_t>(depth)] == '[') ++depth;
    return depth;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(catalog_choice)

BOOST_AUTO_TEST_CASE(golden_vectors_pin_seed_to_choices) {
    BOOST_TEST(show(gen::sample(gen::variants(gen::ints(0, 9), gen::ascii_strings(0, 3)), 4, 1)) == "[1, 6, 1, 0]");
    BOOST_TEST(show(gen::sample(gen::enums({Color::red, Color::green, Color::blue}), 6, 2)) == "[2, 2, 2, 2, 0, 0]");
    BOOST_TEST(show(gen::sample(gen::swarm(gen::elements({1, 2, 3, 4})), 8, 1)) == "[1, 3, 3, 3, 2, 3, 1, 1]");
    BOOST_TEST(show(gen::sample(gen::int_range(0, 100), 4, 1)) == "[(0, 0), (47, 47), (0, 63), (42, 54)]");
    BOOST_TEST(show(gen::sample(nested_digits(3), 6, 1)) == "[\"1\", \"6\", \"1\", \"0\", \"[[[0]]]\", \"6\"]");
    BOOST_TEST(show(gen::sample(gen::with_edge_cases(gen::ints(0, 100), 7, 42), 8, 1)) == "[7, 1, 100, 81, 46, 0, 1, 7]");
    BOOST_TEST(show(gen::sample(gen::special_doubles(), 6, 3)) ==
               "[2.220446049250313e-16, inf, 2.220446049250313e-16, -inf, 2.220446049250313e-16, -inf]");
    auto interval = gen::composite([](gen::Draw& d) {
        const int lo = d(gen::ints(0, 100));
        return std::pair(lo, d(gen::ints(lo, 100)));
    });
    BOOST_TEST(show(gen::sample(interval, 4, 1)) == "[(68, 90), (1, 3), (14, 16), (19, 93)]");
}

BOOST_AUTO_TEST_CASE(variants_reach_every_alternative_and_shrink_toward_earlier_ones) {
    const auto g = gen::variants(gen::ints(0, 100), gen::ascii_strings(1, 5), gen::booleans());
    std::set<std::size_t> seen;
    for (const auto& v : gen::sample(g, 300, 2)) seen.insert(v.index());
    BOOST_TEST(seen.size() == 3u);
    auto tree = first_tree(Gen<std::variant<int, std::string, bool>>(g), [](const auto& v) { return v.index() == 2; });
    BOOST_TEST(children_values(tree).at(0).index() == 0u);  // the earliest alternative, regenerated
    BOOST_TEST(show(descend(tree, [](const auto&) { return true; })) == "0");
    BOOST_TEST(show(descend(tree, [](const auto& v) { return v.index() >= 1; })) == "\"a\"");
    auto string = first_tree(Gen<std::variant<int, std::string, bool>>(g), [](const auto& v) { return v.index() == 1 && std::get<1>(v).size() > 3; });
    BOOST_TEST(show(descend(string, [](const auto& v) { return v.index() == 1 && std::get<1>(v).size() > 2; })) == "\"aaa\"");
    // The shape-recognised Arbitrary covers std::variant, and show() prints the active alternative.
    BOOST_TEST(show(std::variant<int, std::string>(std::string("x"))) == "\"x\"");
    std::set<std::size_t> derived;
    for (const auto& v : gen::sample(gen::arbitrary<std::variant<bool, int, std::string>>(), 200, 3)) derived.insert(v.index());
    BOOST_TEST(derived.size() == 3u);
}

BOOST_AUTO_TEST_CASE(enums_pick_listed_values_and_shrink_toward_the_first) {
    std::set<Color> seen;
    for (Color c : gen::sample(gen::enums({Color::red, Color::green, Color::blue}), 100, 4)) seen.insert(c);
    BOOST_TEST(seen.size() == 3u);
    auto tree = first_tree(Gen<Color>(gen::enums({Color::red, Color::green, Color::blue})), [](Color c) { return c == Color::blue; });
    BOOST_TEST(show(children_values(tree)) == "[0, 1]");
    BOOST_TEST(error_of([] { gen::enums(std::vector<Color>{}); }) ==
               "gen::enums: at least one enumerator is required; list the values to draw from, e.g. gen::enums({Color::red, Color::green})");
}

BOOST_AUTO_TEST_CASE(swarm_restricts_each_value_to_a_drawn_subset_and_shrinks_inside_it) {
    // Many different alphabets are drawn across values.
    const auto sequences = gen::swarm(gen::one_of(gen::constant(1), gen::constant(2), gen::constant(3)));
    std::set<std::set<int>> alphabets;
    for (std::uint64_t seed = 0; seed < 200; ++seed) {
        Random random(seed);
        // The subset is drawn per value: one value's alphabet is what it can shrink within.
        auto tree = sequences.generate(random);
        std::set<int> reachable = {tree.value()};
        for (int v : children_values(tree)) reachable.insert(v);
        alphabets.insert(reachable);
    }
    BOOST_TEST(alphabets.size() >= 4u);
    // Shrinking stays inside the subset: a 3 drawn from {2, 3} shrinks to 2, never to 1.
    const auto choice = gen::swarm(gen::elements({1, 2, 3}));
    bool saw_restricted = false;
    for (std::uint64_t seed = 0; seed < 300; ++seed) {
        Random random(seed);
        auto tree = choice.generate(random);
        const auto kids = children_values(tree);
        if (tree.value() == 3 && kids.size() == 1 && kids[0] == 2) saw_restricted = true;
        for (int k : kids) BOOST_TEST_REQUIRE(k < tree.value());
    }
    BOOST_TEST(saw_restricted);
    // Frequency keeps its weights inside the subset; one_of regenerates earlier kept branches.
    const auto weighted = gen::swarm(gen::frequency<int>({{1, gen::ints(0, 9)}, {5, gen::ints(100, 109)}, {1, gen::ints(200, 209)}}));
    std::set<int> branches;
    for (int v : gen::sample(weighted, 300, 5)) branches.insert(v / 100);
    BOOST_TEST(branches.size() == 3u);
    const auto swarmed_one_of = gen::swarm(gen::one_of(gen::ints(0, 9), gen::ints(100, 109), gen::ints(200, 209)));
    for (std::uint64_t seed = 0; seed < 100; ++seed) {
        Random random(seed);
        auto tree = swarmed_one_of.generate(random);
        const int floor = descend(tree, [](int) { return true; });
        BOOST_TEST_REQUIRE((floor == 0 || floor == 100 || floor == 200));
    }
}

BOOST_AUTO_TEST_CASE(swarm_is_a_seam_any_choice_can_implement) {
    // A Swarmable of your own: variant k generates the constant 10 * k.
    struct Tens final : Swarmable<int> {
        std::size_t count;
        explicit Tens(std::size_t count) : count(count) {}
        std::size_t variant_count() const override { return count; }
        Gen<int> with_variants(const std::vector<std::size_t>& kept) const override {
            std::vector<int> values;
            for (std::size_t k : kept) values.push_back(static_cast<int>(10 * k));
            return gen::elements(values);
        }
    };
    const Choice<int> tens(gen::elements({0, 10, 20, 30}), std::make_shared<const Tens>(4));
    std::set<int> seen;
    for (int v : gen::sample(gen::swarm(tens), 200, 1)) seen.insert(v);
    BOOST_TEST(show(std::vector<int>(seen.begin(), seen.end())) == "[0, 10, 20, 30]");
    const Choice<int> none(gen::constant(1), std::make_shared<const Tens>(0));
    BOOST_TEST(error_of([&] { gen::swarm(none); }) ==
               "gen::swarm(gen::constant()): the choice reports 0 variant(s); a choice to swarm over needs at least one");
}

BOOST_AUTO_TEST_CASE(int_range_keeps_its_order_while_both_bounds_shrink) {
    for (const auto& [lo, hi] : gen::sample(gen::int_range(-50, 50), 300, 6)) BOOST_TEST_REQUIRE((-50 <= lo && lo <= hi && hi <= 50));
    auto tree = first_tree(gen::int_range(0, 1000), [](const std::pair<int, int>& r) { return r.second - r.first > 100 && r.first > 10; });
    BOOST_TEST(show(descend(tree, [](const std::pair<int, int>& r) { return r.second - r.first > 100; })) == "(0, 101)");
    BOOST_TEST(show(descend(tree, [](const std::pair<int, int>& r) { return r.first > 10; })) == "(11, 11)");
    for (const auto& r : children_values(tree)) BOOST_TEST_REQUIRE(r.first <= r.second);
    BOOST_CHECK_THROW(gen::int_range(5, 4), std::invalid_argument);
}

BOOST_AUTO_TEST_CASE(recursive_levels_shrink_to_their_leaf_first) {
    std::set<int> depths;
    for (const auto& s : gen::sample(nested_digits(3), 300, 7)) {
        BOOST_TEST_REQUIRE(depth_of(s) <= 3);
        depths.insert(depth_of(s));
    }
    BOOST_TEST(depths.size() == 4u);
    const auto ones = gen::recursive(gen::constant(std::string("1")),
                                     [](Gen<std::string> inner) { return inner.map([](const std::string& s) { return "[" + s + "]"; }); });
    auto tree = first_tree(ones, [](const std::string& s) { return s == "[[[1]]]"; });
    BOOST_TEST(children_values(tree).at(0) == "1");
    BOOST_TEST(descend(tree, [](const std::string&) { return true; }) == "1");
    auto nested = first_tree(nested_digits(3), [](const std::string& s) { return depth_of(s) == 3; });
    BOOST_TEST(descend(nested, [](const std::string& s) { return depth_of(s) >= 1; }) == "[0]");
    BOOST_TEST(error_of([] { nested_digits(0); }) ==
               "gen::recursive: max_depth must be at least 1, got 0; for a plain leaf use the leaf generator itself");
}

BOOST_AUTO_TEST_CASE(recursive_refuses_a_depth_beyond_its_bound_and_works_at_it) {
    BOOST_TEST(gen::max_recursive_depth == 64);
    BOOST_TEST(error_of([] { nested_digits(65); }) ==
               "gen::recursive: max_depth is at most 64, got 65 (each level is reached half as often as the one above: level 64 "
               "already never is)");
    // 3000 levels overflowed the stack when the generator was destroyed.
    BOOST_TEST(error_of([] { nested_digits(3000); }).find("max_depth is at most 64, got 3000") != std::string::npos);
    // At the bound: built, drawn from, shrunk and destroyed, on a thread's default stack.
    std::vector<std::string> drawn;
    {
        const auto deepest = nested_digits(gen::max_recursive_depth);
        drawn = gen::sample(deepest, 200, 11);
        auto tree = first_tree(deepest, [](const std::string& s) { return depth_of(s) >= 3; });
        BOOST_TEST(descend(tree, [](const std::string& s) { return depth_of(s) >= 3; }) == "[[[0]]]");
    }
    BOOST_TEST(drawn.size() == 200u);
    for (const auto& s : drawn) BOOST_TEST(depth_of(s) <= gen::max_recursive_depth);
}

BOOST_AUTO_TEST_CASE(with_edge_cases_draws_one_value_in_five_from_the_edges_even_under_none) {
    const auto g = gen::with_edge_cases(gen::ints(1'000, 1'000'000), 7, 42);
    for (EdgeCases mode : {EdgeCases::Mixin, EdgeCases::None}) {
        Random random(9, mode);
        int edges = 0;
        for (int i = 0; i < 1000; ++i) {
            const int v = g.generate(random).value();
            edges += v == 7 || v == 42;
        }
        BOOST_TEST((edges > 150 && edges < 250));
    }
    // Edges first, in the order given, then the inner tree; an edge shrinks to earlier edges.
    auto inner = first_tree(g, [](int v) { return v > 5000; });
    const auto kids = children_values(inner);
    BOOST_TEST(kids.at(0) == 7);
    BOOST_TEST(kids.at(1) == 42);
    BOOST_TEST(kids.at(2) == 1000);
    auto edge = first_tree(g, [](int v) { return v == 42; });
    BOOST_TEST(show(children_values(edge)) == "[7]");
    BOOST_TEST(descend(inner, [](int v) { return v > 100; }) == 1000);
    // Inner draws first and always, and the roll and the index are always drawn: without an edge
    // the value is inner's own, and what is drawn next does not depend on the roll.
    int picked = 0;
    for (std::uint64_t seed = 0; seed < 200; ++seed) {
        Random wrapped(seed), replica(seed);
        const int v = g.generate(wrapped).value();
        const int own = gen::ints(1'000, 1'000'000).generate(replica).value();
        (void)replica.below_or_equal(4);
        (void)replica.below_or_equal(1);
        if (v == 7 || v == 42) ++picked;
        else BOOST_TEST(v == own);
        BOOST_TEST(gen::ints(0, 1'000'000).generate(wrapped).value() == gen::ints(0, 1'000'000).generate(replica).value());
    }
    BOOST_TEST(picked > 20);
    BOOST_TEST(descend(inner, [](int v) { return v > 10; }) == 42);
    BOOST_TEST(error_of([] { gen::with_edge_cases(gen::ints(0, 9), std::vector<int>{}); }) ==
               "gen::with_edge_cases(gen::ints(0, 9)): at least one edge value is required; list the boundary values, preferred minimum first");
}

BOOST_AUTO_TEST_CASE(special_doubles_reach_every_value_and_shrink_to_zero_then_their_kin) {
    std::set<std::string> seen;
    for (double d : gen::sample(gen::special_doubles(), 200, 8)) seen.insert(show(d));
    BOOST_TEST(show(std::vector<std::string>(seen.begin(), seen.end())) ==
               "[\"-0.0\", \"-inf\", \"1.7976931348623157e+308\", \"2.220446049250313e-16\", \"2.2250738585072014e-308\", \"5e-324\", "
               "\"inf\", \"nan\"]");
    using L = std::numeric_limits<double>;
    const Gen<double> specials = gen::special_doubles();
    auto largest = first_tree(specials, [](double d) { return d == L::max(); });
    BOOST_TEST(children_values(largest).at(0) == 0.0);
    BOOST_TEST(descend(largest, [](double) { return true; }) == 0.0);
    // A failure that needs a large finite value ends on a simple one, not on NaN.
    BOOST_TEST(descend(largest, [](double d) { return d > 1e300; }) < L::max());
    auto minus_infinity = first_tree(specials, [](double d) { return std::isinf(d) && d < 0; });
    BOOST_TEST(show(children_values(minus_infinity)) == "[0.0, inf, -1.7976931348623157e+308]");
    // An overflow that needs infinity keeps it, and its sign only where the sign matters.
    BOOST_TEST(descend(minus_infinity, [](double d) { return std::isinf(d); }) == L::infinity());
    BOOST_TEST(descend(minus_infinity, [](double d) { return d < -1e308; }) < -1e308);
    auto negative_zero = first_tree(specials, [](double d) { return d == 0.0 && std::signbit(d); });
    BOOST_TEST(show(children_values(negative_zero)) == "[0.0]");
    auto nan = first_tree(specials, [](double d) { return std::isnan(d); });
    BOOST_TEST(std::isnan(descend(nan, [](double d) { return std::isnan(d); })));
    BOOST_TEST(show(children_values(nan)) == "[0.0]");
}

BOOST_AUTO_TEST_CASE(composite_shrinks_earliest_draw_first_and_is_a_pure_function_of_its_tape) {
    const auto interval = gen::composite([](gen::Draw& d) {
        const int lo = d(gen::ints(0, 100));
        const int hi = d.draw(gen::ints(lo, 100));
        return std::pair(lo, hi);
    });
    for (const auto& [lo, hi] : gen::sample(interval, 200, 10)) BOOST_TEST_REQUIRE((0 <= lo && lo <= hi && hi <= 100));
    auto tree = first_tree(interval, [](const std::pair<int, int>& p) { return p.first > 20 && p.second > p.first; });
    const auto kids = children_values(tree);
    BOOST_TEST(kids.at(0).first == 0);  // the first draw's most aggressive candidate, the second re-drawn from its stream
    BOOST_TEST(show(children_values(tree)) == show(kids));  // the same candidates every time: a pure function of the tape
    BOOST_TEST(show(descend(tree, [](const std::pair<int, int>& p) { return p.second - p.first >= 10; })) == "(0, 10)");
    // A later draw whose generator did not change comes back unchanged.
    const auto independent = gen::composite([](gen::Draw& d) { return std::pair(d(gen::ints(0, 100)), d(gen::ints(0, 100))); });
    auto pair = first_tree(independent, [](const std::pair<int, int>& p) { return p.first > 10 && p.second > 10; });
    for (const auto& k : children_values(pair))
        if (k.first != pair.value().first) BOOST_TEST_REQUIRE(k.second == pair.value().second);
    // A body that throws refuses the candidate: an odd first draw is never offered.
    const auto picky = gen::composite([](gen::Draw& d) {
        const int n = d(gen::ints(0, 1000));
        if (n % 2 != 0) throw std::domain_error("odd");
        return n;
    });
    std::optional<Shrinkable<int>> found;
    for (std::uint64_t seed = 0; !found; ++seed) {
        Random random(seed);
        try {
            auto tree = picky.generate(random);  // an odd first draw fails generation itself
            if (tree.value() > 100) found = tree;
        } catch (const std::domain_error&) {
        }
    }
    const Shrinkable<int> even = *found;
    for (int k : children_values(even)) BOOST_TEST_REQUIRE(k % 2 == 0);
    // The ladder with its odd rungs refused still ends next to the boundary, on an even value.
    const int minimal = descend(even, [](int n) { return n > 100; });
    BOOST_TEST((minimal > 100 && minimal <= 110 && minimal % 2 == 0), minimal);
}

BOOST_AUTO_TEST_CASE(composite_descent_is_capped_at_a_thousand_steps) {
    // A draw whose tree is a 5000-step chain: the composite stops after 1000 accepted steps.
    struct Countdown {
        static Shrinkable<int> from(int n) {
            return Shrinkable<int>::of(n, [n] { return n == 0 ? std::vector<Shrinkable<int>>{} : std::vector<Shrinkable<int>>{from(n - 1)}; });
        }
    };
    const Gen<int> chain("countdown", [](Random&) { return Countdown::from(5000); });
    const auto wrapped = gen::composite([chain](gen::Draw& d) { return d(chain); });
    Random random(1);
    auto tree = wrapped.generate(random);
    int steps = 0;
    for (;;) {
        auto seq = tree.children(ShrinkRound::ordinary);
        auto c = seq.next();
        if (!c) break;
        tree = *c;
        ++steps;
    }
    BOOST_TEST(steps == 1000);
    BOOST_TEST(tree.value() == 4000);
}

BOOST_AUTO_TEST_CASE(sample_helpers_show_values_and_their_first_candidates) {
    BOOST_TEST(gen::sample(gen::ints(0, 100)).size() == 10u);
    BOOST_TEST(show(gen::sample(gen::ints(0, 100), 3, 1)) == "[0, 0, 57]");
    const auto shrinks = gen::sample_shrinks(gen::ints(0, 1000), 3, 4);
    BOOST_TEST(shrinks.candidates.size() <= 4u);
    BOOST_TEST(show(shrinks.value) + " -> " + show(shrinks.candidates) == "590 -> [0, 295, 443, 517]");
    BOOST_TEST(gen::sample_shrinks(gen::constant(5)).candidates.empty());
    BOOST_TEST(error_of([] { gen::sample(gen::ints(0, 1), 0); }) == "gen::sample: count must be at least 1");
    BOOST_TEST(error_of([] { gen::sample_shrinks(gen::ints(0, 1), 0, 0); }) == "gen::sample_shrinks: limit must be at least 1");
}

BOOST_AUTO_TEST_SUITE_END()
