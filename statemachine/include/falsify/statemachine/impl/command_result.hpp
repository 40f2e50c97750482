#pragma once
// The definitions behind <falsify/statemachine/command_result.hpp>, which includes this file at its end.
#include <falsify/statemachine/command_result.hpp>

namespace falsify {

template <class T>
const T& CommandResult::as() const {
    if (const T* value = std::any_cast<T>(&value_)) return *value;
    detail::refuse_result_type(value_.type(), typeid(T));
}

template <class T>
std::string CommandResult::render(const std::any& value) {
    return falsify::show(*std::any_cast<T>(&value));
}

}  // namespace falsify
