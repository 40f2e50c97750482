// The Redis corpus address: redis://host[:port][/db][?prefix=...&timeout=...].
// The shape predis, Symfony and the IANA registration agree on, with the path
// as the database index. Anything else is refused rather than reinterpreted,
// and no message repeats the address: PROPERTY_DB lands in CI logs, so an
// address someone pasted a password into must not be printed back.
#include <falsify/corpus_redis.hpp>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <stdexcept>

namespace falsify {

namespace {

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

int hex_digit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/// %XX decoding of a query value (a prefix may need a reserved character).
std::string percent_decoded(std::string_view text, const char* key) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '%') {
            out += text[i];
            continue;
        }
        if (i + 2 >= text.size() || hex_digit(text[i + 1]) < 0 || hex_digit(text[i + 2]) < 0)
            refuse(std::string("has a malformed %-escape in its ") + key + "= value: write a reserved character as %XX");
        out += static_cast<char>(hex_digit(text[i + 1]) * 16 + hex_digit(text[i + 2]));
        i += 2;
    }
    return out;
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

void parse_host_port(std::string_view authority, RedisDsn& dsn) {
    std::string_view port;
    if (!authority.empty() && authority.front() == '[') {
        const auto close = authority.find(']');
        if (close == std::string_view::npos) refuse("has an IPv6 host whose '[' is never closed: write it as [::1]");
        dsn.host = std::string(authority.substr(1, close - 1));
        const std::string_view rest = authority.substr(close + 1);
        if (!rest.empty()) {
            if (rest.front() != ':') refuse("has something after its bracketed IPv6 host other than :port");
            port = rest.substr(1);
            if (port.empty()) refuse("has a ':' after its host but no port");
        }
        if (dsn.host.empty() || dsn.host.find_first_not_of("0123456789abcdefABCDEF:.%") != std::string::npos)
            refuse("has a bracketed host that is not an IPv6 address");
    } else {
        const auto colon = authority.find(':');
        if (colon != std::string_view::npos && authority.find(':', colon + 1) != std::string_view::npos)
            refuse("has more than one ':' in its host: put an IPv6 address in brackets, e.g. redis://[::1]:6379");
        dsn.host = std::string(authority.substr(0, colon));
        if (colon != std::string_view::npos) {
            port = authority.substr(colon + 1);
            if (port.empty()) refuse("has a ':' after its host but no port");
        }
        if (dsn.host.find_first_of("[] \t\r\n\\") != std::string::npos) refuse("has a host with characters no host name holds");
    }
    if (dsn.host.empty()) refuse("has no host: write redis://host[:port][/db]");
    if (!port.empty()) {
        const auto number = small_number(port, 65535);
        if (!number || *number < 1) refuse("has a port that is not a number from 1 to 65535");
        dsn.port = static_cast<std::uint16_t>(*number);
    }
}

void parse_query(std::string_view query, RedisDsn& dsn) {
    bool seen_prefix = false, seen_timeout = false;
    while (true) {
        const auto amp = query.find('&');
        const std::string_view pair = query.substr(0, amp);
        const auto eq = pair.find('=');
        const std::string_view key = pair.substr(0, eq);
        const std::string_view value = eq == std::string_view::npos ? std::string_view() : pair.substr(eq + 1);
        if (key == "prefix") {
            if (seen_prefix) refuse("gives prefix= twice: give it once");
            seen_prefix = true;
            dsn.prefix = percent_decoded(value, "prefix");
            if (dsn.prefix.empty()) refuse("has an empty prefix=: omit it for the default, or give a non-empty key prefix");
        } else if (key == "timeout") {
            if (seen_timeout) refuse("gives timeout= twice: give it once");
            seen_timeout = true;
            dsn.timeout_seconds = parse_timeout(value);
        } else {
            refuse("has a query parameter other than prefix= and timeout=, the only two understood");
        }
        if (amp == std::string_view::npos) break;
        query = query.substr(amp + 1);
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
    std::string_view rest = text.substr(scheme_end + 3);
    // Checked on the raw text before anything else: a credential must never be taken, not even to be ignored.
    const std::string_view authority = rest.substr(0, rest.find_first_of("/?#"));
    if (authority.find('@') != std::string_view::npos)
        refuse("holds credentials (user:password@): remove them and give the password in PROPERTY_DB_PASSWORD");
    if (rest.find('#') != std::string_view::npos) refuse("has a #fragment, which means nothing here: remove it");
    parse_host_port(authority, dsn);
    rest = rest.substr(authority.size());
    const auto question = rest.find('?');
    const std::string_view path = rest.substr(0, question);
    if (!path.empty() && path != "/") {
        const auto db = small_number(path.substr(1), 2147483647);
        if (!db)
            refuse("has a path that is not a database index (digits, no leading zero): the path selects the database; "
                   "for a key prefix use ?prefix=, e.g. redis://host/2?prefix=suite-a:");
        dsn.database = static_cast<int>(*db);
    }
    if (question != std::string_view::npos) parse_query(rest.substr(question + 1), dsn);
    dsn.password = std::move(password);
    return dsn;
}

}  // namespace falsify
