#pragma once
// What every face's test checks of a failure's Replay: line, pasted as shown
// into a fresh shell (test/support/shell.hpp's run_pasted).
#include "shell.hpp"

#include <boost/test/unit_test.hpp>

#include <initializer_list>
#include <regex>
#include <string>

namespace falsify::test {

/// `replay`, the Replay: command `first` printed, fails again when pasted: it keeps
/// `kept_option` (the run's own option that changes its output), never says `passed`
/// (the framework's pass line), and prints each of the `labels` lines (the Shrunk:
/// line without its counts, Failure:) as `first` did. Returns what the replay printed.
inline Output check_pasted_replay(const Output& first, const std::string& replay, const std::string& kept_option, const std::string& passed,
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
    return again;
}

/// The Failure: block of a report as the face prints it (wrapped or not): the text from
/// `failure`, the label as the face indents it, up to the report's Explain: line, or in a
/// report without one up to its Path: line, or to the end of `text`.
inline std::string failure_block(const std::string& text, const std::string& failure) {
    const auto from = text.find(failure);
    if (from == std::string::npos) return {};
    const std::string indent = failure.substr(0, failure.find("Failure:"));
    auto to = text.find(indent + "Explain:", from + failure.size());
    if (to == std::string::npos) to = text.find(indent + "Path:", from + failure.size());
    return text.substr(from, to == std::string::npos ? std::string::npos : to - from);
}

/// A failure found under the scheduler replays exactly: `first` says it ran under the
/// scheduler and shows the interleaving, a column per thread, in its Failure: block; its
/// Replay: command `replay`, pasted `times` times into a fresh shell, fails every time
/// (check_pasted_replay) with the Shrunk: line `first` printed (`shrunk`, without its
/// counts) and the same whole Failure: block (failure_block), every line of the
/// interleaving included.
inline void check_replays_exactly(const Output& first, const std::string& replay, const std::string& kept_option, const std::string& passed,
                                  const std::string& shrunk, const std::string& failure, int times) {
    BOOST_TEST(first.status != 0, first.text);
    BOOST_TEST(first.text.find("under the scheduler") != std::string::npos, first.text);
    const std::string block = failure_block(first.text, failure);
    BOOST_TEST_REQUIRE(block.find("Interleaving (replays exactly;") != std::string::npos, first.text);
    BOOST_TEST(std::regex_search(block, std::regex("thread 1 +thread 2\n")), block);  // the columns' heads
    for (int paste = 1; paste <= times; ++paste) {
        BOOST_TEST_CONTEXT("paste " << paste << " of " << times) {
            const Output again = check_pasted_replay(first, replay, kept_option, passed, {shrunk, failure});
            BOOST_TEST(failure_block(again.text, failure) == block, replay << "\n" << again.text);
        }
    }
}

}  // namespace falsify::test
