// The Redis corpus address: redis://host[:port][/db][?prefix=...&timeout=...].
// The shape predis, Symfony and the IANA registration agree on, with the path
// as the database index. Boost.URL reads the URL (RFC 3986); what is here is
// the policy on top: anything but that shape is refused rather than
// reinterpreted, credentials are never taken from the address, and no message
// repeats it: PROPERTY_DB lands in CI logs, so an address someone pasted a
// password into must not be printed back.
#include <falsify/corpus_redis.hpp>

#include <boost/url/parse.hpp>
#include <boost/url/url_view.hpp>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <stdexcept>

namespace falsify {

namespace {

namespace urls = boost::urls;

[[noreturn]] void refuse(const std::string& why) {
    throw std::invalid_argument("The Redis corpus address (not repeated here: it may carry a password) " + why);
}

std::string lower(std::string_view text) {
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

bool all_digits(std::string_view text) {
    return !text.empty() && std::all_of(text.begin(), text.end(), [](unsigned char c) { return std::isdigit(c) != 0; });
}

/// Digits only, no leading zero, at most `max`.
std::optional<long long> small_number(std::string_view text, long long max) {
    if (!all_digits(text) || (text.size() > 1 && text[0] == '0')) return std::nullopt;
    long long value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || value > max) return std::nullopt;
    return value;
}

/// A positive decimal number of seconds: digits, optionally a fraction.
double parse_timeout(std::string_view text) {
    const auto dot = text.find('.');
    const bool shaped = all_digits(text.substr(0, dot)) && (dot == std::string_view::npos || all_digits(text.substr(dot + 1)));
    double value = 0;
    if (shaped) {
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (ec != std::errc() || end != text.data() + text.size()) value = 0;
    }
    // An upper bound keeps the conversion to a clock duration well defined; a day is already no timeout.
    if (!(value > 0) || value > 86400)
        refuse("has a timeout= that is not a positive number of seconds up to 86400 (e.g. timeout=2.5)");
    return value;
}

[[noreturn]] void refuse_path() {
    refuse("has a path that is not a database index (digits, no leading zero): the path selects the database; "
           "for a key prefix use ?prefix=, e.g. redis://host/2?prefix=suite-a:");
}

/// Where Boost.URL found no URL, the part at fault and how to write it.
[[noreturn]] void refuse_malformed(std::string_view authority, std::string_view after_authority) {
    if (urls::parse_authority(authority).has_error()) {
        if (!authority.empty() && authority.front() == '[') {
            if (authority.find(']') == std::string_view::npos) refuse("has an IPv6 host whose '[' is never closed: write it as [::1]");
            const auto close = authority.find(']');
            if (close + 1 < authority.size() && authority[close + 1] != ':')
                refuse("has something after its bracketed IPv6 host other than :port");
            refuse("has a bracketed host that is not an IPv6 address");
        }
        const auto colon = authority.find(':');
        if (colon != std::string_view::npos && authority.find(':', colon + 1) != std::string_view::npos)
            refuse("has more than one ':' in its host: put an IPv6 address in brackets, e.g. redis://[::1]:6379");
        if (colon != std::string_view::npos && !all_digits(authority.substr(colon + 1)))
            refuse("has a port that is not a number from 1 to 65535");
        refuse("has a host with characters no host name holds");
    }
    if (after_authority.find('?') != std::string_view::npos &&
        urls::parse_relative_ref(after_authority.substr(after_authority.find('?'))).has_error())
        refuse("has a malformed %-escape in its query: write a reserved character as %XX");
    refuse_path();
}

void take_host_port(const urls::url_view& url, RedisDsn& dsn) {
    if (url.host_type() == urls::host_type::ipvfuture) refuse("has a bracketed host that is not an IPv6 address");
    dsn.host = url.host_address();  // an IPv6 literal without its brackets
    if (dsn.host.empty()) refuse("has no host: write redis://host[:port][/db]");
    if (!url.has_port()) return;
    if (url.port().empty()) refuse("has a ':' after its host but no port");
    const auto number = small_number(url.port(), 65535);
    if (!number || *number < 1) refuse("has a port that is not a number from 1 to 65535");
    dsn.port = static_cast<std::uint16_t>(*number);
}

void take_query(const urls::url_view& url, RedisDsn& dsn) {
    if (!url.has_query()) return;
    bool seen_prefix = false, seen_timeout = false;
    // A '+' stays a '+': a key prefix is not form data.
    for (const urls::param& p : url.params(urls::encoding_opts(false, false, false))) {
        if (p.key == "prefix") {
            if (seen_prefix) refuse("gives prefix= twice: give it once");
            seen_prefix = true;
            dsn.prefix = p.value;
            if (dsn.prefix.empty()) refuse("has an empty prefix=: omit it for the default, or give a non-empty key prefix");
        } else if (p.key == "timeout") {
            if (seen_timeout) refuse("gives timeout= twice: give it once");
            seen_timeout = true;
            dsn.timeout_seconds = parse_timeout(p.value);
        } else {
            refuse("has a query parameter other than prefix= and timeout=, the only two understood");
        }
    }
}

}  // namespace

bool is_redis_dsn(std::string_view location) {
    const auto end = location.find("://");
    if (end == std::string_view::npos) return false;
    const std::string scheme = lower(location.substr(0, end));
    return scheme == "redis" || scheme == "rediss";
}

RedisDsn parse_redis_dsn(std::string_view text, std::string password) {
    RedisDsn dsn;
    const auto scheme_end = text.find("://");
    if (scheme_end == std::string_view::npos) refuse("is not a URL: write redis://host[:port][/db][?prefix=...&timeout=...]");
    const std::string scheme = lower(text.substr(0, scheme_end));
    if (scheme != "redis" && scheme != "rediss") refuse("has a scheme other than redis:// or rediss:// (TLS)");
    dsn.tls = scheme == "rediss";
    const std::string_view rest = text.substr(scheme_end + 3);
    // Checked on the raw text before anything else: a credential must never be taken, not even to be ignored.
    const std::string_view authority = rest.substr(0, rest.find_first_of("/?#"));
    if (authority.find('@') != std::string_view::npos)
        refuse("holds credentials (user:password@): remove them and give the password in PROPERTY_DB_PASSWORD");
    if (rest.find('#') != std::string_view::npos) refuse("has a #fragment, which means nothing here: remove it");
    const auto parsed = urls::parse_uri(text);
    // Boost.URL 1.81 lets an authority end in the middle ("h:12x" as port 12
    // and path "x"): the authority it read must be the whole one written.
    if (parsed.has_error() || parsed->encoded_authority() != authority) refuse_malformed(authority, rest.substr(authority.size()));
    const urls::url_view& url = *parsed;
    take_host_port(url, dsn);
    const std::string_view path = url.encoded_path();
    if (!path.empty() && path != "/") {
        const auto db = small_number(path.substr(1), 2147483647);
        if (!db) refuse_path();
        dsn.database = static_cast<int>(*db);
    }
    take_query(url, dsn);
    dsn.password = std::move(password);
    return dsn;
}

}  // namespace falsify
