// Must not compile: FALSIFY_PRECONDITION(popp) names no rule (a typo of pop).
// Diagnostic: falsify: FALSIFY_PRECONDITION(popp) names no rule of this machine; declare the rule with FALSIFY_RULE(popp, (...)) or fix the name
#include <falsify/rules.hpp>

class Machine : public falsify::RuleMachine<Machine> {
public:
    FALSIFY_RULE(pop, ()) {}
    FALSIFY_PRECONDITION(popp) { return true; }
};

int main() { return 0; }
