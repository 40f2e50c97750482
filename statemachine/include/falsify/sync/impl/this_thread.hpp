#pragma once
// The definitions behind <falsify/sync/this_thread.hpp>, which includes this file at its end.
#include <falsify/sync/this_thread.hpp>

namespace falsify::sync::this_thread {

inline void yield() noexcept {
    if (auto* execution = detail::controlled()) return detail::yield(*execution);
    std::this_thread::yield();
}

template <class Rep, class Period>
void sleep_for(const std::chrono::duration<Rep, Period>& duration) {
    if (auto* execution = detail::controlled()) return detail::yield(*execution);
    std::this_thread::sleep_for(duration);
}

}  // namespace falsify::sync::this_thread
