#pragma once
// What <falsify/gen/sizes.hpp> is made of, apart so that the public header reads as its API.
#include <falsify/count.hpp>

#include <cstddef>

namespace falsify::detail {

/// checked_sizes(), and a maximum above gen::max_generated_size refused with
/// std::invalid_argument naming the limit and what was given.
SizeRange checked_generated_sizes(const char* generator, Count min_size, Count max_size);

/// The refusal of a maximum above gen::max_generated_size ("gen::commands()", "length").
[[noreturn]] void refuse_generated_size(const char* generator, const char* what, std::size_t given);

}  // namespace falsify::detail
