#pragma once
// What <falsify/gen/sample.hpp> is made of, apart so that the public header reads as its API.
#include <falsify/gen_type.hpp>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace falsify::gen::detail {

[[noreturn]] void refuse_sample_count(const char* helper, const char* what);

}  // namespace falsify::gen::detail
