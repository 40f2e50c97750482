// Must not compile: a rule argument whose type has no falsify::Arbitrary and
// no generator given to the rule.
// Diagnostic: falsify: this type has no default generator. Specialise falsify::Arbitrary<T> with `static falsify::Gen<T> make()`, or give the parameter an explicit generator.
#include <falsify/rules.hpp>

struct Opaque {
    explicit Opaque(int) {}
};

class Machine : public falsify::RuleMachine<Machine> {
public:
    FALSIFY_RULE(use, (Opaque value)) { (void)value; }
};

int main() { return 0; }
