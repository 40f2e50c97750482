// The seed `derandomize` derives from a property id. Stable across runs,
// machines and releases of the standard library (so no std::hash), and with
// no cryptography: nothing here needs to resist an adversary, only to spread
// similar ids apart.
#include "engine/runner_detail.hpp"

namespace falsify::detail {

std::uint64_t derived_seed(const std::string& id) {
    // 64-bit FNV-1a over the id's bytes...
    std::uint64_t h = 0xcbf29ce484222325ULL;
    for (const char c : id) {
        h ^= static_cast<unsigned char>(c);
        h *= 0x100000001b3ULL;
    }
    // ...then SplitMix64's finaliser, so that ids differing in their last byte differ in every bit.
    h ^= h >> 30;
    h *= 0xbf58476d1ce4e5b9ULL;
    h ^= h >> 27;
    h *= 0x94d049bb133111ebULL;
    h ^= h >> 31;
    // 60 bits, as the seeds a user types are written (15 hex digits).
    return h >> 4;
}

}  // namespace falsify::detail
