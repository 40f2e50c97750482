#pragma once
// The definitions behind <falsify/codec.hpp>, which includes this file at its end.
#include <falsify/codec.hpp>

// The codecs of the standard types the header lists, and what they are made of.
namespace falsify {

namespace detail {

// The envelopes are out of line (see detail/prebuilt.hpp).
/// {"#": tag, "v": value}
Data envelope(const char* tag, Data value);
/// The "v" of an envelope tagged `tag`, or nullptr.
const Data* envelope_value(const Data& data, const char* tag) noexcept;
/// {"#": "v", "i": index, "v": value}
Data variant_envelope(std::size_t index, Data value);
std::optional<std::pair<std::size_t, const Data*>> variant_parts(const Data& data) noexcept;
void sort_items(Data::Array& items);

template <class T>
struct is_std_tuple_like : std::false_type {};
template <class... Ts>
struct is_std_tuple_like<std::tuple<Ts...>> : std::true_type {};
template <class A, class B>
struct is_std_tuple_like<std::pair<A, B>> : std::true_type {};
template <class T, std::size_t N>
struct is_std_tuple_like<std::array<T, N>> : std::true_type {};

template <class T>
concept CodecTupleLike = is_std_tuple_like<T>::value;

template <class T, std::size_t... I>
constexpr bool tuple_elements_encodable(std::index_sequence<I...>) {
    return (Encodable<std::remove_cv_t<std::tuple_element_t<I, T>>> && ...);
}

template <class T>
concept CodecRange = requires(const T& v) {
    typename T::value_type;
    std::begin(v);
    std::end(v);
} && !CodecTupleLike<T>;

template <class T>
concept CodecMap = CodecRange<T> && requires { typename T::key_type; typename T::mapped_type; };
template <class T>
concept CodecSet = CodecRange<T> && !CodecMap<T> && requires(T& t, typename T::value_type v) {
    typename T::key_type;
    t.insert(std::move(v));
};
template <class T>
concept CodecSequence = CodecRange<T> && !CodecMap<T> && !CodecSet<T> &&
                        requires(T& t, typename T::value_type v) { t.push_back(std::move(v)); };
template <class T>
concept Unordered = requires { typename T::hasher; };
template <class V>
concept CodecVariant = requires(const V& v) {
    { v.index() } -> std::convertible_to<std::size_t>;
    { v.valueless_by_exception() } -> std::same_as<bool>;
};

template <class T>
std::optional<Data> encode_items(const T& range);

template <class T>
std::optional<T> decode_items(const Data& data);

}  // namespace detail

// The codecs of non-template types are out of line (see detail/prebuilt.hpp).
template <>
struct Codec<bool> {
    static std::optional<Data> encode(const bool& value);
    static std::optional<bool> decode(const Data& data);
};

template <class I>
    requires(std::is_integral_v<I> && !std::is_same_v<I, bool>)
struct Codec<I> {
    static std::optional<Data> encode(const I& value) { return Data::integer(value); }
    static std::optional<I> decode(const Data& data) { return data.as_integer<I>(); }
};

/// {"#": "f", "v": "<shortest exact text>"}, with "nan", "-nan", "inf", "-inf"; "-0.0" keeps its sign.
template <>
struct Codec<double> {
    static std::optional<Data> encode(const double& value);
    static std::optional<double> decode(const Data& data);
};

template <>
struct Codec<float> {
    static std::optional<Data> encode(const float& value);
    static std::optional<float> decode(const Data& data);
};

/// {"#": "e", "v": <underlying integer>}
template <class E>
    requires std::is_enum_v<E>
struct Codec<E> {
    using U = std::underlying_type_t<E>;
    static std::optional<Data> encode(const E& value) { return detail::envelope("e", Data::integer(static_cast<U>(value))); }
    static std::optional<E> decode(const Data& data) {
        const Data* value = detail::envelope_value(data, "e");
        if (!value) return std::nullopt;
        if (auto n = value->as_integer<U>()) return static_cast<E>(*n);
        return std::nullopt;
    }
};

/// Valid UTF-8 as a JSON string; anything else as {"#": "b", "v": "<base64>"}.
template <>
struct Codec<std::string> {
    static std::optional<Data> encode(const std::string& value);
    static std::optional<std::string> decode(const Data& data);
};

/// Always {"#": "b", "v": "<base64>"}.
template <>
struct Codec<std::vector<std::byte>> {
    static std::optional<Data> encode(const std::vector<std::byte>& value);
    static std::optional<std::vector<std::byte>> decode(const Data& data);
};

/// null when empty; a present value as itself, unless that would read as null
/// or as another present-value envelope (nested optionals): then {"#": "o", "v": ...}.
template <class T>
    requires Encodable<T>
struct Codec<std::optional<T>> {
    static std::optional<Data> encode(const std::optional<T>& value) {
        if (!value) return Data::null();
        auto inner = Codec<T>::encode(*value);
        if (!inner) return std::nullopt;
        if (inner->is_null() || detail::envelope_value(*inner, "o")) return detail::envelope("o", std::move(*inner));
        return inner;
    }
    static std::optional<std::optional<T>> decode(const Data& data) {
        // Built in place: g++ 12 at -O3 takes a moved-from empty optional's payload for uninitialized.
        if (data.is_null()) return std::optional<std::optional<T>>(std::in_place);
        const Data* wrapped = detail::envelope_value(data, "o");
        auto inner = Codec<T>::decode(wrapped ? *wrapped : data);
        if (!inner) return std::nullopt;
        return std::optional<T>(std::move(*inner));
    }
};

/// An empty struct (a tag type, std::monostate) has one value: null.
template <class T>
    requires(std::is_class_v<T> && std::is_empty_v<T> && std::is_aggregate_v<T> && std::is_default_constructible_v<T> &&
             !std::is_same_v<T, RandomEngine> && !detail::CodecTupleLike<T> && !detail::CodecRange<T>)
struct Codec<T> {
    static std::optional<Data> encode(const T&) { return Data::null(); }
    static std::optional<T> decode(const Data& data) {
        if (data.is_null()) return T{};
        return std::nullopt;
    }
};

/// std::variant and look-alikes (recognised by shape: this header needs no
/// <variant>): {"#": "v", "i": <alternative index>, "v": <value>}
template <template <class...> class V, class... Ts>
    requires(detail::CodecVariant<V<Ts...>> && (Encodable<Ts> && ...))
struct Codec<V<Ts...>> {
    static std::optional<Data> encode(const V<Ts...>& value) {
        if (value.valueless_by_exception()) return std::nullopt;
        return encode_at(value, std::index_sequence_for<Ts...>());
    }
    static std::optional<V<Ts...>> decode(const Data& data) {
        auto parts = detail::variant_parts(data);
        if (!parts || parts->first >= sizeof...(Ts)) return std::nullopt;
        return decode_at(parts->first, *parts->second, std::index_sequence_for<Ts...>());
    }

private:
    template <std::size_t I>
    using Alternative = std::tuple_element_t<I, std::tuple<Ts...>>;

