// Generators: determinism, laziness, ranges, edge values and shrink trees.
#include "support.hpp"

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <cstdlib>
#include <cmath>
#include <map>
#include <set>

using namespace falsify;
using falsify::test::children_values;
using falsify::test::descend;

namespace {

template <class T>
std::vector<T> sample(const Gen<T>& gen, std::uint64_t seed, int count) {
    Random random(seed);
    std::vector<T> out;
    for (int i = 0; i < count; ++i) out.push_back(gen.generate(random).value());
    return out;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(generators)

// Golden vectors: seed -> value for every built-in generator. A change here
// changes what every stored seed means; bump the sequence epoch with it.
BOOST_AUTO_TEST_CASE(golden_vectors_pin_seed_to_value) {
    BOOST_TEST(show(sample(gen::ints(0, 100), 1, 8)) == "[0, 0, 57, 56, 42, 81, 28, 30]");
    BOOST_TEST(show(sample(gen::ints<std::int64_t>(), 2, 3)) ==
               "[-41234981, 2011677254621, 3037536694750]");
    BOOST_TEST(show(sample(gen::booleans(), 3, 8)) == "[true, false, true, false, true, false, true, false]");
    BOOST_TEST(show(sample(gen::doubles(-1.0, 1.0), 4, 3)) == "[-0.09234051096056645, -0.8753802671339297, -0.8872271936700311]");
    BOOST_TEST(show(sample(gen::chars(), 5, 6)) == "['_', '#', '5', '`', '(', ')']");
    BOOST_TEST(show(sample(gen::ascii_strings(0, 8), 6, 2)) == "[\"UllA:R\", \"&]!r\"]");
    BOOST_TEST(show(sample(gen::strings(0, 4), 7, 2)) == "[\"\xf0\xa0\x98\x8d\xf0\xa6\xb6\xafo\", \"d\xe9\x93\x89=\xf1\x93\x82\x99\"]");
    BOOST_TEST(show(sample(gen::vectors(gen::ints(0, 9), 0, 5), 8, 2)) == "[[0, 0], [5, 4]]");
    BOOST_TEST(show(sample(gen::optionals(gen::ints(0, 9)), 9, 4)) == "[1, nullopt, nullopt, 9]");
    BOOST_TEST(show(sample(gen::tuples(gen::ints(0, 9), gen::booleans()), 10, 2)) == "[(0, true), (9, true)]");
    BOOST_TEST(show(sample(gen::elements({10, 20, 30}), 11, 5)) == "[10, 30, 20, 30, 10]");
    BOOST_TEST(show(sample(gen::one_of(gen::ints(0, 9), gen::ints(100, 109)), 12, 4)) == "[0, 3, 100, 0]");
    BOOST_TEST(show(sample(gen::frequency<int>({{1, gen::constant(1)}, {3, gen::constant(3)}}), 13, 6)) == "[3, 3, 1, 3, 3, 3]");
    BOOST_TEST(show(sample(gen::ints(0, 9).flat_map([](int n) { return gen::vectors(gen::ints(0, 9), n, n); }), 14, 2)) ==
               "[[0, 9, 1], [6, 6, 9, 1, 0, 9, 8, 8]]");
}

BOOST_AUTO_TEST_CASE(generating_a_value_does_not_build_its_tree) {
    int built = 0;
    Gen<int> counting("counting", [&built](Random& random) {
        const int v = random.between(0, 100);
        return Shrinkable<int>::of(v, [&built, v] {
            ++built;
            return std::vector<Shrinkable<int>>{Shrinkable<int>::leaf(v / 2)};
        });
    });
    Random random(1);
    auto tree = gen::vectors(counting, 1, 50).map([](const std::vector<int>& v) { return v.size(); }).generate(random);
    BOOST_TEST(built == 0);
    auto children = tree.children(ShrinkRound::ordinary);
    (void)children.next();
    BOOST_TEST(built == 0);  // the first candidates are removals, which need no element tree
}

BOOST_AUTO_TEST_CASE(int_ladder_is_the_target_then_halving_distances) {
    BOOST_TEST(show(children_values(gen::detail::int_tree(100, 0))) == "[0, 50, 75, 88, 94, 97, 99]");
    BOOST_TEST(show(children_values(gen::detail::int_tree(-100, 0))) == "[0, -50, -75, -88, -94, -97, -99]");
    BOOST_TEST(show(children_values(gen::detail::int_tree(5, 5))) == "[]");
    BOOST_TEST(show(children_values(gen::detail::int_tree<std::uint64_t>(~0ULL, 0))).find("[0, 9223372036854775808, ") == 0u);
}

BOOST_AUTO_TEST_CASE(ints_stay_in_range_and_reach_every_edge) {
    std::set<int> seen;
    for (int v : sample(gen::ints(-3, 1000), 21, 2000)) {
        BOOST_TEST_REQUIRE((v >= -3 && v <= 1000));
        seen.insert(v);
    }
    for (int edge : {0, 1, -1, -3, 1000}) BOOST_TEST(seen.count(edge) == 1u);
    BOOST_CHECK_THROW(gen::ints(5, 4), std::invalid_argument);
}

// char is an integer type to gen::ints but not to std::in_range and std::cmp_*:
// it generates over its range, repeats recent values and shrinks like the others.
BOOST_AUTO_TEST_CASE(ints_of_char_generate_and_shrink_within_range) {
    std::set<char> seen;
    for (char c : sample(gen::ints<char>('a', 'z'), 23, 500)) {
        BOOST_TEST_REQUIRE((c >= 'a' && c <= 'z'));
        seen.insert(c);
    }
    BOOST_TEST(seen.count('a') == 1u);
    BOOST_TEST(seen.count('z') == 1u);
    for (char c : sample(gen::ints<char>(), 24, 200)) seen.insert(c);
    BOOST_TEST(seen.size() > 26u);
    const Result result = property("no char above 'm'", [](char c) { FALSIFY_ASSERT(c <= 'm'); }, gen::ints<char>('a', 'z')).check();
    BOOST_TEST_REQUIRE(result.outcome() == Outcome::Falsified);
    BOOST_TEST(result.counter_example()->shrunk_arguments.at(0).value == "'n'");
}

BOOST_AUTO_TEST_CASE(edge_case_mode_none_consumes_the_roll_and_picks_no_edges) {
    Random mixin(3, EdgeCases::Mixin), none(3, EdgeCases::None);
    const auto g = gen::ints(0, 1'000'000);
    int differ = 0, maxima_in_none = 0;
    for (int i = 0; i < 500; ++i) {
        const int a = g.generate(mixin).value(), b = g.generate(none).value();
        if (a != b) ++differ;
        // 0 and 1 are also small values every integer generator favours; the maximum is an edge alone.
        if (b == 1'000'000) ++maxima_in_none;
    }
    BOOST_TEST(differ > 0);
    BOOST_TEST(maxima_in_none == 0);
    // The values differ where an edge was picked (and where one was repeated), but not the draws: the streams stay aligned.
    BOOST_TEST(mixin.next_seed() == none.next_seed());
}

BOOST_AUTO_TEST_CASE(doubles_are_half_open_and_shrink_to_the_point_nearest_zero) {
    for (double d : sample(gen::doubles(2.0, 3.0), 4, 500)) BOOST_TEST_REQUIRE((d >= 2.0 && d < 3.0));
    BOOST_TEST(sample(gen::doubles(1.5, 1.5), 1, 1).at(0) == 1.5);
    BOOST_CHECK_THROW(gen::doubles(0.0, std::numeric_limits<double>::infinity()), std::invalid_argument);
    BOOST_CHECK_THROW(gen::doubles(std::nan(""), 1.0), std::invalid_argument);
    Random random(8);
    const auto g = gen::doubles(-5.0, 5.0);
    for (int i = 0; i < 20; ++i) {
        auto tree = g.generate(random);
        if (tree.value() != 0.0) BOOST_TEST(children_values(tree).at(0) == 0.0);
    }
    Random below(9);
    auto negative = gen::doubles(-5.0, -1.0).generate(below);
    if (negative.value() != std::nextafter(-1.0, -5.0))
        BOOST_TEST(children_values(negative).at(0) == std::nextafter(-1.0, -5.0));
}

BOOST_AUTO_TEST_CASE(vectors_respect_sizes_and_shrink_by_blocks_then_elements) {
    for (const auto& v : sample(gen::vectors(gen::ints(0, 9), 2, 4), 2, 200)) BOOST_TEST_REQUIRE((v.size() >= 2 && v.size() <= 4));
    BOOST_CHECK_THROW(gen::vectors(gen::ints(0, 9), 5, 4), std::invalid_argument);
    // [7, 3, 42] with "no 42" reaches [42]; the minimum size is never undercut.
    Random random(1);
    auto tree = gen::detail::SequenceTree<int, std::vector<int>>::make(
        {gen::detail::int_tree(7, 0), gen::detail::int_tree(3, 0), gen::detail::int_tree(42, 0)}, 0, &gen::detail::values_of<int>);
    auto contains42 = [](const std::vector<int>& v) { return std::find(v.begin(), v.end(), 42) != v.end(); };
    BOOST_TEST(show(descend(tree, contains42)) == "[42]");
    const std::vector<std::vector<int>> expected = {{},         {3, 42},    {7, 42},    {7, 3},
                                                    {52} /* all folded into the last */,
                                                    {0, 3, 42}, {4, 3, 42}, {6, 3, 42}, {7, 0, 42}, {7, 2, 42}, {7, 3, 0},
                                                    {7, 3, 21}, {7, 3, 32}, {7, 3, 37}, {7, 3, 40}, {7, 3, 41},
                                                    {3, 7, 42} /* sorted */,
                                                    // adjacent pairs shifted together by the smaller distance's ladder
                                                    {4, 0, 42}, {6, 2, 42}, {7, 0, 39}, {7, 2, 41},
                                                    // each folded into its right neighbour
                                                    {10, 42}, {7, 45}};
    BOOST_TEST((children_values(tree) == expected));
    auto at_least_two = gen::detail::SequenceTree<int, std::vector<int>>::make(
        {gen::detail::int_tree(7, 0), gen::detail::int_tree(3, 0), gen::detail::int_tree(42, 0)}, 2, &gen::detail::values_of<int>);
    for (const auto& c : children_values(at_least_two)) BOOST_TEST(c.size() >= 2u);
}

BOOST_AUTO_TEST_CASE(strings_are_valid_utf8_and_shrink_by_characters) {
    std::size_t non_ascii = 0;
    for (const auto& s : sample(gen::strings(), 3, 300)) {
        std::string shown = show(s);
        BOOST_TEST_REQUIRE(shown.rfind("b\"", 0) != 0u);  // never rendered as invalid UTF-8 bytes
        for (unsigned char c : s) non_ascii += c >= 0x80;
    }
    BOOST_TEST(non_ascii > 0u);
    // A string with a non-ASCII character shrinks to one such character.
    auto has_non_ascii = [](const std::string& s) {
        for (unsigned char c : s) if (c >= 0x80) return true;
        return false;
    };
    for (std::uint64_t seed = 0; seed < 10; ++seed) {
        Random r(seed);
        auto t = gen::strings(0, 40).generate(r);
        if (!has_non_ascii(t.value())) continue;
        const std::string minimal = descend(t, has_non_ascii);
        BOOST_TEST(minimal.size() >= 2u);
        BOOST_TEST(minimal.size() <= 4u);
        std::size_t code_points = 0;
        for (unsigned char c : minimal) code_points += (c & 0xC0) != 0x80;
        BOOST_TEST(code_points == 1u);
    }
    // ASCII text shrinks characters toward 'a'.
    Random ascii(5);
    auto t = gen::ascii_strings(3, 3).generate(ascii);
    BOOST_TEST(descend(t, [](const std::string& s) { return s.size() == 3; }) == "aaa");
}

BOOST_AUTO_TEST_CASE(optionals_shrink_to_nullopt_first) {
    Random random(2);
    for (int i = 0; i < 10; ++i) {
        auto tree = gen::optionals(gen::ints(1, 9)).generate(random);
        if (!tree.value()) continue;
        BOOST_TEST(show(children_values(tree).at(0)) == "nullopt");
        BOOST_TEST(show(descend(tree, [](const std::optional<int>& o) { return o.has_value(); })) == "1");
    }
}

BOOST_AUTO_TEST_CASE(tuples_shrink_each_position_in_order) {
    auto tree = test::first_tree(gen::tuples(gen::ints(0, 100), gen::ints(0, 100)),
                           [](const std::tuple<int, int>& t) {
                               // Far apart, so that no pair move shifts both together.
                               const auto [a, b] = t;
                               return a > 21 && b > 21 && std::abs(a - b) > std::min(a, b);
                           });
    BOOST_TEST(show(descend(tree, [](const std::tuple<int, int>& t) { return std::get<0>(t) + std::get<1>(t) > 20; })) ==
               "(0, 21)");
    Random random(3);
    auto pair = gen::pairs(gen::ints(0, 9), gen::booleans()).generate(random);
    BOOST_TEST(show(descend(pair, [](const std::pair<int, bool>&) { return true; })) == "(0, false)");
}

BOOST_AUTO_TEST_CASE(map_filter_and_flat_map_shrink_through_their_sources) {
    Random random(6);
    auto mapped = gen::ints(0, 1000).map([](int n) { return "user-" + std::to_string(n); }).generate(random);
    BOOST_TEST(descend(mapped, [](const std::string&) { return true; }) == "user-0");

    auto evens = gen::ints(0, 1000).filter([](int n) { return n % 2 == 0; });
    for (int i = 0; i < 10; ++i) {
        auto tree = evens.generate(random);
        BOOST_TEST(tree.value() % 2 == 0);
        for (int c : children_values(tree)) BOOST_TEST(c % 2 == 0);
        // The source's ladder, filtered: a refused (odd) rung stands aside for
        // its first even candidate, so the descent reaches the exact boundary.
        const int minimal = descend(tree, [](int n) { return n > 10; });
        if (tree.value() > 10) BOOST_TEST(minimal == 12);
    }

    // The source shrinks first, re-generating the dependent side; then the dependent side.
    auto sized = gen::ints(1, 10).flat_map([](int n) { return gen::vectors(gen::ints(0, 100), n, n); });
    for (int i = 0; i < 10; ++i) {
        auto tree = sized.generate(random);
        if (tree.value().size() < 3) continue;
        BOOST_TEST(show(descend(tree, [](const std::vector<int>& v) { return v.size() >= 3; })) == "[0, 0, 0]");
    }
}

BOOST_AUTO_TEST_CASE(an_unbounded_integer_repeats_the_one_drawn_just_before_it_often) {
    // A repeat picks the latest value half the time (else one of the last
    // eight): the second of a pair equals the first in about one pair in
    // eleven here, against one in twenty-four with a uniform pick of eight.
    Random random(21);
    const auto pairs = gen::tuples(gen::ints<int>(), gen::ints<int>());
    int equal = 0;
    const int total = 4000;
    for (int i = 0; i < total; ++i) {
        const auto [a, b] = pairs.generate(random).value();
        equal += a == b;
    }
    BOOST_TEST(equal > total / 16, equal << " equal pairs of " << total);
}

BOOST_AUTO_TEST_CASE(a_replayed_draw_keeps_its_result_where_the_new_range_holds_it) {
    Random original(11);
    original.start_recording();
    const int index = original.between(0, 99);
    const int other = original.between(-5, 5);
    const double u = original.unit();
    const std::uint64_t seed = original.next_seed();
    const auto tape = original.take_recording();
    BOOST_TEST(tape.size() == 4u);

    Random same(11, EdgeCases::Mixin, tape);
    BOOST_TEST(same.between(0, 99) == index);
    BOOST_TEST(same.between(-5, 5) == other);
    BOOST_TEST(same.unit() == u);
    BOOST_TEST(same.next_seed() == seed);

    // Narrower bounds: a result they hold is kept, one they do not is taken modulo the range.
    Random narrower(11, EdgeCases::Mixin, tape);
    const int bound = index / 2 + 1;
    BOOST_TEST(narrower.between(0, bound) == (index <= bound ? index : index % (bound + 1)));
    BOOST_TEST(narrower.between(-5, 5) == other);
    // Past the tape, draws continue from the seed's own stream.
    Random fresh(11);
    Random past(11, EdgeCases::Mixin, {});
    BOOST_TEST(past.between(0, 1'000'000) == fresh.between(0, 1'000'000));
}

BOOST_AUTO_TEST_CASE(a_flat_mapped_index_stays_on_its_element_when_later_elements_go) {
    // The dependent side replays its draws' results, not their raw words: an
    // index into the source keeps pointing at the same element when a removal
    // leaves it in range.
    const auto indexed = gen::vectors(gen::ints(0, 9), 10, 30).flat_map([](const std::vector<int>& xs) {
        return gen::tuples(gen::constant(xs), gen::ints<std::size_t>(0, xs.size() - 1));
    });
    Random random(12);
    int checked = 0;
    for (int i = 0; i < 20; ++i) {
        const auto tree = indexed.generate(random);
        const auto& [xs, at] = tree.value();
        auto children = tree.children(ShrinkRound::ordinary);
        while (auto child = children.next()) {
            const auto& [ys, moved] = child->value();
            // A removal of elements after the index: the same prefix through it, fewer elements.
            if (ys.size() >= xs.size() || ys.size() <= at || !std::equal(xs.begin(), xs.begin() + static_cast<std::ptrdiff_t>(at) + 1, ys.begin()))
                continue;
            BOOST_TEST(moved == at);
            ++checked;
        }
    }
    BOOST_TEST(checked > 20);
}

BOOST_AUTO_TEST_CASE(a_flat_map_whose_source_shrinks_keeps_what_its_dependent_side_shrank_to) {
    // The dependent side is drawn again for the smaller source, but each part
    // that its new generator still admits keeps the value it had shrunk to;
    // a part that no longer fits is drawn again, within its new range.
    const auto bounded = gen::ints(0, 50).flat_map([](int lo) {
        return gen::tuples(gen::ints(lo, 10'000), gen::ints<int>().filter([lo](int n) { return n >= lo; }), gen::ints(lo, lo + 3))
            .map([lo](const std::tuple<int, int, int>& t) { return std::tuple(lo, std::get<0>(t), std::get<1>(t), std::get<2>(t)); });
    });
    Random random(5);
    int kept = 0, redrawn = 0;
    for (int i = 0; i < 40; ++i) {
        const auto tree = bounded.generate(random);
        const int lo = std::get<0>(tree.value());
        // The first candidate that shrinks the dependent side alone...
        std::optional<Shrinkable<std::tuple<int, int, int, int>>> shrunk;
        for (auto kids = tree.children(ShrinkRound::ordinary); auto kid = kids.next();)
            if (std::get<0>(kid->value()) == lo && kid->value() != tree.value()) {
                shrunk = *kid;
                break;
            }
        if (!shrunk) continue;
        const auto [lo1, a1, b1, c1] = shrunk->value();
        // ...then each of its candidates that lowers the source.
        for (auto kids = shrunk->children(ShrinkRound::ordinary); auto kid = kids.next();) {
            const auto [lo2, a2, b2, c2] = kid->value();
            if (lo2 >= lo1) continue;
            BOOST_TEST(a2 == a1);
            BOOST_TEST(b2 == b1);
            BOOST_TEST((lo2 <= c2 && c2 <= lo2 + 3));
            if (c1 <= lo2 + 3) BOOST_TEST(c2 == c1);
            ++kept;
            redrawn += c1 > lo2 + 3;
        }
    }
    BOOST_TEST(kept > 20);
    BOOST_TEST(redrawn > 5);
}

BOOST_AUTO_TEST_CASE(equal_tuple_positions_move_together_only_within_both_ranges) {
    // Equal values follow the first's ladder, which crosses a negative value
    // to its mirror; a position drawn from [-10, 0] never takes it.
    const auto pairs = gen::tuples(gen::ints<int>(), gen::ints(-10, 0));
    const std::uint64_t seed =
        test::seed_where(pairs, [](const std::tuple<int, int>& t) { return std::get<0>(t) == std::get<1>(t) && std::get<1>(t) < -1; });
    Random random(seed);
    const auto tree = pairs.generate(random);
    int candidates = 0;
    for (auto kids = tree.children(ShrinkRound::ordinary); auto kid = kids.next(); ++candidates) BOOST_TEST((-10 <= std::get<1>(kid->value()) && std::get<1>(kid->value()) <= 0));
    BOOST_TEST(candidates > 0);
    // Two positions of one kind still move together.
    const auto same = gen::tuples(gen::ints<int>(), gen::ints<int>());
    Random again(test::seed_where(same, [](const std::tuple<int, int>& t) { return std::get<0>(t) == std::get<1>(t) && std::get<0>(t) < -1; }));
    const auto equal = same.generate(again);
    auto first = equal.children(ShrinkRound::ordinary).next();
    BOOST_REQUIRE(first);
    BOOST_TEST(std::get<0>(first->value()) == std::get<1>(first->value()));
}

BOOST_AUTO_TEST_CASE(choices_shrink_toward_earlier_alternatives) {
    Random random(7);
    auto e = gen::elements({5, 6, 5, 7});
    for (int i = 0; i < 10; ++i) {
        auto tree = e.generate(random);
        const auto kids = children_values(tree);
        for (std::size_t k = 1; k < kids.size(); ++k) BOOST_TEST(kids[k] != kids[k - 1]);
        BOOST_TEST(descend(tree, [](int) { return true; }) == 5);
    }
    BOOST_CHECK_THROW(gen::elements(std::vector<int>{}), std::invalid_argument);

    auto o = gen::one_of(gen::ints(0, 9), gen::ints(100, 109), gen::ints(200, 209));
    for (int i = 0; i < 10; ++i) {
        auto tree = o.generate(random);
        BOOST_TEST(descend(tree, [](int) { return true; }) == 0);
        // A later branch moves to the earliest branch that still fails, then shrinks within it.
        if (tree.value() >= 100) BOOST_TEST(descend(tree, [](int n) { return n >= 100; }) == 100);
    }

    auto f = gen::frequency<int>({{1, gen::ints(0, 9)}, {1, gen::ints(100, 109)}});
    for (int i = 0; i < 10; ++i) {
        auto tree = f.generate(random);
        const int low = descend(tree, [](int) { return true; });
        BOOST_TEST((low == 0 || low == 100));  // stays in its branch
    }
    BOOST_CHECK_THROW(gen::frequency<int>({{0, gen::constant(1)}}), std::invalid_argument);
    BOOST_TEST(gen::constant(7).generate(random).is_leaf());
}

BOOST_AUTO_TEST_CASE(arbitrary_gives_every_standard_type_a_generator) {
    Random random(1);
    (void)gen::arbitrary<int>().generate(random);
    (void)gen::arbitrary<unsigned char>().generate(random);
    (void)gen::arbitrary<std::uint64_t>().generate(random);
    (void)gen::arbitrary<double>().generate(random);
    (void)gen::arbitrary<float>().generate(random);
    (void)gen::arbitrary<char>().generate(random);
    (void)gen::arbitrary<std::string>().generate(random);
    (void)gen::arbitrary<std::vector<std::optional<std::pair<int, std::string>>>>().generate(random);
    (void)gen::arbitrary<std::tuple<bool, short, std::vector<long>>>().generate(random);
    BOOST_TEST(HasArbitrary<int>);
    struct Unknown {};
    BOOST_TEST(!HasArbitrary<Unknown>);
}

BOOST_AUTO_TEST_SUITE_END()
