#pragma once
// The definitions behind <falsify/codec.hpp>, which includes this file at its end.
#include <falsify/codec.hpp>

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
