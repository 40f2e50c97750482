#pragma once
// Choices: constant, elements and enums (values), one_of (generators),
// frequency (weighted generators). Every choice is a falsify::Choice<T>, so
// gen::swarm can restrict it (see gen/swarm.hpp).
#include <falsify/detail/comparable.hpp>
#include <falsify/detail/make_node.hpp>
#include <falsify/gen/detail/choice.hpp>
#include <falsify/gen/swarm.hpp>
#include <falsify/gen_type.hpp>

#include <concepts>
#include <initializer_list>
#include <stdexcept>
#include <type_traits>
#include <utility>
#include <vector>

namespace falsify::gen {

template <class T>
Gen<T> constant(T value);

/// One of the listed values, uniformly; shrinks toward earlier distinct values.
template <class T>
Choice<T> elements(std::vector<T> values);

template <class T>
Choice<T> elements(std::initializer_list<T> values);

/// One of the listed enumerators, uniformly; shrinks toward earlier ones, so
/// list the simplest first. C++ cannot enumerate an enum's members: list them.
template <class E>
    requires std::is_enum_v<E>
Choice<E> enums(std::vector<E> values);

template <class E>
    requires std::is_enum_v<E>
Choice<E> enums(std::initializer_list<E> values);

/// One of the generators, uniformly; shrinks toward earlier generators, then within.
template <class T, class... More>
Choice<T> one_of(Gen<T> first, More... more);

/// A weighted choice among generators (weights >= 1); shrinks within the branch drawn.
template <class T>
Choice<T> frequency(std::vector<std::pair<unsigned, Gen<T>>> weighted);

}  // namespace falsify::gen

// The definitions of the templates and inline functions declared above.
#include <falsify/gen/impl/choice.hpp>
