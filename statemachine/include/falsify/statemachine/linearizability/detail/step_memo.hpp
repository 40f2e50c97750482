#pragma once
// The model's answers, (state, operation) -> state: the search asks for the
// same step again and again, and a user's model may be slow (it copies a map).
//
// The first few answers from each state sit together in the state's node,
// found by index (state ids are dense): the search tries every call of a
// level from one state, so the level's look-ups after the first read the same
// cache line, where a table hashed on (state, operation) missed the cache on
// each of them, a third of a long search's time on a model of many states.
// The answers beyond a node's few (a model of few states, a register) go to
// such a table, small enough there to stay in the cache.
#include <falsify/statemachine/linearizability/detail/search.hpp>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace falsify::linearizability::detail {

class StepMemo {
public:
    static constexpr StateId unknown = no_state - 1;

    StepMemo() : slots_(64) {}

    StateId find(StateId state, std::size_t operation) const {
        if (state >= nodes_.size()) return unknown;
        const Node& node = nodes_[state];
        const auto op = static_cast<std::uint32_t>(operation);
        for (std::uint32_t i = 0; i < node.count; ++i)
            if (node.op[i] == op) return node.next[i];
        if (node.count < width) return unknown;
        const std::uint64_t key = pack(state, operation);
        const std::size_t mask = slots_.size() - 1;
        for (std::size_t slot = spread(key) & mask; slots_[slot].key != 0; slot = (slot + 1) & mask)
            if (slots_[slot].key == key) return slots_[slot].next;
        return unknown;
    }

    void insert(StateId state, std::size_t operation, StateId next);

private:
    static constexpr std::uint32_t width = 7;
    struct Node {  // one cache line
        std::uint32_t op[width];
        StateId next[width];
        std::uint32_t count = 0;
    };
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

    std::vector<Node> nodes_;
    std::vector<Slot> slots_;
    std::size_t used_ = 0;
};

}  // namespace falsify::linearizability::detail
