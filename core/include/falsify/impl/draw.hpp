#pragma once
// The definitions behind <falsify/draw.hpp>, which includes this file at its end.
#include <falsify/draw.hpp>

namespace falsify {

template <class T>
T draw(const Gen<T>& generator) {
    return detail::fresh_value_of<T>(detail::draw_node(typeid(T), &detail::generate_erased<T>, &generator));
}

template <class T>
void note(std::string label, const T& value) {
    detail::add_note(std::move(label), show(value));
}

}  // namespace falsify
