// The catalog's contracts, generator by generator: generating a value never
// builds its shrink tree; every tree is finite and never offers its parent;
// EdgeCases::None keeps the edge roll so both modes stay aligned on a seed.
#include <falsify/falsify.hpp>
#include <falsify/gen/standard.hpp>

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <chrono>
#include <concepts>
#include <functional>
#include <memory>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

using namespace falsify;

namespace {

/// Integers 0..99 whose children function counts its calls.
Gen<int> counting(int& built) {
    return Gen<int>("counting", [&built](Random& random) {
        const int v = random.between(0, 99);
        return Shrinkable<int>::of(v, [&built, v] {
            ++built;
            return v == 0 ? std::vector<Shrinkable<int>>{} : std::vector<Shrinkable<int>>{Shrinkable<int>::leaf(v / 2)};
        });
    });
}

/// Random descents from one generated value: at every node all the children
/// are listed (a finite list, none equal to the node), then one is picked at
/// random; every descent reaches a leaf. A full walk is exponential in the
/// value's size, so paths are sampled instead. Counts are checked without an
/// assertion per child, which would dominate the run time.
template <class T>
void check_finite(const Gen<T>& gen, std::uint64_t seed, int descents = 5) {
    Random random(seed);
    const Shrinkable<T> root = gen.generate(random);
    Random pick(seed + 1000);
    for (int descent = 0; descent < descents; ++descent) {
        Shrinkable<T> node = root;
        for (int depth = 0;; ++depth) {
            if (depth >= 100'000) {
                BOOST_ERROR(gen.name() << " with seed " << seed << ": a descent does not end");
                return;
            }
            std::vector<Shrinkable<T>> children;
            auto seq = node.children(ShrinkRound::ordinary);
            while (auto child = seq.next()) {
                bool same;
                if constexpr (std::equality_comparable<T>) same = child->value() == node.value();
                else same = show(child->value()) == show(node.value());
                if (same || children.size() >= 100'000u) {
                    BOOST_ERROR(gen.name() << (same ? " offers its parent " : " has endless children at ") << show(node.value()));
                    return;
                }
                children.push_back(std::move(*child));
            }
            if (children.empty()) break;
            node = children[pick.below_or_equal(children.size() - 1)];
        }
    }
}

/// Random descents, as check_finite makes them, on which every candidate
/// offered must satisfy `within` (the generator's own range): moves across
/// elements (folds, pairs shifted or lowered together) included.
template <class T, class Within>
void check_within(const Gen<T>& gen, Within within, int seeds = 100) {
    int outside = 0;
    for (std::uint64_t seed = 0; seed < static_cast<std::uint64_t>(seeds); ++seed) {
        Random random(seed), pick(seed + 1000);
        Shrinkable<T> node = gen.generate(random);
        for (int depth = 0; depth < 200; ++depth) {
            std::vector<Shrinkable<T>> children;
            for (auto seq = node.children(ShrinkRound::ordinary); auto child = seq.next();) {
                if (!within(child->value()) && outside++ < 3)
                    BOOST_ERROR(gen.name() << ": " << show(child->value()) << " from " << show(node.value()) << " leaves the range");
                children.push_back(std::move(*child));
            }
            if (children.empty()) break;
            node = children[pick.below_or_equal(children.size() - 1)];
        }
    }
    BOOST_TEST(outside == 0, gen.name() << ": " << outside << " candidate(s) out of range");
}

struct Pair {
    int a;
    bool b;
};

}  // namespace

BOOST_AUTO_TEST_SUITE(catalog_contracts)

