#pragma once
// The definitions behind <falsify/sync/atomic.hpp>, which includes this file at its end.
#include <falsify/sync/atomic.hpp>

namespace falsify::sync {

inline void atomic_thread_fence(std::memory_order order) noexcept {
    if (auto* execution = detail::controlled()) {
        detail::point(*execution, detail::Operation::Fence, nullptr);
        return;
    }
    std::atomic_thread_fence(order);
}

}  // namespace falsify::sync
