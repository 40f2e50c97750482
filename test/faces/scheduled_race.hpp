#pragma once
// A parallel state machine for the test-framework faces whose bug needs a
// thread timing: pop() reads the top under the shared lock, then removes it
// under the exclusive lock, so two pops that overlap return the same item.
// Its locks are falsify::sync's, so check_parallel runs the branches one thread
// at a time under the scheduler, which draws the interleaving as a value: the
// seed and path of the Replay: line run the same interleaving again, and the
// replay reports the same case the same way, every time.
#include <falsify/statemachine.hpp>
#include <falsify/sync.hpp>

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace scheduled {

class ReadThenWriteStack {
public:
    void push(int value) {
        falsify::sync::unique_lock<falsify::sync::shared_mutex> write(mutex_);
        items_.push_back(value);
    }
    std::optional<int> pop() {
        int top = 0;
        {
            falsify::sync::shared_lock<falsify::sync::shared_mutex> read(mutex_);
            if (items_.empty()) return std::nullopt;
            top = items_.back();
        }
        // The bug: another pop may take the same top between the two locks.
        falsify::sync::unique_lock<falsify::sync::shared_mutex> write(mutex_);
        if (!items_.empty()) items_.pop_back();
        return top;
    }

private:
    falsify::sync::shared_mutex mutex_;
    std::vector<int> items_;
};

using Model = std::vector<int>;
using Commands = falsify::ParallelCommands<Model, ReadThenWriteStack>;

struct Push final : falsify::Command<Model, ReadThenWriteStack> {
    int value;
    explicit Push(int value) : value(value) {}
    Model next_state(const Model& model) const override {
        Model next = model;
        next.push_back(value);
        return next;
    }
    falsify::CommandResult run(const Model&, ReadThenWriteStack& stack) const override {
        stack.push(value);
        return {};
    }
    std::string label() const override { return falsify::show_call("Push", value); }
};

struct Pop final : falsify::Command<Model, ReadThenWriteStack> {
    Model next_state(const Model& model) const override {
        Model next = model;
        if (!next.empty()) next.pop_back();
        return next;
    }
    falsify::CommandResult run(const Model&, ReadThenWriteStack& stack) const override { return stack.pop(); }
    bool postcondition(const Model& model, const falsify::CommandResult& popped) const override {
        return popped == (model.empty() ? std::optional<int>() : std::optional<int>(model.back()));
    }
};

inline falsify::Gen<Commands> commands() {
    namespace gen = falsify::gen;
    return gen::parallel_commands(Model{}, {gen::command<Push>(gen::ints(0, 9)), gen::command<Pop>()});
}

/// Eight executions a case, not the default 32: the scheduler's schedules show this
/// race in the first ones, and fewer keep the probe (and its 20 replays) cheap in
/// the sanitized build, where every execution starts its threads anew.
inline void check(const Commands& commands) {
    falsify::StateMachine::check_parallel(commands, [] { return std::make_unique<ReadThenWriteStack>(); }, {.executions = 8});
}

}  // namespace scheduled
