#pragma once
// Which seeds a campaign's worker may run: indices claimed from one counter
// (in Redis for a campaign across machines, else in memory this machine's
// workers share), each index mapped to a seed no other index maps to.
#include <atomic>
#include <cstdint>
#include <memory>
#include <string>

namespace falsify::campaign_detail {

/// Hands out indices of a seed stream that no other claimant gets.
class SeedClaims {
public:
    virtual ~SeedClaims();
    /// The first of `count` consecutive indices, this claimant's alone.
    virtual std::uint64_t claim(std::uint64_t count) = 0;
};

/// A counter in memory shared with the processes forked after it is made
/// (this machine's workers). Lives as long as the object that made it.
class SharedCounter {
public:
    SharedCounter();
    ~SharedCounter();
    SharedCounter(const SharedCounter&) = delete;
    SharedCounter& operator=(const SharedCounter&) = delete;
    std::unique_ptr<SeedClaims> claims() const;

private:
    std::atomic<std::uint64_t>* next_;
};

/// Opens the claims of a campaign shared across machines through the store at `address`.
using SharedClaimsOpener = std::unique_ptr<SeedClaims> (*)(const std::string& address, const std::string& password,
                                                           const std::string& property_id);

/// Set, before main, by the Redis store's face library (falsify::redis,
/// faces/harness/redis) when the program links it; null otherwise. The
/// harness itself links no Redis client, so a face's program that does not use
/// Redis links no TLS library.
void set_shared_claims_opener(SharedClaimsOpener opener) noexcept;

/// True when the program links falsify's Redis store (set_shared_claims_opener was called).
bool redis_store_linked() noexcept;

/// Throws std::invalid_argument, saying which component to link, when
/// `location` (a PROPERTY_DB value) names a redis:// or rediss:// store and the
/// program does not link it: such a property fails, it never runs without its corpus.
void check_redis_store_linked(const std::string& location);

/// Claims from `<prefix>campaign:<corpus key of property_id>:next-seed` with
/// INCRBY, on a connection made on first use (after the fork), through the
/// linked Redis store. Throws std::invalid_argument for an address that is not
/// Redis, or when the program does not link the Redis store.
std::unique_ptr<SeedClaims> redis_claims(const std::string& address, const std::string& password, const std::string& property_id);

/// True when `location` names a Redis store (redis:// or rediss://, any case).
bool is_redis_address(const std::string& location);

/// The seed of index `index` of `stream`: a bijection of the 60-bit seeds, so
/// distinct indices give distinct seeds (and neighbours unrelated ones).
std::uint64_t campaign_seed(std::uint64_t stream, std::uint64_t index) noexcept;

/// The stream of a campaign whose claims are shared across machines: the property's own.
std::uint64_t property_stream(const std::string& property_id) noexcept;

}  // namespace falsify::campaign_detail
