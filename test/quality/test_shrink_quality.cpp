// Shrink quality, pinned: cases of the public shrinking challenge that must keep
// ending on their known minimum on fixed seeds (bench/shrinking_challenge prints
// the whole table beside RapidCheck).
#include "support.hpp"

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <map>
#include <memory>
#include <numeric>
#include <optional>
#include <string>
#include <tuple>
#include <variant>
#include <vector>
#include <set>

using namespace falsify;

namespace {

// The challenge's calculator: integers, ("+", a, b) and ("/", a, b).
struct Expr {
    char op = 0;  // 0: a literal
    int value = 0;
    std::vector<Expr> args;
};

Expr literal(int value) { return Expr{0, value, {}}; }

bool divides_by_literal_zero(const Expr& e) {
    if (e.op == 0) return false;
    if (e.op == '/' && e.args[1].op == 0 && e.args[1].value == 0) return true;
    return divides_by_literal_zero(e.args[0]) || divides_by_literal_zero(e.args[1]);
}

std::optional<long long> evaluate(const Expr& e) {
    if (e.op == 0) return e.value;
    const auto a = evaluate(e.args[0]), b = evaluate(e.args[1]);
    if (!a || !b || (e.op == '/' && *b == 0)) return std::nullopt;
    return e.op == '+' ? *a + *b : *a / *b;
}

Gen<Expr> expressions() {
    return gen::recursive(
        gen::ints<int>().map(literal),
        [](const Gen<Expr>& sub) {
            return gen::tuples(gen::elements({'+', '/'}), sub, sub).map([](const std::tuple<char, Expr, Expr>& t) {
                return Expr{std::get<0>(t), 0, {std::get<1>(t), std::get<2>(t)}};
            });
        },
        4);
}

/// The challenge's calculator property over `trees` (no literal zero divisor)
/// on seeds first..last: each falsification must end on ["/" 0 ["+" 0 0]].
/// Returns how many seeds found the bug.
int calculator_minima(const Gen<Expr>& trees, std::uint64_t first, std::uint64_t last) {
    const auto valid = trees.filter([](const Expr& e) { return !divides_by_literal_zero(e); });
    int found = 0;
    for (std::uint64_t seed = first; seed <= last; ++seed) {
        auto result = property("calculator", [](const Expr& e) { FALSIFY_ASSERT(evaluate(e).has_value()); })
                          .names({"e"})
                          .with(param("e", valid))
                          .with(Config().seed(seed).runs(1000))
                          .check();
        if (result.outcome() != Outcome::Falsified) continue;
        ++found;
        BOOST_TEST(result.counter_example()->shrunk_arguments.at(0).value == "[/ 0 [+ 0 0]]", "seed " << seed);
    }
    return found;
}

template <class T, class Holds>
std::string shrunk(const Gen<T>& generator, Holds holds, std::uint64_t seed) {
    auto result = property("challenge", [&](const T& value) { FALSIFY_ASSERT(holds(value)); })
                      .names({"value"})
                      .with(param("value", generator))
                      .with(Config().seed(seed).runs(1000))
                      .check();
    BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
    return result.counter_example()->shrunk_arguments.at(0).value;
}

// The challenge's binheap: None or (key, heap, heap), every key at least its
// parent's, drawn with nested flat_maps; the checked conversion to a sorted
// list is deliberately wrong.
struct Node;
using Heap = std::shared_ptr<const Node>;
struct Node {
    int key;
    Heap left, right;
};

Gen<Heap> heap_of(int least, int size) {
    return gen::ints(1, 8).flat_map([least, size](int branch) -> Gen<Heap> {
        if (branch == 1 || size <= 0) return gen::constant(Heap());
        return gen::ints(least, std::numeric_limits<int>::max()).flat_map([size](int key) {
            return gen::tuples(heap_of(key, size / 2), heap_of(key, size / 2)).map([key](const std::tuple<Heap, Heap>& t) {
                return std::make_shared<const Node>(Node{key, std::get<0>(t), std::get<1>(t)});
            });
        });
    });
}

// A chain of links drawn with nested flat_maps, each link's key in [0, 9].
struct Link;
using Chain = std::shared_ptr<const Link>;
struct Link {
    int key;
    Chain next;
};

Gen<Chain> chain_of(int depth) {
    return gen::ints(0, 3).flat_map([depth](int more) -> Gen<Chain> {
        if (more == 0 || depth == 0) return gen::constant(Chain());
        return gen::ints(0, 9).flat_map([depth](int key) {
            return chain_of(depth - 1).map([key](const Chain& next) { return std::make_shared<const Link>(Link{key, next}); });
        });
    });
}

std::vector<int> links(Chain c) {
    std::vector<int> out;
    for (; c; c = c->next) out.push_back(c->key);
    return out;
}

std::vector<int> keys(const Heap& h) {
    std::vector<int> out;
    std::vector<Heap> stack{h};
    while (!stack.empty()) {
        const Heap top = stack.back();
        stack.pop_back();
        if (!top) continue;
        out.push_back(top->key);
        stack.push_back(top->left);
        stack.push_back(top->right);
    }
    return out;
}

Heap merge(const Heap& a, const Heap& b) {
    if (!a || !b) return a ? a : b;
    if (a->key <= b->key) return std::make_shared<const Node>(Node{a->key, merge(a->right, b), a->left});
    return std::make_shared<const Node>(Node{b->key, merge(b->right, a), b->left});
}

bool sorts_correctly(const Heap& h) {
    if (!h) return true;
    std::vector<int> claimed{h->key};
    for (int k : keys(merge(h->left, h->right))) claimed.push_back(k);
    std::vector<int> all = keys(h);
    std::sort(all.begin(), all.end());
    return claimed == all;
}

}  // namespace

