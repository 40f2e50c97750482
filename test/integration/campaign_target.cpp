// Properties a campaign runs (PROPERTY_CAMPAIGN), run by test_campaign.cpp as
// a user runs them. Not part of `b2 test` on its own.
#define BOOST_TEST_MODULE campaign target
#include <falsify/boost_test.hpp>

#include <chrono>
#include <cstdlib>
#include <thread>

#include <unistd.h>

using namespace falsify;

namespace {

/// The planted bug is live only while the file FALSIFY_TEST_BUG_ARMED names
/// exists, so that a test decides when it can first be found.
bool bug_armed() {
    const char* armed = std::getenv("FALSIFY_TEST_BUG_ARMED");
    return !armed || ::access(armed, F_OK) == 0;
}

}  // namespace

// One run in 100 000 fails, at x >= 999 990: its one minimum is x=999990.
FALSIFY_PROPERTY(planted_threshold, (int x), gen::ints(0, 999'999), Config().edge_cases(EdgeCases::None)) {
    std::this_thread::sleep_for(std::chrono::microseconds(50));
    BOOST_TEST(!(x >= 999'990 && bug_armed()));
}

FALSIFY_PROPERTY(always_holds, (int x), gen::ints(0, 999'999)) {
    BOOST_TEST(x >= 0);
}

// Never ends a run while FALSIFY_TEST_HANG is set: its worker stops reporting.
FALSIFY_PROPERTY(hangs_when_told, (int x), gen::ints(0, 999'999)) {
    while (std::getenv("FALSIFY_TEST_HANG")) std::this_thread::sleep_for(std::chrono::milliseconds(10));
    BOOST_TEST(x >= 0);
}