BOOST_AUTO_TEST_CASE(generating_a_value_never_builds_its_tree) {
    int built = 0;
    const Gen<int> element = counting(built);
    std::vector<std::function<void(Random&)>> generators = {
        [&](Random& r) { (void)gen::sets(element, 1, 20).generate(r); },
        [&](Random& r) { (void)gen::maps(element, element, 1, 20).generate(r); },
        [&](Random& r) { (void)gen::unique_vectors(element, 1, 20).generate(r); },
        [&](Random& r) { (void)gen::deques(element, 1, 20).generate(r); },
        [&](Random& r) { (void)gen::arrays<5>(element).generate(r); },
        [&](Random& r) { (void)gen::variants(element, gen::booleans()).generate(r); },
        [&](Random& r) { (void)gen::with_edge_cases(element, 1, 2).generate(r); },
        [&](Random& r) { (void)gen::recursive(element, [](Gen<int> g) { return g.map([](int n) { return n + 1; }); }).generate(r); },
        [&](Random& r) { (void)gen::swarm(gen::one_of(element, element)).generate(r); },
        [&](Random& r) { (void)gen::int_range(0, 100).generate(r); },
        [&](Random& r) { (void)gen::composite([&](gen::Draw& d) { return d(element) + d(element); }).generate(r); },
        [&](Random& r) { (void)gen::aggregate<Pair>(element, gen::booleans()).generate(r); },
    };
    for (std::size_t i = 0; i < generators.size(); ++i) {
        Random random(i);
        for (int k = 0; k < 20; ++k) generators[i](random);
        BOOST_TEST(built == 0, "generator #" << i << " built a tree while generating");
    }
    // And the first candidates of a collection are removals, which need no element tree.
    Random random(1);
    auto tree = gen::sets(element, 2, 20).generate(random);
    (void)tree.children(ShrinkRound::ordinary).next();
    BOOST_TEST(built == 0);
}

BOOST_AUTO_TEST_CASE(every_candidate_keeps_to_its_generators_range) {
    const auto all = [](auto pred) { return [pred](const auto& values) { return std::all_of(values.begin(), values.end(), pred); }; };
    check_within(gen::vectors(gen::ints(0, 10), 0, 8), all([](int v) { return 0 <= v && v <= 10; }));
    check_within(gen::vectors(gen::ints(-5, 10), 0, 8), all([](int v) { return -5 <= v && v <= 10; }));
    check_within(gen::vectors(gen::ints<std::uint8_t>(200, 255), 0, 8), all([](std::uint8_t v) { return v >= 200; }));
    check_within(gen::vectors(gen::chars(), 0, 8), all([](char c) { return 32 <= c && c <= 126; }));
    check_within(gen::tuples(gen::ints<int>(), gen::ints(-10, 0)), [](const std::tuple<int, int>& t) {
        return -10 <= std::get<1>(t) && std::get<1>(t) <= 0;
    });
    check_within(gen::tuples(gen::ints(0, 100), gen::ints(0, 10), gen::ints(5, 10)), [](const std::tuple<int, int, int>& t) {
        const auto [a, b, c] = t;
        return 0 <= a && a <= 100 && 0 <= b && b <= 10 && 5 <= c && c <= 10;
    });
}

BOOST_AUTO_TEST_CASE(every_tree_is_finite_and_never_offers_its_parent) {
    for (std::uint64_t seed = 0; seed < 3; ++seed) {
        check_finite(gen::string_from("abc", 0, 6), seed);
        check_finite(gen::bytes(0, 5), seed);
        check_finite(gen::matching("[a-c]{1,3}(x|yz)?\\w{0,3}"), seed);
        check_finite(gen::sets(gen::ints(0, 30), 0, 5), seed);
        check_finite(gen::unique_vectors(gen::ints(0, 30), 0, 5), seed);
        check_finite(gen::maps(gen::ints(0, 30), gen::ints(0, 30), 0, 5), seed);
        check_finite(gen::subset(std::vector<int>{1, 2, 3, 4, 5, 6}), seed);
        check_finite(gen::arrays<3>(gen::ints(0, 1000)), seed);
        check_finite(gen::variants(gen::ints(0, 20), gen::ascii_strings(0, 4)), seed);
        check_finite(gen::enums({std::byte{1}, std::byte{2}, std::byte{3}}), seed);
        check_finite(gen::int_range(0, 1000), seed);
        check_finite(gen::with_edge_cases(gen::ints(0, 20), 3, 20, 3), seed);
        check_finite(Gen<double>(gen::special_doubles()), seed);
        check_finite(gen::recursive(gen::ints(0, 5), [](Gen<int> g) { return g.map([](int n) { return n * 10; }); }), seed);
        check_finite(gen::swarm(gen::elements({1, 2, 3, 4})), seed);
        check_finite(gen::composite([](gen::Draw& d) {
                         const int n = d(gen::ints(0, 10));
                         return n + d(gen::ints(n, 10));
                     }),
                     seed);
        check_finite(gen::durations(std::chrono::seconds(-20), std::chrono::seconds(20)), seed);
        check_finite(gen::time_points(std::chrono::system_clock::time_point{}, std::chrono::system_clock::time_point{} + std::chrono::seconds(12)),
                     seed);
        check_finite(gen::aggregate<Pair>(gen::ints(-5, 5), gen::booleans()), seed);
        check_finite(gen::ipv4(), seed);
        check_finite(gen::ipv6(), seed);
        check_finite(gen::emails(), seed);
        check_finite(gen::urls(), seed);
        check_finite(gen::deques(gen::ints(0, 30), 0, 5), seed);
        check_finite(gen::maps(gen::booleans(), gen::sets(gen::chars(), 0, 4)), seed);
    }
}

