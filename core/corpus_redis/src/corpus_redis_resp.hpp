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

    /// What one reply may hold: elements of any one array, and values in all
    /// (an array and each of its elements count; SCAN answers with about a thousand).
    static constexpr std::size_t max_elements = std::size_t{1} << 18;
    /// How deep arrays may nest in one reply (falsify's replies nest two deep).
    static constexpr int max_depth = 4;

    /// What the reader's callbacks count and refuse (its privdata).
    struct Bounds {
        static constexpr long long no_refusal = -1;
        /// The element count of an array refused as too large, or no_refusal.
        long long refused_array = no_refusal;
        /// The depth of an array refused as nested too deep, or 0.
        int refused_depth = 0;
        /// Values created for the reply being read.
        std::size_t values = 0;
        bool refused_values = false;
    };

private:
    [[noreturn]] void refuse();

    void* reader_;  // redisReader*, kept out of this header
    Bounds bounds_;
    /// Bytes fed since the last whole reply: a reply larger than any the
    /// client reads (max_redis_reply_bytes) is refused as it arrives.
    std::size_t pending_bytes_ = 0;
};

}  // namespace falsify::detail
