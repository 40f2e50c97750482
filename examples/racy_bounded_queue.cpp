// A bounded queue whose offer() checks the size, then adds: the check and the
// update are each thread-safe, but not together, so two offers that overlap
// when one slot is left both succeed and the queue holds more than its
// capacity. A parallel state-machine test (the model is a std::deque<int>)
// finds it on two threads and shrinks it to the fewest offers that fill the
// queue but one slot, then one offer on each thread. The queue reaches its
// atomic and its lock through the alias `sync` (std in production,
// falsify::sync in this test), so the threads interleave as falsify's
// scheduler chooses and the Replay: line runs the same interleaving again.
// Checked and added under one lock, the same property passes.
#include "race_sweep.hpp"

#include <falsify/falsify.hpp>
#include <falsify/statemachine.hpp>
#include <falsify/sync.hpp>

#include <cstddef>
#include <deque>
#include <optional>

namespace {

namespace sync = falsify::sync;  // production code says `namespace sync = std;`

constexpr std::size_t capacity = 2;

class BoundedQueue {
public:
    explicit BoundedQueue(bool atomic_offer) : atomic_offer_(atomic_offer) {}

    bool offer(int value) {
        if (atomic_offer_) {
            sync::lock_guard<sync::mutex> hold(mutex_);
            if (items_.size() >= capacity) return false;
            items_.push_back(value);
            size_.fetch_add(1);
            return true;
        }
        if (size_.load() >= capacity) return false;  // the bug: checked here ...
        sync::lock_guard<sync::mutex> hold(mutex_);
        items_.push_back(value);  // ... but added here, after another offer may have taken the slot
        size_.fetch_add(1);
        return true;
    }

    std::optional<int> poll() {
        sync::lock_guard<sync::mutex> hold(mutex_);
        if (items_.empty()) return std::nullopt;
        const int value = items_.front();
        items_.pop_front();
        size_.fetch_sub(1);
        return value;
    }

private:
    bool atomic_offer_;
    sync::atomic<std::size_t> size_{0};
    sync::mutex mutex_;
    std::deque<int> items_;
};

using Model = std::deque<int>;
using QueueCommand = falsify::Command<Model, BoundedQueue>;

struct Offer final : QueueCommand {
    int value;
    explicit Offer(int value) : value(value) {}
    Model next_state(const Model& model) const override {
        Model next = model;
        if (next.size() < capacity) next.push_back(value);
        return next;
    }
    falsify::CommandResult run(const Model&, BoundedQueue& queue) const override { return queue.offer(value); }
    bool postcondition(const Model& model, const falsify::CommandResult& accepted) const override {
        return accepted == (model.size() < capacity);
    }
    std::string label() const override { return falsify::show_call("Offer", value); }
};

struct Poll final : QueueCommand {
    Model next_state(const Model& model) const override {
        Model next = model;
        if (!next.empty()) next.pop_front();
        return next;
    }
    falsify::CommandResult run(const Model&, BoundedQueue& queue) const override { return queue.poll(); }
    bool postcondition(const Model& model, const falsify::CommandResult& polled) const override {
        return polled == (model.empty() ? std::optional<int>() : std::optional<int>(model.front()));
    }
};

falsify::Result check(bool atomic_offer, falsify::Config config, std::int64_t executions) {
    namespace gen = falsify::gen;
    auto commands = gen::parallel_commands(Model{}, {gen::command<Offer>(gen::ints(0, 100)), gen::command<Poll>()});
    return falsify::property("racy_bounded_queue",
                             [atomic_offer, executions](const falsify::ParallelCommands<Model, BoundedQueue>& commands) {
                                 falsify::StateMachine::check_parallel(
                                     commands, [atomic_offer] { return std::make_unique<BoundedQueue>(atomic_offer); },
                                     {.executions = executions});
                             },
                             commands, config)
        .names({"commands"})
        .check();
}

}  // namespace

int main(int argc, char** argv) {
    return race_sweep::run(argc, argv, check, "[Offer(0)] | [Offer(0)] || [Offer(0)]", "the size checked and the item added under one lock");
}
