#pragma once
// Deterministic JSON text: the same value is always the same bytes, whichever
// backend stores it (Boost.JSON 1.81 has no pretty printer of its own).
#include <boost/json/value.hpp>

#include <string>

namespace falsify::detail {

/// Two-space indentation, one member or element per line, "key": value,
/// empty containers as {} and [], strings escaped as Boost.JSON serializes
/// them (UTF-8 left as is, slashes unescaped). No trailing newline.
std::string pretty_json(const boost::json::value& value);

}  // namespace falsify::detail
