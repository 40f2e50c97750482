#pragma once
// One-line rendering of values in messages: strings quoted and escaped (long
// ones abbreviated, invalid UTF-8 as hex), containers abbreviated after 8
// elements and 4 levels deep, sets and maps in braces, a variant as its
// active alternative, an enum as its integer value, durations with their
// unit (1500ms), system-clock time points as UTC (2024-01-02T03:04:05.500Z),
// aggregates as Point{1, 2} (gen/aggregate.hpp). Customise with a
// specialisation of falsify::Show<T> providing
// `static void show(std::string& out, const T&)`, or give the type an operator<<.
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

template <class T, class Enable = void>
struct Show;

void show_string(std::string& out, std::string_view text);
void show_char(std::string& out, char c);
void show_double(std::string& out, double value);
/// The demangled name of a type, for messages.
std::string type_name(const std::type_info& type);
/// type_name() as a reader writes it, for messages: without "(anonymous
/// namespace)::" and the standard library's defaulted arguments
/// (std::map<std::string, int>, not std::map<std::__cxx11::basic_string<char, ...).
std::string display_type_name(const std::type_info& type);
std::string display_type_name(std::type_index type);
/// A class's own name, without its namespaces: "Pop" for `(anonymous namespace)::Pop`.
std::string short_type_name(const std::type_info& type);
/// A mangled type name (std::type_info::name()) made readable.
std::string demangle(const char* mangled);
/// Appends what `write(stream, value)` streams (keeps <sstream> out of this header).
void show_streamed(std::string& out, void (*write)(std::ostream&, const void*), const void* value);
/// A printer that threw (`printer`: "operator<<", "falsify::Show") shown in the
/// value's place, `<operator<< threw: what()>`, its partial output at `mark` and after dropped:
/// a report must still be written when a value cannot be.
void show_thrown(std::string& out, std::size_t mark, const char* printer);
/// A duration of `count` ticks of num/den seconds: 1500ms, 3s, 2min, 7[1/3]s.
void show_duration(std::string& out, long long count, std::intmax_t num, std::intmax_t den);
void show_duration(std::string& out, double count, std::intmax_t num, std::intmax_t den);
/// A value with no way to be printed: `<Wallet>`, its type as a reader writes
/// it. While an UnprintableTypes is alive on the thread, the type is noted there.
void show_unprintable(std::string& out, const std::type_info& type);

/// Notes, while alive, the types that were shown as placeholders on this thread
/// (a report then says once how to give them a printer).
class UnprintableTypes {
public:
    UnprintableTypes();
    ~UnprintableTypes();
    UnprintableTypes(const UnprintableTypes&) = delete;
    UnprintableTypes& operator=(const UnprintableTypes&) = delete;
    /// Each type once, in the order met, as a reader writes it.
    const std::vector<std::string>& types() const noexcept { return types_; }

private:
    friend void show_unprintable(std::string& out, const std::type_info& type);
    std::vector<std::string> types_;
    UnprintableTypes* previous_;
};

/// A system-clock time point `ticks` of num/den seconds after 1970-01-01, as UTC ISO 8601.
void show_utc_time(std::string& out, long long ticks, std::intmax_t num, std::intmax_t den);

namespace detail {

inline constexpr std::size_t max_shown_elements = 8;
inline constexpr int max_shown_depth = 4;

template <class T>
concept UserShown = requires(std::string& out, const T& v) { Show<T>::show(out, v); };
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
/// std::variant and look-alikes, recognised by shape (no <variant> needed here).
template <class V>
concept VariantLike = requires(const V& v) {
    { v.index() } -> std::convertible_to<std::size_t>;
    { v.valueless_by_exception() } -> std::same_as<bool>;
};
/// std::chrono::duration and look-alikes, recognised by shape (no <chrono> needed here).
template <class D>
concept DurationLike = requires(const D& d) {
    typename D::rep;
    typename D::period;
    D::period::num;
    D::period::den;
    d.count();
} && std::is_arithmetic_v<typename D::rep> && !requires { typename D::clock; };
template <class P>
concept TimePointLike = requires(const P& p) {
    typename P::clock;
    typename P::duration;
    p.time_since_epoch();
} && DurationLike<typename P::duration>;
/// The system clock is the one that converts to time_t.
template <class P>
concept SystemTimePoint =
    TimePointLike<P> && std::is_integral_v<typename P::duration::rep> && requires(const P& p) { P::clock::to_time_t(p); };
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

}  // namespace detail

template <class T>
void show_value(std::string& out, const T& value, int depth = 0);

/// False only for types show() can render as nothing better than their name.
template <class T>
inline constexpr bool printable = detail::UserShown<T> || detail::ObjectPointer<T> || detail::SmartPointer<T> || detail::WeakPointer<T> || std::is_arithmetic_v<T> || std::is_convertible_v<const T&, std::string_view> ||
                                  detail::is_optional<T>::value || std::is_enum_v<T> || detail::VariantLike<T> || detail::DurationLike<T> ||
                                  detail::TimePointLike<T> || detail::TupleLike<T> || detail::Range<T> || detail::Streamable<T>;

namespace detail {

/// Whether show() tells apart values of T that differ, looking inside
/// containers, optionals, tuples and pointers: false when some part can only
/// be shown by its type's name (a std::vector<Wallet> renders `[<Wallet>]`
/// whatever the wallets hold). Follows show_value's order of choices.
template <class T>
constexpr bool shows_values() {
    using D = std::remove_cv_t<T>;
    if constexpr (requires { Show<D>::shows_every_value; }) {
        return Show<D>::shows_every_value;
    } else if constexpr (UserShown<D> || std::is_arithmetic_v<D> || std::is_convertible_v<const D&, std::string_view> || std::is_enum_v<D> ||
                  DurationLike<D> || TimePointLike<D> || VariantLike<D>) {
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

}  // namespace detail

template <class T>
void show_value(std::string& out, const T& value, int depth);

template <class T>
std::string show(const T& value);

}  // namespace falsify

// The definitions of the templates and inline functions declared above.
#include <falsify/impl/show.hpp>
