#pragma once
// The definitions behind <falsify/gen/standard.hpp>, which includes this file at its end.
#include <falsify/gen/standard.hpp>

namespace falsify::gen {

template <class T>
Gen<std::deque<T>> deques(Gen<T> element, Count min_size, Count max_size) {
    std::string name = "gen::deques(" + element.name() + ")";
    return sequence_of<std::deque<T>>(std::move(element), min_size, max_size).named(std::move(name));
}

template <class T>
Gen<std::deque<T>> non_empty_deques(Gen<T> element, Count max_size) {
    return deques(std::move(element), 1, max_size);
}

template <class T>
Gen<std::list<T>> lists(Gen<T> element, Count min_size, Count max_size) {
    std::string name = "gen::lists(" + element.name() + ")";
    return sequence_of<std::list<T>>(std::move(element), min_size, max_size).named(std::move(name));
}

template <class T>
Gen<std::list<T>> non_empty_lists(Gen<T> element, Count max_size) {
    return lists(std::move(element), 1, max_size);
}

template <class T>
Gen<std::set<T>> sets(Gen<T> element, Count min_size, Count max_size) {
    return set_of<std::set<T>>(std::move(element), min_size, max_size);
}

template <class T>
Gen<std::set<T>> non_empty_sets(Gen<T> element, Count max_size) {
    return sets(std::move(element), 1, max_size);
}

template <class T>
Gen<std::unordered_set<T>> unordered_sets(Gen<T> element, Count min_size, Count max_size) {
    return set_of<std::unordered_set<T>>(std::move(element), min_size, max_size);
}

template <class T>
Gen<std::unordered_set<T>> non_empty_unordered_sets(Gen<T> element, Count max_size) {
    return unordered_sets(std::move(element), 1, max_size);
}

template <class K, class V>
Gen<std::map<K, V>> maps(Gen<K> key, Gen<V> value, Count min_size, Count max_size) {
    return map_of<std::map<K, V>>(std::move(key), std::move(value), min_size, max_size);
}

template <class K, class V>
Gen<std::map<K, V>> non_empty_maps(Gen<K> key, Gen<V> value, Count max_size) {
    return maps(std::move(key), std::move(value), 1, max_size);
}

template <class K, class V>
Gen<std::unordered_map<K, V>> unordered_maps(Gen<K> key, Gen<V> value, Count min_size, Count max_size) {
    return map_of<std::unordered_map<K, V>>(std::move(key), std::move(value), min_size, max_size);
}

template <class K, class V>
Gen<std::unordered_map<K, V>> non_empty_unordered_maps(Gen<K> key, Gen<V> value, Count max_size) {
    return unordered_maps(std::move(key), std::move(value), 1, max_size);
}

template <class... Ts>
Choice<std::variant<Ts...>> variants(Gen<Ts>... alternatives) {
    return variant_of<std::variant<Ts...>>(std::move(alternatives)...);
}

}  // namespace falsify::gen
