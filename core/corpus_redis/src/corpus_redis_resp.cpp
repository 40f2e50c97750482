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
// ("*N\r\n") arrives, before any element, and a value per element after: a
// garbled or hostile reply of a few bytes would have it allocate gigabytes,
// and nested empty arrays ("*0\r\n", 4 bytes each) make a value per 4 bytes
// received. So every value created counts against the reply's bound,
// and an array's count and depth are checked before it is allocated. Counts
// below -1 (nil) the reader refuses itself.
using Bounds = RedisReplyReader::Bounds;

Bounds& bounds_of(const redisReadTask* task) { return *static_cast<Bounds*>(task->privdata); }

/// Counts one more value; false (and the reader fails) past the bound.
bool counted(const redisReadTask* task) {
    Bounds& b = bounds_of(task);
    if (++b.values <= RedisReplyReader::max_elements) return true;
    b.refused_values = true;
    return false;
}

struct BoundedFunctions {
    redisReplyObjectFunctions table;
    redisReplyObjectFunctions inner;
};

BoundedFunctions& bounded_functions();

void* bounded_string(const redisReadTask* task, char* text, size_t length) {
    return counted(task) ? bounded_functions().inner.createString(task, text, length) : nullptr;
}

// Refusing (a null object) makes the reader fail; the Bounds say why, for the message.
void* bounded_array(const redisReadTask* task, int elements) {
    Bounds& b = bounds_of(task);
    int depth = 1;
    for (const redisReadTask* up = task->parent; up; up = up->parent) ++depth;
    if (depth > RedisReplyReader::max_depth) {
        b.refused_depth = depth;
        return nullptr;
    }
    if (elements > 0 && static_cast<std::size_t>(elements) > RedisReplyReader::max_elements) {
        b.refused_array = elements;
        return nullptr;
    }
    return counted(task) ? bounded_functions().inner.createArray(task, elements) : nullptr;
}

void* bounded_integer(const redisReadTask* task, long long value) {
    return counted(task) ? bounded_functions().inner.createInteger(task, value) : nullptr;
}

void* bounded_nil(const redisReadTask* task) { return counted(task) ? bounded_functions().inner.createNil(task) : nullptr; }

BoundedFunctions& bounded_functions() {
    static BoundedFunctions functions = [] {
        redisReader* probe = redisReaderCreate();
        if (!probe) throw CorpusError("Cannot create a Redis reply reader (out of memory)");
        BoundedFunctions f{*probe->fn, *probe->fn};
        redisReaderFree(probe);
        f.table.createString = &bounded_string;
        f.table.createArray = &bounded_array;
        f.table.createInteger = &bounded_integer;
        f.table.createNil = &bounded_nil;
        return f;
    }();
    return functions;
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
    as_reader(reader_)->privdata = &bounds_;
}

RedisReplyReader::~RedisReplyReader() { redisReaderFree(as_reader(reader_)); }

void RedisReplyReader::refuse() {
    if (bounds_.refused_depth)
        throw CorpusError("The Redis server sent a reply with arrays nested " + std::to_string(bounds_.refused_depth) +
                          " deep: deeper than a reply falsify asks for can be (" + std::to_string(max_depth) + ")");
    if (bounds_.refused_array != Bounds::no_refusal)
        throw CorpusError("The Redis server announced an array of " + std::to_string(bounds_.refused_array) +
                          " elements: more than a reply falsify asks for can hold (" + std::to_string(max_elements) + ")");
    if (bounds_.refused_values)
        throw CorpusError("The Redis server sent a reply of more than " + std::to_string(max_elements) +
                          " values in all: more than a reply falsify asks for can hold");
    throw CorpusError(std::string("The Redis server sent what is not RESP2: ") + as_reader(reader_)->errstr);
}

void RedisReplyReader::feed(const char* data, std::size_t size) {
    pending_bytes_ += size;
    if (pending_bytes_ > max_redis_reply_bytes)
        throw CorpusError("The Redis server sent a reply larger than " + std::to_string(max_redis_reply_bytes) +
                          " bytes, more than any corpus document: refused");
    if (redisReaderFeed(as_reader(reader_), data, size) != REDIS_OK) refuse();
}

std::optional<RedisReply> RedisReplyReader::next() {
    void* raw = nullptr;
    if (redisReaderGetReply(as_reader(reader_), &raw) != REDIS_OK) refuse();
    if (!raw) return std::nullopt;
    std::unique_ptr<redisReply, void (*)(void*)> reply(static_cast<redisReply*>(raw), freeReplyObject);
    // What is left in the buffer belongs to the replies after this one.
    const redisReader* r = as_reader(reader_);
    pending_bytes_ = r->len - r->pos;
    bounds_.values = 0;
    return convert(*reply);
}

}  // namespace falsify::detail
