#pragma once
// The model's answers, (state, operation) -> state: the search asks for the
// same step again and again, and a user's model may be slow (it copies a map).
// An open-addressing table, small while the history is easy.
#include <falsify/statemachine/linearizability/detail/search.hpp>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace falsify::linearizability::detail {

class StepMemo {
public:
    static constexpr StateId unknown = no_state - 1;

    StepMemo() : slots_(256) {}

    StateId find(StateId state, std::size_t operation) const {
        const std::uint64_t key = pack(state, operation);
        const std::size_t mask = slots_.size() - 1;
        for (std::size_t slot = spread(key) & mask; slots_[slot].key != 0; slot = (slot + 1) & mask)
            if (slots_[slot].key == key) return slots_[slot].next;
        return unknown;
    }

    void insert(StateId state, std::size_t operation, StateId next);

private:
    struct Slot {
        std::uint64_t key = 0;  // 0: empty
        StateId next = no_state;
    };

    static std::uint64_t pack(StateId state, std::size_t operation) {
        return ((std::uint64_t{state} + 1) << 32) | static_cast<std::uint32_t>(operation);
    }
    static std::uint64_t spread(std::uint64_t key) {
        key ^= key >> 29;
        key *= 0xBF58476D1CE4E5B9ULL;
        return key ^ (key >> 32);
    }

    std::vector<Slot> slots_;
    std::size_t used_ = 0;
};

}  // namespace falsify::linearizability::detail
