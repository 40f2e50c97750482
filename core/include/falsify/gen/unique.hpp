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
// The Arbitrary of set-like and map-like containers is recognised by shape,
// so this header needs no <set> or <map>.
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
Gen<std::vector<T>> unique_vectors(Gen<T> element, Count min_size, Count max_size, Key key) {
    const auto sizes = falsify::detail::checked_generated_sizes("gen::unique_vectors", min_size, max_size);
    std::string name = "gen::unique_vectors(" + element.name() + ")";
    return Gen<std::vector<T>>(name, [element, sizes, key, name](Random& random) {
        using K = std::decay_t<std::invoke_result_t<const Key&, const T&>>;
        detail::SeenKeys<K> seen;
        auto draw = [&](Random& r) -> std::optional<Shrinkable<T>> {
            Shrinkable<T> tree = element.generate(r);
            if (!seen.insert(key(tree.value()))) return std::nullopt;
            return tree;
        };
        auto elements = detail::draw_distinct<T>(random, name, random.size_between(sizes.min, sizes.max), sizes.min, draw);
        return detail::distinct_tree<T, std::vector<T>>(std::move(elements), sizes.min, detail::DistinctBy<T, Key>{key},
                                                        [](const std::vector<T>& v) { return v; });
    });
}

/// Vectors of pairwise distinct (==) elements.
template <class T>
Gen<std::vector<T>> unique_vectors(Gen<T> element, Count min_size = 0, Count max_size = 100) {
    return unique_vectors(std::move(element), min_size, max_size, [](const T& v) -> const T& { return v; });
}

template <class T>
Gen<std::vector<T>> non_empty_unique_vectors(Gen<T> element, Count max_size = 100) {
    return unique_vectors(std::move(element), 1, max_size);
}

/// Any set-like container C (std::set, std::unordered_set, ...): elements
/// distinct as C sees them, size in [min_size, max_size] (see above).
template <class C>
Gen<C> set_of(Gen<typename C::value_type> element, Count min_size = 0, Count max_size = 100) {
    using T = typename C::value_type;
    const auto sizes = falsify::detail::checked_generated_sizes("gen::set_of", min_size, max_size);
    std::string name = "gen::set_of(" + element.name() + ")";
    return Gen<C>(name, [element, sizes, name](Random& random) {
        C seen;
        auto draw = [&](Random& r) -> std::optional<Shrinkable<T>> {
            Shrinkable<T> tree = element.generate(r);
            const std::size_t before = seen.size();
            seen.insert(tree.value());
            if (seen.size() == before) return std::nullopt;
            return tree;
        };
        auto elements = detail::draw_distinct<T>(random, name, random.size_between(sizes.min, sizes.max), sizes.min, draw);
        return detail::distinct_tree<T, C>(std::move(elements), sizes.min, detail::DistinctIn<C, T>{},
                                           [](const std::vector<T>& v) { return C(v.begin(), v.end()); });
    });
}

/// Any map-like container M (std::map, std::unordered_map, ...): distinct
/// keys, size in [min_size, max_size] (see above). Shrinks toward fewer
/// entries (the empty map first), then each entry's value, then its key.
template <class M>
Gen<M> map_of(Gen<typename M::key_type> key, Gen<typename M::mapped_type> value, Count min_size = 0, Count max_size = 100) {
    using K = typename M::key_type;
    using V = typename M::mapped_type;
    using Entry = std::pair<K, V>;
    const auto sizes = falsify::detail::checked_generated_sizes("gen::map_of", min_size, max_size);
    std::string name = "gen::map_of(" + key.name() + ", " + value.name() + ")";
    return Gen<M>(name, [key, value, sizes, name](Random& random) {
        M seen;
        auto draw = [&](Random& r) -> std::optional<Shrinkable<Entry>> {
            Shrinkable<K> k = key.generate(r);
            if (seen.find(k.value()) != seen.end()) return std::nullopt;
            Shrinkable<V> v = value.generate(r);
            seen.emplace(k.value(), v.value());
            // Values first, then keys: the tuple's positions shrink in order.
            return detail::TupleTree<V, K>::make(std::tuple<Shrinkable<V>, Shrinkable<K>>(std::move(v), std::move(k)))
                .map([](const std::tuple<V, K>& t) { return Entry(std::get<1>(t), std::get<0>(t)); });
        };
        auto entries = detail::draw_distinct<Entry>(random, name, random.size_between(sizes.min, sizes.max), sizes.min, draw);
        return detail::distinct_tree<Entry, M>(std::move(entries), sizes.min, detail::DistinctIn<M, Entry>{},
                                               [](const std::vector<Entry>& v) { return M(v.begin(), v.end()); });
    });
}

}  // namespace gen

template <class C>
    requires gen::detail::SetLike<C>
struct Arbitrary<C> {
    static Gen<C> make() { return gen::set_of<C>(gen::arbitrary<typename C::value_type>()); }
};

template <class M>
    requires gen::detail::MapLike<M>
struct Arbitrary<M> {
    static Gen<M> make() { return gen::map_of<M>(gen::arbitrary<typename M::key_type>(), gen::arbitrary<typename M::mapped_type>()); }
};

}  // namespace falsify
