#pragma once
// Collections of distinct elements: unique_vectors (distinct by value or by a
// key), set_of<C> (std::set, std::unordered_set, ...: distinct as the
// container sees them) and map_of<M> (distinct keys).
//
// Generation draws a size, then elements until the size is reached; a drawn
// element that collides is redrawn, and after 100 collisions in a row the
// collection stops short of the drawn size, never of the minimum: an
// unreachable minimum is a GenerationExhausted, never a loop.
//
// Shrinking is the vectors' (blocks removed, then each element through its
// own tree), skipping every candidate in which two elements collide. A map
// entry shrinks its value first, then its key (the seed engine keeps keys
// fixed; shrinking them too lets a failing key reach its boundary).
//
// The Arbitrary of set-like and map-like containers is recognised by shape
// (SetLike, MapLike), so this header needs no <set> or <map>.
#include <falsify/detail/comparable.hpp>
#include <falsify/arbitrary.hpp>
#include <falsify/detail/make_node.hpp>
#include <falsify/gen/containers.hpp>
#include <falsify/gen/detail/unique.hpp>
#include <falsify/gen/sizes.hpp>
#include <falsify/gen/detail/tree/sequence_tree.hpp>

#include <concepts>
#include <cstddef>
#include <memory>
#include <string>
#include <tuple>
#include <unordered_map>
#include <utility>
#include <vector>

namespace falsify {

namespace gen {

/// Vectors whose elements are pairwise distinct by `key(element)`, size in
/// [min_size, max_size] (short of the drawn size when the element space runs
/// out, never of the minimum).
template <class T, class Key>
Gen<std::vector<T>> unique_vectors(Gen<T> element, Count min_size, Count max_size, Key key);

/// Vectors of pairwise distinct (==) elements.
template <class T>
Gen<std::vector<T>> unique_vectors(Gen<T> element, Count min_size = 0, Count max_size = 100);

template <class T>
Gen<std::vector<T>> non_empty_unique_vectors(Gen<T> element, Count max_size = 100);

/// A set-like container (std::set, std::unordered_set, ...): keyed, filled by insert, no mapped values.
template <class C>
concept SetLike = requires(C& c, const typename C::value_type& v) {
    typename C::key_type;
    c.insert(v);
    c.begin();
    c.end();
} && !requires { typename C::mapped_type; };

/// A map-like container (std::map, std::unordered_map, ...): filled by emplace(key, value), searched by find(key).
template <class M>
concept MapLike = requires(M& m, const typename M::key_type& k, const typename M::mapped_type& v) {
    m.emplace(k, v);
    m.find(k);
    m.begin();
    m.end();
};

/// Any set-like container C (std::set, std::unordered_set, ...): elements
/// distinct as C sees them, size in [min_size, max_size] (see above).
template <class C>
Gen<C> set_of(Gen<typename C::value_type> element, Count min_size = 0, Count max_size = 100);

/// Any map-like container M (std::map, std::unordered_map, ...): distinct
/// keys, size in [min_size, max_size] (see above). Shrinks toward fewer
/// entries (the empty map first), then each entry's value, then its key.
template <class M>
Gen<M> map_of(Gen<typename M::key_type> key, Gen<typename M::mapped_type> value, Count min_size = 0, Count max_size = 100);

}  // namespace gen

template <class C>
    requires gen::SetLike<C>
struct Arbitrary<C> {
    static Gen<C> make() { return gen::set_of<C>(gen::arbitrary<typename C::value_type>()); }
};

template <class M>
    requires gen::MapLike<M>
struct Arbitrary<M> {
    static Gen<M> make() { return gen::map_of<M>(gen::arbitrary<typename M::key_type>(), gen::arbitrary<typename M::mapped_type>()); }
};

}  // namespace falsify

// The definitions of the templates and inline functions declared above.
#include <falsify/gen/impl/unique.hpp>
