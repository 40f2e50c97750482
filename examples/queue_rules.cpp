// The state machines page's rule machine, on the plain API: a bounded queue
// of capacity 2 and its model in one class. The machine's push forgets that a
// full queue refuses a value, so the model holds one the queue never took;
// the seed is pinned so that the report never changes.
#include <falsify/falsify.hpp>
#include <falsify/rules.hpp>

#include <cstddef>
#include <deque>
#include <iostream>
#include <optional>

/// A queue that holds at most its capacity; push says whether it took the value.
class BoundedQueue {
public:
    explicit BoundedQueue(std::size_t capacity) : capacity_(capacity) {}
    bool push(int value) {
        if (items_.size() == capacity_) return false;
        items_.push_back(value);
        return true;
    }
    std::optional<int> pop() {
        if (items_.empty()) return std::nullopt;
        const int value = items_.front();
        items_.pop_front();
        return value;
    }
    std::size_t size() const { return items_.size(); }

private:
    std::size_t capacity_;
    std::deque<int> items_;
};

class QueueMachine : public falsify::RuleMachine<QueueMachine> {
    BoundedQueue queue_{2};
    std::deque<int> model_;

public:
    FALSIFY_RULE(push, (int value), falsify::gen::ints(0, 100)) {
        queue_.push(value);
        model_.push_back(value);  // the bug in the test: a refused value is not in the queue
    }
    FALSIFY_RULE(pop, ()) {
        const std::optional<int> expected = model_.front();
        FALSIFY_ASSERT(queue_.pop() == expected);
        model_.pop_front();
    }
    FALSIFY_PRECONDITION(pop) { return !model_.empty(); }      // false: the step is skipped
    FALSIFY_INVARIANT(bounded) { return queue_.size() <= 2; }  // before the first step, after each
};

int main() {
    // Sequences of 0 to 50 steps. Under Boost.Test the same machine is one line:
    // FALSIFY_RULES(queue_keeps_order, QueueMachine, 0, 50); (<falsify/boost_test.hpp>).
    const falsify::Result result = falsify::check_rules<QueueMachine>("queue", 0, 50, falsify::Config().seed(1));
    std::cout << result.message() << '\n';
    return result.passed() ? 1 : 0;
}