    template <std::size_t... I>
    static std::optional<Data> encode_at(const V<Ts...>& value, std::index_sequence<I...>) {
        std::optional<Data> out;
        const std::size_t index = static_cast<std::size_t>(value.index());
        (void)((I == index ? (out = encode_one<I>(value), true) : false) || ...);
        return out;
    }
    template <std::size_t I>
    static std::optional<Data> encode_one(const V<Ts...>& value) {
        using std::get;
        auto inner = Codec<Alternative<I>>::encode(get<I>(value));
        if (!inner) return std::nullopt;
        return detail::variant_envelope(I, std::move(*inner));
    }
    template <std::size_t... I>
    static std::optional<V<Ts...>> decode_at(std::size_t index, const Data& data, std::index_sequence<I...>) {
        std::optional<V<Ts...>> out;
        (void)((I == index ? (decode_one<I>(data, out), true) : false) || ...);
        return out;
    }
    template <std::size_t I>
    static void decode_one(const Data& data, std::optional<V<Ts...>>& out) {
        if (auto v = Codec<Alternative<I>>::decode(data)) out.emplace(std::in_place_index<I>, std::move(*v));
    }
};

/// std::tuple, std::pair and std::array: a JSON array of their elements.
template <class T>
    requires(detail::CodecTupleLike<T> && detail::tuple_elements_encodable<T>(std::make_index_sequence<std::tuple_size_v<T>>()))
struct Codec<T> {
    static std::optional<Data> encode(const T& value) { return encode_all(value, std::make_index_sequence<std::tuple_size_v<T>>()); }
    static std::optional<T> decode(const Data& data) {
        const Data::Array* items = data.as_array();
        if (!items || items->size() != std::tuple_size_v<T>) return std::nullopt;
        return decode_all(*items, std::make_index_sequence<std::tuple_size_v<T>>());
    }

private:
    template <std::size_t I>
    using Element = std::remove_cv_t<std::tuple_element_t<I, T>>;

