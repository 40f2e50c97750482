// The Redis corpus address: what is accepted, and every refusal, none of which
// repeats the address (it may carry a secret, and the message reaches CI logs).
#include <falsify/corpus_redis.hpp>
#include <falsify/environment.hpp>

#include <boost/test/unit_test.hpp>

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

}  // namespace

BOOST_AUTO_TEST_SUITE(corpus_redis_dsn)

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
