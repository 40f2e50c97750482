// Prelude of the fragments marked <!-- fragment: parallel -->: a stack and its
// Push and Pop commands (as on the state machines page), and a function the
// fragment is the body of.
#include <falsify/falsify.hpp>
#include <falsify/gen/standard.hpp>

#include <algorithm>
#include <cstdint>
#include <deque>
#include <iostream>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace gen = falsify::gen;
#include <falsify/statemachine.hpp>

#include <mutex>

using Model = std::vector<int>;

class Stack {
public:
    void push(int value) { std::lock_guard lock(mutex_); items_.push_back(value); }
    int pop() {
        std::lock_guard lock(mutex_);
        const int value = items_.back();
        items_.pop_back();
        return value;
    }

private:
    std::mutex mutex_;
    std::vector<int> items_;
};

using StackCommand = falsify::Command<Model, Stack>;

struct Push final : StackCommand {
    int value;
    explicit Push(int value) : value(value) {}
    Model next_state(const Model& model) const override { auto next = model; next.push_back(value); return next; }
    falsify::CommandResult run(const Model&, Stack& stack) const override { stack.push(value); return {}; }
    std::string label() const override { return falsify::show_call("Push", value); }
};

struct Pop final : StackCommand {
    bool precondition(const Model& model) const override { return !model.empty(); }
    Model next_state(const Model& model) const override { auto next = model; next.pop_back(); return next; }
    falsify::CommandResult run(const Model&, Stack& stack) const override { return stack.pop(); }
    bool postcondition(const Model& model, const falsify::CommandResult& popped) const override { return popped == model.back(); }
};

#pragma GCC diagnostic ignored "-Wunused-variable"

// Every fragment is the body of a function of its own (scripts/check-docs repeats the
// part between @each@ and @end@ for each one, @N@ its number).
// @each@
[[maybe_unused]] static void falsify_docs_snippet_@N@() {
// @snippet@
}
// @end@
