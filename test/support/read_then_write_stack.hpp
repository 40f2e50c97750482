#pragma once
// A stack whose pop() reads the top under the shared lock, then removes it
// under the exclusive lock (two pops that overlap return the same item), over
// falsify::sync's shared_mutex so that the scheduler interleaves it; its
// Push and Pop commands, against a std::vector<int> model.
#include <falsify/statemachine.hpp>
#include <falsify/sync.hpp>

#include <optional>
#include <string>
#include <vector>

namespace falsify::test {

class ReadThenWriteStack {
public:
    /// `atomic_pop`: the fix, pop() under the exclusive lock throughout.
    explicit ReadThenWriteStack(bool atomic_pop = false) : atomic_pop_(atomic_pop) {}
    void push(int value) {
        falsify::sync::unique_lock<falsify::sync::shared_mutex> write(mutex_);
        items_.push_back(value);
    }
    std::optional<int> pop() {
        if (atomic_pop_) {
            falsify::sync::unique_lock<falsify::sync::shared_mutex> write(mutex_);
            if (items_.empty()) return std::nullopt;
            const int top = items_.back();
            items_.pop_back();
            return top;
        }
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
    bool atomic_pop_;
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

}  // namespace falsify::test
