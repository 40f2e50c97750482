#pragma once
// What falsify::sync::mutex and shared_mutex (<falsify/sync/mutex.hpp>) are
// made of: a std mutex whose every lock is a scheduling point under a
// controlled execution.
#include <falsify/sync/detail/hooks.hpp>

namespace falsify::sync::detail {

/// The std mutex `Real`, or, under a controlled execution, the scheduler's lock
/// in its place. The shared side is there for a Real that has one.
template <class Real>
class ControlledMutex {
public:
    ControlledMutex() noexcept { note_made(); }
    ControlledMutex(const ControlledMutex&) = delete;
    ControlledMutex& operator=(const ControlledMutex&) = delete;

    void lock();
    bool try_lock();
    void unlock();
    void lock_shared();
    bool try_lock_shared();
    void unlock_shared();

    /// What a condition variable waiting on this mutex releases and takes again.
    LockState& state() noexcept { return state_; }

private:
    Real real_;
    LockState state_;
};

}  // namespace falsify::sync::detail
