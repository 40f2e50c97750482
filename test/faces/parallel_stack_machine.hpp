#pragma once
// A parallel state machine for the test-framework faces: a locked stack whose
// pop() takes the smallest item, a bug every interleaving shows, so the
// shrunk case is the same on every run: [Push(0), Push(1)] | [Pop()] || [].
// Cases on the way there may need a timing to fail, so a replay may meet
// another first failing case than the run it replays (a test that replays
// checks that it fails again, not that it fails the same way).
#include <falsify/statemachine.hpp>

#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace parallel {

class SmallestFirst {
public:
    void push(int value) {
        std::lock_guard<std::mutex> hold(mutex_);
        items_.insert(value);
    }
    std::optional<int> pop() {
        std::lock_guard<std::mutex> hold(mutex_);
        if (items_.empty()) return std::nullopt;
        const int value = *items_.begin();
        items_.erase(items_.begin());
        return value;
    }

private:
    std::mutex mutex_;
    std::multiset<int> items_;
};

using Model = std::vector<int>;
using Commands = falsify::ParallelCommands<Model, SmallestFirst>;

struct Push final : falsify::Command<Model, SmallestFirst> {
    int value;
    explicit Push(int value) : value(value) {}
    Model next_state(const Model& model) const override {
        Model next = model;
        next.push_back(value);
        return next;
    }
    falsify::CommandResult run(const Model&, SmallestFirst& stack) const override {
        stack.push(value);
        return {};
    }
    std::string label() const override { return falsify::show_call("Push", value); }
};

struct Pop final : falsify::Command<Model, SmallestFirst> {
    Model next_state(const Model& model) const override {
        Model next = model;
        if (!next.empty()) next.pop_back();
        return next;
    }
    falsify::CommandResult run(const Model&, SmallestFirst& stack) const override { return stack.pop(); }
    bool postcondition(const Model& model, const falsify::CommandResult& popped) const override {
        return popped == (model.empty() ? std::optional<int>() : std::optional<int>(model.back()));
    }
};

inline falsify::Gen<Commands> commands() {
    namespace gen = falsify::gen;
    return gen::parallel_commands(Model{}, {gen::command<Push>(gen::ints(0, 9)), gen::command<Pop>()});
}

inline void check(const Commands& commands) {
    falsify::StateMachine::check_parallel(commands, [] { return std::make_unique<SmallestFirst>(); }, {.executions = 64});
}

}  // namespace parallel