template <>
struct falsify::Show<Heap> {
    static void show(std::string& out, const Heap& h) {
        if (!h) {
            out += "None";
            return;
        }
        // Appended piece by piece: g++ 12 at -O3 sees a false overlap in "(" + to_string(..) (-Wrestrict).
        out += '(';
        out += std::to_string(h->key);
        out += ',';
        show(out, h->left);
        out += ",";
        show(out, h->right);
        out += ")";
    }
};

template <>
struct falsify::Show<Chain> {
    static void show(std::string& out, const Chain& c) {
        out += "(";
        for (Chain at = c; at; at = at->next) {
            if (at != c) out += ' ';
            out += std::to_string(at->key);
        }
        out += ")";
    }
};

template <>
struct falsify::Show<Expr> {
    static void show(std::string& out, const Expr& e) {
        if (e.op == 0) {
            out += std::to_string(e.value);
            return;
        }
        out += std::string("[") + e.op + " ";
        show(out, e.args[0]);
        out += " ";
        show(out, e.args[1]);
        out += "]";
    }
};

BOOST_AUTO_TEST_SUITE(shrink_quality)

BOOST_AUTO_TEST_CASE(calculator_ends_on_zero_divided_by_zero_plus_zero) {
    // A node is replaced by the subtree that fails, and an operator moves with
    // its operands at their simplest: ["/" 0 ["/" 0 1]] reaches ["/" 0 ["+" 0 0]].
    BOOST_TEST(calculator_minima(expressions(), 1, 10) >= 8);
}

BOOST_AUTO_TEST_CASE(calculator_written_with_one_of_ends_on_the_minimum_on_held_out_seeds) {
    // One alternative per operator: a "/" node tries the "+" alternative at
    // its simplest, so ["/" 0 ["/" 0 1]] reaches ["/" 0 ["+" 0 0]].
    const auto one_of_expressions = gen::recursive(
        gen::ints<int>().map(literal),
        [](const Gen<Expr>& sub) {
            return gen::one_of(
                gen::tuples(sub, sub).map([](const std::tuple<Expr, Expr>& t) { return Expr{'+', 0, {std::get<0>(t), std::get<1>(t)}}; }),
                gen::tuples(sub, sub).map([](const std::tuple<Expr, Expr>& t) { return Expr{'/', 0, {std::get<0>(t), std::get<1>(t)}}; }));
        },
        4);
    BOOST_TEST(calculator_minima(one_of_expressions, 10001, 10010) >= 9);
}

