#pragma once
// What every face's test checks of a failure's Replay: line, pasted as shown
// into a fresh shell (test/support/shell.hpp's run_pasted).
#include "shell.hpp"

#include <boost/test/unit_test.hpp>

#include <initializer_list>
#include <string>

namespace falsify::test {

/// `replay`, the Replay: command `first` printed, fails again when pasted: it keeps
/// `kept_option` (the run's own option that changes its output), never says `passed`
/// (the framework's pass line), and prints each of the `labels` lines (the Shrunk:
/// line without its counts, Failure:) as `first` did.
inline void check_pasted_replay(const Output& first, const std::string& replay, const std::string& kept_option, const std::string& passed,
                                std::initializer_list<std::string> labels) {
    BOOST_TEST_REQUIRE(!replay.empty(), first.text);
    BOOST_TEST(replay.find(kept_option) != std::string::npos, replay);
    const Output again = run_pasted(replay);
    BOOST_TEST(again.status != 0, replay << "\n" << again.text);
    BOOST_TEST(again.text.find(passed) == std::string::npos, again.text);
    for (const std::string& label : labels) {
        const std::string expected = line_after(first.text, label);
        BOOST_TEST(!expected.empty(), label << " in\n" << first.text);
        BOOST_TEST(line_after(again.text, label) == expected, replay << "\n" << again.text);
    }
}

}  // namespace falsify::test
