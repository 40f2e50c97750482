// The caps on a descent's length. Reaching them takes thousands of
// executions over a long tape: a release build runs them, once.
#include "support.hpp"

#include <boost/test/unit_test.hpp>

using namespace falsify;

BOOST_AUTO_TEST_SUITE(shrink_caps)

BOOST_AUTO_TEST_CASE(accepted_steps_are_capped_at_1000_once_draws_exist) {
    auto endless = [] {
        // Enough draws away from 1 (some are drawn at it, copies move as one) to outlast the cap.
        for (int i = 0; i < 3000; ++i) (void)draw(gen::ints(1, 1'000'000));
        FALSIFY_ASSERT(false);
    };
    auto capped = property("endless", endless).with(Config().seed(1).flaky_replays(0)).check();
    BOOST_REQUIRE(capped.outcome() == Outcome::Falsified);
    BOOST_TEST(capped.counter_example()->shrink_steps == 1000u);
    // The budget in executions ends it sooner when it is lower.
    auto budgeted = property("endless", endless).with(Config().seed(1).max_shrink_trials(300).flaky_replays(0)).check();
    BOOST_TEST(budgeted.counter_example()->shrink_trials == 300u);
    BOOST_TEST(budgeted.counter_example()->shrink_stopped_by == "max_shrink_trials: 300 trial(s)");
}

BOOST_AUTO_TEST_SUITE_END()
