#pragma once
// CommandResult: what a command's run() hands to its postcondition. Commands of
// one machine return different types (Push nothing, Pop an int), so the value is
// held type-erased; comparing it with a value of the wrong type throws rather
// than quietly comparing unequal.
#include <falsify/show.hpp>
#include <falsify/statemachine/detail/command_result.hpp>

#include <any>
#include <concepts>
#include <optional>
#include <string>
#include <type_traits>
#include <typeinfo>
#include <utility>

namespace falsify {

class CommandResult;

class CommandResult {
public:
    /// No result: what a command that only acts returns (`return {};`).
    CommandResult() noexcept = default;

    /// Any copyable value; implicit, so that `return stack.pop();` works.
    template <class T>
        requires(!std::same_as<std::decay_t<T>, CommandResult>)
    CommandResult(T&& value) : value_(std::forward<T>(value)), show_(&render<std::decay_t<T>>) {}

    bool has_value() const noexcept { return value_.has_value(); }

    /// The value as a T; throws std::logic_error naming both types when it holds something else.
    template <class T>
    const T& as() const;

    /// The value rendered as in messages; "(none)" for no result.
    std::string show() const { return show_ ? show_(value_) : "(none)"; }

    /// `result == model.back()`: compares the held value with a value of the same type.
    template <class T>
        requires(!std::same_as<T, CommandResult>)
    friend bool operator==(const CommandResult& result, const T& value) {
        return static_cast<bool>(result.as<T>() == value);
    }

    /// The same for std::optional, in both orders: its own heterogeneous
    /// operator== would otherwise be chosen, and compare an empty optional as
    /// unequal to anything.
    template <class T>
    friend bool operator==(const CommandResult& result, const std::optional<T>& value) {
        return result.as<std::optional<T>>() == value;
    }
    template <class T>
    friend bool operator==(const std::optional<T>& value, const CommandResult& result) {
        return result.as<std::optional<T>>() == value;
    }

private:
    template <class T>
    static std::string render(const std::any& value);

    std::any value_;
    std::string (*show_)(const std::any&) = nullptr;
};

}  // namespace falsify

// The definitions of the templates and inline functions declared above.
#include <falsify/statemachine/impl/command_result.hpp>