BOOST_AUTO_TEST_CASE(binheap_ends_on_a_four_node_heap_with_keys_0_0_0_1) {
    // A parent key shrinks with its subheaps kept as they had shrunk (they
    // still fit above the smaller key), so keys and nodes fall together; when
    // nothing smaller fails, a heap is replaced by a subheap nested in it, or
    // its subheaps trade places, and shrinking goes on.
    const auto heaps = gen::ints(0, 20).flat_map([](int size) { return heap_of(0, size); });
    int minimal = 0;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        Heap last;
        auto result = property("binheap",
                               [&](const Heap& h) {
                                   if (!sorts_correctly(h)) last = h;
                                   FALSIFY_ASSERT(sorts_correctly(h));
                               })
                          .names({"h"})
                          .with(param("h", heaps))
                          .with(Config().seed(seed).runs(1000))
                          .check();
        BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
        BOOST_REQUIRE(last);
        std::vector<int> all = keys(last);
        std::sort(all.begin(), all.end());
        minimal += all == std::vector<int>{0, 0, 0, 1};
    }
    BOOST_TEST_MESSAGE("binheap: minimal on " << minimal << " of 20 seeds");
    BOOST_TEST(minimal >= 19);
}

BOOST_AUTO_TEST_CASE(a_recursive_generator_is_replaced_by_a_nested_tree_that_still_fails) {
    // A chain drawn with nested flat_maps: no ordinary move removes the links
    // above the one that fails (their keys only go down), a restructuring
    // round replaces the chain by the nested chain that starts at it.
    int nested = 0;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        std::optional<std::vector<int>> first;
        std::vector<int> last;
        auto result = property("chain",
                               [&](const Chain& c) {
                                   const std::vector<int> ks = links(c);
                                   const bool fails = std::find(ks.begin(), ks.end(), 5) != ks.end();
                                   if (fails && !first) first = ks;
                                   if (fails) last = ks;
                                   FALSIFY_ASSERT(!fails);
                               })
                          .names({"c"})
                          .with(param("c", chain_of(6)))
                          .with(Config().seed(seed).runs(1000).flaky_replays(0))
                          .check();
        BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
        nested += first->front() != 5;
        BOOST_TEST(last == std::vector<int>{5});
        BOOST_TEST(result.counter_example()->shrunk_arguments.at(0).value == "(5)");
    }
    BOOST_TEST(nested >= 5);
}

BOOST_AUTO_TEST_CASE(nested_trees_are_offered_only_in_a_restructuring_round) {
    const auto chains = chain_of(6);
    const std::uint64_t seed = test::seed_where(chains, [](const Chain& c) { return links(c).size() >= 3; });
    Random random(seed);
    const Shrinkable<Chain> root = chains.generate(random);
    const std::vector<int> whole = links(root.value());
    auto nested_offered = [&](ShrinkRound round) {
        std::size_t offered = 0;
        for (const Chain& c : test::children_values(root, round)) {
            const std::vector<int> ks = links(c);
            // A suffix of the chain, whole: the nested chain promoted.
            offered += ks.size() < whole.size() && !ks.empty() && std::equal(ks.rbegin(), ks.rend(), whole.rbegin());
        }
        return offered;
    };
    const std::size_t ordinary = nested_offered(ShrinkRound::ordinary);
    const std::size_t restructuring = nested_offered(ShrinkRound::restructuring);
    // Ordinary moves reach a suffix only by the links' keys matching; the round offers each nested chain.
    BOOST_TEST(restructuring >= ordinary + whole.size() - 1);
    BOOST_TEST(nested_offered(ShrinkRound::ordinary) == ordinary);
}

BOOST_AUTO_TEST_CASE(tuple_positions_trade_places_through_their_own_generators) {
    // (a, b) fails when one of them is 7 and they differ: ordinary moves end
    // on (7, 0) or (0, 7); restructuring puts them in one canonical order.
    for (std::uint64_t seed = 1; seed <= 10; ++seed)
        BOOST_TEST(shrunk(gen::tuples(gen::ints(0, 100), gen::ints(0, 100)),
                          [](const std::tuple<int, int>& p) {
                              const auto [a, b] = p;
                              return a == b || (a != 7 && b != 7);
                          },
                          seed) == "(0, 7)");
    // Positions of two ranges: each takes the other's value only through its
    // own generator, which keeps what is in its range and draws the rest at
    // its simplest.
    const auto ranges = gen::tuples(gen::ints(0, 10), gen::ints(5, 100));
    std::size_t traded = 0;
    for (std::uint64_t seed = 0; seed < 200; ++seed) {
        Random random(seed);
        const auto tree = ranges.generate(random);
        for (const auto& [a, b] : test::children_values(tree, ShrinkRound::restructuring)) {
            BOOST_TEST((a >= 0 && a <= 10 && b >= 5 && b <= 100));
            traded += a == std::get<1>(tree.value()) || b == std::get<0>(tree.value());
        }
    }
    BOOST_TEST(traded > 0u);
}

