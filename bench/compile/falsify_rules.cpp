// The same stack as a rule machine: the model and the system in one class.
#include <falsify/falsify.hpp>
#include <falsify/rules.hpp>

#include <vector>

class StackMachine : public falsify::RuleMachine<StackMachine> {
    std::vector<int> stack_, model_;

public:
    FALSIFY_RULE(push, (int value), falsify::param("value", falsify::gen::ints(0, 100))) {
        stack_.push_back(value);
        model_.push_back(value);
    }
    FALSIFY_RULE(pop, ()) {
        const int top = stack_.back();
        stack_.pop_back();
        FALSIFY_ASSERT(top == model_.back());
        model_.pop_back();
    }
    FALSIFY_PRECONDITION(pop) { return !model_.empty(); }
};

int main() { return falsify::check_rules<StackMachine>("stack", 0, 50).passed() ? 0 : 1; }
