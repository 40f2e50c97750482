// The caps on a descent's length. Reaching them takes thousands of
// executions over a long tape: a release build runs them, once.
#include "support.hpp"

#include <boost/test/unit_test.hpp>

using namespace falsify;

BOOST_AUTO_TEST_SUITE(shrink_caps)

BOOST_AUTO_TEST_CASE(accepted_steps_are_capped_at_1000_once_draws_exist) {
    auto endless = [] {
        // Enough draws away from 1 (some are drawn at it, copies move as one) to outlast both caps.
        for (int i = 0; i < 3000; ++i) (void)draw(gen::ints(1, 1'000'000));
        FALSIFY_ASSERT(false);
    };
    auto capped = property("endless", endless).with(Config().seed(1).flaky_replays(0)).check();
    BOOST_REQUIRE(capped.outcome() == Outcome::Falsified);
    BOOST_TEST(capped.counter_example()->shrink_steps == 1000u);
    auto explicit_cap = property("endless", endless).with(Config().seed(1).max_shrinks(1200).flaky_replays(0)).check();
    BOOST_TEST(explicit_cap.counter_example()->shrink_steps == 1200u);
}

BOOST_AUTO_TEST_SUITE_END()
