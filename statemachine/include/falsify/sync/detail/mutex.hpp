#pragma once
// What falsify::sync::mutex and shared_mutex (<falsify/sync/mutex.hpp>) are
// made of: the exclusive side both share, a scheduling point under a
// controlled execution.
#include <falsify/sync/detail/hooks.hpp>

namespace falsify::sync {

class condition_variable;

}  // namespace falsify::sync

namespace falsify::sync::detail {

/// The exclusive side both mutexes share, over the std mutex `Real`.
template <class Real>
class ExclusiveLock {
public:
    ExclusiveLock() noexcept { note_made(); }
    ExclusiveLock(const ExclusiveLock&) = delete;
    ExclusiveLock& operator=(const ExclusiveLock&) = delete;

    void lock();
    bool try_lock();
    void unlock();

protected:
    friend class sync::condition_variable;
    Real real_;
    LockState state_;
};

}  // namespace falsify::sync::detail
