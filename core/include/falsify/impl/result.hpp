#pragma once
// The definitions behind <falsify/result.hpp>, which includes this file at its end.
#include <falsify/result.hpp>

namespace falsify {

template <class T>
const T* RunStatistics::extension() const noexcept {
    for (const auto& e : extensions)
        if (const T* found = dynamic_cast<const T*>(e.get())) return found;
    return nullptr;
}

template <class... Ts>
std::tuple<Ts...> Result::shrunk_values() const {
    return values_of<Ts...>(shrunk_input_, "shrunk_values", std::index_sequence_for<Ts...>());
}

template <class... Ts>
std::tuple<Ts...> Result::original_values() const {
    return values_of<Ts...>(original_input_, "original_values", std::index_sequence_for<Ts...>());
}

template <class... Ts, std::size_t... I>
std::tuple<Ts...> Result::values_of(const std::vector<std::shared_ptr<const detail::TreeNode>>& input, const char* accessor,
                                    std::index_sequence<I...>) const {
    check_types(input, {&typeid(Ts)...}, accessor);
    return std::tuple<Ts...>(*static_cast<const Ts*>(detail::value_address(*input[I]))...);
}

}  // namespace falsify
