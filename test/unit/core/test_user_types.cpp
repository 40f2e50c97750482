// User types as users write them: classes with no operator==, no operator<<,
// no default constructor and no default generator, given an explicit
// generator. Each fails and shrinks to its known minimum.
#include "support.hpp"

#include <boost/test/unit_test.hpp>

#include <falsify/literal.hpp>

#include <algorithm>
#include <memory>
#include <stdexcept>
#include <optional>
#include <vector>
#include <string>
#include <tuple>
#include <variant>

BOOST_AUTO_TEST_SUITE(user_types)

namespace {

/// Only a constructor and a getter.
class Wallet {
public:
    explicit Wallet(int cents) : cents_(cents) {}
    int cents() const { return cents_; }

private:
    int cents_;
};

falsify::Gen<Wallet> wallets() {
    return falsify::gen::ints(0, 1000).map([](int c) { return Wallet{c}; });
}

}  // namespace

BOOST_AUTO_TEST_CASE(a_class_without_equality_or_printer_still_shrinks_to_its_minimum) {
    for (std::uint64_t seed = 0; seed < 5; ++seed) {
        const auto result = falsify::property("wallet",
                                              [](const Wallet& w) {
                                                  falsify::note("cents", w.cents());
                                                  FALSIFY_ASSERT(w.cents() < 100);
                                              })
                                .names({"w"})
                                .with(falsify::param("w", wallets()))
                                .with(falsify::Config().seed(seed))
                                .check();
        BOOST_TEST_REQUIRE(result.outcome() == falsify::Outcome::Falsified);
        const auto& ce = *result.counter_example();
        BOOST_TEST_REQUIRE(ce.shrunk_notes.size() == 1u);
        BOOST_TEST(ce.shrunk_notes.front().value == "100", result.message());
        BOOST_TEST(ce.shrink_steps > 0u);
        // Shown by name, and the report says once how to see more.
        BOOST_TEST(falsify::test::shrunk_argument(ce, "w") == "<user_types::Wallet>", result.message());
        BOOST_TEST(result.message().find("\n  Printing: user_types::Wallet shown by name only: give it an operator<< or a falsify::Show "
                                         "specialisation to see its values\n") != std::string::npos,
                   result.message());
    }
}

BOOST_AUTO_TEST_CASE(a_vector_of_such_a_class_compiles_with_its_generator_and_shrinks_to_one_element) {
    for (std::uint64_t seed = 0; seed < 5; ++seed) {
        const auto result = falsify::property("wallets",
                                              [](const std::vector<Wallet>& ws) {
                                                  std::vector<int> cents;
                                                  for (const Wallet& w : ws) cents.push_back(w.cents());
                                                  falsify::note("cents", cents);
                                                  for (const Wallet& w : ws) FALSIFY_ASSERT(w.cents() < 100);
                                              })
                                .names({"ws"})
                                .with(falsify::param("ws", falsify::gen::vectors(wallets())))
                                .with(falsify::Config().seed(seed).runs(200))
                                .check();
        BOOST_TEST_REQUIRE(result.outcome() == falsify::Outcome::Falsified);
        BOOST_TEST(result.counter_example()->shrunk_notes.front().value == "[100]", result.message());
    }
}

BOOST_AUTO_TEST_CASE(an_optional_of_such_a_class_shrinks_too) {
    const auto result = falsify::property("maybe",
                                          [](const std::optional<Wallet>& w) {
                                              falsify::note("cents", w ? w->cents() : -1);
                                              FALSIFY_ASSERT((!w || w->cents() < 100));
                                          })
                            .names({"w"})
                            .with(falsify::param("w", falsify::gen::optionals(wallets())))
                            .with(falsify::Config().seed(3).runs(200))
                            .check();
    BOOST_TEST_REQUIRE(result.outcome() == falsify::Outcome::Falsified);
    BOOST_TEST(result.counter_example()->shrunk_notes.front().value == "100", result.message());
}

