#pragma once
// Data <-> Boost.JSON, for the translation units of falsify_json and
// falsify_corpus only: no user test file ever includes Boost.JSON.
#include <falsify/data.hpp>

#include <boost/json/value.hpp>

#include <optional>
#include <string_view>

namespace falsify::detail {

/// Nesting a document may reach when it is read back (Boost.JSON's default is 32).
inline constexpr std::size_t max_json_depth = 256;

/// std::nullopt when `data` holds a non-finite number (JSON has none).
std::optional<boost::json::value> to_boost_json(const Data& data);
Data from_boost_json(const boost::json::value& value);
/// Parses with the library's limits; std::nullopt for anything that is not JSON.
std::optional<boost::json::value> parse_boost_json(std::string_view text);

}  // namespace falsify::detail
