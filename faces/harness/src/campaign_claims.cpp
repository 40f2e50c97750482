// Seed claims: INCRBY on one Redis key shared by every machine of a
// campaign (through the Redis store's face library, when linked), or an
// atomic counter in memory shared by this machine's workers.
#include "campaign_claims.hpp"

#include <falsify/corpus_interface.hpp>

#include <new>
#include <stdexcept>

#include <sys/mman.h>

namespace falsify::campaign_detail {

SeedClaims::~SeedClaims() = default;

namespace {

constexpr std::uint64_t seed_bits = 60;
constexpr std::uint64_t seed_mask = (std::uint64_t{1} << seed_bits) - 1;

/// SplitMix64's finaliser cut to 60 bits: each step (a shift-xor within the
/// 60 bits, a multiplication by an odd number modulo 2^60) is invertible.
std::uint64_t mix60(std::uint64_t x) noexcept {
    x &= seed_mask;
    x ^= x >> 30;
    x = (x * 0xbf58476d1ce4e5b9ULL) & seed_mask;
    x ^= x >> 27;
    x = (x * 0x94d049bb133111ebULL) & seed_mask;
    x ^= x >> 31;
    return x;
}

class MemoryClaims final : public SeedClaims {
public:
    explicit MemoryClaims(std::atomic<std::uint64_t>* next) : next_(next) {}
    std::uint64_t claim(std::uint64_t count) override { return next_->fetch_add(count); }

private:
    std::atomic<std::uint64_t>* next_;
};

SharedClaimsOpener shared_claims = nullptr;  // constant-initialised: set by static initialisers of any order

}  // namespace

SharedCounter::SharedCounter() {
    void* memory = ::mmap(nullptr, sizeof(std::atomic<std::uint64_t>), PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    if (memory == MAP_FAILED) throw std::runtime_error("the campaign could not map memory for its workers' seed counter");
    next_ = new (memory) std::atomic<std::uint64_t>(0);
    static_assert(std::atomic<std::uint64_t>::is_always_lock_free, "a counter shared between processes must be lock-free");
}

SharedCounter::~SharedCounter() { ::munmap(next_, sizeof(std::atomic<std::uint64_t>)); }

std::unique_ptr<SeedClaims> SharedCounter::claims() const { return std::make_unique<MemoryClaims>(next_); }

void set_shared_claims_opener(SharedClaimsOpener opener) noexcept { shared_claims = opener; }

bool redis_store_linked() noexcept { return shared_claims != nullptr; }

bool is_redis_address(const std::string& location) {
    const auto scheme = store_scheme_of(location);
    return scheme && (*scheme == "redis" || *scheme == "rediss");
}

void check_redis_store_linked(const std::string& location) {
    if (is_redis_address(location) && !redis_store_linked())
        throw std::invalid_argument(
            "PROPERTY_DB names a redis:// store, but this program does not link falsify's Redis store: link falsify::redis (CMake), "
            "/falsify//redis (b2) or falsify-redis (pkg-config)");
}

std::unique_ptr<SeedClaims> redis_claims(const std::string& address, const std::string& password, const std::string& property_id) {
    if (!is_redis_address(address)) throw std::invalid_argument("a campaign claims seeds across machines only through a redis:// or rediss:// address");
    check_redis_store_linked(address);
    return shared_claims(address, password, property_id);
}

std::uint64_t campaign_seed(std::uint64_t stream, std::uint64_t index) noexcept { return mix60(stream + index); }

std::uint64_t property_stream(const std::string& property_id) noexcept {
    std::uint64_t h = 0xcbf29ce484222325ULL;  // FNV-1a: stable across machines and releases
    for (const char c : property_id) {
        h ^= static_cast<unsigned char>(c);
        h *= 0x100000001b3ULL;
    }
    return h;
}

}  // namespace falsify::campaign_detail
