#pragma once
// falsify::sync::mutex and shared_mutex: the std interfaces. Under a
// controlled execution, taking one is a point where the scheduler may switch
// threads, a thread that finds it held waits without running, and threads
// that all wait are a deadlock the report names. Elsewhere they are the std
// mutexes.
#include <falsify/sync/detail/hooks.hpp>

#include <mutex>
#include <shared_mutex>

namespace falsify::sync {

class condition_variable;

class mutex {
public:
    mutex() noexcept { detail::note_made(); }
    mutex(const mutex&) = delete;
    mutex& operator=(const mutex&) = delete;

    void lock() {
        if (auto* execution = detail::controlled()) return detail::lock(*execution, state_, false);
        real_.lock();
    }
    bool try_lock() {
        if (auto* execution = detail::controlled()) return detail::try_lock(*execution, state_, false);
        return real_.try_lock();
    }
    void unlock() {
        if (auto* execution = detail::controlled()) return detail::unlock(*execution, state_, false);
        real_.unlock();
    }

private:
    friend class condition_variable;
    std::mutex real_;
    detail::LockState state_;
};

class shared_mutex {
public:
    shared_mutex() { detail::note_made(); }
    shared_mutex(const shared_mutex&) = delete;
    shared_mutex& operator=(const shared_mutex&) = delete;

    void lock() {
        if (auto* execution = detail::controlled()) return detail::lock(*execution, state_, false);
        real_.lock();
    }
    bool try_lock() {
        if (auto* execution = detail::controlled()) return detail::try_lock(*execution, state_, false);
        return real_.try_lock();
    }
    void unlock() {
        if (auto* execution = detail::controlled()) return detail::unlock(*execution, state_, false);
        real_.unlock();
    }
    void lock_shared() {
        if (auto* execution = detail::controlled()) return detail::lock(*execution, state_, true);
        real_.lock_shared();
    }
    bool try_lock_shared() {
        if (auto* execution = detail::controlled()) return detail::try_lock(*execution, state_, true);
        return real_.try_lock_shared();
    }
    void unlock_shared() {
        if (auto* execution = detail::controlled()) return detail::unlock(*execution, state_, true);
        real_.unlock_shared();
    }

private:
    std::shared_mutex real_;
    detail::LockState state_;
};

}  // namespace falsify::sync
