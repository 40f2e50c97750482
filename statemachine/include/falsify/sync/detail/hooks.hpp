#pragma once
// What falsify::sync's primitives call when the calling thread runs under a
// controlled execution (StateMachine::check_parallel with a controlled
// Scheduling): one thread runs at a time, and before each visible operation
// the scheduler may hand the turn to another thread. Outside one, controlled()
// is null and every primitive is its std counterpart.
#include <cstdint>
#include <type_traits>

namespace falsify::sync::detail {

class Execution;

/// The operations a schedule interleaves, as the interleaving report names them.
enum class Operation : std::uint8_t {
    Load, Store, Exchange, CompareExchange, FetchAdd, FetchSub, FetchAnd, FetchOr, FetchXor, Fence,
    Lock, TryLock, Unlock, LockShared, TryLockShared, UnlockShared,
    Wait, Woken, NotifyOne, NotifyAll, Yield,
    Begin, End,  // a command's invocation and response (the object is its index in its branch)
};

/// A value an operation read or wrote, kept raw until a report shows it.
struct Seen {
    enum class Kind : std::uint8_t { None, Signed, Unsigned, Bool, Pointer, Other };
    Kind kind = Kind::None;
    std::uint64_t bits = 0;
};

template <class T>
Seen seen_value(const T& value) noexcept {
    if constexpr (std::is_same_v<T, bool>) {
        return {Seen::Kind::Bool, value ? 1u : 0u};
    } else if constexpr (std::is_enum_v<T>) {
        return seen_value(static_cast<std::underlying_type_t<T>>(value));
    } else if constexpr (std::is_integral_v<T> && std::is_signed_v<T>) {
        return {Seen::Kind::Signed, static_cast<std::uint64_t>(static_cast<std::int64_t>(value))};
    } else if constexpr (std::is_integral_v<T>) {
        return {Seen::Kind::Unsigned, static_cast<std::uint64_t>(value)};
    } else if constexpr (std::is_pointer_v<T>) {
        return {Seen::Kind::Pointer, reinterpret_cast<std::uintptr_t>(value)};
    } else {
        return {Seen::Kind::Other, 0};
    }
}

/// The execution the calling thread runs under, or nullptr.
Execution* controlled() noexcept;

/// Counts the primitives made on the calling thread: a system whose making
/// made none does not synchronise through falsify::sync, and its branches run
/// on real threads under Scheduling::automatic().
void note_made() noexcept;
std::uint64_t made_on_this_thread() noexcept;

/// A scheduling point before `operation` on `object`: another thread may run first.
void point(Execution& execution, Operation operation, const void* object);
/// Records what `operation` on `object` saw, for the report.
void seen(Execution& execution, Operation operation, const void* object, Seen value = {}, bool succeeded = true);

/// A lock's state under a controlled execution (threads are numbered from 1; 0 is none).
struct LockState {
    std::uint32_t owner = 0;
    std::uint32_t readers = 0;
};

void lock(Execution& execution, LockState& state, bool shared);
bool try_lock(Execution& execution, LockState& state, bool shared);
void unlock(Execution& execution, LockState& state, bool shared);

/// A condition variable's wait: releases `mutex`, sleeps until notified, takes `mutex` again.
void wait(Execution& execution, const void* condition, LockState& mutex);
void notify(Execution& execution, const void* condition, bool all);

/// An explicit yield point: the running thread lets the others go first.
void yield(Execution& execution);

}  // namespace falsify::sync::detail
