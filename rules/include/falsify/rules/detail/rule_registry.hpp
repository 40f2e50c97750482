#pragma once
// What a rule machine's registry holds, how the declaring macros fill it,
// and RuleMachine's members (see <falsify/rules/registry.hpp>).
#include <falsify/rules/registry.hpp>
#include <falsify/rules/step.hpp>

#include <exception>
#include <functional>
#include <optional>
#include <string>
#include <type_traits>
#include <typeindex>
#include <vector>

namespace falsify {

namespace detail {

template <class M>
struct InvariantInfo {
    std::string name;
    /// Throws, or returns false, when the invariant does not hold.
    std::function<bool(const M&)> holds;
    RuleThrower thrower;
};

struct PreconditionInfo {
    std::string rule;
    /// Reads the machine it is given (an M).
    std::function<bool(const void*)> guard;
};

template <class M>
struct RuleRegistry {
    std::vector<RuleInfo> rules;
    std::vector<InvariantInfo<M>> invariants;
    std::vector<PreconditionInfo> preconditions;
    bool sealed = false;
    /// The first mistake found while registering, thrown at first use.
    std::exception_ptr error;
};

}  // namespace detail

template <class Derived>
detail::RuleRegistry<Derived>& RuleMachine<Derived>::falsify_registry() {
    static detail::RuleRegistry<Derived> registry;
    return registry;
}

template <class Derived>
const detail::RuleRegistry<Derived>& RuleMachine<Derived>::falsify_sealed_registry() {
    // Sealed once, on first use (a thread-safe static), when every registrar has run.
    static const bool sealed = [] {
        auto& registry = falsify_registry();
        if (registry.error) std::rethrow_exception(registry.error);
        if (registry.rules.empty())
            detail::refuse_rules(detail::machine_name(typeid(Derived)), "declares no rule; declare one with FALSIFY_RULE(name, (parameters)) { ... }");
        for (auto& precondition : registry.preconditions)
            for (auto& rule : registry.rules)
                if (rule.name == precondition.rule) rule.guards.push_back(precondition.guard);
        registry.sealed = true;
        return true;
    }();
    (void)sealed;
    return falsify_registry();
}

namespace detail {

/// Registers a rule, precondition or invariant when the program starts: the
/// static member the declaring macro defines is one of these.
template <class M, class Tag>
struct RuleRegistrar {
    // Registration runs before main: a mistake found here is kept and thrown at
    // first use (gen::rules, run_rules), where a test can report it.
    RuleRegistrar() noexcept {
        try {
            Tag::template falsify_add<M>();
        } catch (...) {
            auto& registry = RuleRegistryAccess::registry<M>();
            if (!registry.error) registry.error = std::current_exception();
        }
    }
};

template <class M, class Tag, class... Extras>
void add_rule(const char* name, const char* parameters, std::optional<std::type_index> target, auto member, const Extras&... extras) {
    static_assert(std::is_member_function_pointer_v<decltype(member)>, "falsify: FALSIFY_RULE declares a non-static member function");
    RuleRegistryAccess::registry<M>().rules.push_back(make_rule<M>(name, parameters, target, &throw_rule_failure<Tag>, member, extras...));
}

template <class M, class Tag, class R>
void add_invariant(const char* name, R (M::*member)() const) {
    static_assert(std::is_void_v<R> || std::is_same_v<R, bool>, "falsify: an invariant returns void (and asserts) or bool (false: broken)");
    RuleRegistryAccess::registry<M>().invariants.push_back({name,
                                                            [member](const M& machine) {
                                                                if constexpr (std::is_void_v<R>) {
                                                                    (machine.*member)();
                                                                    return true;
                                                                } else {
                                                                    return (machine.*member)();
                                                                }
                                                            },
                                                            &throw_rule_failure<Tag>});
}

template <class M>
void add_precondition(const char* rule, bool (M::*guard)() const) {
    RuleRegistryAccess::registry<M>().preconditions.push_back(
        {rule, [guard](const void* machine) { return (static_cast<const M*>(machine)->*guard)(); }});
}

}  // namespace detail

}  // namespace falsify
