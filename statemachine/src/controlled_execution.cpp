#include "controlled_execution.hpp"

#include <algorithm>
#include <thread>

namespace falsify::sync::detail {

namespace {
thread_local Execution* running_execution = nullptr;
thread_local std::uint64_t primitives_made = 0;
}  // namespace

Execution* controlled() noexcept { return running_execution; }
void note_made() noexcept { ++primitives_made; }
std::uint64_t made_on_this_thread() noexcept { return primitives_made; }

ObjectKind object_kind(Operation operation) noexcept {
    switch (operation) {
    case Operation::Load:
    case Operation::Store:
    case Operation::Exchange:
    case Operation::CompareExchange:
    case Operation::FetchAdd:
    case Operation::FetchSub:
    case Operation::FetchAnd:
    case Operation::FetchOr:
    case Operation::FetchXor: return ObjectKind::Atomic;
    case Operation::Lock:
    case Operation::TryLock:
    case Operation::Unlock:
    case Operation::LockShared:
    case Operation::TryLockShared:
    case Operation::UnlockShared: return ObjectKind::Lock;
    case Operation::Wait:
    case Operation::Woken:
    case Operation::NotifyOne:
    case Operation::NotifyAll: return ObjectKind::Condition;
    default: return ObjectKind::None;
    }
}

Execution::Execution(std::size_t threads, const Schedule& schedule)
    : schedule_(schedule), threads_(threads), failures_(threads) {
    // Lehmer digits: each picks one of the threads not yet placed.
    std::vector<std::size_t> unplaced(threads);
    for (std::size_t t = 0; t < threads; ++t) unplaced[t] = t;
    for (std::size_t i = 0; i < threads; ++i) {
        const std::size_t digit = i < schedule.order.size() ? schedule.order[i] % unplaced.size() : 0;
        priority_.push_back(unplaced[digit]);
        unplaced.erase(unplaced.begin() + static_cast<std::ptrdiff_t>(digit));
    }
}

void Execution::run(const std::function<void(std::size_t)>& branch) {
    std::vector<std::thread> workers;
    workers.reserve(threads_.size());
    for (std::size_t t = 0; t < threads_.size(); ++t) workers.emplace_back([this, t, &branch] { work(t, branch); });
    {
        std::unique_lock lock(mutex_);
        active_ = decide(none, false);
        threads_[active_].turn.notify_one();
        ended_.wait(lock, [&] { return finished_ == threads_.size() || parked_; });
    }
    if (parked_) {
        // The threads wait for a turn that never comes; their stacks refer to
        // this execution, which the caller keeps.
        for (auto& worker : workers) worker.detach();
        return;
    }
    for (auto& worker : workers) worker.join();
    for (const auto& failure : failures_)
        if (failure) std::rethrow_exception(failure);
}

void Execution::work(std::size_t thread, const std::function<void(std::size_t)>& branch) {
    {
        std::unique_lock lock(mutex_);
        threads_[thread].turn.wait(lock, [&] { return active_ == thread; });
    }
    running_execution = this;
    try {
        branch(thread);
    } catch (const Abandoned&) {
    } catch (...) {
        failures_[thread] = std::current_exception();
    }
    running_execution = nullptr;
    std::unique_lock lock(mutex_);
    threads_[thread].state = State::Finished;
    ++finished_;
    const std::size_t next = next_after_stop();
    if (next == none) {
        active_ = none;
        ended_.notify_all();
        return;
    }
    ++switches_;
    active_ = next;
    threads_[next].turn.notify_one();
}

std::size_t Execution::highest_runnable() const {
    for (const std::size_t t : priority_)
        if (threads_[t].state == State::Runnable) return t;
    return none;
}

void Execution::demote(std::size_t thread) {
    priority_.erase(std::find(priority_.begin(), priority_.end(), thread));
    priority_.push_back(thread);
}

void Execution::promote(std::size_t thread) {
    priority_.erase(std::find(priority_.begin(), priority_.end(), thread));
    priority_.insert(priority_.begin(), thread);
}

std::size_t Execution::decide(std::size_t from, bool yielding) {
    const auto& switches = schedule_.switches;
    while (next_switch_ < switches.size() && switches[next_switch_].step < step_) ++next_switch_;
    const bool scheduled = next_switch_ < switches.size() && switches[next_switch_].step == step_;
    const bool spinning = from != none && consecutive_ >= spin_limit;
    std::size_t chosen = none;
    if (scheduled || yielding || spinning) {
        if (from != none) demote(from);
        std::vector<std::size_t> runnable;
        for (const std::size_t t : priority_)
            if (threads_[t].state == State::Runnable) runnable.push_back(t);
        if (runnable.empty()) return none;
        // At the start (no thread yet), a switch names a thread other than the first by priority.
        const std::size_t pick = (scheduled ? switches[next_switch_].pick : 0) + (from == none && scheduled ? 1 : 0);
        chosen = runnable[pick % runnable.size()];
        promote(chosen);
    } else {
        chosen = highest_runnable();
    }
    consecutive_ = chosen == from ? consecutive_ + 1 : 0;
    return chosen;
}

void Execution::hand_over(std::size_t self, std::size_t next, std::unique_lock<std::mutex>& lock) {
    ++switches_;
    active_ = next;
    threads_[next].turn.notify_one();
    threads_[self].turn.wait(lock, [&] { return active_ == self; });
}

void Execution::pass_point(std::size_t self, bool yielding, std::unique_lock<std::mutex>& lock) {
    if (++step_ > step_limit) {
        parked_ = true;
        abandoned_ = true;
        ended_.notify_all();
        threads_[self].turn.wait(lock, [] { return false; });
    }
    const std::size_t next = decide(self, yielding);
    if (next == self) return;
    if (!yielding) ++preemptions_;
    hand_over(self, next, lock);
}

void Execution::point(Operation, const void*) {
    std::unique_lock lock(mutex_);
    ++visible_;
    if (abandoned_) return;  // a thread unwinding from a deadlock goes on alone
    pass_point(active_, false, lock);
}

void Execution::yield() {
    std::unique_lock lock(mutex_);
    ++visible_;
    if (abandoned_) return;
    const std::size_t self = active_;
    events_.push_back({step_ + 1, static_cast<std::uint32_t>(self + 1), Operation::Yield, 0, {}, true});
    pass_point(self, true, lock);
}

void Execution::boundary(std::size_t index, bool response) {
    std::unique_lock lock(mutex_);
    const std::size_t self = active_;
    if (!response && !abandoned_) pass_point(self, false, lock);
    events_.push_back({step_, static_cast<std::uint32_t>(self + 1), response ? Operation::End : Operation::Begin,
                       static_cast<std::uint32_t>(index), {}, true});
}

void Execution::seen(Operation operation, const void* object, Seen value, bool succeeded) {
    std::unique_lock lock(mutex_);
    events_.push_back({step_, static_cast<std::uint32_t>(active_ + 1), operation, object_id(object, object_kind(operation)), value,
                       succeeded});
}

std::uint32_t Execution::object_id(const void* object, ObjectKind kind) {
    if (kind == ObjectKind::None || !object) return 0;
    const auto [at, added] = names_.try_emplace(object, Name{kind, 0});
    if (added) at->second.id = ++next_id_[static_cast<std::size_t>(kind)];
    return at->second.id;
}

void Execution::block(const void* object) {
    std::unique_lock lock(mutex_);
    if (abandoned_) throw Abandoned{};
    const std::size_t self = active_;
    threads_[self].state = State::Blocked;
    threads_[self].waits_for = object;
    threads_[self].blocked_since = ++block_clock_;
    const std::size_t next = next_after_stop();
    if (next != self) hand_over(self, next, lock);
    if (abandoned_) throw Abandoned{};
}

void Execution::wake(const void* object, bool all) {
    std::unique_lock lock(mutex_);
    Thread* first = nullptr;
    for (auto& thread : threads_) {
        if (thread.state != State::Blocked || thread.waits_for != object) continue;
        if (all) {
            thread.state = State::Runnable;
            thread.waits_for = nullptr;
        } else if (!first || thread.blocked_since < first->blocked_since) {
            first = &thread;
        }
    }
    if (first) {
        first->state = State::Runnable;
        first->waits_for = nullptr;
    }
}

std::size_t Execution::next_after_stop() {
    if (finished_ == threads_.size()) return none;
    const std::size_t next = highest_runnable();
    if (next != none) {
        consecutive_ = 0;
        return next;
    }
    if (!abandoned_) {
        deadlocked_ = true;
        abandoned_ = true;
        describe_deadlock();
    }
    // Each waiting thread in turn unwinds (its wait throws Abandoned).
    for (std::size_t t = 0; t < threads_.size(); ++t) {
        if (threads_[t].state != State::Blocked) continue;
        threads_[t].state = State::Runnable;
        return t;
    }
    return none;
}

void Execution::describe_deadlock() {
    for (std::size_t t = 0; t < threads_.size(); ++t) {
        if (threads_[t].state != State::Blocked) continue;
        if (!deadlock_.empty()) deadlock_ += "; ";
        deadlock_ += "thread " + std::to_string(t + 1) + " waits for ";
        const auto named = names_.find(threads_[t].waits_for);
        if (named == names_.end()) {
            deadlock_ += "an object";
            continue;
        }
        const bool lock = named->second.kind == ObjectKind::Lock;
        deadlock_ += (lock ? "mutex#" : "condition#") + std::to_string(named->second.id);
        if (lock) {
            const auto* state = static_cast<const LockState*>(threads_[t].waits_for);
            if (state->owner) deadlock_ += " (held by thread " + std::to_string(state->owner) + ")";
            else if (state->readers) deadlock_ += " (held shared by " + std::to_string(state->readers) + ")";
        } else {
            deadlock_ += " (no thread left to notify it)";
        }
    }
}

// The primitives' side.

void point(Execution& execution, Operation operation, const void* object) { execution.point(operation, object); }

void seen(Execution& execution, Operation operation, const void* object, Seen value, bool succeeded) {
    execution.seen(operation, object, value, succeeded);
}

void yield(Execution& execution) { execution.yield(); }

namespace {
bool lock_free_for(const LockState& state, bool shared) noexcept { return shared ? state.owner == 0 : state.owner == 0 && state.readers == 0; }

void take(Execution& execution, LockState& state, bool shared) {
    if (shared) ++state.readers;
    else state.owner = execution.running_thread();
}
}  // namespace

void lock(Execution& execution, LockState& state, bool shared) {
    const Operation operation = shared ? Operation::LockShared : Operation::Lock;
    execution.point(operation, &state);
    while (!lock_free_for(state, shared)) execution.block(&state);
    take(execution, state, shared);
    execution.seen(operation, &state, {}, true);
}

bool try_lock(Execution& execution, LockState& state, bool shared) {
    const Operation operation = shared ? Operation::TryLockShared : Operation::TryLock;
    execution.point(operation, &state);
    const bool free = lock_free_for(state, shared);
    if (free) take(execution, state, shared);
    execution.seen(operation, &state, {}, free);
    return free;
}

void unlock(Execution& execution, LockState& state, bool shared) {
    if (shared) {
        if (state.readers) --state.readers;
    } else {
        state.owner = 0;
    }
    execution.wake(&state, true);
    execution.seen(shared ? Operation::UnlockShared : Operation::Unlock, &state, {}, true);
}

void wait(Execution& execution, const void* condition, LockState& mutex) {
    execution.point(Operation::Wait, condition);
    execution.seen(Operation::Wait, condition, {}, true);
    unlock(execution, mutex, false);
    execution.block(condition);
    execution.seen(Operation::Woken, condition, {}, true);
    lock(execution, mutex, false);
}

void notify(Execution& execution, const void* condition, bool all) {
    const Operation operation = all ? Operation::NotifyAll : Operation::NotifyOne;
    execution.point(operation, condition);
    execution.wake(condition, all);
    execution.seen(operation, condition, {}, true);
}

}  // namespace falsify::sync::detail
