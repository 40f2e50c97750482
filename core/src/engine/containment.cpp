// Crash containment (see containment.hpp): the trap that jumps back out of a
// crashing body, its signal handlers, and the last words of a process that a
// crash no trap catches ends. The forked child that runs a body once one has
// crashed is in containment_child.cpp; exit() and its kin in containment_exits.cpp.
#include "engine/containment.hpp"
#include "engine/containment_trap.hpp"

#include <falsify/detail/crash_cleanup.hpp>
#include <falsify/detail/stop_signals.hpp>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <csignal>
#include <cstring>
#include <exception>
#include <iterator>
#include <mutex>
#include <new>
#include <stdexcept>

#ifdef FALSIFY_CONTAINS_CRASHES
#include <falsify/show.hpp>

#include <csetjmp>
#include <cxxabi.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace falsify::detail {

namespace {

thread_local CrashCleanup* cleanup_top = nullptr;

}  // namespace

CrashCleanup::CrashCleanup(Action action, void* context) noexcept : action_(action), context_(context), previous_(cleanup_top) {
    cleanup_top = this;
}

CrashCleanup::~CrashCleanup() {
    // Destroyed in order when nothing crashed; after a crash abandon_since has already unlinked it.
    if (cleanup_top == this) cleanup_top = previous_;
}

CrashCleanup* CrashCleanup::top() noexcept { return cleanup_top; }

void CrashCleanup::abandon_since(CrashCleanup* mark) noexcept {
    while (cleanup_top && cleanup_top != mark) {
        CrashCleanup* abandoned = cleanup_top;
        cleanup_top = abandoned->previous_;
        abandoned->action_(abandoned->context_);
    }
}

namespace {

std::string signal_name(int signal) {
    switch (signal) {
        case SIGSEGV: return "SIGSEGV";
        case SIGFPE: return "SIGFPE";
        case SIGILL: return "SIGILL";
        case SIGABRT: return "SIGABRT";
#ifdef FALSIFY_CONTAINS_CRASHES
        case SIGBUS: return "SIGBUS";
        case SIGKILL: return "SIGKILL";
        case SIGTERM: return "SIGTERM";
        case SIGINT: return "SIGINT";
        case SIGALRM: return "SIGALRM";
        case SIGPIPE: return "SIGPIPE";
        case SIGTRAP: return "SIGTRAP";
        case SIGSYS: return "SIGSYS";
        case SIGUSR1: return "SIGUSR1";
        case SIGUSR2: return "SIGUSR2";
#endif
        default: return "signal " + std::to_string(signal);
    }
}

}  // namespace

std::string describe(const Crash& crash) {
    switch (crash.kind) {
        case Crash::Exit: return "exited with status " + std::to_string(crash.code);
        case Crash::Hang: return "did not return within " + std::to_string(crash.hang_ms) + " ms";
        case Crash::Signal: break;
    }
    if (crash.code == SIGABRT) return "aborted";
    return "killed by " + signal_name(crash.code);
}

namespace {

/// The containments of the properties running now, on any thread, newest first.
std::mutex live_mutex;
std::atomic<Containment*> live_head{nullptr};

}  // namespace

bool say_last_words(const std::string& ending) noexcept {
    bool anything = false;
    try {
#ifdef FALSIFY_CONTAINS_CRASHES
        // A process the body forked has the same containments in its memory, but not its own to speak of.
        if (in_forked_child || !in_owner_process()) return false;
#endif
        static std::atomic_flag said = ATOMIC_FLAG_INIT;
        std::string words;
        for (Containment* live = live_head.load(); live; live = live->next_live_) {
            const void* running = live->running_.load(std::memory_order_relaxed);
            const bool found = live->has_found_.load();
            if (!running && !found) continue;
            anything = true;
            if (running)
                words += "falsify: " + ending + " while property " + live->describe_(running) + "; PROPERTY_SEED=" +
                         std::to_string(live->seed_) + " runs it again\n";
            if (found) words += live->found_;
        }
        if (!anything || said.test_and_set()) return anything;
#ifdef FALSIFY_CONTAINS_CRASHES
        // Rendering allocates: should a broken heap deadlock it, the process still ends.
        ::alarm(10);
#endif
        std::fputs(words.c_str(), stderr);
        std::fflush(stderr);
    } catch (...) {
    }
    return anything;
}

void Containment::found(std::string what) {
    // Written before it is published: a handler on another thread reads it only once has_found_ says so.
    has_found_.store(false);
    found_ = std::move(what);
    has_found_.store(true);
}

