#pragma once
// The definitions behind <falsify/sync/condition_variable.hpp>, which includes this file at its end.
#include <falsify/sync/condition_variable.hpp>

namespace falsify::sync {

inline void condition_variable::notify_one() noexcept {
    if (auto* execution = detail::controlled()) return detail::notify(*execution, this, false);
    real_.notify_one();
}

inline void condition_variable::notify_all() noexcept {
    if (auto* execution = detail::controlled()) return detail::notify(*execution, this, true);
    real_.notify_all();
}

inline void condition_variable::wait(std::unique_lock<mutex>& lock) {
    if (auto* execution = detail::controlled()) return detail::wait(*execution, this, lock.mutex()->held_.state());
    real_.wait(lock);
}

}  // namespace falsify::sync

namespace falsify::sync {

template <class Predicate>
void condition_variable::wait(std::unique_lock<mutex>& lock, Predicate ready) {
    while (!ready()) wait(lock);
}

}  // namespace falsify::sync
