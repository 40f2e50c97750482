#pragma once
// JSON documents as Boost.JSON values, and as their serialised text. Kept out
// of <falsify/falsify.hpp>: include this header where a property needs them.
#include <falsify/gen_type.hpp>

#include <boost/json/fwd.hpp>

#include <string>

namespace falsify::gen {

/// JSON values nested at most `max_depth` levels (0: leaves only). A leaf is
/// null, a bool, an integer in [-1000, 1000], a double in [-1000, 1000), or a
/// string of at most 12 letters, digits or spaces; a branch is an array or an
/// object of at most 4 entries, keys of at most 8 lowercase letters (the empty
/// key included). Each level shrinks to a leaf first (toward null), then to
/// one of its entries, then an object to the array of its values, then entry
/// by entry. A negative depth is refused with std::invalid_argument.
Gen<boost::json::value> json(int max_depth = 3);

/// json(max_depth), serialised compactly (boost::json::serialize); shrinks
/// through the value.
Gen<std::string> json_strings(int max_depth = 3);

}  // namespace falsify::gen
