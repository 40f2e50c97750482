#pragma once
// Debugging helpers: look at what a generator produces, and at how a value
// shrinks, without writing a property.
//
//   for (const auto& s : gen::sample(gen::matching("[a-z]{2,4}@x\\.io"), 5)) std::cout << s << '\n';
//   auto shrinks = gen::sample_shrinks(gen::ints(0, 1000), 7);   // shrinks.value, shrinks.candidates
#include <falsify/gen/detail/sample.hpp>
#include <falsify/gen_type.hpp>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace falsify::gen {

/// `count` values of `generator`, drawn in a row from Random(seed).
template <class T>
std::vector<T> sample(const Gen<T>& generator, std::size_t count = 10, std::uint64_t seed = 0);

/// One generated value and its first direct shrink candidates, most aggressive first.
template <class T>
struct ShrinkSample {
    T value;
    std::vector<T> candidates;
};

/// The first value of Random(seed) and up to `limit` of its direct candidates.
template <class T>
ShrinkSample<T> sample_shrinks(const Gen<T>& generator, std::uint64_t seed = 0, std::size_t limit = 10);

}  // namespace falsify::gen

// The definitions of the templates and inline functions declared above.
#include <falsify/gen/impl/sample.hpp>
