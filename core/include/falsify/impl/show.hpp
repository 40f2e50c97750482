#pragma once
// The definitions behind <falsify/show.hpp>, which includes this file at its end.
#include <falsify/show.hpp>

namespace falsify::detail {

template <class T>
void stream_value(std::ostream& os, const void* value) {
    os << *static_cast<const T*>(value);
}

template <class R>
void show_range(std::string& out, const R& range, int depth, char open, char close) {
    std::size_t total = 0;
    for (auto it = std::begin(range); it != std::end(range); ++it) ++total;
    if (depth >= max_shown_depth && total > 0) {
        out += open;
        out += "\xE2\x80\xA6 " + std::to_string(total) + " element(s)";
        out += close;
        return;
    }
    out += open;
    std::size_t shown = 0;
    for (const auto& element : range) {
        if (shown == max_shown_elements) {
            out += ", \xE2\x80\xA6 +" + std::to_string(total - shown) + " more";
            break;
        }
        if (shown++ > 0) out += ", ";
        if constexpr (MapLike<R>) {
            show_value(out, element.first, depth + 1);
            out += ": ";
            show_value(out, element.second, depth + 1);
        } else {
            show_value(out, element, depth + 1);
        }
    }
    out += close;
}

template <std::size_t I, template <class...> class V, class... Ts>
void show_alternative(std::string& out, const V<Ts...>& value, int depth) {
    if constexpr (I < sizeof...(Ts)) {
        if (value.index() == I) {
            using std::get;
            show_value(out, get<I>(value), depth);
        } else {
            show_alternative<I + 1>(out, value, depth);
        }
    }
}

template <template <class...> class V, class... Ts>
void show_variant(std::string& out, const V<Ts...>& value, int depth) {
    if (value.valueless_by_exception()) out += "valueless";
    else show_alternative<0>(out, value, depth);
}

}  // namespace falsify::detail

namespace falsify {

template <class T>
struct ShownByValue
    : std::bool_constant<detail::UserShown<T> || detail::ObjectPointer<T> || detail::SmartPointer<T> || detail::WeakPointer<T> ||
                         std::is_arithmetic_v<T> || std::is_convertible_v<const T&, std::string_view> || detail::is_optional<T>::value ||
                         std::is_enum_v<T> || gen::VariantLike<T> || gen::DurationLike<T> || gen::TimePointLike<T> || detail::TupleLike<T> ||
                         detail::Range<T> || detail::Streamable<T>> {};

template <class T>
void show_value(std::string& out, const T& value, int depth) {
    using D = std::decay_t<T>;
    if constexpr (detail::UserShown<D>) {
        const std::size_t mark = out.size();
        try {
            Show<D>::show(out, value);
        } catch (...) {
            show_thrown(out, mark, "falsify::Show");
        }
    } else if constexpr (std::is_same_v<D, bool>) {
        out += value ? "true" : "false";
    } else if constexpr (std::is_same_v<D, char>) {
        show_char(out, value);
    } else if constexpr (std::is_integral_v<D>) {
        out += std::to_string(value);
    } else if constexpr (std::is_floating_point_v<D>) {
        show_double(out, static_cast<double>(value));
    } else if constexpr (std::is_convertible_v<const D&, std::string_view>) {
        show_string(out, std::string_view(value));
    } else if constexpr (detail::is_optional<D>::value) {
        if (value) show_value(out, *value, depth);
        else out += "nullopt";
    } else if constexpr (detail::ObjectPointer<D> || detail::SmartPointer<D>) {
        // What it points to: an address says nothing, and differs from run to run.
        const auto* pointee = [&] {
            if constexpr (detail::SmartPointer<D>) return value.get();
            else return value;
        }();
        using Pointee = std::remove_cv_t<std::remove_pointer_t<decltype(pointee)>>;
        if (!pointee) out += "null";
        else if constexpr (std::is_void_v<Pointee>) out += "<non-null void*>";
        else if (depth >= detail::max_shown_depth) out += "\xE2\x80\xA6";
        else show_value(out, *pointee, depth + 1);
    } else if constexpr (detail::WeakPointer<D>) {
        if (const auto locked = value.lock()) show_value(out, locked, depth);
        else out += "expired";
    } else if constexpr (std::is_enum_v<D>) {
        // A scoped enum with an operator<< of its own keeps it; otherwise the integer value.
        using U = std::underlying_type_t<D>;
        if constexpr (detail::Streamable<D> && !std::is_convertible_v<D, U>) show_streamed(out, &detail::stream_value<D>, &value);
        else if constexpr (std::is_signed_v<U>) out += std::to_string(static_cast<long long>(value));
        else out += std::to_string(static_cast<unsigned long long>(value));
    } else if constexpr (gen::VariantLike<D>) {
        detail::show_variant(out, value, depth);
    } else if constexpr (gen::DurationLike<D>) {
        using R = typename D::rep;
        using Ticks = std::conditional_t<std::is_floating_point_v<R>, double, long long>;
        show_duration(out, static_cast<Ticks>(value.count()), D::period::num, D::period::den);
    } else if constexpr (detail::SystemTimePoint<D>) {
        show_utc_time(out, static_cast<long long>(value.time_since_epoch().count()), D::duration::period::num, D::duration::period::den);
    } else if constexpr (gen::TimePointLike<D>) {
        show_value(out, value.time_since_epoch(), depth);
        out += " since the epoch";
    } else if constexpr (detail::TupleLike<D>) {
        out += '(';
        std::apply(
            [&](const auto&... parts) {
                int i = 0;
                ((out += (i++ ? ", " : ""), show_value(out, parts, depth + 1)), ...);
            },
            value);
        out += ')';
    } else if constexpr (detail::MapLike<D> || detail::KeyedSet<D>) {
        detail::show_range(out, value, depth, '{', '}');
    } else if constexpr (detail::Range<D>) {
        detail::show_range(out, value, depth, '[', ']');
    } else if constexpr (detail::Streamable<D>) {
        show_streamed(out, &detail::stream_value<D>, &value);
    } else {
        show_unprintable(out, typeid(D));
    }
}

template <class T>
std::string show(const T& value) {
    std::string out;
    show_value(out, value);
    return out;
}

}  // namespace falsify