BOOST_AUTO_TEST_CASE(a_pointer_held_class_prints_what_it_points_to) {
    const auto result = falsify::property("pointer",
                                          [](const std::shared_ptr<int>& p) { FALSIFY_ASSERT((!p || *p < 100)); })
                            .names({"p"})
                            .with(falsify::param("p", falsify::gen::ints(0, 1000).map([](int c) { return std::make_shared<int>(c); })))
                            .with(falsify::Config().seed(1))
                            .check();
    BOOST_TEST_REQUIRE(result.outcome() == falsify::Outcome::Falsified);
    BOOST_TEST(falsify::test::shrunk_argument(*result.counter_example(), "p") == "100", result.message());
    BOOST_TEST(result.message().find("0x") == std::string::npos, result.message());
}

namespace {

/// A plain struct with a field of a class that has no printer and no equality.
struct Account {
    std::string owner;
    Wallet wallet;
};

struct Interval {
    int low;
    int high;
};

}  // namespace

BOOST_AUTO_TEST_CASE(an_aggregate_prints_its_fields_and_a_field_without_printer_as_its_placeholder) {
    for (std::uint64_t seed = 0; seed < 5; ++seed) {
        const auto result =
            falsify::property("account",
                              [](const Account& a) {
                                  falsify::note("cents", a.wallet.cents());
                                  FALSIFY_ASSERT(a.wallet.cents() < 100);
                              })
                .names({"a"})
                .with(falsify::param("a", falsify::gen::tuples(falsify::gen::strings(0, 5), wallets()).map([](const auto& parts) {
                    return Account{std::get<0>(parts), std::get<1>(parts)};
                })))
                .with(falsify::Config().seed(seed))
                .check();
        BOOST_TEST_REQUIRE(result.outcome() == falsify::Outcome::Falsified);
        BOOST_TEST(falsify::test::shrunk_argument(*result.counter_example(), "a") == "user_types::Account{\"\", <user_types::Wallet>}",
                   result.message());
        BOOST_TEST(result.counter_example()->shrunk_notes.front().value == "100", result.message());
        BOOST_TEST(result.message().find("Printing: user_types::Wallet shown by name only") != std::string::npos, result.message());
    }
    // Two accounts that differ only in the wallet show alike: they are not taken for one value.
    static_assert(!falsify::detail::shows_values<Account>());
    static_assert(falsify::detail::shows_values<Interval>());
}

BOOST_AUTO_TEST_CASE(an_aggregate_is_a_literal_in_the_draft_and_data_in_the_corpus) {
    // A struct with a field that has no codec is not data: the corpus keeps the run's seed.
    BOOST_TEST(!falsify::Codec<Account>::encode(Account{"a", Wallet{1}}));
    BOOST_TEST(falsify::Literal<Interval>::write(Interval{1, 0}) == "user_types::Interval{1, 0}");
    const falsify::Data stored = *falsify::Codec<Interval>::encode(Interval{3, -1});
    const Interval read = *falsify::Codec<Interval>::decode(stored);
    BOOST_TEST(read.low == 3);
    BOOST_TEST(read.high == -1);
    const auto p = falsify::property("interval", [](const Interval& i) { FALSIFY_ASSERT(i.low <= i.high); }, falsify::Config().seed(1));
    const falsify::Result result = p.check();
    BOOST_TEST_REQUIRE(result.outcome() == falsify::Outcome::Falsified);
    BOOST_TEST(falsify::regression_draft(result, p.definition()).find("falsify::example(user_types::Interval{") != std::string::npos,
               falsify::regression_draft(result, p.definition()));
}

namespace {

/// Can only be moved: it owns its state through a std::unique_ptr.
class Token {
public:
    explicit Token(int value) : value_(std::make_unique<int>(value)) {}
    int value() const { return *value_; }

private:
    std::unique_ptr<int> value_;
};

falsify::Gen<Token> tokens() {
    return falsify::gen::ints(0, 1000).map([](int v) { return Token{v}; });
}

/// Fails when any token reached through `read` is 100 or more; notes the largest.
template <class T, class Read>
falsify::Result over_tokens(falsify::Gen<T> generator, Read read, std::uint64_t seed) {
    return falsify::property("tokens",
                             [read](const T& value) {
                                 int largest = -1;
                                 read(value, [&](const Token& t) { largest = std::max(largest, t.value()); });
                                 falsify::note("largest", largest);
                                 FALSIFY_ASSERT(largest < 100);
                             })
        .names({"value"})
        .with(falsify::param("value", std::move(generator)))
        .with(falsify::Config().seed(seed).runs(300))
        .check();
}

}  // namespace

