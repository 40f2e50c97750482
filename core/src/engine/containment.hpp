#pragma once
// Crash containment: a body that ends by a fatal signal, abort, exit or a
// hang is a failure carrying the input that was running, never the end of the
// process. A property runs in the process as usual, under a trap that jumps
// back out of a crashing body; once one of its executions has crashed, every
// later one runs in a forked child, so that shrinking a crash may crash as
// often as it needs to; where no child can be made (forking is off, or the
// platform cannot fork) the crash is reported unshrunk. A crash no trap can
// catch (on another thread than the body's, or on a platform without the trap)
// still ends the process, but says first which property was running on which
// input.
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>

// Linux: the timer of one thread (SIGEV_THREAD_ID) and pipe2 are Linux's.
// FALSIFY_NO_CRASH_TRAP builds the fallback of other platforms instead.
#if defined(__linux__) && !defined(FALSIFY_NO_CRASH_TRAP)
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

/// Writes on stderr, once a process, what is about to end it (`ending`:
/// "killed by SIGSEGV where falsify cannot contain it (...)"), for each
/// property running a body which one on which input, and the failure each
/// had found before (while it was shrunk). Best effort: it renders values,
/// which a broken heap may not survive. Whether there was anything to say.
bool say_last_words(const std::string& ending) noexcept;

/// One property run's containment, made by the runner and found by execute()
/// on the same thread.
class Containment {
public:
    /// `describe` renders what run_here's context runs (a property and its
    /// input), for the last words of a process a crash ends anyway.
    Containment(std::optional<std::uint64_t> hang_ms, bool may_fork, std::uint64_t seed, std::string (*describe)(const void*));
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
    /// Whether a crash can be run again in a child: forking allowed, and possible here.
    bool can_fork() const noexcept;
    /// Set when an execution crashed and no child can run it again: nothing is shrunk.
    bool crashed_unforked() const noexcept { return crashed_unforked_; }
    void crash_unforked() noexcept { crashed_unforked_ = true; }
    SharedDrawCounts* draw_counts() noexcept { return counts_; }
    const std::optional<std::uint64_t>& hang_ms() const noexcept { return hang_ms_; }

    /// What this run found, from its falsification until the report is made:
    /// said should the process be stopped (SIGINT, SIGTERM) while it shrinks.
    void found(std::string what);
    void found_reported() noexcept { has_found_.store(false); }

private:
    void arm_timer();
    void disarm_timer();
    void link_live();
    void unlink_live();

    friend bool say_last_words(const std::string& ending) noexcept;

    std::optional<std::uint64_t> hang_ms_;
    bool may_fork_;
    std::uint64_t seed_;
    std::string (*describe_)(const void*);
    /// run_here's context while a body runs; read by a dying process's handler on any thread.
    std::atomic<const void*> running_{nullptr};
    Containment* next_live_ = nullptr;
    std::string found_;
    std::atomic<bool> has_found_{false};
    bool isolated_ = false;
    bool crashed_unforked_ = false;
    SharedDrawCounts* counts_ = nullptr;
    Containment* previous_ = nullptr;
#ifdef FALSIFY_CONTAINS_CRASHES
    std::optional<timer_t> timer_;
    /// The thread's blocked signals as the run began, given back after a body that crashed
    /// (it may have blocked others, and the jump leaves the handled signal blocked).
    sigset_t mask_before_{};
#endif
};

}  // namespace falsify::detail
