#pragma once
// RESP2 encoding and decoding through hiredis's formatter and reader: the
// protocol is hiredis's, never re-implemented here.
#include <falsify/corpus_redis.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace falsify::detail {

/// The command as RESP bytes (redisFormatCommandArgv).
std::string encode_redis_command(const std::vector<std::string>& arguments);

/// An incremental reply parser over a hiredis redisReader.
class RedisReplyReader {
public:
    RedisReplyReader();
    ~RedisReplyReader();
    RedisReplyReader(const RedisReplyReader&) = delete;
    RedisReplyReader& operator=(const RedisReplyReader&) = delete;

    void feed(const char* data, std::size_t size);
    /// The next whole reply, or std::nullopt when more bytes are needed.
    /// Throws CorpusError on a protocol error (the connection is unusable then).
    std::optional<RedisReply> next();

private:
    void* reader_;  // redisReader*, kept out of this header
    static constexpr long long no_refusal = -1;
    /// The element count of an array refused as too large, or no_refusal.
    long long refused_array_ = no_refusal;
};

}  // namespace falsify::detail
