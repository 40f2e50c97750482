// A state machine: two commands over a stack, checked against a vector model.
// Self-contained on purpose, as a user writes it: this file is what is timed.
#include <falsify/falsify.hpp>
#include <falsify/statemachine.hpp>

#include <vector>

using Model = std::vector<int>;
using Stack = std::vector<int>;
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
        stack.push_back(value);
        return {};
    }
    std::string label() const override { return falsify::show_call("Push", value); }
};

struct Pop final : StackCommand {
    bool precondition(const Model& model) const override { return !model.empty(); }
    Model next_state(const Model& model) const override {
        Model next = model;
        next.pop_back();
        return next;
    }
    falsify::CommandResult run(const Model&, Stack& stack) const override {
        const int top = stack.back();
        stack.pop_back();
        return top;
    }
    bool postcondition(const Model& model, const falsify::CommandResult& popped) const override { return popped == model.back(); }
};

int main() {
    namespace gen = falsify::gen;
    auto sequences = gen::commands(Model{}, {gen::command<Push>(gen::ints(0, 100)), gen::command<Pop>()});
    return falsify::property("stack",
                             [](const falsify::CommandSequence<Model, Stack>& sequence) {
                                 falsify::StateMachine::check(sequence, [] { return Stack{}; });
                             },
                             sequences)
                   .check()
                   .passed()
               ? 0
               : 1;
}
