#include <falsify/statemachine/linearizability/detail/step_memo.hpp>

namespace falsify::linearizability::detail {

void StepMemo::insert(StateId state, std::size_t operation, StateId next) {
    if (state >= nodes_.size()) nodes_.resize(std::size_t{state} + 1 + nodes_.size() / 2);
    Node& node = nodes_[state];
    if (node.count < width) {
        node.op[node.count] = static_cast<std::uint32_t>(operation);
        node.next[node.count] = next;
        ++node.count;
        return;
    }
    if ((used_ + 1) * 2 > slots_.size()) {
        std::vector<Slot> old(slots_.size() * 2);
        old.swap(slots_);
        used_ = 0;
        const std::size_t mask = slots_.size() - 1;
        for (const Slot& slot : old)
            if (slot.key != 0) {
                std::size_t at = spread(slot.key) & mask;
                while (slots_[at].key != 0) at = (at + 1) & mask;
                slots_[at] = slot;
                ++used_;
            }
    }
    const std::uint64_t key = pack(state, operation);
    const std::size_t mask = slots_.size() - 1;
    std::size_t at = spread(key) & mask;
    while (slots_[at].key != 0 && slots_[at].key != key) at = (at + 1) & mask;
    if (slots_[at].key == 0) ++used_;
    slots_[at] = {key, next};
}

}  // namespace falsify::linearizability::detail