    template <std::size_t... I>
    static std::optional<Data> encode_all([[maybe_unused]] const T& value, std::index_sequence<I...>) {
        Data::Array items;
        bool ok = true;
        [[maybe_unused]] auto add = [&](auto encoded) {
            if (!ok || !encoded) ok = false;
            else items.push_back(std::move(*encoded));
        };
        (add(Codec<Element<I>>::encode(std::get<I>(value))), ...);
        if (!ok) return std::nullopt;
        return Data::array(std::move(items));
    }
    template <std::size_t... I>
    static std::optional<T> decode_all([[maybe_unused]] const Data::Array& items, std::index_sequence<I...>) {
        std::tuple<std::optional<Element<I>>...> parts{Codec<Element<I>>::decode(items[I])...};
        if (!(std::get<I>(parts) && ...)) return std::nullopt;
        return T{std::move(*std::get<I>(parts))...};
    }
};

/// Sequences and sets: a JSON array of their elements; maps: an array of [key, value] pairs.
template <class T>
    requires(detail::CodecMap<T> && Encodable<std::remove_cv_t<typename T::key_type>> && Encodable<typename T::mapped_type>) ||
            ((detail::CodecSet<T> || detail::CodecSequence<T>) && Encodable<typename T::value_type>)
struct Codec<T> {
    static std::optional<Data> encode(const T& value) { return detail::encode_items(value); }
    static std::optional<T> decode(const Data& data) { return detail::decode_items<T>(data); }
};

}  // namespace falsify

namespace falsify::detail {

template <class T>
std::optional<Data> encode_items(const T& range) {
    Data::Array items;
    for (const auto& element : range) {
        if constexpr (CodecMap<T>) {
            using K = std::remove_cv_t<typename T::key_type>;
            using V = typename T::mapped_type;
            auto key = Codec<K>::encode(element.first);
            auto value = key ? Codec<V>::encode(element.second) : std::nullopt;
            if (!value) return std::nullopt;
            items.push_back(Data::array({std::move(*key), std::move(*value)}));
        } else {
            using E = typename T::value_type;
            auto item = Codec<E>::encode(static_cast<const E&>(element));
            if (!item) return std::nullopt;
            items.push_back(std::move(*item));
        }
    }
    // Equal unordered containers may iterate differently: one value, one text.
    if constexpr (Unordered<T>) sort_items(items);
    return Data::array(std::move(items));
}

template <class T>
std::optional<T> decode_items(const Data& data) {
    const Data::Array* items = data.as_array();
    if (!items) return std::nullopt;
    T out;
    for (const Data& item : *items) {
        if constexpr (CodecMap<T>) {
            const Data::Array* pair = item.as_array();
            if (!pair || pair->size() != 2) return std::nullopt;
            auto key = Codec<std::remove_cv_t<typename T::key_type>>::decode((*pair)[0]);
            auto value = key ? Codec<typename T::mapped_type>::decode((*pair)[1]) : std::nullopt;
            if (!value) return std::nullopt;
            out.emplace(std::move(*key), std::move(*value));
        } else {
            auto value = Codec<typename T::value_type>::decode(item);
            if (!value) return std::nullopt;
            if constexpr (CodecSet<T>) out.insert(std::move(*value));
            else out.push_back(std::move(*value));
        }
    }
    return out;
}

}  // namespace falsify::detail
