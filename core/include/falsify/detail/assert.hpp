#pragma once
// What <falsify/assert.hpp> is made of, apart so that the public header reads as its API.
#include <falsify/errors.hpp>
#include <falsify/show.hpp>

#include <string>
#include <type_traits>
#include <utility>

namespace falsify::detail {

[[noreturn]] void fail_assertion(const char* expression, std::string expansion, const char* file, int line);
/// A failed assertion's message: the expression, then its operands rendered when they say more.
std::string assertion_message(const char* expression, std::string expansion);

template <class L, class R>
struct Comparison;

/// `FALSIFY_ASSERT(a || b)` would capture `a` alone, and an overloaded || or &&
/// cannot short-circuit (`!p || p->x` would dereference a null p): refused,
/// with the fix in the message.
template <class R>
inline constexpr bool logical_operator_needs_parentheses = false;

/// What a refused || or && yields, so that the one error is the static_assert's.
struct RefusedLogical {
    bool holds() const { return false; }
    std::string expansion() const { return {}; }
};

#define FALSIFY_DETAIL_REFUSE_LOGICAL(op)                                                                               \
    template <class Other>                                                                                              \
    RefusedLogical operator op(const Other&) const {                                                                    \
        static_assert(logical_operator_needs_parentheses<Other>,                                                            \
                      "FALSIFY_ASSERT: wrap an expression with && or || in parentheses: FALSIFY_ASSERT((a " #op " b))"); \
        return {};                                                                                                      \
    }

template <class L, class R>
struct Comparison {
    const L& lhs;
    const R& rhs;
    bool result;
    const char* op;
    bool holds() const { return result; }
    FALSIFY_DETAIL_REFUSE_LOGICAL(||)
    FALSIFY_DETAIL_REFUSE_LOGICAL(&&)
    std::string expansion() const {
        if constexpr (printable<std::decay_t<L>> && printable<std::decay_t<R>>) return show(lhs) + " " + op + " " + show(rhs);
        else return {};
    }
};

/// Integers of mixed signedness compare by value (std::cmp_*), never by
/// wrapping; everything else with its own operator.
template <class L, class R>
constexpr bool by_value = std::is_integral_v<L> && std::is_integral_v<R> && !std::is_same_v<L, bool> &&
                          !std::is_same_v<R, bool> && !std::is_same_v<L, char> && !std::is_same_v<R, char> &&
                          std::is_signed_v<L> != std::is_signed_v<R>;

template <class L>
struct Captured {
    const L& lhs;
    bool holds() const { return static_cast<bool>(lhs); }
    std::string expansion() const { return {}; }
    FALSIFY_DETAIL_REFUSE_LOGICAL(||)
    FALSIFY_DETAIL_REFUSE_LOGICAL(&&)
    template <class R>
    Comparison<L, R> operator==(const R& rhs) const {
        if constexpr (by_value<L, R>) return {lhs, rhs, std::cmp_equal(lhs, rhs), "=="};
        else return {lhs, rhs, static_cast<bool>(lhs == rhs), "=="};
    }
    template <class R>
    Comparison<L, R> operator!=(const R& rhs) const {
        if constexpr (by_value<L, R>) return {lhs, rhs, std::cmp_not_equal(lhs, rhs), "!="};
        else return {lhs, rhs, static_cast<bool>(lhs != rhs), "!="};
    }
    template <class R>
    Comparison<L, R> operator<(const R& rhs) const {
        if constexpr (by_value<L, R>) return {lhs, rhs, std::cmp_less(lhs, rhs), "<"};
        else return {lhs, rhs, static_cast<bool>(lhs < rhs), "<"};
    }
    template <class R>
    Comparison<L, R> operator<=(const R& rhs) const {
        if constexpr (by_value<L, R>) return {lhs, rhs, std::cmp_less_equal(lhs, rhs), "<="};
        else return {lhs, rhs, static_cast<bool>(lhs <= rhs), "<="};
    }
    template <class R>
    Comparison<L, R> operator>(const R& rhs) const {
        if constexpr (by_value<L, R>) return {lhs, rhs, std::cmp_greater(lhs, rhs), ">"};
        else return {lhs, rhs, static_cast<bool>(lhs > rhs), ">"};
    }
    template <class R>
    Comparison<L, R> operator>=(const R& rhs) const {
        if constexpr (by_value<L, R>) return {lhs, rhs, std::cmp_greater_equal(lhs, rhs), ">="};
        else return {lhs, rhs, static_cast<bool>(lhs >= rhs), ">="};
    }
};

/// The exception is built inside the throw expression, with no object of this
/// frame or its caller's left to destroy: the unwinder crosses both without
/// stopping, where a cleanup on the way costs a failing run a second unwinding.
template <class Captured>
[[noreturn, gnu::noinline, gnu::cold]] void fail_captured(const Captured& captured, const char* expression, const char* file, int line) {
    throw AssertionFailure(assertion_message(expression, captured.expansion()), file, line);
}

template <class Captured>
void check_assertion(const Captured& captured, const char* expression, const char* file, int line) {
    if (!captured.holds()) fail_captured(captured, expression, file, line);
}

struct Decomposer {
    template <class L>
    Captured<L> operator<=(const L& lhs) const { return {lhs}; }
};

#undef FALSIFY_DETAIL_REFUSE_LOGICAL

}  // namespace falsify::detail
