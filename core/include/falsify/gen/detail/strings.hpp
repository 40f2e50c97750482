#pragma once
// What <falsify/gen/strings.hpp> is made of, apart so that the public header reads as its API.
#include <falsify/count.hpp>
#include <falsify/gen_type.hpp>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace falsify::gen::detail {

/// The code points of `text`, or nullopt when it is not valid UTF-8
/// (overlong forms, surrogates and values above U+10FFFF are invalid).
std::optional<std::vector<char32_t>> decode_utf8(std::string_view text);

}  // namespace falsify::gen::detail
