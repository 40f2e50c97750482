// The Redis corpus address: what is accepted, and every refusal, none of which
// repeats the address (it may carry a secret, and the message reaches CI logs).
#include <falsify/corpus_redis.hpp>
#include <falsify/environment.hpp>
#include <falsify/falsify.hpp>

#include <boost/test/unit_test.hpp>

#include <cctype>
#include <cmath>
#include <cstdio>
#include <map>
#include <stdexcept>
#include <string>

using namespace falsify;

namespace {

/// The message parse_redis_dsn refuses `dsn` with ("" when it is accepted).
std::string refusal(const std::string& dsn) {
    try {
        (void)parse_redis_dsn(dsn, "pw-SECRET");
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    return "";
}

EnvironmentOverrides environment(const std::map<std::string, std::string>& values) {
    return EnvironmentOverrides::parse([&](const char* name) -> const char* {
        const auto it = values.find(name);
        return it == values.end() ? nullptr : it->second.c_str();
    });
}

/// `text` percent-encoded but for the characters an address may carry as they are.
std::string percent_encoded(const std::string& text) {
    static constexpr char hex[] = "0123456789ABCDEF";
    std::string out;
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (std::isalnum(byte) || c == '-' || c == '_' || c == '.' || c == '~' || c == ':') out += c;
        else (out += '%', out += hex[byte >> 4]) += hex[byte & 15];
    }
    return out;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(corpus_redis_dsn)

BOOST_AUTO_TEST_CASE(every_address_written_from_its_parts_parses_back_to_them) {
    // Written with falsify: whatever host, port, database, prefix and timeout
    // an address is made of, the parser reads back exactly those.
    const auto hosts = gen::one_of(gen::matching("[a-z][a-z0-9-]{0,10}(\\.[a-z][a-z0-9]{0,5}){0,2}"),
                                   gen::tuples(gen::ints(0, 255), gen::ints(0, 255), gen::ints(0, 255), gen::ints(0, 255))
                                       .map([](const std::tuple<int, int, int, int>& q) {
                                           return std::to_string(std::get<0>(q)) + "." + std::to_string(std::get<1>(q)) + "." +
                                                  std::to_string(std::get<2>(q)) + "." + std::to_string(std::get<3>(q));
                                       }),
                                   gen::elements({std::string("::1"), std::string("fe80::1"), std::string("2001:db8::8a2e:370:7334")}));
    const auto parts = gen::tuples(gen::booleans(), hosts, gen::ints(0, 65535), gen::ints(0, 2'147'483'647), gen::ascii_strings(0, 12),
                                   gen::ints(0, 86'400'000));
    const Result result =
        property("addresses round-trip",
                 [](const std::tuple<bool, std::string, int, int, std::string, int>& p) {
                     const auto& [tls, host, port, database, prefix, timeout_ms] = p;
                     std::string address = tls ? "rediss://" : "redis://";
                     address += host.find(':') != std::string::npos ? "[" + host + "]" : host;
                     if (port != 0) address += ":" + std::to_string(port);  // 0: the default port
                     if (database != 0) address += "/" + std::to_string(database);
                     std::string query;
                     if (!prefix.empty()) query += "prefix=" + percent_encoded(prefix);
                     if (timeout_ms != 0) {
                         char millis[8];
                         std::snprintf(millis, sizeof millis, "%03d", timeout_ms % 1000);
                         query += std::string(query.empty() ? "" : "&") + "timeout=" + std::to_string(timeout_ms / 1000) + "." + millis;
                     }
                     if (!query.empty()) address += "?" + query;
                     note("address", address);
                     const RedisDsn dsn = parse_redis_dsn(address, "pw");
                     FALSIFY_ASSERT(dsn.tls == tls);
                     FALSIFY_ASSERT(dsn.host == host);
                     FALSIFY_ASSERT(dsn.port == (port == 0 ? 6379 : port));
                     FALSIFY_ASSERT(dsn.database == database);
                     FALSIFY_ASSERT(dsn.prefix == (prefix.empty() ? std::string(default_redis_prefix) : prefix));
                     FALSIFY_ASSERT(std::abs(dsn.timeout_seconds - (timeout_ms == 0 ? 5.0 : timeout_ms / 1000.0)) < 1e-9);
                     FALSIFY_ASSERT(dsn.password == "pw");
                 })
            .names({"parts"})
            .with(param("parts", parts))
            .with(Config().seed(21).runs(1000))
            .check();
    BOOST_TEST(result.passed(), result.message());
}

BOOST_AUTO_TEST_CASE(the_defaults_and_every_part_of_an_address) {
    const RedisDsn plain = parse_redis_dsn("redis://cache.internal");
    BOOST_TEST(!plain.tls);
    BOOST_TEST(plain.host == "cache.internal");
    BOOST_TEST(plain.port == 6379);
    BOOST_TEST(plain.database == 0);
    BOOST_TEST(plain.prefix == "property-testing:corpus:");
    BOOST_TEST(plain.timeout_seconds == 5.0);
    BOOST_TEST(plain.password.empty());

    const RedisDsn full = parse_redis_dsn("rediss://redis.internal:6380/2?prefix=checkout-suite:&timeout=0.25", "s3cret");
    BOOST_TEST(full.tls);
    BOOST_TEST(full.host == "redis.internal");
    BOOST_TEST(full.port == 6380);
    BOOST_TEST(full.database == 2);
    BOOST_TEST(full.prefix == "checkout-suite:");
    BOOST_TEST(full.timeout_seconds == 0.25);
    BOOST_TEST(full.password == "s3cret");

    const RedisDsn v6 = parse_redis_dsn("REDIS://[::1]:7000/15?timeout=3&prefix=a%3Fb%25");
    BOOST_TEST(v6.host == "::1");
    BOOST_TEST(v6.port == 7000);
    BOOST_TEST(v6.database == 15);
    BOOST_TEST(v6.prefix == "a?b%");
    BOOST_TEST(v6.timeout_seconds == 3.0);
    BOOST_TEST(parse_redis_dsn("redis://[::1]").port == 6379);
    BOOST_TEST(parse_redis_dsn("redis://h/").database == 0);
    BOOST_TEST(parse_redis_dsn("redis://h/0").database == 0);
    // A key prefix is not form data: '+' stays '+', %XX is decoded.
    BOOST_TEST(parse_redis_dsn("redis://h?prefix=a+b%2Fc:").prefix == "a+b/c:");
    BOOST_TEST(parse_redis_dsn("redis://h/2147483647").database == 2147483647);

    BOOST_TEST(is_redis_dsn("redis://h"));
    BOOST_TEST(is_redis_dsn("RediSS://h"));
    BOOST_TEST(!is_redis_dsn("build/property-db"));
    BOOST_TEST(!is_redis_dsn("memcached://h"));
}

BOOST_AUTO_TEST_CASE(every_refusal_says_why_and_never_repeats_the_address) {
    const std::map<std::string, std::string> refused{
        {"redis://user:SECRET@cache:6379/2", "holds credentials"},
        {"redis://:SECRET@cache", "holds credentials"},
        {"rediss://SECRET@cache", "holds credentials"},
        {"redis://cache/2#SECRET", "#fragment"},
        {"redis://cache?prefix=a&SECRET=1", "other than prefix= and timeout="},
        {"redis://cache?SECRET", "other than prefix= and timeout="},
        {"redis://cache/SECRET-suite:", "not a database index"},
        {"redis://cache/02", "not a database index"},
        {"redis://cache/-1", "not a database index"},
        {"redis://cache/2147483648", "not a database index"},
        {"redis://cache/2/SECRET", "not a database index"},
        {"http://cache/SECRET", "scheme other than redis:// or rediss://"},
        {"unix://SECRET", "scheme other than redis:// or rediss://"},
        {"redis-SECRET", "is not a URL"},
        {"redis://", "has no host"},
        {"redis://:6379/SECRET", "has no host"},
        {"redis://SECRET:0", "port that is not a number from 1 to 65535"},
        {"redis://SECRET:65536", "port that is not a number from 1 to 65535"},
        {"redis://SECRET:http", "port that is not a number from 1 to 65535"},
        {"redis://SECRET:12x", "port that is not a number from 1 to 65535"},
        {"redis://SECRET{x}/2", "characters no host name holds"},
        {"redis://[v1.SECRET]", "not an IPv6 address"},
        {"redis://cache?prefix=a b", "malformed %-escape"},
        {"redis://SECRET:", "no port"},
        {"redis://::1:SECRET", "put an IPv6 address in brackets"},
        {"redis://[::1:6379", "never closed"},
        {"redis://[SECRET]", "not an IPv6 address"},
        {"redis://cache?prefix=", "empty prefix="},
        {"redis://cache?prefix=a&prefix=SECRET", "prefix= twice"},
        {"redis://cache?timeout=1&timeout=2", "timeout= twice"},
        {"redis://cache?timeout=0", "not a positive number"},
        {"redis://cache?timeout=-1", "not a positive number"},
        {"redis://cache?timeout=1e3", "not a positive number"},
        {"redis://cache?timeout=nan", "not a positive number"},
        {"redis://cache?timeout=86401", "not a positive number"},
        {"redis://cache?prefix=%zz", "malformed %-escape"},
    };
    for (const auto& [dsn, expected] : refused) {
        const std::string message = refusal(dsn);
        BOOST_TEST(message.find(expected) != std::string::npos, dsn << " -> " << message);
        BOOST_TEST(message.find("SECRET") == std::string::npos, dsn << " -> " << message);
        BOOST_TEST(message.find("pw-SECRET") == std::string::npos);
    }
    // The advice for the old "path as prefix" form.
    BOOST_TEST(refusal("redis://cache/suite-a:").find("use ?prefix=") != std::string::npos);
    BOOST_TEST(refusal("redis://u:p@cache").find("PROPERTY_DB_PASSWORD") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(open_corpus_opens_redis_and_refuses_other_schemes_without_echo) {
    // Nothing connects before the first use: opening an address is not reaching it.
    BOOST_TEST(open_corpus("redis://127.0.0.1:1/3?prefix=p:", "pw") != nullptr);
    const auto store = std::dynamic_pointer_cast<RedisStore>(open_document_store("rediss://127.0.0.1:1?prefix=p:"));
    BOOST_REQUIRE(store);
    BOOST_TEST(store->prefix() == "p:");
    BOOST_TEST(store->redis_key(corpus_key("x"), DocumentKind::Search) == "p:" + corpus_key("x") + ":search");
    for (const std::string location : {"memcached://SECRET@h/1", "s3://bucket/SECRET", "REDIS://u:SECRET@h"}) {
        try {
            (void)open_corpus(location);
            BOOST_ERROR("accepted " << location);
        } catch (const std::invalid_argument& e) {
            BOOST_TEST(std::string(e.what()).find("SECRET") == std::string::npos, e.what());
        }
    }
    BOOST_CHECK_THROW(redis_store([] { return std::unique_ptr<RedisClient>(); }, ""), std::invalid_argument);
    BOOST_CHECK_THROW(redis_store(RedisClientFactory()), std::invalid_argument);
}

BOOST_AUTO_TEST_CASE(property_db_takes_an_address_and_the_password_from_its_own_variable) {
    const auto o = environment({{"PROPERTY_DB", "rediss://cache:6380/2?prefix=ci:"}, {"PROPERTY_DB_PASSWORD", "hunter2"}});
    BOOST_TEST(o.db.value() == "rediss://cache:6380/2?prefix=ci:");
    BOOST_TEST(o.db_password.value() == "hunter2");
    BOOST_TEST(!environment({{"PROPERTY_DB", "build/db"}}).db_password.has_value());
    for (const std::string dsn : {"redis://u:SECRET@cache/2", "redis://cache/SECRET", "ftp://SECRET/x"}) {
        try {
            (void)environment({{"PROPERTY_DB", dsn}, {"PROPERTY_DB_PASSWORD", "pw-SECRET"}});
            BOOST_ERROR("accepted " << dsn);
        } catch (const std::invalid_argument& e) {
            const std::string message = e.what();
            BOOST_TEST(message.rfind("PROPERTY_DB", 0) == 0u, message);
            BOOST_TEST(message.find("SECRET") == std::string::npos, message);
        }
    }
}

BOOST_AUTO_TEST_SUITE_END()
