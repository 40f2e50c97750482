#pragma once
// Lowe's memoisation: the (set of operations already placed, model state)
// configurations the search has reached. Reaching one again cannot succeed
// where the first visit failed, so the search skips it. An open-addressing set
// over one arena of records: no allocation per configuration.
//
// Two searches of one partition, trying the calls in different orders, share
// it: a configuration one has left, every way on tried, is skipped by the
// other, so refuting a partition costs about one exhaustive search, not two.
//
// A placed set is stored in part: the returned operations are numbered in call
// order, and all those called long before the search's frontier are placed in
// every configuration it reaches, so a record keeps only the words from the
// first one not all set to the last one not zero, then the words of the
// operations that never returned. On a long history that is a few words where
// the whole bitset would be hundreds.
#include <falsify/statemachine/linearizability/detail/search.hpp>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace falsify::linearizability::detail {

/// What the memo keys on: the words [low, high) of the returned operations'
/// bitset, and the `pending_words` words from `pending`.
struct PlacedView {
    const std::uint64_t* words;
    std::uint32_t low;
    std::uint32_t high;
    const std::uint64_t* pending;
    std::size_t pending_words;
};

class ConfigurationMemo {
public:
    ConfigurationMemo();
    ~ConfigurationMemo();
    ConfigurationMemo(ConfigurationMemo&&) noexcept = default;
    ConfigurationMemo& operator=(ConfigurationMemo&&) = delete;

    /// Whether `searcher` (0 or 1) should enter the configuration: the
    /// record to mark done once it is left, or 0 when the configuration
    /// failed already or this searcher has been there (then it failed too:
    /// a placed set grows along a path, so a configuration is never its own
    /// descendant). One entered only by the other searcher, not yet left, is
    /// entered again: skipping it would conclude from a search not finished.
    std::uint32_t enter(const PlacedView& placed, std::uint64_t placed_hash, StateId state, unsigned searcher) {
        const std::uint64_t hash = mix(placed_hash ^ (std::uint64_t{state} * 0x9E3779B97F4A7C15ULL));
        const auto tag = static_cast<std::uint32_t>(hash >> 32);
        const std::uint64_t header = std::uint64_t{state} | (std::uint64_t{placed.low} << 32);
        const std::size_t mask = slots_.size() - 1;
        const auto mine = static_cast<std::uint8_t>(1u << searcher);
        std::size_t slot = hash & mask;
        for (; slots_[slot].record != 0; slot = (slot + 1) & mask) {
            const std::uint32_t record = slots_[slot].record;
            if (slots_[slot].tag != tag || !same(offsets_[record - 1], header, placed)) continue;
            std::uint8_t& marks = marks_[record - 1];
            if (marks & (done | mine)) return 0;
            marks |= mine;
            return record;
        }
        hashes_.push_back(hash);
        offsets_.push_back(arena_.size());
        marks_.push_back(mine);
        arena_.push_back(header);
        arena_.push_back(placed.high);
        arena_.insert(arena_.end(), placed.words + placed.low, placed.words + placed.high);
        arena_.insert(arena_.end(), placed.pending, placed.pending + placed.pending_words);
        const auto record = static_cast<std::uint32_t>(offsets_.size());
        slots_[slot] = {tag, record};
        if (offsets_.size() * 2 > slots_.size()) grow();
        return record;
    }

    /// Every way on from the configuration `record` has been tried and failed.
    void leave(std::uint32_t record) { marks_[record - 1] |= done; }

    static std::uint64_t mix(std::uint64_t x) noexcept {
        x ^= x >> 30;
        x *= 0xBF58476D1CE4E5B9ULL;
        x ^= x >> 27;
        x *= 0x94D049BB133111EBULL;
        return x ^ (x >> 31);
    }

    // A slot holds part of the hash, so a probe rarely touches the arena; a
    // record there is the state and where its words start, where they end,
    // then the words, read in one go.
    struct Slot {
        std::uint32_t tag = 0;
        std::uint32_t record = 0;  // 1 + its index; 0: empty
    };

private:
    bool same(std::uint64_t offset, std::uint64_t header, const PlacedView& placed) const {
        const std::uint64_t* stored = arena_.data() + offset;
        if (stored[0] != header || stored[1] != placed.high) return false;
        stored += 2;
        for (std::uint32_t i = placed.low; i < placed.high; ++i)
            if (*stored++ != placed.words[i]) return false;
        for (std::size_t i = 0; i < placed.pending_words; ++i)
            if (*stored++ != placed.pending[i]) return false;
        return true;
    }

    void grow() {
        // Slots keep only part of the hash: the full ones, kept apart, place them.
        spare_slots_.assign(slots_.size() * 2, Slot{});
        spare_slots_.swap(slots_);
        const std::size_t mask = slots_.size() - 1;
        for (std::size_t record = 0; record < hashes_.size(); ++record) {
            const std::uint64_t hash = hashes_[record];
            std::size_t slot = hash & mask;
            while (slots_[slot].record != 0) slot = (slot + 1) & mask;
            slots_[slot] = {static_cast<std::uint32_t>(hash >> 32), static_cast<std::uint32_t>(record + 1)};
        }
    }

    std::vector<Slot> slots_;
    std::vector<std::uint64_t> arena_;
    std::vector<std::uint64_t> hashes_;
    std::vector<std::uint64_t> offsets_;
    std::vector<std::uint8_t> marks_;  // per record: which searchers entered it, and done
    std::vector<Slot> spare_slots_;
    static constexpr std::uint8_t done = 4;
};

}  // namespace falsify::linearizability::detail
