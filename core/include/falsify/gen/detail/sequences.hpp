#pragma once
// What <falsify/gen/sequences.hpp> is made of, apart so that the public header reads as its API.
#include <falsify/arbitrary.hpp>
#include <falsify/gen/containers.hpp>
#include <falsify/gen/sizes.hpp>
#include <falsify/gen/detail/tree/sequence_tree.hpp>

#include <array>
#include <cstddef>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace falsify::gen::detail {

template <class T, std::size_t N>
std::array<T, N> array_of(const std::vector<Shrinkable<T>>& elements) {
    return [&]<std::size_t... I>(std::index_sequence<I...>) { return std::array<T, N>{elements[I].fresh()...}; }(std::make_index_sequence<N>());
}

template <class C>
C pushed_back(const std::vector<Shrinkable<typename C::value_type>>& elements) {
    C out;
    for (const auto& e : elements) out.push_back(e.fresh());
    return out;
}

template <class C>
struct is_std_vector : std::false_type {};
template <class T, class A>
struct is_std_vector<std::vector<T, A>> : std::true_type {};

}  // namespace falsify::gen::detail