BOOST_AUTO_TEST_CASE(a_recursive_node_offers_its_own_subtrees_after_the_leaf) {
    const auto trees = expressions();
    const std::uint64_t seed = test::seed_where(trees, [](const Expr& e) { return e.op != 0 && e.args[0].op != 0; });
    Random random(seed);
    const Shrinkable<Expr> root = trees.generate(random);
    std::vector<std::string> candidates;
    auto children = root.children(ShrinkRound::ordinary);
    while (auto child = children.next()) candidates.push_back(show(child->value()));
    BOOST_REQUIRE(candidates.size() >= 3);
    BOOST_TEST(root.value().args[0].op != 0);
    // Candidate 0 is the simplest leaf, then the leaf the captured seed draws
    // (unless the same), then the direct subtrees in order, then the node's own moves.
    BOOST_TEST(candidates.at(0) == "0");
    std::size_t subtree = 1;
    if (auto second = [&] { auto kids = root.children(ShrinkRound::ordinary); kids.next(); return kids.next(); }(); second && second->value().op == 0) ++subtree;
    for (const Expr& part : root.value().args) {
        if (show(part) == show(root.value())) continue;
        BOOST_TEST(candidates.at(subtree++) == show(part));
    }
}

BOOST_AUTO_TEST_CASE(a_tuple_tries_a_position_with_everything_after_it_at_its_simplest) {
    const auto pairs = gen::tuples(gen::elements({'+', '/'}), gen::ints(0, 10));
    const std::uint64_t seed =
        test::seed_where(pairs, [](const std::tuple<char, int>& t) { return std::get<0>(t) == '/' && std::get<1>(t) > 0; });
    Random random(seed);
    auto children = pairs.generate(random).children(ShrinkRound::ordinary);
    std::vector<std::tuple<char, int>> candidates;
    while (auto child = children.next()) candidates.push_back(child->value());
    BOOST_REQUIRE(!candidates.empty());
    BOOST_TEST((candidates.back() == std::tuple<char, int>('+', 0)));
    BOOST_TEST(std::count(candidates.begin(), candidates.end(), std::tuple<char, int>('+', 0)) == 1);
}

BOOST_AUTO_TEST_CASE(reverse_ends_on_0_1) {
    for (std::uint64_t seed = 1; seed <= 10; ++seed)
        BOOST_TEST(shrunk(gen::vectors(gen::ints<int>()),
                          [](const std::vector<int>& xs) { return std::vector<int>(xs.rbegin(), xs.rend()) == xs; }, seed) == "[0, 1]");
}

BOOST_AUTO_TEST_CASE(difference_must_not_be_zero_ends_on_10_10) {
    for (std::uint64_t seed = 1; seed <= 10; ++seed)
        BOOST_TEST(shrunk(gen::tuples(gen::ints<int>(), gen::ints<int>()),
                          [](const std::tuple<int, int>& p) { return std::get<0>(p) < 10 || std::get<0>(p) != std::get<1>(p); }, seed) ==
                   "(10, 10)");
}

BOOST_AUTO_TEST_CASE(deletion_ends_on_two_zeros_and_index_0) {
    const auto lists = gen::vectors(gen::ints<int>(), 1, 100).flat_map([](const std::vector<int>& xs) {
        return gen::tuples(gen::constant(xs), gen::ints<std::size_t>(0, xs.size() - 1));
    });
    for (std::uint64_t seed = 1; seed <= 10; ++seed)
        BOOST_TEST(shrunk(lists,
                          [](const std::tuple<std::vector<int>, std::size_t>& d) {
                              auto xs = std::get<0>(d);
                              const int x = xs.at(std::get<1>(d));
                              xs.erase(xs.begin() + static_cast<std::ptrdiff_t>(std::get<1>(d)));
                              return std::find(xs.begin(), xs.end(), x) == xs.end();
                          },
                          seed) == "([0, 0], 0)");
}

BOOST_AUTO_TEST_CASE(nested_lists_merge_into_one_list_of_eleven_zeros) {
    for (std::uint64_t seed = 1; seed <= 10; ++seed)
        BOOST_TEST(shrunk(gen::vectors(gen::vectors(gen::ints<int>())),
                          [](const std::vector<std::vector<int>>& ls) {
                              std::size_t total = 0;
                              for (const auto& l : ls) total += l.size();
                              return total <= 10;
                          },
                          seed) == "[[0, 0, 0, 0, 0, 0, 0, 0, \xE2\x80\xA6 +3 more]]");
}

