#pragma once
// What <falsify/gen/unique.hpp> is made of, apart so that the public header reads as its API.
#include <falsify/detail/comparable.hpp>
#include <falsify/arbitrary.hpp>
#include <falsify/detail/make_node.hpp>
#include <falsify/gen/containers.hpp>
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

namespace falsify::gen::detail {

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

}  // namespace falsify::gen::detail
