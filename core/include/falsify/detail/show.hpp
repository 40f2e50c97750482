#pragma once
// What show() (<falsify/show.hpp>) is made of: the kinds of value it tells
// apart, in the order it tries them, and the helpers for ranges and variants.
#include <falsify/gen/chrono_like.hpp>
#include <falsify/gen/variant_like.hpp>

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <typeindex>
#include <typeinfo>
#include <utility>
#include <vector>

namespace falsify {

// Show's primary template, declared again with its default in <falsify/show.hpp>.
template <class T, class Enable>
struct Show;

}  // namespace falsify

namespace falsify::detail {

inline constexpr std::size_t max_shown_elements = 8;
inline constexpr int max_shown_depth = 4;

template <class T>
concept UserShown = requires(std::string& out, const T& v) { Show<T, void>::show(out, v); };
template <class T>
concept Streamable = requires(std::ostream& os, const T& v) { os << v; };

template <class T>
void stream_value(std::ostream& os, const void* value);
template <class T>
concept Range = requires(const T& v) {
    std::begin(v);
    std::end(v);
};
template <class T>
concept MapLike = Range<T> && requires { typename T::key_type; typename T::mapped_type; };
template <class T>
concept KeyedSet = Range<T> && requires { typename T::key_type; } && !requires { typename T::mapped_type; };
template <class T>
concept TupleLike = requires { std::tuple_size<T>::value; } && !Range<T>;
/// The system clock is the one that converts to time_t.
template <class P>
concept SystemTimePoint =
    gen::TimePointLike<P> && std::is_integral_v<typename P::duration::rep> && requires(const P& p) { P::clock::to_time_t(p); };
/// std::unique_ptr and std::shared_ptr, and look-alikes, by shape.
template <class P>
concept SmartPointer = requires(const P& p) {
    typename P::element_type;
    p.get();
    static_cast<bool>(p);
};
/// std::weak_ptr and look-alikes.
template <class P>
concept WeakPointer = requires(const P& p) {
    typename P::element_type;
    p.lock();
    p.expired();
};
/// A raw pointer to an object (a C string is a string, not a pointer).
template <class P>
concept ObjectPointer = std::is_pointer_v<P> && !std::is_function_v<std::remove_pointer_t<P>>;
template <class T>
struct is_optional : std::false_type {};
template <class T>
struct is_optional<std::optional<T>> : std::true_type {};

/// Whether show() tells apart values of T that differ, looking inside
/// containers, optionals, tuples and pointers: false when some part can only
/// be shown by its type's name (a std::vector<Wallet> renders `[<Wallet>]`
/// whatever the wallets hold). Follows show_value's order of choices.
template <class T>
constexpr bool shows_values() {
    using D = std::remove_cv_t<T>;
    if constexpr (requires { Show<D, void>::shows_every_value; }) {
        return Show<D, void>::shows_every_value;
    } else if constexpr (UserShown<D> || std::is_arithmetic_v<D> || std::is_convertible_v<const D&, std::string_view> || std::is_enum_v<D> ||
                  gen::DurationLike<D> || gen::TimePointLike<D> || gen::VariantLike<D>) {
        return true;
    } else if constexpr (is_optional<D>::value) {
        return shows_values<typename D::value_type>();
    } else if constexpr (ObjectPointer<D>) {
        return !std::is_void_v<std::remove_pointer_t<D>> && shows_values<std::remove_pointer_t<D>>();
    } else if constexpr (SmartPointer<D> || WeakPointer<D>) {
        return shows_values<typename D::element_type>();
    } else if constexpr (TupleLike<D>) {
        return []<std::size_t... I>(std::index_sequence<I...>) {
            return (shows_values<std::tuple_element_t<I, D>>() && ...);
        }(std::make_index_sequence<std::tuple_size_v<D>>{});
    } else if constexpr (Range<D>) {
        return shows_values<std::remove_cvref_t<decltype(*std::begin(std::declval<const D&>()))>>();
    } else {
        return Streamable<D>;
    }
}

template <class R>
void show_range(std::string& out, const R& range, int depth, char open, char close);

template <std::size_t I, template <class...> class V, class... Ts>
void show_alternative(std::string& out, const V<Ts...>& value, int depth);

template <template <class...> class V, class... Ts>
void show_variant(std::string& out, const V<Ts...>& value, int depth);

}  // namespace falsify::detail
