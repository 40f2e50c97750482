// The catalog, collections: arrays, deques, lists, sets, unique vectors, maps,
// subsets; exhaustion instead of endless loops; non-empty variants.
#include "support.hpp"

#include <falsify/falsify.hpp>
#include <falsify/gen/standard.hpp>

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <set>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

using namespace falsify;
using falsify::test::children_values;
using falsify::test::descend;
using falsify::test::first_tree;
using falsify::test::error_of;

namespace {

/// Every node of the first `limit` levels of a descent that always takes the
/// first child satisfies `check`, and no child equals its parent.
template <class T, class C>
void check_tree(const Shrinkable<T>& tree, C check, int depth = 3) {
    BOOST_TEST_REQUIRE(check(tree.value()));
    if (depth == 0) return;
    auto seq = tree.children(ShrinkRound::ordinary);
    int n = 0;
    while (auto c = seq.next()) {
        BOOST_TEST_REQUIRE(!(c->value() == tree.value()));
        if (n++ < 3) check_tree(*c, check, depth - 1);
        else BOOST_TEST_REQUIRE(check(c->value()));
    }
}

template <class C>
bool pairwise_distinct(const C& values) {
    for (std::size_t i = 0; i < values.size(); ++i)
        for (std::size_t j = i + 1; j < values.size(); ++j)
            if (values[i] == values[j]) return false;
    return true;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(catalog_collections)

BOOST_AUTO_TEST_CASE(golden_vectors_pin_seed_to_collections) {
    BOOST_TEST(show(gen::sample(gen::arrays<3>(gen::ints(0, 9)), 2, 1)) == "[[0, 0, 5], [5, 4, 8]]");
    BOOST_TEST(show(gen::sample(gen::deques(gen::ints(0, 9), 0, 4), 2, 2)) == "[[9, 1, 0, 8], []]");
    BOOST_TEST(show(gen::sample(gen::lists(gen::ints(0, 9), 0, 4), 2, 3)) == "[[1, 7], [1, 6]]");
    BOOST_TEST(show(gen::sample(gen::sets(gen::ints(0, 9), 0, 4), 2, 4)) == "[{0, 1, 4}, {4}]");
    BOOST_TEST(show(gen::sample(gen::unordered_sets(gen::ints(0, 9), 1, 1), 2, 5)) == "[{2}, {1}]");
    BOOST_TEST(show(gen::sample(gen::unique_vectors(gen::ints(0, 9), 0, 4), 2, 6)) == "[[0, 6, 9], [5]]");
    BOOST_TEST(show(gen::sample(gen::maps(gen::ints(0, 99), gen::booleans(), 0, 3), 2, 7)) == "[{0: false, 1: false, 89: false}, {1: true}]");
    BOOST_TEST(show(gen::sample(gen::unordered_maps(gen::ints(0, 9), gen::ints(0, 9), 1, 1), 2, 8)) == "[{0: 6}, {3: 9}]");
    BOOST_TEST(show(gen::sample(gen::unique_vectors(gen::ints(0, 99), 2, 3, [](int n) { return n / 10; }), 2, 10)) == "[[0, 99, 21], [21, 99, 17]]");
    BOOST_TEST(show(gen::sample(gen::subset(std::vector<int>{1, 2, 3, 4, 5}), 3, 9)) == "[[2, 3, 5], [1], [1, 2, 3, 4, 5]]");
}

BOOST_AUTO_TEST_CASE(arrays_shrink_each_element_in_order) {
    auto tree = first_tree(gen::arrays<4>(gen::ints(0, 100)), [](const std::array<int, 4>& a) { return a[2] > 50; });
    BOOST_TEST(show(descend(tree, [](const std::array<int, 4>& a) { return a[2] > 50; })) == "[0, 0, 51, 0]");
    BOOST_TEST(gen::sample(gen::arrays<0>(gen::ints(0, 1)), 1).at(0).size() == 0u);
}

BOOST_AUTO_TEST_CASE(deques_and_lists_shrink_like_vectors) {
    auto deque = first_tree(gen::deques(gen::ints(0, 100), 1, 20), [](const std::deque<int>& d) {
        return d.size() > 5 && std::find(d.begin(), d.end(), 42) == d.end();
    });
    BOOST_TEST(show(descend(deque, [](const std::deque<int>& d) { return d.size() >= 3; })) == "[0, 0, 0]");
    auto list = first_tree(gen::non_empty_lists(gen::ints(0, 100), 20),
                           [](const std::list<int>& l) { return l.size() > 5 && std::find(l.begin(), l.end(), 0) == l.end(); });
    BOOST_TEST(show(descend(list, [](const std::list<int>& l) { return std::find(l.begin(), l.end(), 0) == l.end(); })) == "[1]");
    for (const auto& l : gen::sample(gen::non_empty_deques(gen::ints(0, 1), 3), 50, 1)) BOOST_TEST_REQUIRE((!l.empty() && l.size() <= 3));
}

BOOST_AUTO_TEST_CASE(sets_are_distinct_and_shrink_without_collisions) {
    for (const auto& s : gen::sample(gen::sets(gen::ints(0, 1000), 5, 10), 100, 2)) BOOST_TEST_REQUIRE((s.size() >= 5 && s.size() <= 10));
    // {x, y, ...} with an element > 100 shrinks to {0, 101}: the elements do not collide on the way.
    auto tree = first_tree(gen::sets(gen::ints(0, 1000), 2, 10), [](const std::set<int>& s) { return s.size() > 4 && *s.rbegin() > 100; });
    check_tree(tree, [](const std::set<int>& s) { return s.size() >= 2; });
    BOOST_TEST(show(descend(tree, [](const std::set<int>& s) { return *s.rbegin() > 100; })) == "{0, 101}");
    auto unordered = first_tree(gen::non_empty_unordered_sets(gen::ints(0, 50)), [](const std::unordered_set<int>& s) { return s.size() > 3; });
    BOOST_TEST(show(descend(unordered, [](const std::unordered_set<int>& s) { return s.size() >= 2; })).size() == 6u);  // {0, 1} or {1, 0}
}

BOOST_AUTO_TEST_CASE(unique_vectors_are_distinct_by_value_or_by_key) {
    for (const auto& v : gen::sample(gen::unique_vectors(gen::ints(0, 20), 0, 15), 200, 3)) BOOST_TEST_REQUIRE(pairwise_distinct(v));
    const auto by_parity = gen::unique_vectors(gen::ints(0, 100), 0, 5, [](int n) { return n % 2; });
    for (const auto& v : gen::sample(by_parity, 200, 4)) {
        BOOST_TEST_REQUIRE(v.size() <= 2u);
        if (v.size() == 2) BOOST_TEST_REQUIRE(v[0] % 2 != v[1] % 2);
    }
    auto tree = first_tree(gen::unique_vectors(gen::ints(0, 100), 3, 10), [](const std::vector<int>& v) { return v.size() > 5; });
    check_tree(tree, [](const std::vector<int>& v) { return v.size() >= 3 && pairwise_distinct(v); });
    BOOST_TEST(show(descend(tree, [](const std::vector<int>&) { return true; })) == "[0, 1, 2]");
    for (const auto& v : gen::sample(gen::non_empty_unique_vectors(gen::booleans()), 50, 5)) BOOST_TEST_REQUIRE((!v.empty() && v.size() <= 2));
}

BOOST_AUTO_TEST_CASE(an_unreachable_minimum_is_exhaustion_not_a_loop) {
    BOOST_TEST(error_of([] { gen::sample(gen::sets(gen::booleans(), 3, 5), 1); }) ==
               "gen::set_of(gen::booleans()) exhausted after 102 attempt(s): found only 2 distinct element(s) before 100 collisions in a "
               "row, but the minimum size is 3; widen the element generator or lower the minimum size");
    BOOST_CHECK_THROW(gen::sample(gen::unique_vectors(gen::ints(0, 2), 4, 4), 1), GenerationExhausted);
    BOOST_CHECK_THROW(gen::sample(gen::maps(gen::booleans(), gen::ints(0, 9), 3, 3), 1), GenerationExhausted);
    // Short of the drawn size is fine when the minimum is reached.
    for (const auto& s : gen::sample(gen::sets(gen::booleans(), 0, 50), 20, 1)) BOOST_TEST_REQUIRE(s.size() <= 2u);
    BOOST_CHECK_THROW(gen::sets(gen::ints(0, 9), 4, 3), std::invalid_argument);
}

BOOST_AUTO_TEST_CASE(a_map_with_a_key_above_100_shrinks_to_that_key_at_its_minimum) {
    const auto g = gen::maps(gen::ints(0, 1000), gen::strings(0, 10), 0, 10);
    auto has_big_key = [](const std::map<int, std::string>& m) { return !m.empty() && m.rbegin()->first > 100; };
    auto tree = first_tree(g, [&](const std::map<int, std::string>& m) { return m.size() > 3 && has_big_key(m); });
    BOOST_TEST(show(children_values(tree).at(0)) == "{}");  // toward fewer entries, the empty map first
    BOOST_TEST(show(descend(tree, has_big_key)) == "{101: \"\"}");
    // Values shrink before keys; keys never collide.
    auto pairs = first_tree(gen::maps(gen::ints(0, 50), gen::ints(0, 50), 2, 6), [](const std::map<int, int>& m) { return m.size() > 3; });
    check_tree(pairs, [](const std::map<int, int>& m) { return m.size() >= 2; });
    BOOST_TEST(show(descend(pairs, [](const std::map<int, int>& m) { return m.size() >= 2; })) == "{0: 0, 1: 0}");
    auto single = first_tree(gen::maps(gen::ints(5, 9), gen::ints(0, 9), 1, 1), [](const std::map<int, int>& m) { return m.begin()->second > 0 && m.begin()->first > 5; });
    const auto first = children_values(single).at(0);
    BOOST_TEST(first.begin()->first == single.value().begin()->first);  // the value moves first, the key stays
    BOOST_TEST(first.begin()->second == 0);
    auto unordered = first_tree(gen::non_empty_unordered_maps(gen::ints(0, 1000), gen::booleans()), [](const std::unordered_map<int, bool>& m) {
        return m.size() > 2;
    });
    BOOST_TEST(show(descend(unordered, [](const std::unordered_map<int, bool>& m) { return !m.empty(); })) == "{0: false}");
    BOOST_TEST(show(gen::sample(gen::non_empty_maps(gen::ints(0, 9), gen::ints(0, 9), 1), 1, 1)).size() == 8u);
    for (const auto& s : gen::sample(gen::non_empty_sets(gen::ints(0, 3), 2), 100, 5)) BOOST_TEST_REQUIRE((!s.empty() && s.size() <= 2u));
    auto set = first_tree(gen::non_empty_sets(gen::ints(0, 1000)), [](const std::set<int>& s) { return s.size() > 2; });
    BOOST_TEST(show(descend(set, [](const std::set<int>& s) { return !s.empty(); })) == "{0}");
}

BOOST_AUTO_TEST_CASE(subsets_keep_source_order_and_shrink_to_a_short_prefix) {
    const std::vector<std::string> source = {"a", "b", "c", "d", "e", "f"};
    std::set<std::size_t> sizes;
    for (const auto& s : gen::sample(gen::subset(source, 1, 4), 300, 10)) {
        BOOST_TEST_REQUIRE((s.size() >= 1 && s.size() <= 4));
        BOOST_TEST_REQUIRE(std::is_sorted(s.begin(), s.end()));
        BOOST_TEST_REQUIRE(pairwise_distinct(s));
        sizes.insert(s.size());
    }
    BOOST_TEST(sizes.size() == 4u);
    auto tree = first_tree(gen::subset(source, 2), [](const std::vector<std::string>& s) { return s.size() == 4 && s.back() == "f"; });
    check_tree(tree, [](const std::vector<std::string>& s) { return s.size() >= 2 && std::is_sorted(s.begin(), s.end()); });
    BOOST_TEST(show(descend(tree, [](const std::vector<std::string>&) { return true; })) == "[\"a\", \"b\"]");
    BOOST_TEST(show(descend(tree, [](const std::vector<std::string>& s) { return std::find(s.begin(), s.end(), "e") != s.end(); })) ==
               "[\"a\", \"e\"]");
    // Size candidates come first: the empty set, then halved prefixes, then single drops.
    auto four = first_tree(gen::subset(std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7}), [](const std::vector<int>& s) { return s == std::vector<int>{1, 3, 5, 7}; });
    const std::vector<std::vector<int>> expected = {{},        {1, 3},       {1},          {3, 5, 7},    {1, 5, 7},   {1, 3, 7},
                                                    {1, 3, 5}, {0, 3, 5, 7}, {1, 2, 5, 7}, {1, 3, 4, 7}, {1, 3, 5, 6}};
    BOOST_TEST((children_values(four) == expected));
    BOOST_TEST(error_of([] { gen::subset(std::vector<int>{1, 2, 1}); }) ==
               "gen::subset: the values at positions 0 and 2 are equal; a set has no duplicate members, so list each value once");
    BOOST_TEST(error_of([] { gen::subset(std::vector<int>{1, 2}, 0, 3); }) ==
               "gen::subset: the maximum size 3 exceeds the 2 value(s) to choose from; lower it or leave it out (it defaults to all of them)");
    BOOST_TEST(error_of([] { gen::subset(std::vector<int>{1, 2}, 2, 1); }) == "gen::subset: the minimum size 2 is greater than the maximum size 1");
    BOOST_TEST(error_of([] { gen::subset(std::vector<int>{1, 2}, -1); }) == "gen::subset: the minimum size must be greater than or equal to 0, got -1");
}

BOOST_AUTO_TEST_CASE(a_maximum_size_beyond_the_generated_size_limit_is_refused_when_the_generator_is_made) {
    // Accepted before, and allocated when a size near 2^62 was drawn.
    const auto ints = gen::ints(0, 9);
    const std::int64_t huge = std::int64_t{1} << 62;
    const auto limit_message = [](const std::string& generator, const std::string& given) {
        return generator + ": the maximum size must be at most 1048576 (gen::max_generated_size), got " + given +
               "; a value is generated whole, so draw large inputs in parts";
    };
    BOOST_TEST(gen::max_generated_size == 1048576u);
    BOOST_TEST(error_of([&] { gen::vectors(ints, 0, huge); }) == limit_message("gen::vectors", "4611686018427387904"));
    BOOST_TEST(error_of([&] { gen::vectors(ints, 0, gen::max_generated_size + 1); }) == limit_message("gen::vectors", "1048577"));
    BOOST_TEST(error_of([&] { gen::deques(ints, 0, huge); }) == limit_message("gen::sequence_of", "4611686018427387904"));
    BOOST_TEST(error_of([&] { gen::unique_vectors(ints, 0, huge); }) == limit_message("gen::unique_vectors", "4611686018427387904"));
    BOOST_TEST(error_of([&] { gen::sets(ints, 0, huge); }) == limit_message("gen::set_of", "4611686018427387904"));
    BOOST_TEST(error_of([&] { gen::maps(ints, ints, 0, huge); }) == limit_message("gen::map_of", "4611686018427387904"));
    for (const auto& [name, make] : std::vector<std::pair<std::string, std::function<void()>>>{
             {"gen::strings", [&] { gen::strings(0, huge); }},
             {"gen::ascii_strings", [&] { gen::ascii_strings(0, huge); }},
             {"gen::string_of", [&] { gen::string_of(0, huge); }},
             {"gen::string_from", [&] { gen::string_from("ab", 0, huge); }},
             {"gen::bytes", [&] { gen::bytes(0, huge); }},
             {"gen::byte_strings", [&] { gen::byte_strings(0, huge); }}})
        BOOST_TEST(error_of(make) == limit_message(name, "4611686018427387904"));
    // The limit itself is accepted.
    BOOST_TEST(error_of([&] { gen::vectors(ints, 0, gen::max_generated_size); }) == "<no error>");
    BOOST_TEST(error_of([&] { gen::strings(0, gen::max_generated_size); }) == "<no error>");
}

BOOST_AUTO_TEST_CASE(every_size_is_taken_as_written_and_refused_when_negative_huge_or_inverted) {
    // A negative length converted to an unsigned type would ask for 2^64 - 1
    // elements; every sized generator takes a falsify::Count and says what it got.
    const auto ints = gen::ints(0, 9);
    BOOST_TEST(error_of([&] { gen::vectors(ints, -1, 10); }) == "gen::vectors: the minimum size must be greater than or equal to 0, got -1");
    BOOST_TEST(error_of([&] { gen::vectors(ints, 0, -3); }) == "gen::vectors: the maximum size must be greater than or equal to 0, got -3");
    BOOST_TEST(error_of([&] { gen::vectors(ints, 0, static_cast<std::size_t>(-1)); }) ==
               "gen::vectors: the maximum size must be at most 9223372036854775807, got 18446744073709551615 (a negative number "
               "converted to an unsigned type?)");
    BOOST_TEST(error_of([&] { gen::vectors(ints, 5, 3); }) == "gen::vectors: the minimum size 5 is greater than the maximum size 3");
    BOOST_TEST(error_of([&] { gen::non_empty_vectors(ints, -2); }) ==
               "gen::vectors: the maximum size must be greater than or equal to 0, got -2");
    BOOST_TEST(error_of([&] { gen::sequence_of<std::deque<int>>(ints, -1); }) ==
               "gen::sequence_of: the minimum size must be greater than or equal to 0, got -1");
    BOOST_TEST(error_of([&] { gen::unique_vectors(ints, 3, 2); }) == "gen::unique_vectors: the minimum size 3 is greater than the maximum size 2");
    BOOST_TEST(error_of([&] { gen::set_of<std::set<int>>(ints, -4, 2); }) ==
               "gen::set_of: the minimum size must be greater than or equal to 0, got -4");
    BOOST_TEST(error_of([&] { gen::map_of<std::map<int, int>>(ints, ints, 0, -1L); }) ==
               "gen::map_of: the maximum size must be greater than or equal to 0, got -1");
    BOOST_TEST(error_of([] { gen::strings(-1); }) == "gen::strings: the minimum size must be greater than or equal to 0, got -1");
    BOOST_TEST(error_of([] { gen::ascii_strings(4, 2); }) == "gen::ascii_strings: the minimum size 4 is greater than the maximum size 2");
    BOOST_TEST(error_of([] { gen::string_from("ab", 0, -1); }) ==
               "gen::string_from: the maximum size must be greater than or equal to 0, got -1");
    BOOST_TEST(error_of([] { gen::bytes(short{-7}); }) == "gen::bytes: the minimum size must be greater than or equal to 0, got -7");
    BOOST_TEST(error_of([] { gen::byte_strings(2, 1); }) == "gen::byte_strings: the minimum size 2 is greater than the maximum size 1");
    // Within bounds, any integer type serves.
    Random random(3);
    const auto sized = gen::vectors(ints, std::uint8_t{2}, 4L).generate(random).value();
    BOOST_TEST((sized.size() >= 2u && sized.size() <= 4u));
}

BOOST_AUTO_TEST_SUITE_END()
