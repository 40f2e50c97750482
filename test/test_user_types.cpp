// User types as users write them: classes with no operator==, no operator<<,
// no default constructor and no default generator, given an explicit
// generator. Each fails and shrinks to its known minimum.
#include "support.hpp"

#include <boost/test/unit_test.hpp>

#include <memory>
#include <string>

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
    }
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

BOOST_AUTO_TEST_SUITE_END()
