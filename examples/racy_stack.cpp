// A "thread-safe" stack behind a readers-writer lock whose pop() reads the top
// under the shared (read) lock, so that pops do not wait for one another, then
// takes the exclusive (write) lock to remove it: two pops that overlap both
// read the same item, and one item is returned twice while another is lost.
// Every single-threaded test passes. A parallel state-machine test runs
// pushes and pops on two threads, checks each run's results against the
// sequential model (a std::vector<int>) for linearizability, finds the race
// and shrinks it to one push and two overlapping pops. The stack reaches its
// lock through the alias `sync`: std in production, falsify::sync in this
// test, so falsify's scheduler chooses where the threads interleave and the
// Replay: line runs the same interleaving again. The same property passes
// once pop() holds the write lock throughout.
#include "race_sweep.hpp"

#include <falsify/falsify.hpp>
#include <falsify/statemachine.hpp>
#include <falsify/sync.hpp>

#include <optional>
#include <vector>

namespace {

namespace sync = falsify::sync;  // production code says `namespace sync = std;`

class Stack {
public:
    explicit Stack(bool atomic_pop) : atomic_pop_(atomic_pop) {}

    void push(int value) {
        sync::unique_lock<sync::shared_mutex> write(mutex_);
        items_.push_back(value);
    }

    std::optional<int> pop() {
        if (atomic_pop_) {
            sync::unique_lock<sync::shared_mutex> write(mutex_);
            if (items_.empty()) return std::nullopt;
            const int top = items_.back();
            items_.pop_back();
            return top;
        }
        int top = 0;
        {
            sync::shared_lock<sync::shared_mutex> read(mutex_);  // the bug: another pop may read the same top
            if (items_.empty()) return std::nullopt;
            top = items_.back();
        }
        sync::unique_lock<sync::shared_mutex> write(mutex_);
        if (!items_.empty()) items_.pop_back();
        return top;
    }

private:
    bool atomic_pop_;
    sync::shared_mutex mutex_;
    std::vector<int> items_;
};

using Model = std::vector<int>;
using StackCommand = falsify::Command<Model, Stack>;

struct Push final : StackCommand {
    int value;
    explicit Push(int value) : value(value) {}
    Model next_state(const Model& model) const override {
        Model next = model;
        next.push_back(value);
        return next;
    }
    falsify::CommandResult run(const Model&, Stack& stack) const override {
        stack.push(value);
        return {};
    }
    std::string label() const override { return falsify::show_call("Push", value); }
};

struct Pop final : StackCommand {
    Model next_state(const Model& model) const override {
        Model next = model;
        if (!next.empty()) next.pop_back();
        return next;
    }
    falsify::CommandResult run(const Model&, Stack& stack) const override { return stack.pop(); }
    bool postcondition(const Model& model, const falsify::CommandResult& popped) const override {
        return popped == (model.empty() ? std::optional<int>() : std::optional<int>(model.back()));
    }
};

falsify::Result check(bool atomic_pop, falsify::Config config, std::int64_t executions) {
    namespace gen = falsify::gen;
    auto commands = gen::parallel_commands(Model{}, {gen::command<Push>(gen::ints(0, 100)), gen::command<Pop>()});
    return falsify::property("racy_stack",
                             [atomic_pop, executions](const falsify::ParallelCommands<Model, Stack>& commands) {
                                 falsify::StateMachine::check_parallel(
                                     commands, [atomic_pop] { return std::make_unique<Stack>(atomic_pop); },
                                     {.executions = executions});
                             },
                             commands, config)
        .names({"commands"})
        .check();
}

}  // namespace

int main(int argc, char** argv) {
    return race_sweep::run(argc, argv, check, "[Push(0)] | [Pop()] || [Pop()]", "the write lock held throughout pop()");
}