BOOST_AUTO_TEST_CASE(edge_case_mode_none_keeps_the_roll_and_only_edge_draws_differ) {
    // ipv4: each octet is a gen::ints(0, 255); under None the edge draws become
    // ordinary ones, and both modes draw alike.
    Random mixin(5, EdgeCases::Mixin), none(5, EdgeCases::None);
    const auto g = gen::ipv4();
    int differing = 0;
    for (int i = 0; i < 300; ++i) {
        std::istringstream a(g.generate(mixin).value()), b(g.generate(none).value());
        for (int octet = 0; octet < 4; ++octet) {
            int x = 0, y = 0;
            char dot;
            a >> x;
            b >> y;
            if (octet < 3) {
                a >> dot;
                b >> dot;
            }
            differing += x != y;
        }
    }
    BOOST_TEST(differing > 0);
    // An edge value is replaced (and a repeat of a remembered value may differ), but no draw is skipped.
    BOOST_TEST(mixin.next_seed() == none.next_seed());
    // Time points: the same, around the epoch and the bounds.
    Random m2(6, EdgeCases::Mixin), n2(6, EdgeCases::None);
    const auto times = gen::arbitrary<std::chrono::system_clock::time_point>();
    int same = 0;
    for (int i = 0; i < 300; ++i) same += times.generate(m2).value() == times.generate(n2).value();
    BOOST_TEST((same > 150 && same < 300));
    // with_edge_cases is an explicit opt-in: it stays on under None (see test_catalog_choice).
}

BOOST_AUTO_TEST_CASE(derived_empty_and_too_wide_structs_get_no_default_generator) {
    struct Base {
        int a;
    };
    struct Derived : Base {
        int b;
    };
    struct Empty {};
    struct Wide {
        int f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20, f21, f22, f23, f24, f25, f26,
            f27, f28, f29, f30, f31, f32;
    };
    struct Widest {
        int f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20, f21, f22, f23, f24, f25, f26,
            f27, f28, f29, f30, f31;
    };
    BOOST_TEST(!HasArbitrary<Wide>);  // 33 fields: more than falsify reads
    BOOST_TEST(HasArbitrary<Widest>);
    BOOST_TEST(gen::sample(gen::arbitrary<Widest>(), 1).size() == 1u);
    BOOST_TEST(!HasArbitrary<Derived>);
    struct Handle {
        std::unique_ptr<int> owned;  // no default generator for this field: none for the struct
        int id;
    };
    BOOST_TEST(!HasArbitrary<Handle>);
    BOOST_TEST(!HasArbitrary<Empty>);
    BOOST_TEST(HasArbitrary<Base>);
    // With an explicit generator, a derived struct parameter still works.
    const Result result = property("derived", [](const Derived& d) { FALSIFY_ASSERT(d.b < 5); })
                              .names({"d"})
                              .with(param("d", gen::ints(0, 9).map([](int n) { return Derived{{1}, n}; })))
                              .with(Config().seed(1))
                              .check();
    BOOST_TEST(result.outcome() == Outcome::Falsified);
}

namespace {
struct Tree {
    int value;
    std::vector<Tree> children;
};
}  // namespace

BOOST_AUTO_TEST_CASE(a_struct_that_contains_itself_is_refused_not_recursed_forever) {
    std::string message;
    try {
        (void)gen::arbitrary<Tree>();
    } catch (const std::invalid_argument& e) {
        message = e.what();
    }
    BOOST_TEST(message == "falsify: the default generator of catalog_contracts::Tree would contain itself (the struct holds "
                          "itself, directly or in a container); give it a generator of its own, e.g. with gen::recursive, or "
                          "specialise falsify::Arbitrary<catalog_contracts::Tree>");
    // And the guard resets: a second attempt is refused the same way, not let through.
    BOOST_CHECK_THROW(gen::arbitrary<Tree>(), std::invalid_argument);
}

BOOST_AUTO_TEST_SUITE_END()
