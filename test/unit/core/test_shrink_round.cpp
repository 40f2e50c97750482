// A restructuring round is a request a tree is given and passes on to the
// trees it holds: its candidates do not depend on which thread asks, on what
// another enumeration is doing, or on when a lazy candidate list is pulled.
#include "support.hpp"

#include <falsify/gen.hpp>

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <tuple>
#include <vector>

using namespace falsify;

BOOST_AUTO_TEST_SUITE(shrink_round)

namespace {

using Pair = std::tuple<int, int>;

const Gen<Pair> pairs = gen::tuples(gen::ints(0, 100), gen::ints(0, 100));

/// A pair whose second position renders first (so a restructuring round trades the two) and differs from the first.
Shrinkable<Pair> traded_pair() {
    const std::uint64_t seed = test::seed_where(pairs, [](const Pair& p) {
        const auto [a, b] = p;
        return show(b) < show(a) && a != b && a != 0 && b != 0;
    });
    Random random(seed);
    return pairs.generate(random);
}

bool is_trade(const Pair& candidate, const Pair& parent) {
    return candidate == Pair(std::get<1>(parent), std::get<0>(parent));
}

/// Whether every value of `part` occurs in `whole` in the same order.
template <class T>
bool in_order_within(const std::vector<T>& part, const std::vector<T>& whole) {
    auto at = whole.begin();
    for (const T& value : part) {
        at = std::find(at, whole.end(), value);
        if (at == whole.end()) return false;
        ++at;
    }
    return true;
}

/// The restructuring round offers what the ordinary round offers, in its order, and more.
template <class T>
void check_rounds(const Shrinkable<T>& tree) {
    const std::vector<T> ordinary = test::children_values(tree, ShrinkRound::ordinary);
    const std::vector<T> restructuring = test::children_values(tree, ShrinkRound::restructuring);
    BOOST_TEST(in_order_within(ordinary, restructuring));
    BOOST_TEST(restructuring.size() > ordinary.size());
}

}  // namespace

BOOST_AUTO_TEST_CASE(two_enumerations_in_different_rounds_pulled_in_turn_keep_their_rounds) {
    const Shrinkable<Pair> tree = traded_pair();
    Seq<Shrinkable<Pair>> ordinary = tree.children(ShrinkRound::ordinary);
    Seq<Shrinkable<Pair>> restructuring = tree.children(ShrinkRound::restructuring);
    std::vector<Pair> from_ordinary, from_restructuring;
    for (bool more = true; more;) {
        std::optional<Shrinkable<Pair>> a = ordinary.next();
        std::optional<Shrinkable<Pair>> b = restructuring.next();
        if (a) from_ordinary.push_back(a->value());
        if (b) from_restructuring.push_back(b->value());
        more = a || b;
    }
    BOOST_TEST(from_ordinary == test::children_values(tree, ShrinkRound::ordinary));
    BOOST_TEST(from_restructuring == test::children_values(tree, ShrinkRound::restructuring));
    const auto trade = [&](const Pair& p) { return is_trade(p, tree.value()); };
    BOOST_TEST(std::none_of(from_ordinary.begin(), from_ordinary.end(), trade));
    BOOST_TEST(std::count_if(from_restructuring.begin(), from_restructuring.end(), trade) == 1);
}

BOOST_AUTO_TEST_CASE(a_round_asked_on_another_thread_offers_the_same_candidates) {
    const Shrinkable<Pair> tree = traded_pair();
    std::vector<Pair> there;
    std::thread([&] { there = test::children_values(tree, ShrinkRound::restructuring); }).join();
    BOOST_TEST(there == test::children_values(tree, ShrinkRound::restructuring));
    BOOST_TEST(std::any_of(there.begin(), there.end(), [&](const Pair& p) { return is_trade(p, tree.value()); }));
}

BOOST_AUTO_TEST_CASE(trees_holding_trees_pass_the_round_on) {
    const Shrinkable<Pair> inner = traded_pair();
    // A list, an optional, a map and a filter around the pair: each offers the pair's trade only in a restructuring round.
    check_rounds(gen::detail::SequenceTree<Pair, std::vector<Pair>>::make(
        {inner}, 0, [](const std::vector<Shrinkable<Pair>>& elements) {
            std::vector<Pair> out;
            for (const auto& e : elements) out.push_back(e.value());
            return out;
        }));
    check_rounds(gen::detail::present(inner));
    check_rounds(inner.map([](const Pair& p) { return std::get<0>(p) * 1000 + std::get<1>(p); }));
    check_rounds(falsify::detail::FilteredTree<Pair>::make(
        inner, std::make_shared<const falsify::detail::FilteredTree<Pair>::Predicate>([](const Pair&) { return true; })));
    // And a generated list of pairs keeps its ordinary candidates, in order, in a restructuring round.
    for (std::uint64_t seed = 0; seed < 50; ++seed) {
        Random random(seed);
        const auto list = gen::vectors(pairs, 1, 3).generate(random);
        const auto restructuring = test::children_values(list, ShrinkRound::restructuring);
        BOOST_TEST(in_order_within(test::children_values(list, ShrinkRound::ordinary), restructuring));
    }
}

BOOST_AUTO_TEST_CASE(a_custom_tree_passes_the_round_it_is_given) {
    const Shrinkable<Pair> inner = traded_pair();
    const auto passing = Shrinkable<Pair>::of(inner.value(), [inner](ShrinkRound round) { return inner.children(round); });
    check_rounds(passing);
    // A tree that takes no round offers the same candidates in both.
    const auto fixed = Shrinkable<Pair>::of(inner.value(), [inner] { return inner.children(ShrinkRound::ordinary); });
    BOOST_TEST(test::children_values(fixed, ShrinkRound::restructuring) == test::children_values(fixed, ShrinkRound::ordinary));
}

namespace {

/// A node whose children take no round, as nodes were written before rounds.
struct CountDown {
    static Seq<Shrinkable<int>> children(const int& value, const std::shared_ptr<const void>& node, std::int64_t) {
        std::vector<Shrinkable<int>> out;
        const auto me = std::static_pointer_cast<const CountDown>(node);
        for (int v = 0; v < value; ++v) out.push_back(Shrinkable<int>::from_node(v, me));
        return Seq<Shrinkable<int>>::from_vector(std::move(out));
    }
};

}  // namespace

BOOST_AUTO_TEST_CASE(a_node_whose_children_take_no_round_is_still_a_node) {
    const auto tree = Shrinkable<int>::from_node(3, std::make_shared<const CountDown>());
    BOOST_TEST(tree.node_of<CountDown>() != nullptr);
    BOOST_TEST(tree.built_by<CountDown>());
    const std::vector<int> expected{0, 1, 2};
    BOOST_TEST(test::children_values(tree, ShrinkRound::ordinary) == expected);
    BOOST_TEST(test::children_values(tree, ShrinkRound::restructuring) == expected);
    for (const int v : test::children_values(tree)) BOOST_TEST(Shrinkable<int>::from_node(v, std::make_shared<const CountDown>()).same_kind(tree));
}

BOOST_AUTO_TEST_SUITE_END()
