// RapidCheck's equivalent of falsify_commands.cpp (and of falsify_rules.cpp): rc::state.
#include <rapidcheck.h>
#include <rapidcheck/state.h>

#include <vector>

using Model = std::vector<int>;
using Stack = std::vector<int>;
using StackCommand = rc::state::Command<Model, Stack>;

struct Push final : StackCommand {
    int value = *rc::gen::inRange(0, 101);
    void apply(Model& model) const override { model.push_back(value); }
    void run(const Model&, Stack& stack) const override { stack.push_back(value); }
    void show(std::ostream& os) const override { os << "Push(" << value << ")"; }
};

struct Pop final : StackCommand {
    void checkPreconditions(const Model& model) const override { RC_PRE(!model.empty()); }
    void apply(Model& model) const override { model.pop_back(); }
    void run(const Model& model, Stack& stack) const override {
        const int top = stack.back();
        stack.pop_back();
        RC_ASSERT(top == model.back());
    }
    void show(std::ostream& os) const override { os << "Pop()"; }
};

int main() {
    return rc::check("stack",
                     [] {
                         Stack stack;
                         rc::state::check(Model{}, stack, rc::state::gen::execOneOfWithArgs<Push, Pop>());
                     })
               ? 0
               : 1;
}
