// A stack that keeps its items in a std::multiset, so that contains() is fast.
// Its pop() therefore takes the smallest item, not the newest: right while the
// stack holds one item, wrong after two pushes whose newer item is the larger.
// A model-based test (the model is a std::vector<int>) finds it and shrinks a
// random run of pushes and pops to [Push(0), Push(1), Pop()], failing at step 3.
#include <falsify/falsify.hpp>
#include <falsify/statemachine.hpp>

#include <iostream>
#include <set>
#include <stdexcept>
#include <vector>

namespace {

class SortedStack {
public:
    void push(int value) { items_.insert(value); }
    int pop() {
        if (items_.empty()) throw std::out_of_range("pop on an empty stack");
        const int value = *items_.begin();
        items_.erase(items_.begin());
        return value;
    }
    bool contains(int value) const { return items_.count(value) > 0; }

private:
    std::multiset<int> items_;
};

using Model = std::vector<int>;
using StackCommand = falsify::Command<Model, SortedStack>;

struct Push final : StackCommand {
    int value;
    explicit Push(int value) : value(value) {}
    Model next_state(const Model& model) const override {
        Model next = model;
        next.push_back(value);
        return next;
    }
    falsify::CommandResult run(const Model&, SortedStack& stack) const override {
        stack.push(value);
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
    falsify::CommandResult run(const Model&, SortedStack& stack) const override { return stack.pop(); }
    bool postcondition(const Model& model, const falsify::CommandResult& popped) const override { return popped == model.back(); }
};

}  // namespace

int main() {
    namespace gen = falsify::gen;
    auto result = falsify::check_commands("buggy_stack", Model{}, {gen::command<Push>(gen::ints(0, 100)), gen::command<Pop>()},
                                          [] { return SortedStack{}; });
    if (result.passed()) {
        std::cout << "Every command sequence matched the model: the bug was not found.\n";
        return 1;
    }
    std::cout << result.message() << '\n';
    return 0;
}
