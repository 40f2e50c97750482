#pragma once
// falsify::sync::atomic<T>: std::atomic<T>'s interface, every memory-order
// argument accepted. Under a controlled execution each operation is a point
// where the scheduler may switch threads, and the report shows the value it
// saw; operations run in one sequentially consistent order (weaker orders'
// reorderings are not explored). Elsewhere it is a std::atomic<T>.
#include <falsify/sync/detail/hooks.hpp>

#include <atomic>
#include <concepts>
#include <cstddef>
#include <type_traits>

namespace falsify::sync {

template <class T>
class atomic {
    using Operation = detail::Operation;

public:
    using value_type = T;
    static constexpr bool is_always_lock_free = std::atomic<T>::is_always_lock_free;

    constexpr atomic() noexcept(std::is_nothrow_default_constructible_v<T>) : real_() {
        if (!std::is_constant_evaluated()) detail::note_made();
    }
    constexpr atomic(T desired) noexcept : real_(desired) {
        if (!std::is_constant_evaluated()) detail::note_made();
    }
    atomic(const atomic&) = delete;
    atomic& operator=(const atomic&) = delete;

    bool is_lock_free() const noexcept { return real_.is_lock_free(); }

    T load(std::memory_order order = std::memory_order_seq_cst) const noexcept;
    void store(T desired, std::memory_order order = std::memory_order_seq_cst) noexcept;
    T exchange(T desired, std::memory_order order = std::memory_order_seq_cst) noexcept;
    bool compare_exchange_strong(T& expected, T desired, std::memory_order success, std::memory_order failure) noexcept;
    bool compare_exchange_strong(T& expected, T desired, std::memory_order order = std::memory_order_seq_cst) noexcept;
    // Under the scheduler a weak exchange never fails spuriously: only an
    // interleaving can make it fail, so a schedule means one outcome.
    bool compare_exchange_weak(T& expected, T desired, std::memory_order success, std::memory_order failure) noexcept;
    bool compare_exchange_weak(T& expected, T desired, std::memory_order order = std::memory_order_seq_cst) noexcept;

    operator T() const noexcept { return load(); }
    T operator=(T desired) noexcept;

    // Integers and pointers: the read-modify-write operations.
    template <class D>
        requires(std::integral<T> || std::is_pointer_v<T>)
    T fetch_add(D arg, std::memory_order order = std::memory_order_seq_cst) noexcept;
    template <class D>
        requires(std::integral<T> || std::is_pointer_v<T>)
    T fetch_sub(D arg, std::memory_order order = std::memory_order_seq_cst) noexcept;
    T fetch_and(T arg, std::memory_order order = std::memory_order_seq_cst) noexcept
        requires std::integral<T>
    {
        return visible(Operation::FetchAnd, [&](std::memory_order o) { return real_.fetch_and(arg, o); }, order);
    }
    T fetch_or(T arg, std::memory_order order = std::memory_order_seq_cst) noexcept
        requires std::integral<T>
    {
        return visible(Operation::FetchOr, [&](std::memory_order o) { return real_.fetch_or(arg, o); }, order);
    }
    T fetch_xor(T arg, std::memory_order order = std::memory_order_seq_cst) noexcept
        requires std::integral<T>
    {
        return visible(Operation::FetchXor, [&](std::memory_order o) { return real_.fetch_xor(arg, o); }, order);
    }
    T operator++() noexcept requires(std::integral<T> || std::is_pointer_v<T>) { return fetch_add(1) + 1; }
    T operator--() noexcept requires(std::integral<T> || std::is_pointer_v<T>) { return fetch_sub(1) - 1; }
    T operator++(int) noexcept requires(std::integral<T> || std::is_pointer_v<T>) { return fetch_add(1); }
    T operator--(int) noexcept requires(std::integral<T> || std::is_pointer_v<T>) { return fetch_sub(1); }
    template <class D>
        requires(std::integral<T> || std::is_pointer_v<T>)
    T operator+=(D arg) noexcept;
    template <class D>
        requires(std::integral<T> || std::is_pointer_v<T>)
    T operator-=(D arg) noexcept;
    T operator&=(T arg) noexcept requires std::integral<T> { return fetch_and(arg) & arg; }
    T operator|=(T arg) noexcept requires std::integral<T> { return fetch_or(arg) | arg; }
    T operator^=(T arg) noexcept requires std::integral<T> { return fetch_xor(arg) ^ arg; }

private:
    /// The operation under the scheduler (as sequentially consistent), else with the caller's order.
    template <class F>
    T visible(Operation operation, F run, std::memory_order order) const noexcept;

    bool controlled_compare_exchange(detail::Execution& execution, T& expected, T desired) noexcept;

    std::atomic<T> real_;
};

/// A fence: under the scheduler, a point where another thread may run.
inline void atomic_thread_fence(std::memory_order order) noexcept;

}  // namespace falsify::sync

// The definitions of the templates and inline functions declared above.
#include <falsify/sync/impl/atomic.hpp>
