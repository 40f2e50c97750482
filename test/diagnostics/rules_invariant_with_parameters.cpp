// Must not compile: an invariant is checked between steps, with nothing to
// generate, so it takes no parameters.
// Diagnostic: falsify: FALSIFY_INVARIANT(positive) takes no parameters: an invariant is checked between steps, where there is nothing to generate
#include <falsify/rules.hpp>

class Machine : public falsify::RuleMachine<Machine> {
public:
    FALSIFY_RULE(noop, ()) {}
    FALSIFY_INVARIANT(positive, (int value)) { return true; }
};

int main() { return 0; }
