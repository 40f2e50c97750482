#pragma once
// One controlled execution: a parallel case's threads, run one at a time. Each
// thread is a real std::thread that waits for its turn; the running thread
// hands the turn on at a scheduling point as the Schedule says, or when it
// waits for a lock, a notification or its end. Every decision is taken by the
// running thread under one mutex, so the run is a function of the schedule.
#include <falsify/statemachine/schedule.hpp>
#include <falsify/sync/detail/hooks.hpp>

#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <functional>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

namespace falsify::sync::detail {

/// What a thread of an abandoned execution throws from a wait: a deadlock
/// unwinds the threads it stopped. Not a std::exception, so that code under
/// test that catches those lets it through.
struct Abandoned {};

/// One operation of the run, for the report.
struct Event {
    std::uint32_t step = 0;
    std::uint32_t thread = 0;  // 1-based
    Operation operation = Operation::Yield;
    std::uint32_t object = 0;  // 1-based within its kind; a command's index for Begin and End
    Seen value;
    bool succeeded = true;
};

/// The kind of object an operation acts on, for its name in the report (atomic#1, mutex#2).
enum class ObjectKind : std::uint8_t { Atomic, Lock, Condition, None };
ObjectKind object_kind(Operation operation) noexcept;

class Execution {
public:
    Execution(std::size_t threads, const Schedule& schedule);
    Execution(const Execution&) = delete;
    Execution& operator=(const Execution&) = delete;

    /// Runs `branch(t)` for each thread t; returns once each has ended (or, when
    /// the step limit was passed, once the rest are parked for good: the
    /// execution must then outlive them, see parked()). Rethrows the first
    /// exception a branch threw, in thread order.
    void run(const std::function<void(std::size_t)>& branch);

    // From the running thread:
    void point(Operation operation, const void* object);
    void seen(Operation operation, const void* object, Seen value, bool succeeded);
    /// Waits until wake() names `object` and the thread is given the turn again.
    void block(const void* object);
    void wake(const void* object, bool all);
    void yield();
    /// A command's invocation (a scheduling point) or response, for the history's columns.
    void boundary(std::size_t index, bool response);
    std::uint32_t running_thread() const noexcept { return static_cast<std::uint32_t>(active_ + 1); }

    // After run():
    const std::vector<Event>& events() const noexcept { return events_; }
    /// Scheduling points passed (the steps a Schedule's switches name).
    std::uint32_t steps() const noexcept { return step_; }
    /// Operations on falsify::sync primitives (commands' boundaries aside).
    std::size_t visible_operations() const noexcept { return visible_; }
    /// Times the turn passed from a thread that could have gone on.
    std::size_t preemptions() const noexcept { return preemptions_; }
    std::size_t context_switches() const noexcept { return switches_; }
    bool deadlocked() const noexcept { return deadlocked_; }
    /// "thread 1 waits for mutex#1 (held by thread 2); ..." when deadlocked.
    const std::string& deadlock() const noexcept { return deadlock_; }
    /// The run passed the step limit: a thread may spin on a value another
    /// thread never gets to change. Its threads stay parked; the execution
    /// must not be destroyed.
    bool parked() const noexcept { return parked_; }
    static constexpr std::uint32_t step_limit = 200000;
    /// Points one thread may pass in a row while another could run, before it
    /// is made to let the others go (a spin loop with no yield in it).
    static constexpr std::uint32_t spin_limit = 1000;

private:
    enum class State : std::uint8_t { Runnable, Blocked, Finished };
    struct Thread {
        State state = State::Runnable;
        const void* waits_for = nullptr;
        std::uint64_t blocked_since = 0;
        std::condition_variable turn;
    };
    static constexpr std::size_t none = static_cast<std::size_t>(-1);

    void work(std::size_t thread, const std::function<void(std::size_t)>& branch);
    /// The thread that runs at this point, by the schedule (`from` is none at the start).
    std::size_t decide(std::size_t from, bool demote);
    std::size_t highest_runnable() const;
    void demote(std::size_t thread);
    void promote(std::size_t thread);
    /// Gives the turn to `next` and waits for it to come back (the lock held).
    void hand_over(std::size_t self, std::size_t next, std::unique_lock<std::mutex>& lock);
    /// After `self` ended or blocked with no thread runnable: a deadlock unless every thread ended.
    std::size_t next_after_stop();
    void describe_deadlock();
    /// Passes a scheduling point: the step limit, then the schedule's decision.
    void pass_point(std::size_t self, bool demote, std::unique_lock<std::mutex>& lock);
    std::uint32_t object_id(const void* object, ObjectKind kind);

    const Schedule& schedule_;
    std::mutex mutex_;
    std::condition_variable ended_;
    std::vector<Thread> threads_;
    std::vector<std::size_t> priority_;  // front: highest
    std::vector<std::exception_ptr> failures_;
    std::size_t active_ = none;
    std::size_t finished_ = 0;
    std::size_t next_switch_ = 0;
    std::uint32_t step_ = 0;
    std::uint32_t consecutive_ = 0;
    std::uint64_t block_clock_ = 0;
    std::size_t visible_ = 0;
    std::size_t preemptions_ = 0;
    std::size_t switches_ = 0;
    bool abandoned_ = false;
    bool deadlocked_ = false;
    bool parked_ = false;
    std::string deadlock_;
    std::vector<Event> events_;
    struct Name {
        ObjectKind kind;
        std::uint32_t id;
    };
    std::unordered_map<const void*, Name> names_;
    std::uint32_t next_id_[3] = {0, 0, 0};
};

}  // namespace falsify::sync::detail
