#pragma once
// Whether values of T can be copied, looking inside containers and class
// templates: std::is_copy_constructible<std::vector<Token>> holds (the
// standard's copy constructor is not constrained) although copying one fails
// to compile when Token can only be moved.
#include <falsify/detail/comparable.hpp>

#include <type_traits>

namespace falsify::detail {

template <class T>
struct DeepCopyable : std::bool_constant<std::is_copy_constructible_v<T>> {};

template <class T>
inline constexpr bool deep_copyable = DeepCopyable<std::remove_cv_t<T>>::value;

/// A range: its elements must copy too.
template <ElementRange T>
struct DeepCopyable<T> : std::bool_constant<std::is_copy_constructible_v<T> && deep_copyable<typename T::value_type>> {};

/// Any other class template (optional, pair, tuple, variant): its arguments must copy too.
template <template <class...> class C, class... Ts>
    requires(!ElementRange<C<Ts...>>)
struct DeepCopyable<C<Ts...>> : std::bool_constant<std::is_copy_constructible_v<C<Ts...>> && (deep_copyable<Ts> && ...)> {};

}  // namespace falsify::detail
