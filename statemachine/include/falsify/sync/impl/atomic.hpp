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

namespace falsify::sync {

template <class T>
T atomic<T>::load(std::memory_order order) const noexcept {
    return visible(Operation::Load, [&](std::memory_order o) { return real_.load(o); }, order);
}

template <class T>
void atomic<T>::store(T desired, std::memory_order order) noexcept {
    if (auto* execution = detail::controlled()) {
        detail::point(*execution, Operation::Store, this);
        real_.store(desired, std::memory_order_seq_cst);
        detail::seen(*execution, Operation::Store, this, detail::seen_value(desired));
        return;
    }
    real_.store(desired, order);
}

template <class T>
T atomic<T>::exchange(T desired, std::memory_order order) noexcept {
    return visible(Operation::Exchange, [&](std::memory_order o) { return real_.exchange(desired, o); }, order);
}

template <class T>
bool atomic<T>::compare_exchange_strong(T& expected, T desired, std::memory_order success, std::memory_order failure) noexcept {
    if (auto* execution = detail::controlled()) return controlled_compare_exchange(*execution, expected, desired);
    return real_.compare_exchange_strong(expected, desired, success, failure);
}

template <class T>
bool atomic<T>::compare_exchange_strong(T& expected, T desired, std::memory_order order) noexcept {
    if (auto* execution = detail::controlled()) return controlled_compare_exchange(*execution, expected, desired);
    return real_.compare_exchange_strong(expected, desired, order);
}

template <class T>
bool atomic<T>::compare_exchange_weak(T& expected, T desired, std::memory_order success, std::memory_order failure) noexcept {
    if (auto* execution = detail::controlled()) return controlled_compare_exchange(*execution, expected, desired);
    return real_.compare_exchange_weak(expected, desired, success, failure);
}

template <class T>
bool atomic<T>::compare_exchange_weak(T& expected, T desired, std::memory_order order) noexcept {
    if (auto* execution = detail::controlled()) return controlled_compare_exchange(*execution, expected, desired);
    return real_.compare_exchange_weak(expected, desired, order);
}

template <class T>
T atomic<T>::operator=(T desired) noexcept {
    store(desired);
    return desired;
}

template <class T>
bool atomic<T>::controlled_compare_exchange(detail::Execution& execution, T& expected, T desired) noexcept {
    detail::point(execution, Operation::CompareExchange, this);
    const bool exchanged = real_.compare_exchange_strong(expected, desired, std::memory_order_seq_cst);
    detail::seen(execution, Operation::CompareExchange, this, detail::seen_value(exchanged ? desired : expected), exchanged);
    return exchanged;
}

}  // namespace falsify::sync

namespace falsify::sync {

template <class T>
template <class D>
    requires(std::integral<T> || std::is_pointer_v<T>)
T atomic<T>::fetch_add(D arg, std::memory_order order) noexcept {
    return visible(Operation::FetchAdd, [&](std::memory_order o) { return real_.fetch_add(arg, o); }, order);
}

template <class T>
template <class D>
    requires(std::integral<T> || std::is_pointer_v<T>)
T atomic<T>::fetch_sub(D arg, std::memory_order order) noexcept {
    return visible(Operation::FetchSub, [&](std::memory_order o) { return real_.fetch_sub(arg, o); }, order);
}

template <class T>
template <class D>
    requires(std::integral<T> || std::is_pointer_v<T>)
T atomic<T>::operator+=(D arg) noexcept {
    return fetch_add(arg) + arg;
}

template <class T>
template <class D>
    requires(std::integral<T> || std::is_pointer_v<T>)
T atomic<T>::operator-=(D arg) noexcept {
    return fetch_sub(arg) - arg;
}

template <class T>
template <class F>
T atomic<T>::visible(Operation operation, F run, std::memory_order order) const noexcept {
    if (auto* execution = detail::controlled()) {
        detail::point(*execution, operation, this);
        const T value = run(std::memory_order_seq_cst);
        detail::seen(*execution, operation, this, detail::seen_value(value));
        return value;
    }
    return run(order);
}

}  // namespace falsify::sync
