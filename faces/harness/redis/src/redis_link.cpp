// The Redis store in a face's program: linking this library (falsify::redis in
// CMake, /falsify//redis in b2, falsify-redis in pkg-config) registers
// redis:// and rediss:// as PROPERTY_DB stores and lets a campaign claim its
// seeds in Redis, before main. Its usage requirements tell the linker to keep
// this file (-u falsify_redis_store_linked): nothing in the program calls it,
// and the harness below links no Redis client, so that a program without
// Redis links no TLS library.
#include "campaign_claims.hpp"

#include <falsify/corpus.hpp>
#include <falsify/corpus_redis.hpp>

#include <string>
#include <utility>

extern "C" void falsify_redis_store_linked() {}

namespace falsify::campaign_detail {
namespace {

class RedisClaims final : public SeedClaims {
public:
    RedisClaims(RedisDsn dsn, std::string key) : dsn_(std::move(dsn)), key_(std::move(key)) {}

    std::uint64_t claim(std::uint64_t count) override {
        if (!client_) client_ = redis_connect(dsn_);
        const RedisReply reply = client_->command({"INCRBY", key_, std::to_string(count)});
        if (reply.type != RedisReply::Type::Integer)
            throw CorpusError("the Redis server refused to count the campaign's seeds (INCRBY " + key_ + "): " +
                              (reply.is_error() ? reply.text : std::string("not an integer reply")));
        return static_cast<std::uint64_t>(reply.integer) - count;
    }

private:
    RedisDsn dsn_;
    std::string key_;
    std::unique_ptr<RedisClient> client_;
};

std::unique_ptr<SeedClaims> open_redis_claims(const std::string& address, const std::string& password, const std::string& property_id) {
    RedisDsn dsn = parse_redis_dsn(address, password);
    std::string key = dsn.prefix + "campaign:" + corpus_key(property_id) + ":next-seed";
    return std::make_unique<RedisClaims>(std::move(dsn), std::move(key));
}

[[maybe_unused]] const bool registered = [] {
    register_redis_store();
    set_shared_claims_opener(open_redis_claims);
    return true;
}();

}  // namespace
}  // namespace falsify::campaign_detail
