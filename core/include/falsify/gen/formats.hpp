#pragma once
// Well-known text formats, as the seed engine defines them.
#include <falsify/gen/detail/formats.hpp>
#include <falsify/gen_type.hpp>

#include <string>

namespace falsify::gen {

/// RFC 4122 version 4 UUIDs in canonical lowercase text
/// (xxxxxxxx-xxxx-4xxx-[89ab]xxx-xxxxxxxxxxxx); they do not shrink.
Gen<std::string> uuids();

/// Dotted-quad IPv4 addresses; each octet shrinks toward 0 ("0.0.0.0").
Gen<std::string> ipv4();

/// IPv6 addresses in RFC 5952 canonical text: lowercase hex, no leading
/// zeros, the longest run of two or more zero groups (leftmost on a tie)
/// written "::". Each of the 8 groups shrinks toward 0, through the short
/// forms parsers get wrong ("2001:db8::1", "fe80::", "::1") down to "::".
Gen<std::string> ipv6();

/// local@label.tld: local part and label 1..16 of [a-z0-9], tld one of com,
/// org, net, io, dev. Shrinks toward the shortest parts and the first tld
/// ("a@a.com").
Gen<std::string> emails();

/// http(s)://host.tld[/segment...]: host 1..16 of [a-z0-9], tld one of com,
/// org, net, io, dev, 0..3 path segments of 1..8 of [a-z0-9]. Shrinks toward
/// "http://a.com".
Gen<std::string> urls();

}  // namespace falsify::gen
