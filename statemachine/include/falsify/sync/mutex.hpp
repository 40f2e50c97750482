#pragma once
// falsify::sync::mutex and shared_mutex: the std interfaces. Under a
// controlled execution, taking one is a point where the scheduler may switch
// threads, a thread that finds it held waits without running, and threads
// that all wait are a deadlock the report names. Elsewhere they are the std
// mutexes.
#include <falsify/sync/detail/mutex.hpp>

#include <mutex>
#include <shared_mutex>

namespace falsify::sync {

class condition_variable;

class mutex {
public:
    mutex() = default;
    mutex(const mutex&) = delete;
    mutex& operator=(const mutex&) = delete;

    void lock();
    bool try_lock();
    void unlock();

private:
    friend class condition_variable;
    detail::ControlledMutex<std::mutex> held_;
};

class shared_mutex {
public:
    shared_mutex() = default;
    shared_mutex(const shared_mutex&) = delete;
    shared_mutex& operator=(const shared_mutex&) = delete;

    void lock();
    bool try_lock();
    void unlock();
    void lock_shared();
    bool try_lock_shared();
    void unlock_shared();

private:
    detail::ControlledMutex<std::shared_mutex> held_;
};

}  // namespace falsify::sync

// The definitions of the templates and inline functions declared above.
#include <falsify/sync/impl/mutex.hpp>
