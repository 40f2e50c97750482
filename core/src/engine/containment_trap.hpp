#pragma once
// What the trap (containment.cpp) shares with the forked child that runs an
// execution for its parent (containment_child.cpp) and with the functions
// that end a process, which falsify's program stands in for (containment_exits.cpp).
#include "engine/containment.hpp"

#ifdef FALSIFY_CONTAINS_CRASHES
#include <csignal>

namespace falsify::detail {

/// The signals a crashing body raises: under a trap, each is that body's failure.
inline constexpr int crash_signals[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT};
/// The signals that stop a run (a terminal's ^C, a CI job's timeout): never
/// contained, since the person or the job that sent one wants the run to end;
/// the process says first what it was running and what it had found.
inline constexpr int stop_signals[] = {SIGTERM, SIGINT, SIGHUP, SIGQUIT};
/// A hang is interrupted by a timer of the body's thread (SIGEV_THREAD_ID).
inline constexpr int hang_signal = SIGALRM;

/// Back to this thread's trap, as a body that exited with `status`; false
/// where there is none: outside a body, or in a process the body forked.
bool exit_to_trap(int status) noexcept;

/// Whether this thread runs a body under a trap of this very process (a
/// process the body forked inherits the trap, but must not jump into it).
bool in_body_here() noexcept;

/// Whether the calling process is the one whose properties the containments
/// run (and not a process one of their bodies forked).
bool in_owner_process() noexcept;

/// Makes the calling process, just forked, a child that runs one execution
/// for its parent: no trap, default dispositions, no signal blocked; its exits end it at once.
void become_forked_child() noexcept;

/// Set in such a child: an exit there ends it with its status at once,
/// without the parent's exit handlers (a test framework's report among them).
extern volatile sig_atomic_t in_forked_child;

/// What ends the process now, outside any trap: says so when a body runs or a
/// failure was found (see say_last_words), and gives the status the process
/// ends with (`status`, or 1 where `status` was 0 while a body ran: an exit
/// from a property's body never reads as a pass).
int last_words_on_exit(const char* how, int status) noexcept;

}  // namespace falsify::detail

#endif
