// Crash containment on the plain API: a body that aborts, takes a fatal
// signal, fails an assert, calls std::terminate or exit, or hangs under the
// deadline is a falsification shrunk to its minimal input, and the process
// goes on to run every later property as if nothing had happened.
#include "support.hpp"

#include <boost/test/unit_test.hpp>

#include <atomic>
#include <cassert>
#include <csignal>
#include <cstdlib>
#include <exception>
#include <functional>
#include <stdexcept>
#include <string>
#include <thread>

#include <sys/wait.h>
#include <unistd.h>

// A body that crashes is left by a jump: what its frames held is never freed.
extern "C" const char* __asan_default_options() { return "detect_leaks=0"; }

using namespace falsify;

BOOST_AUTO_TEST_SUITE(containment)

namespace {

// Each crashes at n >= 100 and nowhere else: the minimal input is n = 100.
[[noreturn]] void segfault() {
    std::raise(SIGSEGV);
    std::abort();
}
void assert_small(int n) { assert(n < 100); }
[[noreturn]] void terminate_now() { std::terminate(); }
[[noreturn]] void throw_escaped(int n) { throw std::runtime_error("escaped at " + std::to_string(n)); }
// An exception that leaves a noexcept function ends in std::terminate.
void escapes(int n) noexcept { throw_escaped(n); }

struct CrashCase {
    const char* name;
    std::function<void(int)> crash;
    const char* failure;  // what the Failure: line starts with
};

std::vector<CrashCase> crash_cases() {
    return {
        {"abort", [](int) { std::abort(); }, "aborted"},
        {"sigsegv", [](int) { segfault(); }, "killed by SIGSEGV"},
        {"sigfpe", [](int) { std::raise(SIGFPE); }, "killed by SIGFPE"},
        {"sigbus", [](int) { std::raise(SIGBUS); }, "killed by SIGBUS"},
        {"sigill", [](int) { std::raise(SIGILL); }, "killed by SIGILL"},
        {"assert", [](int n) { assert_small(n); }, "aborted: "},
        {"terminate", [](int) { terminate_now(); }, "aborted"},
        {"exit", [](int) { std::exit(3); }, "exited with status 3"},
        {"exit0", [](int) { std::exit(0); }, "exited with status 0"},
        {"_exit", [](int) { _exit(4); }, "exited with status 4"},
        {"_Exit", [](int) { std::_Exit(5); }, "exited with status 5"},
    };
}

Result crashing_property(const CrashCase& c, Config config = Config().seed(11)) {
    return property(c.name,
                    [&](int n) {
                        if (n >= 100) c.crash(n);
                    })
        .names({"n"})
        .with(param("n", gen::ints(0, 1000)))
        .with(std::move(config))
        .check();
}

/// An ordinary property after a crash: its verdict and message as when run alone.
Result ordinary_failing() {
    return property("ordinary", [](int n) { FALSIFY_ASSERT(n < 100); })
        .names({"n"})
        .with(param("n", gen::ints(0, 1000)))
        .with(Config().seed(5))
        .check();
}

}  // namespace

BOOST_AUTO_TEST_CASE(every_way_a_body_can_crash_is_a_falsification_shrunk_to_the_minimal_input) {
    const Result alone = ordinary_failing();
    for (const CrashCase& c : crash_cases()) {
        BOOST_TEST_CONTEXT(c.name) {
            const Result result = crashing_property(c);
            BOOST_TEST_REQUIRE(result.outcome() == Outcome::Falsified, result.message());
            const auto& ce = *result.counter_example();
            BOOST_TEST(test::shrunk_argument(ce, "n") == "100", result.message());
            BOOST_TEST_REQUIRE(ce.failure.has_value());
            BOOST_TEST(ce.failure->message.rfind(c.failure, 0) == 0u, ce.failure->message);
            BOOST_TEST(ce.shrink_steps > 0u);
            // A crash replays as any failure does: the minimal input crashes every time.
            BOOST_TEST(!ce.is_flaky(), result.message());
            // The process goes on, and a later property is run and reported exactly as alone.
            const Result after = ordinary_failing();
            BOOST_TEST(after.message() == alone.message());
        }
    }
}

BOOST_AUTO_TEST_CASE(an_assert_reports_its_own_message) {
    const Result result = crashing_property(crash_cases()[5]);
    BOOST_TEST_REQUIRE(result.counter_example().has_value());
    const std::string message = result.counter_example()->failure->message;
    BOOST_TEST(message.find("Assertion") != std::string::npos, message);
    BOOST_TEST(message.find("n < 100") != std::string::npos, message);
}

