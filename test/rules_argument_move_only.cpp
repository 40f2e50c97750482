// Must not compile: a rule parameter of a type that can only be moved (each
// run of a sequence gets its own copy of the step's arguments).
// Diagnostic: a rule parameter cannot be of a type that can only be moved
#include <falsify/rules.hpp>

#include <memory>

class Handle {
public:
    explicit Handle(int id) : id_(std::make_unique<int>(id)) {}

private:
    std::unique_ptr<int> id_;
};

class Machine : public falsify::RuleMachine<Machine> {
public:
    FALSIFY_RULE(use, (const Handle& handle), falsify::gen::ints(0, 9).map([](int id) { return Handle{id}; })) { (void)handle; }
};

int main() { return 0; }
