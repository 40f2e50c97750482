#pragma once
// What <falsify/result.hpp> is made of, apart so that the public header reads as its API.
#include <falsify/random.hpp>
#include <falsify/statistics_extension.hpp>

#include <iosfwd>
#include <memory>
#include <tuple>
#include <typeinfo>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace falsify::detail {

class TreeNode;
/// The address of a tree's value (a T for a tree of T).
const void* value_address(const TreeNode& tree) noexcept;
struct ResultAccess;

}  // namespace falsify::detail
