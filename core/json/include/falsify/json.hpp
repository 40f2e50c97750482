#pragma once
// JSON text back into falsify::Data, through Boost.JSON (library
// falsify_json). Writing needs no library: falsify::to_json() is the
// engine's, in <falsify/data.hpp>.
#include <falsify/data.hpp>

#include <optional>
#include <string_view>

namespace falsify {

/// Parses JSON text; std::nullopt when it is not valid JSON (or nests deeper than 256 levels).
std::optional<Data> parse_json(std::string_view text);

}  // namespace falsify
