#pragma once
// A rule machine's registry: its rules, preconditions and invariants, in
// declaration order, filled when the program starts by the registrars the
// FALSIFY_RULE / FALSIFY_PRECONDITION / FALSIFY_INVARIANT macros define,
// and sealed on first use.
#include <falsify/rules/detail/registry.hpp>
#include <falsify/rules/step.hpp>

namespace falsify {

/// The base of a rule machine: `class Queue : public falsify::RuleMachine<Queue> { ... };`
template <class Derived>
class RuleMachine {
public:
    using falsify_machine_type = Derived;

private:
    // Named so that no member of Derived hides them.
    friend struct detail::RuleRegistryAccess;
    static detail::RuleRegistry<Derived>& falsify_registry();
    static const detail::RuleRegistry<Derived>& falsify_sealed_registry();
};

}  // namespace falsify

#include <falsify/rules/detail/rule_registry.hpp>
