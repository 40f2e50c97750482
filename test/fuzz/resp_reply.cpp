// Bytes a Redis server (or anything listening on its port) sends: read into
// whole replies, or refused with CorpusError (a protocol error). Fed in two
// parts, as a socket delivers them.
#include "fuzz_target.hpp"

#include <falsify/corpus_interface.hpp>

#include "corpus_redis_resp.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    falsify::fuzz::refusing_only<falsify::CorpusError>([&] {
        falsify::detail::RedisReplyReader reader;
        const std::size_t half = size / 2;
        reader.feed(reinterpret_cast<const char*>(data), half);
        while (reader.next()) {
        }
        reader.feed(reinterpret_cast<const char*>(data) + half, size - half);
        while (reader.next()) {
        }
    });
    return 0;
}