bool Containment::can_fork() const noexcept {
#ifdef FALSIFY_CONTAINS_CRASHES
    return may_fork_;
#else
    return false;
#endif
}

void Containment::link_live() {
    const std::lock_guard lock(live_mutex);
    next_live_ = live_head.load();
    live_head.store(this);
}

void Containment::unlink_live() {
    const std::lock_guard lock(live_mutex);
    // Properties on several threads end in any order: this one may sit behind newer ones.
    Containment* head = live_head.load();
    if (head == this) return live_head.store(next_live_);
    for (Containment* live = head; live; live = live->next_live_)
        if (live->next_live_ == this) return void(live->next_live_ = next_live_);
}

namespace {

thread_local Containment* innermost = nullptr;

/// Clears what a containment says it runs, however the call ends.
struct Running {
    std::atomic<const void*>& running;
    Running(std::atomic<const void*>& running_arg, const void* context) : running(running_arg) {
        running.store(context, std::memory_order_relaxed);
    }
    ~Running() { running.store(nullptr, std::memory_order_relaxed); }
    Running(const Running&) = delete;
    Running& operator=(const Running&) = delete;
};

}  // namespace

Containment* Containment::current() noexcept { return innermost; }

#ifndef FALSIFY_CONTAINS_CRASHES

namespace {

// No trap: a crash ends the process, after its last words.
constexpr int fatal_signals[] = {SIGSEGV, SIGFPE, SIGILL, SIGABRT};
using Handler = void (*)(int);
Handler previous_handlers[std::size(fatal_signals)];
std::size_t installed_count = 0;

void on_signal(int signal) {
    say_last_words(describe(Crash{Crash::Signal, signal, 0, {}}) + " where falsify cannot contain it (on a platform without its trap)");
    std::signal(signal, SIG_DFL);
    std::raise(signal);
}

}  // namespace

Containment::Containment(std::optional<std::uint64_t> hang_ms, bool may_fork, std::uint64_t seed, std::string (*describe)(const void*))
    : hang_ms_(hang_ms), may_fork_(may_fork), seed_(seed), describe_(describe), previous_(innermost) {
    {
        const std::lock_guard lock(live_mutex);
        if (installed_count++ == 0)
            for (std::size_t i = 0; i < std::size(fatal_signals); ++i) previous_handlers[i] = std::signal(fatal_signals[i], on_signal);
    }
    link_live();
    innermost = this;
}

Containment::~Containment() {
    innermost = previous_;
    unlink_live();
    const std::lock_guard lock(live_mutex);
    if (--installed_count == 0)
        for (std::size_t i = 0; i < std::size(fatal_signals); ++i) std::signal(fatal_signals[i], previous_handlers[i]);
}

std::optional<Crash> Containment::run_here(void (*call)(void*), void* context) {
    const Running running(running_, context);
    call(context);
    return std::nullopt;
}
ChildOutcome Containment::run_in_child(const std::function<std::string()>&) { return {}; }
void Containment::arm_timer() {}
void Containment::disarm_timer() {}

#else