// The challenge's bound5: five int16 lists, each summing (int16) below 256,
// whose total (int16) must stay below 5 * 256. A failure needs a total that
// wraps, which folds (within a list) and merges (across the tuple's lists)
// concentrate into two elements summing to -32769.
BOOST_AUTO_TEST_CASE(bound5_ends_on_two_elements_summing_to_minus_32769) {
    using Int16s = std::vector<std::int16_t>;
    const auto wrapped_sum = [](const Int16s& xs) {
        std::int16_t sum = 0;
        for (auto x : xs) sum = static_cast<std::int16_t>(sum + x);
        return sum;
    };
    const auto list = gen::vectors(gen::ints<std::int16_t>()).filter([wrapped_sum](const Int16s& xs) { return wrapped_sum(xs) < 256; });
    using Bound5 = std::tuple<Int16s, Int16s, Int16s, Int16s, Int16s>;
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        std::optional<Bound5> last_failing;
        auto result = property("bound5",
                               [&](const Bound5& p) {
                                   std::int16_t total = 0;
                                   std::apply([&](const auto&... l) { ((total = static_cast<std::int16_t>(total + wrapped_sum(l))), ...); }, p);
                                   if (total >= 5 * 256) {
                                       last_failing = p;
                                       FALSIFY_ASSERT(false);
                                   }
                               })
                          .names({"p"})
                          .with(param("p", gen::tuples(list, list, list, list, list)))
                          .with(Config().seed(seed).runs(1000))
                          .check();
        BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
        std::size_t count = 0;
        long sum = 0;
        std::apply([&](const auto&... l) { ((count += l.size(), sum += std::accumulate(l.begin(), l.end(), 0L)), ...); }, *last_failing);
        BOOST_TEST(count == 2u, result.counter_example()->shrunk_arguments.at(0).value);
        BOOST_TEST(sum == -32769L, result.counter_example()->shrunk_arguments.at(0).value);
    }
}

BOOST_AUTO_TEST_CASE(a_tuple_merges_two_filtered_lists_and_a_list_folds_neighbours) {
    const auto filtered = gen::vectors(gen::ints(-100, 100), 0, 3).filter([](const std::vector<int>& xs) { return xs.size() < 3; });
    const auto pairs = gen::tuples(filtered, filtered);
    const std::uint64_t seed = test::seed_where(pairs, [](const auto& t) {
        return std::get<0>(t).size() == 1 && std::get<1>(t).size() == 1 && std::get<0>(t)[0] != 0 && std::get<1>(t)[0] != 0;
    });
    Random random(seed);
    const auto tree = pairs.generate(random);
    const auto [a, b] = tree.value();
    const auto merged = std::tuple(std::vector<int>{a[0], b[0]}, std::vector<int>{});
    const auto candidates = test::children_values(tree);
    BOOST_TEST(std::count(candidates.begin(), candidates.end(), merged) == 1);
    // The merged list then offers its fold: one element holding the total.
    const auto merged_tree = test::descend(tree, [&](const auto& t) { return t == merged; });
    BOOST_TEST((merged_tree == merged));
    // A merge the filter refuses (four elements) is not offered.
    const std::uint64_t full = test::seed_where(pairs, [](const auto& t) { return std::get<0>(t).size() == 2 && std::get<1>(t).size() == 2; });
    Random other(full);
    for (const auto& t : test::children_values(pairs.generate(other))) BOOST_TEST((std::get<0>(t).size() < 3u && std::get<1>(t).size() < 3u));
}

BOOST_AUTO_TEST_CASE(distinct_ends_on_three_small_distinct_values) {
    for (std::uint64_t seed = 1; seed <= 10; ++seed)
        BOOST_TEST(shrunk(gen::vectors(gen::ints<int>()), [](const std::vector<int>& xs) { return std::set<int>(xs.begin(), xs.end()).size() < 3; },
                          seed) == "[-1, 0, 1]");  // magnitude first, then sign
}

BOOST_AUTO_TEST_CASE(a_flat_mapped_length_keeps_the_element_that_matters) {
    // The length comes from the source; removing surplus draws elsewhere than the
    // tail lets the list keep its one large element rather than its prefix.
    const auto lists = gen::ints(1, 100).flat_map(
        [](int n) { return gen::vectors(gen::ints(0, 1000), static_cast<std::size_t>(n), static_cast<std::size_t>(n)); });
    for (std::uint64_t seed = 1; seed <= 10; ++seed)
        BOOST_TEST(shrunk(lists, [](const std::vector<int>& xs) { return xs.empty() || *std::max_element(xs.begin(), xs.end()) < 900; },
                          seed) == "[900]");
}

