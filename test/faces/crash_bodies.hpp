#pragma once
// The fault matrix: bodies that end every way a body can other than by
// returning, each at n >= 100 and nowhere else (so that the minimal input is
// n = 100), and what each face must report for each. The faces' crash modules
// (test/faces/*_face_crashing.cpp) run each as a property, under the name its
// row gives; the faces' tests (test/faces/test_*_face.cpp) read each row. A new
// probe is a body here, a row in `expected` or `ending`, and one line per module.
#include <atomic>
#include <cassert>
#include <csignal>
#include <cstdlib>
#include <exception>
#include <stdexcept>
#include <thread>

#include <pthread.h>
#include <sys/wait.h>
#include <unistd.h>

namespace falsify::test::crash {

inline void abort_at(int n) {
    if (n >= 100) std::abort();
}

inline void segv_at(int n) {
    if (n >= 100) std::raise(SIGSEGV);
}

inline void assert_at(int n) { assert(n < 100); }

inline void terminate_at(int n) {
    if (n >= 100) std::terminate();
}

inline void exit_at(int n) {
    if (n >= 100) std::exit(3);
}

inline void hang_at(int n) {
    std::atomic<bool> forever{true};
    while (n >= 100 && forever.load()) {
    }
}

inline void quick_exit_at(int n) {
    if (n >= 100) std::quick_exit(3);
}

/// Server code blocks every signal on its threads: the deadline and the trap must still reach the body.
inline void block_all_signals() {
    sigset_t all;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, nullptr);
}

inline void hang_blocking_signals_at(int n) {
    block_all_signals();
    hang_at(n);
}

inline void segv_blocking_signals_at(int n) {
    block_all_signals();
    segv_at(n);
}

/// A body that puts every fatal signal back to its default: run first in each
/// module, so that every crash after it shows that the next property's trap is whole again.
inline void reset_signal_dispositions(int) {
    for (const int signal : {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGTERM, SIGINT}) std::signal(signal, SIG_DFL);
}

/// A body that forks: one child _exits, another fails to exec and _exits(127), as a
/// shell-out does. Each child must end there, not go back into the property (and run
/// the rest of the test program again), and the property passes.
inline void fork_children_that_exit(int) {
    const pid_t plain = ::fork();
    if (plain == 0) ::_exit(0);
    const pid_t failed_exec = ::fork();
    if (failed_exec == 0) {
        ::execl("/nonexistent/falsify-probe", "falsify-probe", static_cast<char*>(nullptr));
        ::_exit(127);
    }
    int status = 0;
    if (::waitpid(plain, &status, 0) != plain || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
        throw std::runtime_error("the child that _exit(0)ed did not end with status 0");
    if (::waitpid(failed_exec, &status, 0) != failed_exec || !WIFEXITED(status) || WEXITSTATUS(status) != 127)
        throw std::runtime_error("the child whose exec failed did not end with status 127");
}

/// Each contained crash property's name (in every face's module) and what its
/// report's Failure: line starts with: the property fails, shrunk to n = 100, its
/// Replay: line reproduces it, and the rest of the module runs as if it had not crashed.
struct Expected {
    const char* name;
    const char* failure;
};
inline constexpr Expected expected[] = {
    {"crash_abort", "aborted"},
    {"crash_segv", "killed by SIGSEGV"},
    {"crash_assert", "aborted: "},
    {"crash_terminate", "aborted: terminate called without an active exception"},
    {"crash_exit", "exited with status 3"},
    {"crash_quick_exit", "exited with status 3"},
    {"crash_hang", "did not return within 100 ms"},
    {"crash_hang_blocking_signals", "did not return within 100 ms"},
    {"crash_segv_blocking_signals", "killed by SIGSEGV"},
};

/// Properties that pass whatever they do to the process (each module runs them
/// before its crashes): each runs once, and the program's output is not repeated.
inline constexpr const char* passing[] = {"resets_signal_dispositions", "forks_children_that_exit"};

// ---- what ends the process: a crash no trap catches, a stop signal ----------

inline void segv_on_a_thread_at(int n) {
    if (n >= 100) std::thread([] { std::raise(SIGSEGV); }).join();
}

inline void exit_on_a_thread_at(int n) {
    if (n >= 100) std::thread([] { std::exit(0); }).join();
}

inline void quick_exit_on_a_thread_at(int n) {
    if (n >= 100) std::thread([] { std::quick_exit(0); }).join();
}

inline void sigterm_at(int n) {
    if (n >= 100) std::raise(SIGTERM);
}

/// Fails at n >= 100, and is stopped by SIGTERM on its next failure: while it shrinks.
inline void sigterm_while_shrinking_at(int n) {
    static int failures = 0;
    if (n < 100) return;
    if (++failures == 2) std::raise(SIGTERM);
    throw std::runtime_error("n too large");
}

/// A probe that ends the process: run alone, it must end non-zero (never a pass,
/// never a hang), and stderr must carry falsify's last words, which start with
/// `words` and name the property, its input and its seed; `found`, when given,
/// is said of the failure found before the end.
struct Ending {
    const char* name;
    const char* words;
    const char* found;
};
inline constexpr Ending ending[] = {
    {"ends_segv_on_a_thread", "falsify: killed by SIGSEGV where falsify cannot contain it (on another thread than the body's)", nullptr},
    {"ends_exit_on_a_thread", "falsify: exit(0) was called on another thread than the body's, so the process ends with status 1 instead of 0,",
     nullptr},
    {"ends_quick_exit_on_a_thread",
     "falsify: quick_exit(0) was called on another thread than the body's, so the process ends with status 1 instead of 0,", nullptr},
    {"ends_sigterm", "falsify: killed by SIGTERM, which stops the run,", nullptr},
    {"ends_sigterm_while_shrinking", "falsify: killed by SIGTERM, which stops the run,",
     "had already failed when it was stopped, and was being shrunk:\n  Original: n="},
};

}  // namespace falsify::test::crash
