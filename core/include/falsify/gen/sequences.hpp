#pragma once
// Sequences beside std::vector: std::array<T, N> (each element through its own
// tree, in order) and any container with push_back (std::deque, std::list,
// your own) through sequence_of<C>, shrinking like vectors: blocks removed
// (never below the minimum size), then each element. The Arbitrary of such
// containers is recognised by shape (PushBackSequence), so this header needs
// no <deque> or <list>.
#include <falsify/arbitrary.hpp>
#include <falsify/gen/containers.hpp>
#include <falsify/gen/detail/sequences.hpp>
#include <falsify/gen/sizes.hpp>
#include <falsify/gen/detail/tree/sequence_tree.hpp>

#include <array>
#include <cstddef>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace falsify {

namespace gen {

/// std::array<T, N>: N values of `element`, each shrinking through its own tree.
template <std::size_t N, class T>
Gen<std::array<T, N>> arrays(Gen<T> element);

/// A container filled by push_back (std::deque, std::list, ...) that is not a vector, a string or keyed.
template <class C>
concept PushBackSequence = requires(C& c, const typename C::value_type& v) {
    c.push_back(v);
    c.begin();
    c.end();
} && !requires { typename C::key_type; } && !requires { typename C::traits_type; } && !detail::is_std_vector<C>::value;

/// Any container C filled by push_back (std::deque, std::list, ...), size
/// uniform in [min_size, max_size]; shrinks like vectors.
template <class C>
Gen<C> sequence_of(Gen<typename C::value_type> element, Count min_size = 0, Count max_size = 100);

}  // namespace gen

template <class T, std::size_t N>
struct Arbitrary<std::array<T, N>> {
    static Gen<std::array<T, N>> make() { return gen::arrays<N>(gen::arbitrary<T>()); }
};

template <class C>
    requires gen::PushBackSequence<C>
struct Arbitrary<C> {
    static Gen<C> make() { return gen::sequence_of<C>(gen::arbitrary<typename C::value_type>()); }
};

}  // namespace falsify

// The definitions of the templates and inline functions declared above.
#include <falsify/gen/impl/sequences.hpp>
