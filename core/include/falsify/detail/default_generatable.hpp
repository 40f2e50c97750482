#pragma once
// Whether a type's default generator can be made: DefaultGeneratable, behind
// HasDefaultGenerator in <falsify/arbitrary.hpp>, which includes this file once
// Arbitrary's specialisations are all declared.
#include <falsify/arbitrary.hpp>

#include <iterator>
#include <optional>
#include <tuple>
#include <type_traits>
#include <utility>

namespace falsify {

// Whether T's default generator can be made, looking inside containers: a
// container's Arbitrary claims one for any element type (so that a struct
// holding a vector of itself is refused with a clear message when it is
// made), but std::vector<Wallet> has none when Wallet has none, and a
// parameter of that type needs its explicit generator, not a compile error
// inside falsify.
template <class T>
struct DefaultGeneratable : std::bool_constant<HasArbitrary<T>> {};

namespace detail {

template <class T>
inline constexpr bool default_generatable = DefaultGeneratable<std::remove_cv_t<T>>::value;

}  // namespace detail

template <class T>
    requires requires(const T& v) {
        typename T::value_type;
        std::begin(v);
    }
struct DefaultGeneratable<T> : std::bool_constant<HasArbitrary<T> && detail::default_generatable<typename T::value_type>> {};

template <class T>
struct DefaultGeneratable<std::optional<T>> : std::bool_constant<detail::default_generatable<T>> {};

template <class A, class B>
struct DefaultGeneratable<std::pair<A, B>>
    : std::bool_constant<HasArbitrary<std::pair<A, B>> && detail::default_generatable<A> && detail::default_generatable<B>> {};

template <class... Ts>
struct DefaultGeneratable<std::tuple<Ts...>> : std::bool_constant<(detail::default_generatable<Ts> && ...)> {};

template <template <class...> class V, class... Ts>
    requires gen::VariantLike<V<Ts...>>
struct DefaultGeneratable<V<Ts...>> : std::bool_constant<HasArbitrary<V<Ts...>> && (detail::default_generatable<Ts> && ...)> {};

}  // namespace falsify
