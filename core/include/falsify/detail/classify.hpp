#pragma once
// What <falsify/classify.hpp> is made of, apart so that the public header reads as its API.
#include <string>
#include <type_traits>
#include <vector>

namespace falsify::detail {

/// The shortest text that reads back as `value`: "0.5", "2", "-1e+20".
std::string floating_label(double value);

}  // namespace falsify::detail
