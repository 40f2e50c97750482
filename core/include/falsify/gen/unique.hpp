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
#include <falsify/gen/sizes.hpp>
#include <falsify/gen/tree/sequence_tree.hpp>

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

namespace detail {

inline constexpr std::size_t max_collisions_in_a_row = 100;

[[noreturn]] void refuse_unreachable_minimum(const std::string& generator, std::size_t attempts, std::size_t found, std::size_t min_size);

template <class K>
concept Hashable = std::is_default_constructible_v<std::hash<K>> && requires(const K& k) {
    { std::hash<K>{}(k) } -> std::convertible_to<std::size_t>;
};

/// The keys seen so far: hashed when the key type has a std::hash, else compared one by one.
template <class K>
class SeenKeys {
public:
    /// Records `key`; false when it was already there.
    bool insert(const K& key) {
        if constexpr (Hashable<K>) {
            return store_.emplace(key, true).second;
        } else {
            for (const auto& k : store_)
                if (k == key) return false;
            store_.push_back(key);
            return true;
        }
    }

private:
    // Named, not instantiated, for a key without std::hash.
    std::conditional_t<Hashable<K>, std::unordered_map<K, bool>, std::vector<K>> store_;
};

/// True when no two keys are equal.
template <class K>
bool all_distinct(const std::vector<K>& keys) {
    SeenKeys<K> seen;
    for (const auto& k : keys)
        if (!seen.insert(k)) return false;
    return true;
}

/// Distinct by key(element).
template <class T, class Key>
struct DistinctBy {
    Key key;
    bool operator()(const std::vector<T>& values) const {
        using K = std::decay_t<std::invoke_result_t<const Key&, const T&>>;
        std::vector<K> keys;
        keys.reserve(values.size());
        for (const auto& v : values) keys.push_back(key(v));
        return all_distinct(keys);
    }
};

/// Distinct as the container C sees them: inserting loses nothing.
template <class C, class E>
struct DistinctIn {
    bool operator()(const std::vector<E>& entries) const { return C(entries.begin(), entries.end()).size() == entries.size(); }
};

/// A tree without the candidates equal to their parent: a set or a map built
/// from a reordered sequence is the same set or map.
template <class C>
struct NotParentTree {
    static Shrinkable<C> make(Shrinkable<C> inner) {
        if constexpr (falsify::detail::Comparable<C>) {
            C value = inner.value();
            auto state = falsify::detail::make_node<Shrinkable<C>>(std::move(inner));
            return Shrinkable<C>(std::move(value), &children, std::move(state));
        } else {
            return inner;
        }
    }

    static Seq<Shrinkable<C>> children(const C& value, const std::shared_ptr<const void>& state, std::int64_t, ShrinkRound round) {
        auto inner = std::static_pointer_cast<const Shrinkable<C>>(state);
        return seq_filter_map<Shrinkable<C>>(inner->children(round), [value](Shrinkable<C> child) -> std::optional<Shrinkable<C>> {
            if (child.value() == value) return std::nullopt;
            return make(std::move(child));
        });
    }
};

/// The sequence tree over `elements`, without the candidates whose elements
/// collide (by `distinct`), each candidate converted by `convert`, none equal
/// to its parent once converted.
template <class E, class C, class Distinct, class Convert>
Shrinkable<C> distinct_tree(std::vector<Shrinkable<E>> elements, std::size_t min_size, Distinct distinct, Convert convert) {
    auto tree = SequenceTree<E, std::vector<E>>::make(std::move(elements), min_size, &values_of<E>);
    return NotParentTree<C>::make(
        falsify::detail::FilteredTree<std::vector<E>>::make(
            std::move(tree), falsify::detail::make_node<typename falsify::detail::FilteredTree<std::vector<E>>::Predicate>(std::move(distinct)))
            .map(std::move(convert)));
}

/// Draws elements until `size` are accepted or the collisions run out;
/// `draw` returns nullopt for an element that collides (and records the others).
template <class E, class Draw>
std::vector<Shrinkable<E>> draw_distinct(Random& random, const std::string& name, std::size_t size, std::size_t min_size, Draw draw) {
    std::vector<Shrinkable<E>> elements;
    elements.reserve(size);
    std::size_t attempts = 0, collisions = 0;
    while (elements.size() < size && collisions < max_collisions_in_a_row) {
        ++attempts;
        std::optional<Shrinkable<E>> element = draw(random);
        if (element) {
            elements.push_back(std::move(*element));
            collisions = 0;
        } else {
            ++collisions;
        }
    }
    if (elements.size() < min_size) refuse_unreachable_minimum(name, attempts, elements.size(), min_size);
    return elements;
}

template <class C>
concept SetLike = requires(C& c, const typename C::value_type& v) {
    typename C::key_type;
    c.insert(v);
    c.begin();
    c.end();
} && !requires { typename C::mapped_type; };

template <class M>
concept MapLike = requires(M& m, const typename M::key_type& k, const typename M::mapped_type& v) {
    m.emplace(k, v);
    m.find(k);
    m.begin();
    m.end();
};

}  // namespace detail

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