BOOST_AUTO_TEST_CASE(a_negative_integer_shrinks_past_its_mirror_to_the_positive_boundary) {
    BOOST_TEST(shrunk(gen::ints<int>(-1000, 1000), [](int v) { return std::abs(v) < 17; }, test::seed_where(gen::ints(-1000, 1000), [](int v) {
                          return v < -17;
                      })) == "17");
}

BOOST_AUTO_TEST_CASE(a_large_integer_that_fails_whatever_its_size_gallops_down) {
    // Halving alone would take some thirty steps from 2^30 to 1; a fixed
    // gallop of 1/16 nine; a gallop whose divisor squares each time five.
    const auto values = gen::ints<int>(0, 1 << 30);
    const std::uint64_t seed = test::seed_where(values, [](int v) { return v > (1 << 29); });
    auto result = property("nonzero", [](int v) { FALSIFY_ASSERT(v == 0); })
                      .names({"v"})
                      .with(param("v", values))
                      .with(Config().seed(seed).flaky_replays(0))
                      .check();
    BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
    BOOST_TEST(result.counter_example()->shrunk_arguments.at(0).value == "1");
    BOOST_TEST(result.counter_example()->shrink_steps <= 6u);
    BOOST_TEST(result.counter_example()->shrink_trials <= 8u);
}

BOOST_AUTO_TEST_CASE(the_descent_never_runs_an_input_twice) {
    // Removing either of two equal elements gives one list; a deterministic
    // body need not see it again.
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        std::map<std::vector<int>, int> runs;
        bool failed = false;
        auto result = property("few_large",
                               [&](const std::vector<int>& xs) {
                                   if (failed) ++runs[xs];
                                   const bool ok = std::count_if(xs.begin(), xs.end(), [](int x) { return x > 3; }) < 2;
                                   if (!ok) failed = true;
                                   FALSIFY_ASSERT(ok);
                               })
                          .names({"xs"})
                          .with(param("xs", gen::vectors(gen::ints(0, 9))))
                          .with(Config().seed(seed).runs(1000).flaky_replays(0).phases({Phase::Random, Phase::Shrink}))
                          .check();
        BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
        BOOST_TEST(result.counter_example()->shrunk_arguments.at(0).value == "[4, 4]");
        for (const auto& [input, count] : runs) BOOST_TEST(count == 1, show(input) << " ran " << count << " times");
    }
}

BOOST_AUTO_TEST_CASE(an_input_seen_failing_is_accepted_again_without_a_run) {
    // The challenge's coupling: a list mapped to the values below its length.
    // Two source lists often map to one value, so the descent meets a failing
    // input again through another tree; it accepts it without running the body.
    const auto keep_indices = [](const std::vector<int>& xs) {
        std::vector<int> kept;
        for (int x : xs)
            if (static_cast<std::size_t>(x) < xs.size()) kept.push_back(x);
        return kept;
    };
    const auto coupled = [](const std::vector<int>& xs) {
        for (std::size_t i = 0; i < xs.size(); ++i) {
            const auto j = static_cast<std::size_t>(xs[i]);
            if (j < xs.size() && i != j && xs[j] == static_cast<int>(i)) return true;
        }
        return false;
    };
    int ended_minimal = 0;
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        std::map<std::vector<int>, int> runs;
        bool failed = false;
        auto result = property("coupling",
                               [&](const std::vector<int>& xs) {
                                   failed = failed || coupled(xs);
                                   if (failed) ++runs[xs];
                                   FALSIFY_ASSERT(!coupled(xs));
                               })
                          .names({"xs"})
                          .with(param("xs", gen::vectors(gen::ints(0, 10)).map(keep_indices)))
                          .with(Config().seed(seed).runs(1000).flaky_replays(0).phases({Phase::Random, Phase::Shrink}))
                          .check();
        BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
        ended_minimal += result.counter_example()->shrunk_arguments.at(0).value == "[1, 0]";
        for (const auto& [input, count] : runs) BOOST_TEST(count == 1, show(input) << " ran " << count << " times");
    }
    BOOST_TEST(ended_minimal >= 4);
}

BOOST_AUTO_TEST_SUITE_END()
