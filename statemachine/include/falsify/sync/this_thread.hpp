#pragma once
// falsify::sync::this_thread: yield() and sleep_for(), as in std::this_thread.
// Under a controlled execution both are explicit yield points: the running
// thread lets the others go first (a spin loop that yields lets the thread it
// waits for run), and nothing sleeps. Elsewhere they are std's.
#include <falsify/sync/detail/hooks.hpp>

#include <chrono>
#include <thread>

namespace falsify::sync::this_thread {

inline void yield() noexcept;

template <class Rep, class Period>
void sleep_for(const std::chrono::duration<Rep, Period>& duration);

}  // namespace falsify::sync::this_thread

// The definitions of the templates and inline functions declared above.
#include <falsify/sync/impl/this_thread.hpp>
