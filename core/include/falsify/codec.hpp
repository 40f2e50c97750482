#pragma once
// Codec<T>: a lossless conversion of a value to falsify::Data and back. The
// regression corpus stores a counterexample's arguments through it, and a
// recorded input replays only if it decodes to the very same value.
//
// Provided: bool, every integer type, float and double (a tagged envelope, so
// that nan, inf and -0.0 survive), enums (a tagged integer), std::string
// (non-UTF-8 text as a base64 envelope), std::vector<std::byte>, optionals,
// variants, tuples, pairs, arrays, sequences (vector, deque, list, ...), sets,
// maps and empty tag types. Containers and variants are recognised by shape,
// so this header includes none of theirs. Aggregates: in
// <falsify/gen/aggregate.hpp>, which every property includes. Your own type:
//
//   template <> struct falsify::Codec<Money> {
//       static std::optional<falsify::Data> encode(const Money& m) { return falsify::Data::integer(m.cents); }
//       static std::optional<Money> decode(const falsify::Data& d) {
//           if (auto cents = d.as_integer<long>()) return Money{*cents};
//           return std::nullopt;
//       }
//   };
//
// encode returns std::nullopt for a value it cannot represent; decode returns
// std::nullopt for data that is not a value of the type. Neither may lose
// information: decode(encode(v)) must equal v.
#include <falsify/data.hpp>

#include <array>
#include <cstddef>
#include <iterator>
#include <optional>
#include <string>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

namespace falsify {

class RandomEngine;

/// No encode/decode: values of T are not stored as data (the corpus keeps a seed instead).
template <class T, class Enable = void>
struct Codec {};

template <class T>
concept Encodable = requires(const T& value, const Data& data) {
    { Codec<T>::encode(value) } -> std::same_as<std::optional<Data>>;
    { Codec<T>::decode(data) } -> std::same_as<std::optional<T>>;
};

}  // namespace falsify

// The codecs of the types listed at the top, and what they are made of.
#include <falsify/impl/codec.hpp>
