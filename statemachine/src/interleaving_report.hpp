#pragma once
// The interleaving of a controlled execution as a person reads it: one column
// per thread, one row per operation in the order they ran.
#include "controlled_execution.hpp"

#include <falsify/statemachine/detail/controlled_run.hpp>

#include <string>

namespace falsify::sync::detail {

std::string interleaving_report(const Execution& execution, std::size_t threads, const falsify::detail::DescribeCommand& describe);

}  // namespace falsify::sync::detail
