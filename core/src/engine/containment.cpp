// Crash containment (see containment.hpp): the trap that jumps back out of a
// crashing body, and the forked child that runs a body once one has crashed.
#include "engine/containment.hpp"

#include <falsify/detail/crash_cleanup.hpp>

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
#include <dlfcn.h>
#include <fcntl.h>
#include <poll.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/wait.h>
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

void say_last_words(int signal) noexcept {
    static std::atomic_flag said = ATOMIC_FLAG_INIT;
    try {
        for (Containment* live = live_head.load(); live; live = live->next_live_) {
            const void* running = live->running_.load(std::memory_order_relaxed);
            if (!running || said.test_and_set()) continue;
#ifdef FALSIFY_CONTAINS_CRASHES
            // Rendering allocates: should a broken heap deadlock it, the process still ends.
            ::alarm(10);
#endif
            const std::string words = "falsify: " + describe(Crash{Crash::Signal, signal, 0, {}}) +
                                      " where falsify cannot contain it (on another thread than the body's, or on a platform"
                                      " without its trap) while property " +
                                      live->describe_(running) + "; PROPERTY_SEED=" + std::to_string(live->seed_) +
                                      " runs it again\n";
            std::fputs(words.c_str(), stderr);
        }
        std::fflush(stderr);
    } catch (...) {
    }
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
    say_last_words(signal);
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

constexpr int fatal_signals[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT};
// A hang is interrupted by a timer of this thread's own (SIGEV_THREAD_ID), told
// from any other SIGALRM by its value.
constexpr int hang_signal = SIGALRM;
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
/// Set in a forked child: an exit there ends the child with its status at once,
/// without the parent's exit handlers (a test framework's report among them).
volatile sig_atomic_t in_child = 0;

/// The dispositions before the first live containment, restored after the
/// last (properties may run on several threads at once).
std::mutex installed_mutex;
std::size_t installed_count = 0;
std::size_t hang_count = 0;
struct sigaction previous_actions[NSIG];

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

void on_signal(int signal, siginfo_t* info, void* context) {
    const bool ours = signal != hang_signal || (info && info->si_code == SI_TIMER && info->si_value.sival_ptr == &hang_marker);
    if (TrapFrame* frame = trap; frame && ours) {
        frame->kind = signal == hang_signal ? Crash::Hang : Crash::Signal;
        frame->code = signal;
        jump_back(*frame);
    }
    if (signal == hang_signal && ours) return;  // a timer that fired as its body returned
    if (signal != hang_signal) say_last_words(signal);
    forward_to_previous(signal, info, context);
}

/// An exit in a body (exit, _exit, _Exit: see the definitions at the end):
/// back to the trap with its status. False outside a body.
bool exit_to_trap(int status) noexcept {
    TrapFrame* frame = trap;
    if (!frame) return false;
    frame->kind = Crash::Exit;
    frame->code = status;
    jump_back(*frame);
}

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

/// A signal disposition that is the system's default.
bool is_default(const struct sigaction& action) { return !(action.sa_flags & SA_SIGINFO) && action.sa_handler == SIG_DFL; }

/// Our handlers left installed by the last run over default dispositions: outside a
/// body they act as the default does, and the next run need not install them again
/// (each change of a disposition is a system call, and they were most of a short
/// property's cost).
bool kept_over_defaults = false;

bool ours_still_installed() {
    struct sigaction now {};
    return ::sigaction(fatal_signals[0], nullptr, &now) == 0 && (now.sa_flags & SA_SIGINFO) && now.sa_sigaction == on_signal;
}

void install_handlers(bool hang) {
    const std::lock_guard lock(installed_mutex);
    if (installed_count++ == 0) {
        previous_terminate = std::set_terminate(on_terminate);
        if (kept_over_defaults && ours_still_installed()) return install_hang_handler(hang);
        kept_over_defaults = false;
        struct sigaction action {};
        action.sa_sigaction = on_signal;
        action.sa_flags = SA_SIGINFO | SA_ONSTACK;
        sigemptyset(&action.sa_mask);
        for (const int signal : fatal_signals) ::sigaction(signal, &action, &previous_actions[signal]);
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
    if (std::all_of(std::begin(fatal_signals), std::end(fatal_signals), [](int signal) { return is_default(previous_actions[signal]); })) {
        kept_over_defaults = true;
        return;
    }
    // Over a test framework's handlers (Boost.Test's, Catch2's are live during a test only): theirs back.
    for (const int signal : fatal_signals) ::sigaction(signal, &previous_actions[signal], nullptr);
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

constexpr std::size_t said_limit = 4096;

/// The last two lines of what a child said, joined: an assert's message, terminate's `what():`.
std::string last_lines(const std::string& said) {
    std::string out;
    std::size_t end = said.size(), lines = 0;
    while (lines < 2 && end > 0) {
        while (end > 0 && (said[end - 1] == '\n' || said[end - 1] == ' ')) --end;
        if (end == 0) break;
        const std::size_t begin = said.rfind('\n', end - 1) == std::string::npos ? 0 : said.rfind('\n', end - 1) + 1;
        std::string line = said.substr(begin, end - begin);
        while (!line.empty() && line.front() == ' ') line.erase(0, 1);
        out = out.empty() ? line : line + "; " + out;
        end = begin;
        ++lines;
    }
    return out;
}

void write_all(int fd, const char* data, std::size_t size) {
    while (size > 0) {
        const ssize_t n = ::write(fd, data, size);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return;
        data += n;
        size -= static_cast<std::size_t>(n);
    }
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
    // The handler ran with its signal blocked, and the jump left it so.
    if (frame.kind != Crash::Exit) {
        sigset_t handled;
        sigemptyset(&handled);
        sigaddset(&handled, frame.code);
        pthread_sigmask(SIG_UNBLOCK, &handled, nullptr);
    }
    // Exceptions caught in the abandoned frames (std::terminate catches the one that escaped)
    // would otherwise stay the thread's current exception for good.
    for (int i = 0; i < 64 && caught_exceptions() != caught_before; ++i) abi::__cxa_end_catch();
    Crash crash;
    crash.kind = static_cast<Crash::Kind>(frame.kind);
    crash.code = frame.code;
    if (crash.kind == Crash::Hang) crash.hang_ms = *hang_ms_;
    return crash;
}

ChildOutcome Containment::run_in_child(const std::function<std::string()>& child) {
    if (!counts_) {
        void* shared = ::mmap(nullptr, sizeof(SharedDrawCounts), PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
        if (shared == MAP_FAILED) return {};
        counts_ = new (shared) SharedDrawCounts;
    }
    int record_pipe[2], said_pipe[2];
    if (::pipe2(record_pipe, O_CLOEXEC) != 0) return {};
    if (::pipe2(said_pipe, O_CLOEXEC) != 0) {
        ::close(record_pipe[0]);
        ::close(record_pipe[1]);
        return {};
    }
    // What stdio holds would otherwise be written twice, once by each process.
    std::fflush(nullptr);
    const pid_t pid = ::fork();
    if (pid == 0) {
        in_child = 1;
        trap = nullptr;
        ::close(record_pipe[0]);
        ::close(said_pipe[0]);
        ::dup2(said_pipe[1], STDERR_FILENO);
        ::close(said_pipe[1]);
        // A crash ends the child, and the parent reads how from its status.
        for (const int signal : fatal_signals) ::signal(signal, SIG_DFL);
        sigset_t none;
        sigemptyset(&none);
        pthread_sigmask(SIG_SETMASK, &none, nullptr);
        std::string record;
        try {
            record = child();
        } catch (...) {
            ::_exit(125);
        }
        const std::uint64_t size = record.size();
        write_all(record_pipe[1], reinterpret_cast<const char*>(&size), sizeof size);
        write_all(record_pipe[1], record.data(), record.size());
        std::fflush(nullptr);
        ::_exit(0);
    }
    ::close(record_pipe[1]);
    ::close(said_pipe[1]);
    if (pid < 0) {
        ::close(record_pipe[0]);
        ::close(said_pipe[0]);
        return {};
    }
    std::string record, said;
    bool hung = false;
    const auto started = std::chrono::steady_clock::now();
    pollfd fds[2] = {{record_pipe[0], POLLIN, 0}, {said_pipe[0], POLLIN, 0}};
    int open = 2;
    char buffer[4096];
    while (open > 0) {
        int wait = -1;
        if (hang_ms_) {
            const auto spent = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - started).count();
            if (static_cast<std::uint64_t>(spent) >= *hang_ms_) {
                hung = true;
                break;
            }
            wait = static_cast<int>(*hang_ms_ - static_cast<std::uint64_t>(spent));
        }
        const int ready = ::poll(fds, 2, wait);
        if (ready < 0 && errno == EINTR) continue;
        if (ready < 0) break;
        for (pollfd& fd : fds) {
            if (fd.fd < 0 || !(fd.revents & (POLLIN | POLLHUP | POLLERR))) continue;
            const ssize_t n = ::read(fd.fd, buffer, sizeof buffer);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) {
                ::close(fd.fd);
                fd.fd = -1;
                --open;
                continue;
            }
            std::string& into = &fd == &fds[0] ? record : said;
            into.append(buffer, static_cast<std::size_t>(n));
            if (&fd == &fds[1] && said.size() > 2 * said_limit) said.erase(0, said.size() - said_limit);
        }
    }
    for (pollfd& fd : fds)
        if (fd.fd >= 0) ::close(fd.fd);
    if (hung) ::kill(pid, SIGKILL);
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    ChildOutcome outcome;
    std::uint64_t size = 0;
    if (!hung && WIFEXITED(status) && WEXITSTATUS(status) == 0 && record.size() >= sizeof size) {
        std::memcpy(&size, record.data(), sizeof size);
        if (record.size() == sizeof size + size) {
            outcome.record = record.substr(sizeof size);
            return outcome;
        }
    }
    Crash crash;
    if (hung) {
        crash.kind = Crash::Hang;
        crash.hang_ms = *hang_ms_;
    } else if (WIFSIGNALED(status)) {
        crash.kind = Crash::Signal;
        crash.code = WTERMSIG(status);
    } else {
        crash.kind = Crash::Exit;
        crash.code = WIFEXITED(status) ? WEXITSTATUS(status) : 0;
    }
    crash.said = last_lines(said);
    outcome.crash = std::move(crash);
    return outcome;
}

#endif

}  // namespace falsify::detail

#ifdef FALSIFY_CONTAINS_CRASHES
// exit() in a body would run the process's exit handlers (destroying statics,
// the test framework's among them) before any hook of ours could jump back,
// and _exit() runs none: so falsify's program defines them, jumps back when a
// body calls them and otherwise calls the C library's own, found past this
// definition. Code outside a property body sees no difference.
namespace {

template <class Function>
Function next_definition(const char* name) {
    void* found = ::dlsym(RTLD_NEXT, name);
    if (!found) std::abort();
    return reinterpret_cast<Function>(found);
}

[[noreturn]] void end_with(const char* name, int status) noexcept {
    using Exit = void (*)(int);
    if (falsify::detail::exit_to_trap(status)) __builtin_unreachable();
    if (falsify::detail::in_child) {
        std::fflush(nullptr);
        static const Exit quick = next_definition<Exit>("_exit");
        quick(status);
    } else if (name[0] == 'e') {
        static const Exit full = next_definition<Exit>("exit");
        full(status);
    } else {
        static const Exit quick = next_definition<Exit>(name);
        quick(status);
    }
    __builtin_unreachable();
}

}  // namespace

extern "C" {
void exit(int status) noexcept { end_with("exit", status); }
void _exit(int status) { end_with("_exit", status); }
void _Exit(int status) noexcept { end_with("_Exit", status); }
}
#endif
