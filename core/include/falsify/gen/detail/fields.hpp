#pragma once
// What <falsify/gen/fields.hpp> is made of, apart so that the public header reads as its API.
#include <boost/pfr/core.hpp>

#include <cstddef>
#include <tuple>
#include <type_traits>

namespace falsify::gen::detail {

/// The widest aggregate falsify derives a generator, a printer, a literal and
/// a codec for.
inline constexpr std::size_t max_aggregate_fields = 32;

template <class T>
inline constexpr std::size_t field_count = boost::pfr::tuple_size_v<std::remove_const_t<T>>;

/// References to the fields of `value` (T may be const), in declaration order.
template <class T>
auto fields_of(T& value) {
    static_assert(field_count<T> >= 1 && field_count<T> <= max_aggregate_fields,
                  "falsify reads aggregates of 1 to 32 fields: specialise falsify::Arbitrary<T>");
    return boost::pfr::structure_tie(value);
}

/// The type of field I of T.
template <std::size_t I, class T>
using field_type = std::remove_cvref_t<std::tuple_element_t<I, decltype(fields_of(std::declval<T&>()))>>;

}  // namespace falsify::gen::detail
