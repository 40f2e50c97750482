// The Redis suites open redis:// addresses through open_corpus() and
// PROPERTY_DB, as a program that registers the Redis store does.
#include <falsify/corpus_redis.hpp>

#include <boost/test/unit_test.hpp>

namespace {

struct RedisRegistered {
    RedisRegistered() { falsify::register_redis_store(); }
};

}  // namespace

BOOST_TEST_GLOBAL_FIXTURE(RedisRegistered);
