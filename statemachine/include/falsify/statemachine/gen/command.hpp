#pragma once
// gen::command<C>(argument generators...): a generator of C commands, built
// from generators of its constructor's arguments. The command shrinks through
// its arguments' trees: gen::command<Push>(gen::ints(0, 100)) turns Push(87)
// into Push(0) exactly as the integer would shrink, and a sequence can move an
// integer argument that several commands share as one.
//
//   auto push = gen::command<Push>(gen::ints(0, 100));   // Push(int)
//   auto pop  = gen::command<Pop>();                     // Pop()
#include <falsify/detail/make_node.hpp>
#include <falsify/gen/containers.hpp>
#include <falsify/gen_type.hpp>
#include <falsify/literal.hpp>
#include <falsify/statemachine/command.hpp>
#include <falsify/statemachine/detail/command_arguments.hpp>
#include <falsify/statemachine/gen/detail/command.hpp>

#include <memory>
#include <string>
#include <tuple>
#include <type_traits>
#include <typeinfo>

namespace falsify::gen {

template <class C, class... Args>
Gen<std::shared_ptr<const typename C::command_type>> command(Gen<Args>... arguments);

}  // namespace falsify::gen

// The definitions of the templates and inline functions declared above.
#include <falsify/statemachine/gen/impl/command.hpp>
