#pragma once
// Whether values of T can be compared with ==, looking inside containers and
// class templates: std::equality_comparable<std::vector<Wallet>> holds (the
// standard's operator== is not constrained) although comparing two fails to
// compile when Wallet has no operator==.
#include <concepts>
#include <iterator>
#include <type_traits>

namespace falsify::detail {

template <class T>
struct DeepComparable : std::bool_constant<std::equality_comparable<T>> {};

template <class T>
concept ElementRange = requires(const T& v) {
    typename T::value_type;
    std::begin(v);
};

template <class T>
inline constexpr bool deep_comparable = DeepComparable<std::remove_cv_t<T>>::value;

/// A range: its elements must compare too.
template <ElementRange T>
struct DeepComparable<T> : std::bool_constant<std::equality_comparable<T> && deep_comparable<typename T::value_type>> {};

/// Any other class template (optional, pair, tuple, variant): its arguments must compare too.
template <template <class...> class C, class... Ts>
    requires(!ElementRange<C<Ts...>>)
struct DeepComparable<C<Ts...>> : std::bool_constant<std::equality_comparable<C<Ts...>> && (deep_comparable<Ts> && ...)> {};

/// Values of T compare with ==, all the way down.
template <class T>
concept Comparable = deep_comparable<T>;

/// Specialised, with `static bool same(const T&, const T&)`, for a type the
/// engine must tell apart neither by == nor by its rendering (a command
/// sequence renders the same whatever arguments a command without a label holds).
template <class T>
struct SameValue;

template <class T>
concept HasSameValue = requires(const T& a) {
    { SameValue<T>::same(a, a) } -> std::same_as<bool>;
};

}  // namespace falsify::detail
