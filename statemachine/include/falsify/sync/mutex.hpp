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

class mutex : public detail::ExclusiveLock<std::mutex> {};

class shared_mutex : public detail::ExclusiveLock<std::shared_mutex> {
public:
    void lock_shared();
    bool try_lock_shared();
    void unlock_shared();
};

}  // namespace falsify::sync

// The definitions of the templates and inline functions declared above.
#include <falsify/sync/impl/mutex.hpp>
