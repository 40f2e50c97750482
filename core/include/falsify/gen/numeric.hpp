#pragma once
// Scalars: booleans, integers of every width, doubles in a range, printable chars.
#include <falsify/detail/make_node.hpp>
#include <falsify/detail/standard_integer.hpp>
#include <falsify/gen/detail/numeric.hpp>
#include <falsify/gen_type.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <utility>

namespace falsify::gen {

/// Integers in [min, max], one draw in five an edge value, the others with
/// the integer biases (docs/generators.md#integers-the-biased-draw; half of
/// the rest uniform over the range); shrinking toward the in-range point nearest 0.
template <class I>
Gen<I> ints(I min, I max);

/// Integers over the whole range of I, one draw in five an edge value, the
/// others with the integer biases (small magnitudes, repeats and near-repeats
/// of recent values: docs/generators.md#integers-the-biased-draw). A type of 16 bits or fewer is drawn
/// as a bounded range is (half of the small magnitudes uniform instead): its
/// whole range is one a property meets, and bugs live across it (a byte's
/// high bit, a sum of bytes past a narrow field).
template <class I>
Gen<I> ints();

/// Integers in [1, max of I] and in [0, max of I]: ints(1, max) and
/// ints(0, max), with the same biases toward small values and repeats.
template <class I = int>
Gen<I> positive();

template <class I = int>
Gen<I> naturals();

Gen<bool> booleans();

/// Doubles in the half-open range [min, max) (a degenerate (x, x) gives x);
/// edges 0.0 and min; shrinking toward the in-range point nearest 0, to
/// simpler values (docs/generators.md lists the moves).
Gen<double> doubles(double min, double max);

/// One printable ASCII character (32..126), shrinking toward 'a'.
Gen<char> chars();

}  // namespace falsify::gen

// The definitions of the templates and inline functions declared above.
#include <falsify/gen/impl/numeric.hpp>
