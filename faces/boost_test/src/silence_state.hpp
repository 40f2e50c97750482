#pragma once
// What the face's two halves share: while a body runs silenced, and while
// the shrunk input is replayed live for the report.
#include <boost/test/tree/observer.hpp>
#include <boost/test/unit_test_log.hpp>

#include <array>
#include <cstddef>
#include <utility>

namespace falsify::boost_test::detail {

/// Counts failed assertions while the log and the results collector are muted.
struct AssertionCounter final : boost::unit_test::test_observer {
    unsigned failures = 0;
    void assertion_result(boost::unit_test::assertion_result result) override {
        if (result == boost::unit_test::AR_FAILED) ++failures;
    }
    int priority() override { return 0; }
};

struct SilenceState {
    AssertionCounter counter;
    bool active = false;
    /// Set while the shrunk input is replayed for the report: Boost.Test speaks for itself then.
    bool live = false;
    std::array<std::pair<boost::unit_test::output_format, boost::unit_test::log_level>, 4> saved{};
    std::size_t saved_count = 0;
};

SilenceState& silence_state();

}  // namespace falsify::boost_test::detail
