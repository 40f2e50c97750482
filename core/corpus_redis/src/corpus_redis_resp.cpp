// RESP2 through hiredis 0.14 (encode: redisFormatCommandArgv; decode:
// redisReader). Only the protocol is hiredis's: hiredis 0.14 has no TLS, so
// the bytes travel over Boost.Asio (corpus_redis_connection.cpp).
#include "corpus_redis_resp.hpp"

#include <hiredis/hiredis.h>

#include <memory>
#include <string>

namespace falsify::detail {

namespace {

redisReader* as_reader(void* p) { return static_cast<redisReader*>(p); }

// hiredis 0.14 allocates an array's element pointers as soon as its header
// ("*N\r\n") arrives, before any element: a garbled or hostile reply of a few
// bytes would have it allocate gigabytes. No reply falsify asks for comes near
// the bound (SCAN answers in batches of about a thousand keys); counts below
// -1 (nil) the reader refuses itself.
constexpr int max_array_elements = 1 << 20;

void* bounded_array(const redisReadTask* task, int elements);

struct BoundedFunctions {
    redisReplyObjectFunctions table;
    void* (*create_array)(const redisReadTask*, int);
};

BoundedFunctions& bounded_functions() {
    static BoundedFunctions functions = [] {
        redisReader* probe = redisReaderCreate();
        if (!probe) throw CorpusError("Cannot create a Redis reply reader (out of memory)");
        BoundedFunctions f{*probe->fn, probe->fn->createArray};
        redisReaderFree(probe);
        f.table.createArray = &bounded_array;
        return f;
    }();
    return functions;
}

// Refusing (a null object) makes the reader fail; the reader's privdata, the
// RedisReplyReader's refused_array_, keeps the count for the message.
void* bounded_array(const redisReadTask* task, int elements) {
    if (elements > max_array_elements) {
        if (task->privdata) *static_cast<long long*>(task->privdata) = elements;
        return nullptr;
    }
    return bounded_functions().create_array(task, elements);
}

RedisReply convert(const redisReply& r) {
    RedisReply out;
    switch (r.type) {
    case REDIS_REPLY_STRING: out.type = RedisReply::Type::String; break;
    case REDIS_REPLY_ARRAY: out.type = RedisReply::Type::Array; break;
    case REDIS_REPLY_INTEGER: out.type = RedisReply::Type::Integer; break;
    case REDIS_REPLY_STATUS: out.type = RedisReply::Type::Status; break;
    case REDIS_REPLY_ERROR: out.type = RedisReply::Type::Error; break;
    default: out.type = RedisReply::Type::Nil; break;
    }
    if (r.type == REDIS_REPLY_STRING || r.type == REDIS_REPLY_STATUS || r.type == REDIS_REPLY_ERROR) out.text.assign(r.str, r.len);
    if (r.type == REDIS_REPLY_INTEGER) out.integer = r.integer;
    if (r.type == REDIS_REPLY_ARRAY)
        for (std::size_t i = 0; i < r.elements; ++i) out.elements.push_back(convert(*r.element[i]));
    return out;
}

}  // namespace

std::string encode_redis_command(const std::vector<std::string>& arguments) {
    std::vector<const char*> argv;
    std::vector<std::size_t> lengths;
    for (const auto& a : arguments) {
        argv.push_back(a.data());
        lengths.push_back(a.size());
    }
    char* target = nullptr;
    const int length = redisFormatCommandArgv(&target, static_cast<int>(argv.size()), argv.data(), lengths.data());
    if (length < 0 || !target) throw CorpusError("Cannot encode a Redis command (out of memory)");
    std::string out(target, static_cast<std::size_t>(length));
    redisFreeCommand(target);
    return out;
}

RedisReplyReader::RedisReplyReader() : reader_(redisReaderCreateWithFunctions(&bounded_functions().table)) {
    if (!reader_) throw CorpusError("Cannot create a Redis reply reader (out of memory)");
    as_reader(reader_)->privdata = &refused_array_;
}

RedisReplyReader::~RedisReplyReader() { redisReaderFree(as_reader(reader_)); }

void RedisReplyReader::feed(const char* data, std::size_t size) {
    if (redisReaderFeed(as_reader(reader_), data, size) != REDIS_OK)
        throw CorpusError(std::string("The Redis server sent what is not RESP2: ") + as_reader(reader_)->errstr);
}

std::optional<RedisReply> RedisReplyReader::next() {
    void* raw = nullptr;
    if (redisReaderGetReply(as_reader(reader_), &raw) != REDIS_OK) {
        if (refused_array_ != no_refusal)
            throw CorpusError("The Redis server announced an array of " + std::to_string(refused_array_) +
                              " elements: more than a reply falsify asks for can hold (" + std::to_string(max_array_elements) + ")");
        throw CorpusError(std::string("The Redis server sent what is not RESP2: ") + as_reader(reader_)->errstr);
    }
    if (!raw) return std::nullopt;
    std::unique_ptr<redisReply, void (*)(void*)> reply(static_cast<redisReply*>(raw), freeReplyObject);
    return convert(*reply);
}

}  // namespace falsify::detail