namespace {

/// The hang timer's signals carry this address, which tells them from any other SIGALRM.
int hang_marker;

/// Where a crashing body jumps back to, and what it says there.
struct TrapFrame {
    sigjmp_buf back;
    volatile sig_atomic_t kind = Crash::Signal;
    volatile sig_atomic_t code = 0;
    TrapFrame* previous = nullptr;
    /// The newest cleanup registered before the body: those after it belong to the frames the jump leaves.
    CrashCleanup* cleanups = nullptr;
};

/// Back to `frame`. The cleanups of the frames left run first, while those
/// frames are intact: once back, the calls that follow reuse their stack.
[[noreturn]] void jump_back(TrapFrame& frame) {
    CrashCleanup::abandon_since(frame.cleanups);
    siglongjmp(frame.back, 1);
}

thread_local TrapFrame* trap = nullptr;

/// Set in a process whose stop signals ask it to end in good order (a campaign
/// worker, stopped by its coordinator): such a stop is no interrupted run to report.
std::atomic<bool> stops_are_orderly{false};

/// The process that installed the handlers. A body that forks (or vforks)
/// leaves its trap in the child's memory: only this process may jump into it.
std::atomic<pid_t> owner_pid{0};

/// The dispositions before the first live containment, restored after the
/// last (properties may run on several threads at once).
std::mutex installed_mutex;
std::size_t installed_count = 0;
std::size_t hang_count = 0;
struct sigaction previous_actions[NSIG];
/// Which of the stop signals carry our handler (one ignored before, by nohup or a
/// background job, stays ignored).
bool stop_handled[NSIG];

[[noreturn]] void end_by(int signal) {
    ::signal(signal, SIG_DFL);
    sigset_t only;
    sigemptyset(&only);
    sigaddset(&only, signal);
    pthread_sigmask(SIG_UNBLOCK, &only, nullptr);
    ::raise(signal);
    // A fault's signal raised by the instruction itself comes back as that instruction runs again.
    ::_exit(128 + signal);
}

/// A signal disposition that is the system's default.
bool is_default(const struct sigaction& action) { return !(action.sa_flags & SA_SIGINFO) && action.sa_handler == SIG_DFL; }

void forward_to_previous(int signal, siginfo_t* info, void* context) {
    const struct sigaction& previous = previous_actions[signal];
    if (previous.sa_flags & SA_SIGINFO) {
        previous.sa_sigaction(signal, info, context);
    } else if (previous.sa_handler == SIG_DFL) {
        // Not a body's: the process ends as it would have without falsify.
        ::signal(signal, SIG_DFL);
        ::raise(signal);
    } else if (previous.sa_handler != SIG_IGN) {
        previous.sa_handler(signal);
    }
}

bool is_stop_signal(int signal) { return std::find(std::begin(stop_signals), std::end(stop_signals), signal) != std::end(stop_signals); }

void on_signal(int signal, siginfo_t* info, void* context) {
    const int saved_errno = errno;
    if (::getpid() != owner_pid.load(std::memory_order_relaxed)) {
        // A process the body forked: its crash is its own, and ends it as it would without falsify;
        // an alarm of its own (timers are not inherited) goes where it would have gone.
        if (signal != hang_signal) end_by(signal);
        return forward_to_previous(signal, info, context);
    }
    const bool ours = signal != hang_signal || (info && info->si_code == SI_TIMER && info->si_value.sival_ptr == &hang_marker);
    if (TrapFrame* frame = trap; frame && ours && !is_stop_signal(signal)) {
        frame->kind = signal == hang_signal ? Crash::Hang : Crash::Signal;
        frame->code = signal;
        jump_back(*frame);
    }
    if (signal == hang_signal) {
        errno = saved_errno;
        if (ours) return;  // a timer that fired as its body returned
        return forward_to_previous(signal, info, context);
    }
    if (is_stop_signal(signal)) {
        if (!stops_are_orderly.load(std::memory_order_relaxed))
            say_last_words("killed by " + signal_name(signal) + ", which stops the run,");
        return forward_to_previous(signal, info, context);
    }
    // A crash while a body runs that no trap catches: on a thread the body started. Whatever
    // handler was there before (a test framework's, which would go on to the next test with the
    // property's output still muted) must not make it look like anything but the end it is.
    if (say_last_words(describe(Crash{Crash::Signal, signal, 0, {}}) +
                       " where falsify cannot contain it (on another thread than the body's)"))
        end_by(signal);
    forward_to_previous(signal, info, context);
}

}  // namespace

bool in_body_here() noexcept { return trap && ::getpid() == owner_pid.load(std::memory_order_relaxed); }

void stop_signals_are_orderly() noexcept { stops_are_orderly.store(true, std::memory_order_relaxed); }

bool in_owner_process() noexcept { return ::getpid() == owner_pid.load(std::memory_order_relaxed); }

void become_forked_child() noexcept {
    in_forked_child = 1;
    trap = nullptr;
    // A crash or a stop ends the child, and the parent reads how from its status.
    for (const int signal : crash_signals) ::signal(signal, SIG_DFL);
    for (const int signal : stop_signals)
        if (stop_handled[signal]) ::signal(signal, SIG_DFL);
    sigset_t none;
    sigemptyset(&none);
    pthread_sigmask(SIG_SETMASK, &none, nullptr);
}

bool exit_to_trap(int status) noexcept {
    if (!in_body_here()) return false;
    TrapFrame* frame = trap;
    frame->kind = Crash::Exit;
    frame->code = status;
    jump_back(*frame);
}

int last_words_on_exit(const char* how, int status) noexcept {
    const bool said = say_last_words(std::string(how) + "(" + std::to_string(status) + ") was called on another thread than the body's" +
                                     (status == 0 ? ", so the process ends with status 1 instead of 0," : ""));
    return said && status == 0 ? 1 : status;
}

