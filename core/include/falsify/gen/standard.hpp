#pragma once
// The generators that name a standard container or std::variant:
//   #include <falsify/gen/standard.hpp>
// They live apart from <falsify/gen.hpp> so that a test file that does not use
// them does not pay for <deque>, <list>, <set>, <unordered_set>, <map> and
// <variant>. Parameters of these types need no include: their Arbitrary is
// recognised by shape (see gen/sequences.hpp, gen/unique.hpp, gen/variant.hpp).
#include <falsify/gen.hpp>

#include <deque>
#include <list>
#include <map>
#include <set>
#include <unordered_map>
#include <unordered_set>
#include <variant>

namespace falsify::gen {

/// std::deque, shrinking like vectors.
template <class T>
Gen<std::deque<T>> deques(Gen<T> element, Count min_size = 0, Count max_size = 100);

template <class T>
Gen<std::deque<T>> non_empty_deques(Gen<T> element, Count max_size = 100);

/// std::list, shrinking like vectors.
template <class T>
Gen<std::list<T>> lists(Gen<T> element, Count min_size = 0, Count max_size = 100);

template <class T>
Gen<std::list<T>> non_empty_lists(Gen<T> element, Count max_size = 100);

/// std::set of distinct elements (see gen/unique.hpp for sizes and shrinking).
template <class T>
Gen<std::set<T>> sets(Gen<T> element, Count min_size = 0, Count max_size = 100);

template <class T>
Gen<std::set<T>> non_empty_sets(Gen<T> element, Count max_size = 100);

template <class T>
Gen<std::unordered_set<T>> unordered_sets(Gen<T> element, Count min_size = 0, Count max_size = 100);

template <class T>
Gen<std::unordered_set<T>> non_empty_unordered_sets(Gen<T> element, Count max_size = 100);

/// std::map with distinct keys: shrinks toward fewer entries, then each
/// entry's value, then its key (see gen/unique.hpp).
template <class K, class V>
Gen<std::map<K, V>> maps(Gen<K> key, Gen<V> value, Count min_size = 0, Count max_size = 100);

template <class K, class V>
Gen<std::map<K, V>> non_empty_maps(Gen<K> key, Gen<V> value, Count max_size = 100);

template <class K, class V>
Gen<std::unordered_map<K, V>> unordered_maps(Gen<K> key, Gen<V> value, Count min_size = 0, Count max_size = 100);

template <class K, class V>
Gen<std::unordered_map<K, V>> non_empty_unordered_maps(Gen<K> key, Gen<V> value, Count max_size = 100);

/// std::variant<Ts...> from one generator per alternative: the alternative is
/// uniform; shrinks toward earlier alternatives, then within (gen/variant.hpp).
template <class... Ts>
Choice<std::variant<Ts...>> variants(Gen<Ts>... alternatives);

}  // namespace falsify::gen

// The definitions of the templates and inline functions declared above.
#include <falsify/gen/impl/standard.hpp>
