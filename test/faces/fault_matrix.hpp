#pragma once
// The faces' tests read the fault matrix (crash_bodies.hpp) the same way: what
// a probe that ends the process must leave behind, whatever the framework.
#include "crash_bodies.hpp"
#include "shell.hpp"

#include <boost/test/unit_test.hpp>

#include <string>

namespace falsify::test::crash {

/// `out` is what running `probe` alone printed (stderr included) and how it ended; `passed`
/// is what the framework prints when the run passed; `property` is the probe's name as
/// the face names it (GoogleTest's with its suite).
inline void check_ending(const Output& out, const Ending& probe, const std::string& passed, const std::string& property = "") {
    const std::string name = property.empty() ? probe.name : property;
    BOOST_TEST_CONTEXT(probe.name) {
        // Never a pass: popen reads a death by a signal as -1, an exit as its status.
        BOOST_TEST(out.status != 0, out.text);
        BOOST_TEST(out.text.find(passed) == std::string::npos, out.text);
        const auto said = out.text.find(probe.words);
        BOOST_TEST_REQUIRE(said != std::string::npos, out.text);
        const std::string words = out.text.substr(said, out.text.find('\n', said) - said);
        BOOST_TEST(words.find(" while property \"" + name + "\" ran on input n=") != std::string::npos, words);
        BOOST_TEST(words.find("; PROPERTY_SEED=11 runs it again") != std::string::npos, words);
        if (probe.found) {
            BOOST_TEST(out.text.find("falsify: property \"" + name + "\" " + probe.found) != std::string::npos, out.text);
            BOOST_TEST(out.text.find("\n  Replay:   PROPERTY_SEED=11 finds it again and shrinks it") != std::string::npos, out.text);
        }
        // Said once, by the process that ran the property, not by a copy of it.
        BOOST_TEST(occurrences(out.text, probe.words) == 1u, out.text);
    }
}

}  // namespace falsify::test::crash
