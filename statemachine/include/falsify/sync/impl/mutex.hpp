#pragma once
// The definitions behind <falsify/sync/mutex.hpp>, which includes this file at its end.
#include <falsify/sync/mutex.hpp>

namespace falsify::sync::detail {

template <class Real>
void ControlledMutex<Real>::lock() {
    if (auto* execution = controlled()) return detail::lock(*execution, state_, false);
    real_.lock();
}

template <class Real>
bool ControlledMutex<Real>::try_lock() {
    if (auto* execution = controlled()) return detail::try_lock(*execution, state_, false);
    return real_.try_lock();
}

template <class Real>
void ControlledMutex<Real>::unlock() {
    if (auto* execution = controlled()) return detail::unlock(*execution, state_, false);
    real_.unlock();
}

template <class Real>
void ControlledMutex<Real>::lock_shared() {
    if (auto* execution = controlled()) return detail::lock(*execution, state_, true);
    real_.lock_shared();
}

template <class Real>
bool ControlledMutex<Real>::try_lock_shared() {
    if (auto* execution = controlled()) return detail::try_lock(*execution, state_, true);
    return real_.try_lock_shared();
}

template <class Real>
void ControlledMutex<Real>::unlock_shared() {
    if (auto* execution = controlled()) return detail::unlock(*execution, state_, true);
    real_.unlock_shared();
}

}  // namespace falsify::sync::detail

namespace falsify::sync {

inline void mutex::lock() { held_.lock(); }
inline bool mutex::try_lock() { return held_.try_lock(); }
inline void mutex::unlock() { held_.unlock(); }

inline void shared_mutex::lock() { held_.lock(); }
inline bool shared_mutex::try_lock() { return held_.try_lock(); }
inline void shared_mutex::unlock() { held_.unlock(); }
inline void shared_mutex::lock_shared() { held_.lock_shared(); }
inline bool shared_mutex::try_lock_shared() { return held_.try_lock_shared(); }
inline void shared_mutex::unlock_shared() { held_.unlock_shared(); }

}  // namespace falsify::sync
