#pragma once
// The definitions behind <falsify/statemachine/command.hpp>, which includes this file at its end.
#include <falsify/statemachine/command.hpp>

namespace falsify {

template <class... Args>
std::string show_call(std::string_view name, const Args&... args) {
    std::string out(name);
    out += '(';
    [[maybe_unused]] bool first = true;
    ((out += first ? "" : ", ", first = false, show_value(out, args)), ...);
    out += ')';
    return out;
}

}  // namespace falsify
