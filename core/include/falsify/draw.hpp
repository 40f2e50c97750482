#pragma once
// In-body draws and notes.
//
//   FALSIFY_PROPERTY(p, (int n)) {
//       auto xs = falsify::draw(gen::vectors(gen::ints(0, n)));   // shown as draw#1
//       falsify::note("sum", std::accumulate(xs.begin(), xs.end(), 0));
//   }
//
// A draw is recorded on the run's tape: shrink trials replay it by position and
// shrink it after the parameters, as the pseudo-argument draw#N. A note
// attaches a value to the run; the report shows the shrunk run's notes.
#include <falsify/detail/any_tree.hpp>
#include <falsify/detail/draw.hpp>
#include <falsify/gen_type.hpp>
#include <falsify/property.hpp>
#include <falsify/show.hpp>

#include <cstdint>
#include <limits>
#include <string>
#include <typeinfo>

namespace falsify {

/// A value drawn inside a property body, dependent on anything computed so far.
template <class T>
T draw(const Gen<T>& generator);

/// Attaches `value` to the current run under `label` (a later note with the same label replaces it).
template <class T>
void note(std::string label, const T& value);

/// A C++ UniformRandomBitGenerator for code under test: every call is one
/// in-body draw of 8 bytes, replayed by position and shrunk toward all-zero
/// bytes, so `std::uniform_int_distribution` shrinks toward its minimum and
/// `std::shuffle` toward a near-identity permutation. It has no seed of its
/// own (the tape is its seed) and works only inside a property run.
class RandomEngine {
public:
    using result_type = std::uint64_t;
    static constexpr result_type min() { return 0; }
    static constexpr result_type max() { return std::numeric_limits<result_type>::max(); }
    result_type operator()();
    friend bool operator==(const RandomEngine&, const RandomEngine&) { return true; }
};

template <>
struct Arbitrary<RandomEngine> {
    static Gen<RandomEngine> make();
};

template <>
struct Show<RandomEngine> {
    static void show(std::string& out, const RandomEngine&) { out += "RandomEngine"; }
};

namespace gen {
/// Eight random bytes read as a little-endian word: shrinks to 0 first, then
/// each byte toward 0, most significant first.
Gen<std::uint64_t> engine_words();
}  // namespace gen

}  // namespace falsify

// The definitions of the templates and inline functions declared above.
#include <falsify/impl/draw.hpp>
