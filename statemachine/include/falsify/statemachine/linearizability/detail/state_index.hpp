#pragma once
// The interned states' index: hash -> state id, open addressing over one
// array. A model whose states are values (a map's contents, a string) makes
// a new state at most model steps; a node-based multimap allocated for each
// and missed the cache on every look-up, a third of such a search's time.
#include <falsify/statemachine/linearizability/detail/search.hpp>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace falsify::linearizability::detail {

class StateIndex {
public:
    StateIndex() : slots_(64) {}

    /// The id of the state hashed `hash` for which `same(id)` holds, or, when
    /// there is none, `fresh`, recorded for the next look-up.
    template <class Same>
    StateId find_or_add(std::size_t hash, Same&& same, StateId fresh) {
        if ((used_ + 1) * 2 > slots_.size()) grow();
        const std::uint64_t h = std::uint64_t{hash};
        const std::size_t mask = slots_.size() - 1;
        std::size_t at = spread(h) & mask;
        for (; slots_[at].id != no_state; at = (at + 1) & mask)
            if (slots_[at].hash == h && same(slots_[at].id)) return slots_[at].id;
        slots_[at] = {h, fresh};
        ++used_;
        return fresh;
    }

private:
    struct Slot {
        std::uint64_t hash = 0;
        StateId id = no_state;  // no_state: empty
    };

    // std::hash of an integer is the integer: spread it before masking.
    static std::uint64_t spread(std::uint64_t key) {
        key ^= key >> 31;
        key *= 0xBF58476D1CE4E5B9ULL;
        return key ^ (key >> 29);
    }

    void grow() {
        std::vector<Slot> old(slots_.size() * 2);
        old.swap(slots_);
        const std::size_t mask = slots_.size() - 1;
        for (const Slot& slot : old)
            if (slot.id != no_state) {
                std::size_t at = spread(slot.hash) & mask;
                while (slots_[at].id != no_state) at = (at + 1) & mask;
                slots_[at] = slot;
            }
    }

    std::vector<Slot> slots_;
    std::size_t used_ = 0;
};

}  // namespace falsify::linearizability::detail
