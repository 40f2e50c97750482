#pragma once
// falsify::sync::condition_variable: std::condition_variable's interface over
// falsify::sync::mutex. Under a controlled execution a waiting thread runs
// again only once notified (no spurious wake-up), and a wait no notify can
// end is part of a deadlock. Elsewhere it is a std::condition_variable_any.
#include <falsify/sync/detail/hooks.hpp>
#include <falsify/sync/mutex.hpp>

#include <condition_variable>
#include <mutex>

namespace falsify::sync {

class condition_variable {
public:
    condition_variable() { detail::note_made(); }
    condition_variable(const condition_variable&) = delete;
    condition_variable& operator=(const condition_variable&) = delete;

    void notify_one() noexcept;
    void notify_all() noexcept;
    void wait(std::unique_lock<mutex>& lock);
    template <class Predicate>
    void wait(std::unique_lock<mutex>& lock, Predicate ready);

private:
    std::condition_variable_any real_;
};

}  // namespace falsify::sync

// The definitions of the templates and inline functions declared above.
#include <falsify/sync/impl/condition_variable.hpp>
