// The state machines page's command classes: a stack tested against a
// std::vector<int> model. Its pop() returns the oldest value while it holds
// two, so a push, a push and a pop find the bug; the seed is pinned so that
// the report never changes.
#include <falsify/falsify.hpp>
#include <falsify/statemachine.hpp>

#include <iostream>
#include <string>
#include <vector>

namespace gen = falsify::gen;

class Stack {
public:
    void push(int value) { items_.push_back(value); }
    int pop() {
        const int value = items_.size() == 2 ? items_.front() : items_.back();  // the bug
        items_.erase(items_.size() == 2 ? items_.begin() : items_.end() - 1);
        return value;
    }

private:
    std::vector<int> items_;
};

using Model = std::vector<int>;
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
    bool postcondition(const Model& model, const falsify::CommandResult& popped) const override {
        return popped == model.back();
    }
};  // label() defaults to the class name: "Pop()"

int main() {
    const falsify::Result result = falsify::check_commands(
        "stack", Model{}, {gen::command<Push>(gen::ints(0, 100)), gen::command<Pop>()}, [] { return Stack{}; },
        falsify::Config().seed(1));
    std::cout << result.message() << '\n';
    return result.passed() ? 1 : 0;
}