namespace {

std::terminate_handler previous_terminate = nullptr;

/// What libstdc++'s verbose handler says, but every time: it says it once a
/// process, and a property may terminate many times (each forked child too).
[[noreturn]] void on_terminate() noexcept {
    const char* said = "terminate called without an active exception\n";
    if (const std::exception_ptr thrown = std::current_exception()) {
        try {
            std::rethrow_exception(thrown);
        } catch (const std::exception& e) {
            std::fprintf(stderr, "terminate called after throwing an instance of '%s'\n  what():  %s\n", type_name(typeid(e)).c_str(),
                         e.what());
            std::abort();
        } catch (...) {
            said = "terminate called after throwing an exception not derived from std::exception\n";
        }
    }
    std::fputs(said, stderr);
    std::abort();
}

void install_hang_handler(bool hang);

/// Our handlers left installed by the last run over default dispositions: outside a
/// body they act as the default does, and the next run need not install them again
/// (each change of a disposition is a system call, and they were most of a short
/// property's cost).
bool kept_over_defaults = false;

bool is_ours(int signal) {
    struct sigaction now {};
    return ::sigaction(signal, nullptr, &now) == 0 && (now.sa_flags & SA_SIGINFO) && now.sa_sigaction == on_signal;
}

/// Checked at every run of a property, for every signal: a body may have reset one
/// (to its default, or to a handler of its own) since the last run.
bool ours_still_installed() {
    for (const int signal : crash_signals)
        if (!is_ours(signal)) return false;
    for (const int signal : stop_signals)
        if (stop_handled[signal] && !is_ours(signal)) return false;
    return true;
}

bool previous_all_default() {
    for (const int signal : crash_signals)
        if (!is_default(previous_actions[signal])) return false;
    for (const int signal : stop_signals)
        if (stop_handled[signal] && !is_default(previous_actions[signal])) return false;
    return true;
}

void install_handlers(bool hang) {
    const std::lock_guard lock(installed_mutex);
    if (installed_count++ == 0) {
        owner_pid.store(::getpid(), std::memory_order_relaxed);
        previous_terminate = std::set_terminate(on_terminate);
        if (kept_over_defaults && ours_still_installed()) return install_hang_handler(hang);
        kept_over_defaults = false;
        struct sigaction action {};
        action.sa_sigaction = on_signal;
        action.sa_flags = SA_SIGINFO | SA_ONSTACK;
        sigemptyset(&action.sa_mask);
        for (const int signal : crash_signals)
            if (!is_ours(signal)) ::sigaction(signal, &action, &previous_actions[signal]);
        for (const int signal : stop_signals) {
            if (is_ours(signal)) continue;
            struct sigaction before {};
            ::sigaction(signal, nullptr, &before);
            stop_handled[signal] = before.sa_flags & SA_SIGINFO || before.sa_handler != SIG_IGN;
            if (stop_handled[signal]) ::sigaction(signal, &action, &previous_actions[signal]);
        }
    }
    install_hang_handler(hang);
}

/// The timer's signal only for runs with a deadline. Under installed_mutex.
void install_hang_handler(bool hang) {
    if (hang && hang_count++ == 0) {
        struct sigaction action {};
        action.sa_sigaction = on_signal;
        action.sa_flags = SA_SIGINFO | SA_ONSTACK;
        sigemptyset(&action.sa_mask);
        ::sigaction(hang_signal, &action, &previous_actions[hang_signal]);
    }
}

void restore_handlers(bool hang) {
    const std::lock_guard lock(installed_mutex);
    if (hang && --hang_count == 0) ::sigaction(hang_signal, &previous_actions[hang_signal], nullptr);
    if (--installed_count != 0) return;
    std::set_terminate(previous_terminate);
    if (previous_all_default()) {
        kept_over_defaults = true;
        return;
    }
    // Over a test framework's handlers (Boost.Test's, Catch2's are live during a test only): theirs back.
    for (const int signal : crash_signals) ::sigaction(signal, &previous_actions[signal], nullptr);
    for (const int signal : stop_signals)
        if (stop_handled[signal]) ::sigaction(signal, &previous_actions[signal], nullptr);
}

/// A stack for the handlers of a body that overflowed its own, made once per
/// thread that runs properties and kept while it lives (a thread that already
/// has one keeps its own).
class AlternateStack {
public:
    AlternateStack() {
        stack_t existing{};
        if (::sigaltstack(nullptr, &existing) != 0 || !(existing.ss_flags & SS_DISABLE)) return;
        memory_ = ::operator new(size);
        stack_t ours{};
        ours.ss_sp = memory_;
        ours.ss_size = size;
        if (::sigaltstack(&ours, nullptr) == 0) return;
        ::operator delete(memory_);
        memory_ = nullptr;
    }
    ~AlternateStack() {
        if (!memory_) return;
        stack_t off{};
        off.ss_flags = SS_DISABLE;
        ::sigaltstack(&off, nullptr);
        ::operator delete(memory_);
    }
    AlternateStack(const AlternateStack&) = delete;
    AlternateStack& operator=(const AlternateStack&) = delete;

private:
    static constexpr std::size_t size = 64 * 1024;
    void* memory_ = nullptr;
};

/// The thread's innermost caught exception, as the C++ ABI keeps it (its first
/// field): read on every execution, where std::current_exception() would count a reference.
void* caught_exceptions() noexcept { return *reinterpret_cast<void**>(abi::__cxa_get_globals()); }

/// Runs call(context) with `frame` as the trap; false when it jumped back.
/// Apart from the caller, so that nothing of the caller's lives across the jump.
/// No catch-and-rethrow on the way out: a body that fails by throwing (most
/// failures) would pay a second unwinding on every execution.
[[gnu::noinline]] bool returned(TrapFrame& frame, void (*call)(void*), void* context) {
    if (sigsetjmp(frame.back, 0) != 0) return false;
    struct Leave {
        TrapFrame& frame;
        ~Leave() { trap = frame.previous; }
    } const leave{frame};
    trap = &frame;
    call(context);
    return true;
}

}  // namespace

