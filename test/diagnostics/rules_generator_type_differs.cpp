// Must not compile: the rule's second generator given positionally makes int,
// but its second parameter is a double.
// Diagnostic: falsify: a generator given positionally makes another type than its parameter takes
// Diagnostic: positional_generator_type_differs<2, double, int>
#include <falsify/rules.hpp>

class Machine : public falsify::RuleMachine<Machine> {
public:
    FALSIFY_RULE(put, (int key, double value), falsify::gen::ints(0, 9), falsify::gen::ints(0, 9)) {
        (void)key;
        (void)value;
    }
};

int main() { return falsify::check_rules<Machine>("machine").passed() ? 0 : 1; }
