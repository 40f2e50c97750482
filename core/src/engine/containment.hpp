#pragma once
// Crash containment: a body that ends by a fatal signal, abort, exit or a
// hang is a failure carrying the input that was running, never the end of the
// process. A property runs in the process as usual, under a trap that jumps
// back out of a crashing body; once one of its executions has crashed, every
// later one runs in a forked child, so that shrinking a crash may crash as
// often as it needs to. Elsewhere than on Linux there is no trap yet.
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>

// Linux: the timer of one thread (SIGEV_THREAD_ID) and pipe2 are Linux's.
#if defined(__linux__)
#define FALSIFY_CONTAINS_CRASHES 1
#include <signal.h>
#include <time.h>
#endif

namespace falsify::detail {

/// How an execution ended other than by returning or throwing.
struct Crash {
    enum Kind { Signal, Exit, Hang } kind = Signal;
    /// The signal, or the exit status.
    int code = 0;
    std::uint64_t hang_ms = 0;
    /// The last lines a child wrote on stderr as it ended (an assert's message, terminate's what()).
    std::string said;
};

/// `killed by SIGSEGV`, `aborted`, `exited with status 3`, `did not return within 2000 ms`.
std::string describe(const Crash& crash);

/// Draws a forked execution served from its tape, and drew afresh, in memory
/// the parent reads after the child ended however it ended.
struct SharedDrawCounts {
    volatile std::size_t taken = 0;
    volatile std::size_t fresh = 0;
};

/// What a forked execution sent back: the record it wrote before returning,
/// or how it ended. Neither when no child could be made.
struct ChildOutcome {
    std::optional<std::string> record;
    std::optional<Crash> crash;
};

/// One property run's containment, made by the runner and found by execute()
/// on the same thread.
class Containment {
public:
    explicit Containment(std::optional<std::uint64_t> hang_ms);
    ~Containment();
    Containment(const Containment&) = delete;
    Containment& operator=(const Containment&) = delete;

    /// The innermost live one on this thread; null outside a run and where
    /// the platform cannot contain a crash.
    static Containment* current() noexcept;

    /// Calls call(context) here; how it crashed when it did not return.
    /// Exceptions pass through.
    std::optional<Crash> run_here(void (*call)(void*), void* context);
    /// Calls `child` in a forked process, its stderr captured; its result is the record.
    ChildOutcome run_in_child(const std::function<std::string()>& child);

    /// Set once an execution crashed: the rest run in children.
    bool isolated() const noexcept { return isolated_; }
    void isolate() noexcept { isolated_ = true; }
    SharedDrawCounts* draw_counts() noexcept { return counts_; }
    const std::optional<std::uint64_t>& hang_ms() const noexcept { return hang_ms_; }

private:
    void arm_timer();
    void disarm_timer();

    std::optional<std::uint64_t> hang_ms_;
    bool isolated_ = false;
    SharedDrawCounts* counts_ = nullptr;
    Containment* previous_ = nullptr;
#ifdef FALSIFY_CONTAINS_CRASHES
    std::optional<timer_t> timer_;
#endif
};

}  // namespace falsify::detail