Containment::Containment(std::optional<std::uint64_t> hang_ms, bool may_fork, std::uint64_t seed, std::string (*describe)(const void*))
    : hang_ms_(hang_ms), may_fork_(may_fork), seed_(seed), describe_(describe), previous_(innermost) {
    thread_local const AlternateStack alternate_stack;
#ifdef __linux__
    if (hang_ms_) {
        sigevent event{};
        event.sigev_notify = SIGEV_THREAD_ID;
        event.sigev_signo = hang_signal;
        event.sigev_value.sival_ptr = &hang_marker;
        event._sigev_un._tid = static_cast<pid_t>(::syscall(SYS_gettid));
        timer_t timer{};
        if (::timer_create(CLOCK_MONOTONIC, &event, &timer) == 0) timer_ = timer;
    }
#endif
    pthread_sigmask(SIG_SETMASK, nullptr, &mask_before_);
    install_handlers(hang_ms_.has_value());
    link_live();
    innermost = this;
}

Containment::~Containment() {
    innermost = previous_;
    unlink_live();
    restore_handlers(hang_ms_.has_value());
    if (timer_) ::timer_delete(*timer_);
    if (counts_) ::munmap(counts_, sizeof(SharedDrawCounts));
}

void Containment::arm_timer() {
    if (!timer_) return;
    itimerspec when{};
    when.it_value.tv_sec = static_cast<time_t>(*hang_ms_ / 1000);
    when.it_value.tv_nsec = static_cast<long>(*hang_ms_ % 1000) * 1'000'000L;
    ::timer_settime(*timer_, 0, &when, nullptr);
}

void Containment::disarm_timer() {
    if (!timer_) return;
    const itimerspec never{};
    ::timer_settime(*timer_, 0, &never, nullptr);
}

std::optional<Crash> Containment::run_here(void (*call)(void*), void* context) {
    TrapFrame frame;
    frame.previous = trap;
    frame.cleanups = CrashCleanup::top();
    void* const caught_before = caught_exceptions();
    struct Disarm {
        Containment& containment;
        ~Disarm() { containment.disarm_timer(); }
    } const disarm{*this};
    const Running running(running_, context);
    arm_timer();
    if (returned(frame, call, context)) return std::nullopt;
    trap = frame.previous;
    // The handler ran with its signal blocked, the jump left it so, and the body may have blocked others.
    pthread_sigmask(SIG_SETMASK, &mask_before_, nullptr);
    // Exceptions caught in the abandoned frames (std::terminate catches the one that escaped)
    // would otherwise stay the thread's current exception for good.
    for (int i = 0; i < 64 && caught_exceptions() != caught_before; ++i) abi::__cxa_end_catch();
    Crash crash;
    crash.kind = static_cast<Crash::Kind>(frame.kind);
    crash.code = frame.code;
    if (crash.kind == Crash::Hang) crash.hang_ms = *hang_ms_;
    return crash;
}

#endif

}  // namespace falsify::detail

