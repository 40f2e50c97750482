#pragma once
// What <falsify/statemachine/command.hpp> is made of, apart so that the public header reads as its API.
#include <falsify/show.hpp>
#include <falsify/statemachine/command_result.hpp>

#include <memory>
#include <string>
#include <string_view>
#include <typeinfo>

namespace falsify::detail {

/// The type's name as C++ source (its anonymous namespace left out: a draft
/// is pasted where it is in scope); throws falsify::NoLiteral for a type no
/// source can name (a lambda's, an unnamed one).
std::string spelled_type_name(const std::type_info& type);

}  // namespace falsify::detail
