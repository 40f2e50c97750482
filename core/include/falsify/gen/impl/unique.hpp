#pragma once
// The definitions behind <falsify/gen/unique.hpp>, which includes this file at its end.
#include <falsify/gen/unique.hpp>

namespace falsify::gen {

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

template <class T>
Gen<std::vector<T>> unique_vectors(Gen<T> element, Count min_size, Count max_size) {
    return unique_vectors(std::move(element), min_size, max_size, [](const T& v) -> const T& { return v; });
}

template <class T>
Gen<std::vector<T>> non_empty_unique_vectors(Gen<T> element, Count max_size) {
    return unique_vectors(std::move(element), 1, max_size);
}

template <class C>
Gen<C> set_of(Gen<typename C::value_type> element, Count min_size, Count max_size) {
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

template <class M>
Gen<M> map_of(Gen<typename M::key_type> key, Gen<typename M::mapped_type> value, Count min_size, Count max_size) {
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

}  // namespace falsify::gen