BOOST_AUTO_TEST_CASE(terminate_reports_the_exception_that_escaped) {
    const Result result = property("escapes", [](int n) {
                              if (n >= 100) escapes(n);
                          })
                              .names({"n"})
                              .with(param("n", gen::ints(0, 1000)))
                              .with(Config().seed(3))
                              .check();
    BOOST_TEST_REQUIRE(result.outcome() == Outcome::Falsified);
    const auto& ce = *result.counter_example();
    BOOST_TEST(test::shrunk_argument(ce, "n") == "100");
    BOOST_TEST(ce.failure->message.find("escaped at 100") != std::string::npos, ce.failure->message);
}

BOOST_AUTO_TEST_CASE(a_hang_under_the_deadline_is_a_falsification_shrunk_to_the_minimal_input) {
    const Result result = property("hangs", [](int n) {
                              std::atomic<bool> forever{true};
                              while (n >= 100 && forever.load()) {
                              }
                          })
                              .names({"n"})
                              .with(param("n", gen::ints(0, 1000)))
                              .with(Config().seed(11).hang_ms(50))
                              .check();
    BOOST_TEST_REQUIRE(result.outcome() == Outcome::Falsified, result.message());
    const auto& ce = *result.counter_example();
    BOOST_TEST(test::shrunk_argument(ce, "n") == "100", result.message());
    BOOST_TEST(ce.failure->message == "did not return within 50 ms", result.message());
    BOOST_TEST(ordinary_failing().message() == ordinary_failing().message());
}

BOOST_AUTO_TEST_CASE(a_body_that_returns_in_time_is_not_a_hang) {
    const Result result = property("quick", [](int) {}).names({"n"}).with(param("n", gen::ints(0, 1000))).with(Config().hang_ms(5000)).check();
    BOOST_TEST(result.passed(), result.message());
}

BOOST_AUTO_TEST_CASE(a_crash_replays_from_its_seed_and_path) {
    const auto cases = crash_cases();
    const CrashCase& c = cases[1];
    const Result found = crashing_property(c);
    BOOST_TEST_REQUIRE(found.counter_example().has_value());
    const auto& ce = *found.counter_example();
    BOOST_TEST_REQUIRE(!ce.path.empty());
    const Result replayed = crashing_property(c, Config().seed(found.seed()).path(ce.path));
    BOOST_TEST_REQUIRE(replayed.outcome() == Outcome::Falsified, replayed.message());
    BOOST_TEST(test::shrunk_argument(*replayed.counter_example(), "n") == "100");
    BOOST_TEST(replayed.counter_example()->failure->message.rfind("killed by SIGSEGV", 0) == 0u);
    // One execution per step, and the found input's: no search.
    BOOST_TEST(replayed.counter_example()->shrink_trials == ce.shrink_steps);
}

BOOST_AUTO_TEST_CASE(in_body_draws_that_crash_shrink_too) {
    const Result result = property("draws", [] {
                              const int k = draw(gen::ints(0, 1000));
                              if (k >= 100) std::abort();
                          })
                              .with(Config().seed(2))
                              .check();
    BOOST_TEST_REQUIRE(result.outcome() == Outcome::Falsified, result.message());
    BOOST_TEST(test::shrunk_argument(*result.counter_example(), "draw#1") == "100", result.message());
}

BOOST_AUTO_TEST_CASE(a_crash_among_ordinary_failures_is_its_own_failure) {
    // Fails by assertion from 100 and crashes from 500: whichever was found first is shrunk, as itself.
    for (std::uint64_t seed = 0; seed < 6; ++seed) {
        const Result result = property("both", [](int n) {
                                  if (n >= 500) std::abort();
                                  FALSIFY_ASSERT(n < 100);
                              })
                                  .names({"n"})
                                  .with(param("n", gen::ints(0, 1000)))
                                  .with(Config().seed(seed))
                                  .check();
        BOOST_TEST_REQUIRE(result.outcome() == Outcome::Falsified);
        const auto& ce = *result.counter_example();
        const std::string n = test::shrunk_argument(ce, "n");
        if (ce.failure->message == "aborted") BOOST_TEST(n == "500", result.message());
        else BOOST_TEST(n == "100", result.message());
    }
}

