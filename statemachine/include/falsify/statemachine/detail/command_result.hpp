#pragma once
// What <falsify/statemachine/command_result.hpp> is made of, apart so that the public header reads as its API.
#include <falsify/show.hpp>

#include <any>
#include <concepts>
#include <optional>
#include <string>
#include <type_traits>
#include <typeinfo>
#include <utility>

namespace falsify::detail {

[[noreturn]] void refuse_result_type(const std::type_info& held, const std::type_info& wanted);

}  // namespace falsify::detail
