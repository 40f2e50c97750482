// The Redis corpus address (PROPERTY_DB=redis://...): accepted, or refused
// with std::invalid_argument whose message never repeats the address.
#include "fuzz_target.hpp"

#include <falsify/corpus_redis.hpp>

#include <stdexcept>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string address(falsify::fuzz::text_of(data, size));
    try {
        const falsify::RedisDsn dsn = falsify::parse_redis_dsn(address, "pw");
        if (dsn.host.empty()) falsify::fuzz::finding("accepted an address with no host");
        if (dsn.port == 0) falsify::fuzz::finding("accepted port 0");
        if (dsn.prefix.empty()) falsify::fuzz::finding("accepted an empty key prefix");
        if (!(dsn.timeout_seconds > 0)) falsify::fuzz::finding("accepted a timeout that is not positive");
    } catch (const std::invalid_argument& e) {
        // A secret pasted into the address must not reach a CI log through the
        // message: the committed inputs carry one (SECRET) for the fuzzer to
        // move around, and no byte of a message may come from outside its
        // own printable text.
        const std::string message = e.what();
        if (address.find("SECRET") != std::string::npos && message.find("SECRET") != std::string::npos)
            falsify::fuzz::finding("the refusal repeats a secret of the address");
        for (const char c : message)
            if (c < 0x20 || c > 0x7E) falsify::fuzz::finding("the refusal holds a byte that is not printable ASCII: from the address?");
    } catch (const std::exception& e) {
        falsify::fuzz::finding(std::string("threw ") + e.what());
    }
    return 0;
}
