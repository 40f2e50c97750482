#pragma once
// Bodies that end every way a body can other than by returning, each at
// n >= 100 and nowhere else, so that the minimal input is n = 100: the faces'
// crash modules (test/faces/*_face_crashing.cpp) run each as a property.
#include <atomic>
#include <cassert>
#include <csignal>
#include <cstdlib>
#include <exception>

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

/// Each crash property's name (in every face's module) and what its report's Failure: line starts with.
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
    {"crash_hang", "did not return within 100 ms"},
};

}  // namespace falsify::test::crash
