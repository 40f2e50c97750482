#pragma once
// Codec for aggregates (plain structs), through Boost.PFR: a JSON array of the
// fields, in declaration order. Kept out of <falsify/codec.hpp>: Boost.PFR is
// costly to compile, and only a file with such a struct needs it.
//
// Include it in every test file that declares a property over such a struct
// (or not at all): whether a type has a codec must be the same in every
// translation unit, as for any specialisation.
//
//   struct Point { int x; int y; };   // stored as [3, -1]
#include <falsify/codec.hpp>

#include <boost/pfr/core.hpp>

#include <optional>
#include <tuple>
#include <type_traits>
#include <utility>

namespace falsify {

namespace detail {

template <class T, std::size_t... I>
constexpr bool fields_encodable(std::index_sequence<I...>) {
    return (Encodable<std::remove_cv_t<boost::pfr::tuple_element_t<I, T>>> && ...);
}

// Empty structs have their own codec (null) in codec.hpp.
template <class T>
concept CodecAggregate = std::is_class_v<T> && std::is_aggregate_v<T> && !std::is_empty_v<T> && !CodecTupleLike<T> && !CodecRange<T>;

}  // namespace detail

template <class T>
    requires(detail::CodecAggregate<T> && detail::fields_encodable<T>(std::make_index_sequence<boost::pfr::tuple_size_v<T>>()))
struct Codec<T> {
    static constexpr std::size_t size = boost::pfr::tuple_size_v<T>;

    static std::optional<Data> encode(const T& value) { return encode_all(value, std::make_index_sequence<size>()); }
    static std::optional<T> decode(const Data& data) {
        const Data::Array* items = data.as_array();
        if (!items || items->size() != size) return std::nullopt;
        return decode_all(*items, std::make_index_sequence<size>());
    }

private:
    template <std::size_t I>
    using Field = std::remove_cv_t<boost::pfr::tuple_element_t<I, T>>;

    template <std::size_t... I>
    static std::optional<Data> encode_all([[maybe_unused]] const T& value, std::index_sequence<I...>) {
        Data::Array items;
        bool ok = true;
        [[maybe_unused]] auto add = [&](auto encoded) {
            if (!ok || !encoded) ok = false;
            else items.push_back(std::move(*encoded));
        };
        (add(Codec<Field<I>>::encode(boost::pfr::get<I>(value))), ...);
        if (!ok) return std::nullopt;
        return Data::array(std::move(items));
    }
    template <std::size_t... I>
    static std::optional<T> decode_all([[maybe_unused]] const Data::Array& items, std::index_sequence<I...>) {
        std::tuple<std::optional<Field<I>>...> fields{Codec<Field<I>>::decode(items[I])...};
        if (!(std::get<I>(fields) && ...)) return std::nullopt;
        return T{std::move(*std::get<I>(fields))...};
    }
};

}  // namespace falsify
