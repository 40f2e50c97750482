#pragma once
// FALSIFY_ASSERT(expr): fails the run, with its site and, for a comparison,
// both sides rendered. FALSIFY_ASSUME(cond): discards the run.
// FALSIFY_SKIP(reason): the environment refuses the run.
#include <falsify/detail/assert.hpp>
#include <falsify/errors.hpp>
#include <falsify/show.hpp>

#include <string>
#include <type_traits>
#include <utility>

/// Fails the current run when `expr` is false. A comparison shows both sides:
/// `FALSIFY_ASSERT(x <= 50)` fails with `x <= 50 [51 <= 50]`.
/// An `&&` or `||` expression must be wrapped in parentheses,
/// `FALSIFY_ASSERT((!p || p->ok()))`: unwrapped, it does not compile, and says so.
#define FALSIFY_ASSERT(...)                                                                                             \
    do {                                                                                                                \
        _Pragma("GCC diagnostic push") _Pragma("GCC diagnostic ignored \"-Wparentheses\"")                              \
            ::falsify::detail::check_assertion(::falsify::detail::Decomposer() <= __VA_ARGS__, #__VA_ARGS__, __FILE__, __LINE__); \
        _Pragma("GCC diagnostic pop")                                                                                   \
    } while (false)

/// Discards the current run when `cond` is false (it counts toward the discard budget).
#define FALSIFY_ASSUME(...)                                            \
    do {                                                               \
        if (!static_cast<bool>(__VA_ARGS__)) throw ::falsify::AssumptionSkipped(); \
    } while (false)

/// Skips the current run because the environment cannot carry it out (a
/// service is down, a tool is missing): it counts toward the skip budget, which
/// is `runs` unless max_discards() caps it, and is neither a pass nor a failure.
#define FALSIFY_SKIP(reason) throw ::falsify::EnvironmentSkipped(reason)
