// Must not compile: a rule argument whose type has no falsify::Arbitrary and
// no generator given to the rule.
#include <falsify/rules.hpp>

struct Opaque {
    explicit Opaque(int) {}
};

class Machine : public falsify::RuleMachine<Machine> {
public:
    FALSIFY_RULE(use, (Opaque value)) { (void)value; }
};

int main() { return 0; }
