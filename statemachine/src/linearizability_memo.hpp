#pragma once
// Lowe's memoisation: the (set of operations already placed, model state)
// configurations the search has reached. Reaching one again cannot succeed
// where the first visit failed, so the search skips it. An open-addressing set
// over one arena of bitset words: no allocation per configuration.
#include <falsify/statemachine/linearizability/detail/search.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace falsify::linearizability::detail {

class ConfigurationMemo {
public:
    /// `words`: the size of every bitset of placed operations.
    explicit ConfigurationMemo(std::size_t words);
    ~ConfigurationMemo();
    ConfigurationMemo(ConfigurationMemo&&) noexcept = default;
    ConfigurationMemo& operator=(ConfigurationMemo&&) = delete;

    /// Adds the configuration; false when it was already there.
    bool insert(const std::vector<std::uint64_t>& placed, std::uint64_t placed_hash, StateId state) {
        const std::uint64_t hash = mix(placed_hash ^ (std::uint64_t{state} * 0x9E3779B97F4A7C15ULL));
        const auto tag = static_cast<std::uint32_t>(hash >> 32);
        const std::size_t mask = slots_.size() - 1;
        std::size_t slot = hash & mask;
        for (; slots_[slot].record != 0; slot = (slot + 1) & mask)
            if (slots_[slot].tag == tag && same(slots_[slot].record - 1, placed, state)) return false;
        hashes_.push_back(hash);
        arena_.push_back(state);
        arena_.insert(arena_.end(), placed.begin(), placed.end());
        slots_[slot] = {tag, static_cast<std::uint32_t>(++records_)};
        if (records_ * 2 > slots_.size()) grow();
        return true;
    }

    static std::uint64_t mix(std::uint64_t x) noexcept {
        x ^= x >> 30;
        x *= 0xBF58476D1CE4E5B9ULL;
        x ^= x >> 27;
        x *= 0x94D049BB133111EBULL;
        return x ^ (x >> 31);
    }

    // A slot holds part of the hash, so a probe rarely touches the arena; a
    // record there is the state followed by the bitset, read in one go.
    struct Slot {
        std::uint32_t tag = 0;
        std::uint32_t record = 0;  // 1 + its index in the arena; 0: empty
    };

private:

    bool same(std::size_t record, const std::vector<std::uint64_t>& placed, StateId state) const {
        const std::uint64_t* stored = arena_.data() + record * record_;
        if (stored[0] != state) return false;
        for (std::size_t i = 0; i < placed.size(); ++i)
            if (stored[i + 1] != placed[i]) return false;
        return true;
    }

    void grow() {
        // Slots keep only part of the hash: the full ones, kept apart, place them.
        spare_slots_.assign(slots_.size() * 2, Slot{});
        spare_slots_.swap(slots_);
        const std::size_t mask = slots_.size() - 1;
        for (std::size_t record = 0; record < records_; ++record) {
            const std::uint64_t hash = hashes_[record];
            std::size_t slot = hash & mask;
            while (slots_[slot].record != 0) slot = (slot + 1) & mask;
            slots_[slot] = {static_cast<std::uint32_t>(hash >> 32), static_cast<std::uint32_t>(record + 1)};
        }
    }

    std::size_t record_;
    std::vector<Slot> slots_;
    std::size_t records_ = 0;
    std::vector<std::uint64_t> arena_;
    std::vector<std::uint64_t> hashes_;
    std::vector<Slot> spare_slots_;
};

}  // namespace falsify::linearizability::detail
