// The README's rule machine: a bounded queue and its model in one class, each
// FALSIFY_RULE one kind of step. The bug: a push to a full queue is refused,
// but overwrites the newest value as it refuses.
#define BOOST_TEST_MODULE first_rule_machine
#include <falsify/boost_test.hpp>

#include <array>
#include <deque>
#include <optional>

class BoundedQueue {
public:
    static constexpr std::size_t capacity = 2;
    bool push(int value) {
        slots_[(head_ + std::min(size_, capacity - 1)) % capacity] = value;  // the bug: written before the check
        if (size_ == capacity) return false;
        ++size_;
        return true;
    }
    std::optional<int> pop() {
        if (size_ == 0) return std::nullopt;
        const int value = slots_[head_];
        head_ = (head_ + 1) % capacity;
        --size_;
        return value;
    }
    std::size_t size() const { return size_; }

private:
    std::array<int, capacity> slots_{};
    std::size_t head_ = 0, size_ = 0;
};

class QueueMachine : public falsify::RuleMachine<QueueMachine> {
    BoundedQueue queue_;
    std::deque<int> model_;

public:
    FALSIFY_RULE(push, (int value), falsify::gen::ints(0, 100)) {
        const bool accepted = queue_.push(value);
        FALSIFY_ASSERT(accepted == (model_.size() < BoundedQueue::capacity));
        if (accepted) model_.push_back(value);
    }
    FALSIFY_RULE(pop, ()) {
        const std::optional<int> expected = model_.front();
        FALSIFY_ASSERT(queue_.pop() == expected);
        model_.pop_front();
    }
    FALSIFY_PRECONDITION(pop) { return !model_.empty(); }  // false: the step is skipped
    FALSIFY_INVARIANT(bounded) { return queue_.size() <= BoundedQueue::capacity; }
};

// Sequences of 0 to 50 steps. The seed is pinned so that the output never changes; the
// draft (an explicit example to paste) is off: a rule machine's case is kept by its Replay: line.
FALSIFY_RULES(queue_keeps_order, QueueMachine, 0, 50, falsify::Config().seed(1).draft(false));
