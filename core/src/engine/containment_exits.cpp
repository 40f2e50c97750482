// What falsify's program stands in for (containment.hpp): the functions that
// end a process, and those that block signals.
//
// exit() in a body would run the process's exit handlers (destroying statics,
// the test framework's among them) before any hook of ours could jump back,
// and _exit() runs none: so falsify's program defines them, jumps back when a
// body calls them and otherwise calls the C library's own, found past this
// definition. Called on another thread while a body runs, they say first what
// was running, and an exit status of 0 becomes 1: a property that ends its
// process never reads as a pass.
//
// A body that blocks signals (server code often blocks them all on its
// threads) would keep the hang timer's signal from ever interrupting it, and
// a fault's signal from reaching the trap: within a body, those stay unblocked.
// Code outside a property body sees no difference.
#include "engine/containment_trap.hpp"

#ifdef FALSIFY_CONTAINS_CRASHES
#include <cstdio>
#include <cstdlib>

#include <dlfcn.h>
#include <pthread.h>
#include <signal.h>

namespace {

template <class Function>
Function next_definition(const char* name) {
    void* found = ::dlsym(RTLD_NEXT, name);
    if (!found) std::abort();
    return reinterpret_cast<Function>(found);
}

using Exit = void (*)(int);

[[noreturn]] void end_with(const char* name, int status) noexcept {
    namespace detail = falsify::detail;
    if (detail::exit_to_trap(status)) __builtin_unreachable();
    if (detail::in_forked_child) {
        std::fflush(nullptr);
        static const Exit quick = next_definition<Exit>("_exit");
        quick(status);
    }
    if (detail::in_owner_process()) status = detail::last_words_on_exit(name, status);
    if (name[0] == 'e') {
        static const Exit full = next_definition<Exit>("exit");
        full(status);
    } else if (name[0] == 'q') {
        static const Exit quick_exit = next_definition<Exit>("quick_exit");
        quick_exit(status);
    } else {
        static const Exit quick = next_definition<Exit>(name);
        quick(status);
    }
    __builtin_unreachable();
}

/// `set` without the signals a body must not block, when a body calls to block them.
const sigset_t* unblockable_removed(int how, const sigset_t* set, sigset_t& copy) noexcept {
    namespace detail = falsify::detail;
    // A forked child runs nothing but its body.
    if (!set || how == SIG_UNBLOCK || !(detail::in_body_here() || detail::in_forked_child)) return set;
    copy = *set;
    sigdelset(&copy, detail::hang_signal);
    for (const int signal : detail::crash_signals) sigdelset(&copy, signal);
    return &copy;
}

}  // namespace

extern "C" {
void exit(int status) noexcept { end_with("exit", status); }
void _exit(int status) { end_with("_exit", status); }
void _Exit(int status) noexcept { end_with("_Exit", status); }
void quick_exit(int status) noexcept { end_with("quick_exit", status); }

int pthread_sigmask(int how, const sigset_t* set, sigset_t* old) noexcept {
    using Mask = int (*)(int, const sigset_t*, sigset_t*);
    static const Mask next = next_definition<Mask>("pthread_sigmask");
    sigset_t copy;
    return next(how, unblockable_removed(how, set, copy), old);
}

int sigprocmask(int how, const sigset_t* set, sigset_t* old) noexcept {
    using Mask = int (*)(int, const sigset_t*, sigset_t*);
    static const Mask next = next_definition<Mask>("sigprocmask");
    sigset_t copy;
    return next(how, unblockable_removed(how, set, copy), old);
}
}
#endif