BOOST_AUTO_TEST_CASE(a_type_that_can_only_be_moved_goes_through_every_combinator_and_shrinks) {
    using falsify::gen::optionals;
    using falsify::gen::tuples;
    using falsify::gen::vectors;
    static_assert(!falsify::detail::held_by_value<Token> && !falsify::detail::held_by_value<std::vector<Token>>);
    auto one = [](const Token& t, auto see) { see(t); };
    auto each = [](const std::vector<Token>& ts, auto see) {
        for (const Token& t : ts) see(t);
    };
    for (std::uint64_t seed = 0; seed < 3; ++seed) {
        BOOST_TEST_CONTEXT("seed " << seed) {
            std::vector<falsify::Result> results;
            results.push_back(over_tokens(tokens(), one, seed));
            results.push_back(over_tokens(vectors(tokens()), each, seed));
            results.push_back(over_tokens(
                vectors(vectors(tokens())),
                [&](const std::vector<std::vector<Token>>& tss, auto see) {
                    for (const auto& ts : tss) each(ts, see);
                },
                seed));
            results.push_back(over_tokens(
                optionals(tokens()), [](const std::optional<Token>& t, auto see) { if (t) see(*t); }, seed));
            results.push_back(over_tokens(
                tuples(tokens(), falsify::gen::ints(0, 9)), [](const std::tuple<Token, int>& t, auto see) { see(std::get<0>(t)); }, seed));
            results.push_back(over_tokens(tokens().filter([](const Token& t) { return t.value() % 2 == 0; }), one, seed));
            results.push_back(over_tokens(falsify::gen::one_of(tokens(), tokens()), one, seed));
            results.push_back(over_tokens(
                falsify::Gen<std::variant<int, Token>>(falsify::gen::variant_of<std::variant<int, Token>>(falsify::gen::ints(0, 9), tokens())),
                [](const std::variant<int, Token>& v, auto see) { if (v.index() == 1) see(std::get<1>(v)); }, seed));
            for (const falsify::Result& result : results) {
                BOOST_TEST_REQUIRE((result.outcome() == falsify::Outcome::Falsified), result.message());
                BOOST_TEST(result.counter_example()->shrunk_notes.front().value == "100", result.message());
            }
            // Drawn inside the body: the body keeps its own.
            const auto drawn = falsify::property("drawn", [] {
                                   const Token t = falsify::draw(tokens());
                                   falsify::note("largest", t.value());
                                   FALSIFY_ASSERT(t.value() < 100);
                               })
                                   .with(falsify::Config().seed(seed))
                                   .check();
            BOOST_TEST_REQUIRE((drawn.outcome() == falsify::Outcome::Falsified), drawn.message());
            BOOST_TEST(drawn.counter_example()->shrunk_notes.front().value == "100", drawn.message());
        }
    }
}

BOOST_AUTO_TEST_CASE(a_value_that_can_only_be_moved_and_has_no_recipe_is_refused_when_needed_twice) {
    const falsify::Shrinkable<Token> given = falsify::Shrinkable<Token>::leaf(Token{3});
    BOOST_TEST(given.value().value() == 3);
    BOOST_CHECK_EXCEPTION((void)given.fresh(), std::logic_error, [](const std::logic_error& e) {
        return std::string(e.what()).find("cannot be copied") != std::string::npos;
    });
    const falsify::Shrinkable<Token> mapped = falsify::Shrinkable<int>::leaf(4).map([](int v) { return Token{v}; });
    BOOST_TEST(mapped.fresh().value() == 4);
}

BOOST_AUTO_TEST_SUITE_END()
