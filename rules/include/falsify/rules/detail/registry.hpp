#pragma once
// What <falsify/rules/registry.hpp> is made of, apart so that the public header reads as its API.
#include <falsify/rules/step.hpp>

namespace falsify::detail {

template <class M>
struct RuleRegistry;

/// The way to M's registry (RuleMachine keeps it private): for the declaring
/// macros' registrars, gen::rules and run_rules.
struct RuleRegistryAccess {
    /// The rules, preconditions and invariants declared in M, in declaration order.
    template <class M>
    static RuleRegistry<M>& registry() {
        return M::falsify_registry();
    }
    /// The registry with every precondition attached to its rule; refuses a machine without rules.
    template <class M>
    static const RuleRegistry<M>& sealed_registry() {
        return M::falsify_sealed_registry();
    }
};

}  // namespace falsify::detail