BOOST_AUTO_TEST_CASE(a_property_that_never_crashes_forks_nothing_and_passes) {
    int executions = 0;
    const Result result = property("fine", [&](int) { ++executions; }).names({"n"}).with(param("n", gen::ints(0, 10))).with(Config().runs(50)).check();
    BOOST_TEST(result.passed());
    // Executed here: a forked execution would not count.
    BOOST_TEST(executions == 50);
}

BOOST_AUTO_TEST_CASE(with_forking_off_a_crash_is_reported_once_with_the_input_that_crashed) {
    const Result alone = ordinary_failing();
    for (const CrashCase& c : crash_cases()) {
        BOOST_TEST_CONTEXT(c.name) {
            int crashed = 0;
            const CrashCase counted{c.name,
                                    [&](int n) {
                                        ++crashed;
                                        c.crash(n);
                                    },
                                    c.failure};
            const Result result = crashing_property(counted, Config().seed(11).fork_after_crash(false));
            BOOST_TEST_REQUIRE(result.outcome() == Outcome::Falsified, result.message());
            const auto& ce = *result.counter_example();
            // Never run again in this process: shrinking would crash it as often as it tries.
            BOOST_TEST(crashed == 1);
            BOOST_TEST(ce.shrink_steps == 0u);
            BOOST_TEST(ce.shrunk_arguments == ce.original_arguments);
            BOOST_TEST(std::stoi(test::shrunk_argument(ce, "n")) >= 100);
            BOOST_TEST(ce.failure->message.rfind(std::string(c.failure).substr(0, 6), 0) == 0u, ce.failure->message);
            BOOST_TEST(result.message().find("not shrunk: a crash is run again only in a child process, and forking is off "
                                             "(fork_after_crash, PROPERTY_FORK)") != std::string::npos,
                       result.message());
            BOOST_TEST(ordinary_failing().message() == alone.message());
        }
    }
}

BOOST_AUTO_TEST_CASE(a_crash_no_trap_catches_says_which_property_ran_on_which_input_as_the_process_ends) {
    // A crash on another thread than the body's ends the process; it says first what was running.
    int said[2];
    BOOST_TEST_REQUIRE(::pipe(said) == 0);
    const pid_t child = ::fork();
    BOOST_TEST_REQUIRE(child >= 0);
    if (child == 0) {
        ::dup2(said[1], STDERR_FILENO);
        // The test framework's own handler would take the signal instead of the default.
        std::signal(SIGSEGV, SIG_DFL);
        (void)property("crash on a thread",
                       [](int n) {
                           if (n < 100) return;
                           std::thread([] { std::raise(SIGSEGV); }).join();
                       })
            .names({"n"})
            .with(param("n", gen::ints(0, 1000)))
            .with(Config().seed(11))
            .check();
        std::_Exit(0);
    }
    ::close(said[1]);
    std::string text;
    char buffer[512];
    for (ssize_t n; (n = ::read(said[0], buffer, sizeof buffer)) > 0;) text.append(buffer, static_cast<std::size_t>(n));
    ::close(said[0]);
    int status = 0;
    ::waitpid(child, &status, 0);
    BOOST_TEST(WIFSIGNALED(status));
    BOOST_TEST(WTERMSIG(status) == SIGSEGV);
    BOOST_TEST(text.find("falsify: killed by SIGSEGV where falsify cannot contain it") != std::string::npos, text);
    BOOST_TEST(text.find("while property \"crash on a thread\" ran on input n=") != std::string::npos, text);
    BOOST_TEST(text.find("; PROPERTY_SEED=11 runs it again") != std::string::npos, text);
}

BOOST_AUTO_TEST_CASE(the_signal_dispositions_are_given_back_after_the_run) {
    struct sigaction before {};
    sigaction(SIGSEGV, nullptr, &before);
    (void)crashing_property(crash_cases()[1]);
    struct sigaction after {};
    sigaction(SIGSEGV, nullptr, &after);
    BOOST_TEST((before.sa_flags & SA_SIGINFO) == (after.sa_flags & SA_SIGINFO));
    if (before.sa_flags & SA_SIGINFO) BOOST_TEST(reinterpret_cast<void*>(before.sa_sigaction) == reinterpret_cast<void*>(after.sa_sigaction));
    else BOOST_TEST(reinterpret_cast<void*>(before.sa_handler) == reinterpret_cast<void*>(after.sa_handler));
}

BOOST_AUTO_TEST_SUITE_END()
