#pragma once
// What <falsify/gen/formats.hpp> is made of, apart so that the public header reads as its API.
#include <falsify/gen_type.hpp>

#include <string>

namespace falsify::gen::detail {

/// RFC 5952 text of 8 groups.
std::string format_ipv6(const unsigned (&groups)[8]);

}  // namespace falsify::gen::detail
