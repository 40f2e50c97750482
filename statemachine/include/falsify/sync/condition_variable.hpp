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

    void notify_one() noexcept {
        if (auto* execution = detail::controlled()) return detail::notify(*execution, this, false);
        real_.notify_one();
    }
    void notify_all() noexcept {
        if (auto* execution = detail::controlled()) return detail::notify(*execution, this, true);
        real_.notify_all();
    }
    void wait(std::unique_lock<mutex>& lock) {
        if (auto* execution = detail::controlled()) return detail::wait(*execution, this, lock.mutex()->state_);
        real_.wait(lock);
    }
    template <class Predicate>
    void wait(std::unique_lock<mutex>& lock, Predicate ready) {
        while (!ready()) wait(lock);
    }

private:
    std::condition_variable_any real_;
};

}  // namespace falsify::sync
