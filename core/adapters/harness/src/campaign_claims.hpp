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

/// Claims from `<prefix>campaign:<corpus key of property_id>:next-seed` with
/// INCRBY, on a connection made on first use (after the fork). Throws
/// std::invalid_argument for an address that is not Redis.
std::unique_ptr<SeedClaims> redis_claims(const std::string& address, const std::string& password, const std::string& property_id);

/// The seed of index `index` of `stream`: a bijection of the 60-bit seeds, so
/// distinct indices give distinct seeds (and neighbours unrelated ones).
std::uint64_t campaign_seed(std::uint64_t stream, std::uint64_t index) noexcept;

/// The stream of a campaign whose claims are shared across machines: the property's own.
std::uint64_t property_stream(const std::string& property_id) noexcept;

}  // namespace falsify::campaign_detail
