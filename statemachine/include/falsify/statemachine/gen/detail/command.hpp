#pragma once
// What <falsify/statemachine/gen/command.hpp> is made of, apart so that the public header reads as its API.
#include <falsify/detail/make_node.hpp>
#include <falsify/gen/containers.hpp>
#include <falsify/gen_type.hpp>
#include <falsify/literal.hpp>
#include <falsify/statemachine/command.hpp>
#include <falsify/statemachine/detail/command_arguments.hpp>

#include <memory>
#include <string>
#include <tuple>
#include <type_traits>
#include <typeinfo>

namespace falsify::gen::detail {

std::string command_generator_name(const std::type_info& command, std::string arguments);

}  // namespace falsify::gen::detail
