#pragma once
// Rule-based state machines: #include <falsify/rules.hpp>
//
// The machine is one class: its members are the model and the system, its
// member functions the rules. A fresh object runs each generated sequence.
//
//   class QueueMachine : public falsify::RuleMachine<QueueMachine> {
//       BoundedQueue queue{3};
//       std::deque<int> model;
//   public:
//       FALSIFY_RULE(push, (int value)) { queue.push(value); model.push_back(value); }
//       FALSIFY_RULE(pop, ()) { FALSIFY_ASSERT(queue.pop() == model.front()); model.pop_front(); }
//       FALSIFY_PRECONDITION(pop) { return !model.empty(); }     // false: the step is skipped
//       FALSIFY_INVARIANT(sizes_agree) { return queue.size() == model.size(); }
//   };
//   falsify::Result result = falsify::check_rules<QueueMachine>("queue");
//
// Rule arguments come from generators given after the parameter list, in order
// (FALSIFY_RULE(push, (int value), falsify::gen::ints(0, 9))) or by name
// (falsify::param("value", falsify::gen::ints(0, 9))), else from falsify::Arbitrary<T>.
// Bundles (values one rule returns and later rules take): see rules/bundle.hpp.
// A machine runs as a framework's test through that framework's face
// (FALSIFY_RULES in <falsify/boost_test.hpp>, FALSIFY_GTEST_RULES in
// <falsify/gtest.hpp>, ...: docs/reference/macros.md).
#include <falsify/rules/bundle.hpp>
#include <falsify/rules/machine.hpp>
#include <falsify/rules/rule_failure.hpp>

#include <optional>
#include <typeindex>

#define FALSIFY_DETAIL_RULE(target, name, returns, params, ...)                                                                   \
    struct falsify_rule_##name {                                                                                                  \
        template <class Self>                                                                                                     \
        static void falsify_add() {                                                                                               \
            ::falsify::detail::add_rule<Self, falsify_rule_##name>(#name, #params, target, &Self::name __VA_OPT__(, ) __VA_ARGS__); \
        }                                                                                                                         \
    };                                                                                                                            \
    static inline const ::falsify::detail::RuleRegistrar<falsify_machine_type, falsify_rule_##name> falsify_rule_registrar_##name{}; \
    returns name params

/// A rule: the member function `void name params`, one step kind. Optional
/// generators follow the parameters: positionally, or falsify::param("parameter", generator).
#define FALSIFY_RULE(name, params, ...) \
    FALSIFY_DETAIL_RULE(::std::optional<::std::type_index>(), name, void, params __VA_OPT__(, ) __VA_ARGS__)

/// A rule whose return value goes into `bundle` (declared with FALSIFY_BUNDLE).
#define FALSIFY_RULE_INTO(bundle, name, params, ...)                                                                 \
    FALSIFY_DETAIL_RULE(::std::optional<::std::type_index>(typeid(bundle)), name, typename bundle::value_type, params \
                            __VA_OPT__(, ) __VA_ARGS__)

/// The precondition of rule `rule`: `bool` member function; when it returns
/// false the step is skipped (not failed).
#define FALSIFY_PRECONDITION(rule)                                                                                           \
    struct falsify_precondition_##rule {                                                                                     \
        template <class Self>                                                                                                \
        static void falsify_add() {                                                                                          \
            static_assert(requires { typename Self::falsify_rule_##rule; },                                                  \
                          "falsify: FALSIFY_PRECONDITION(" #rule ") names no rule of this machine; declare the rule with "  \
                          "FALSIFY_RULE(" #rule ", (...)) or fix the name");                                                 \
            ::falsify::detail::add_precondition<Self>(#rule, &Self::falsify_precondition_##rule);                           \
        }                                                                                                                    \
    };                                                                                                                       \
    static inline const ::falsify::detail::RuleRegistrar<falsify_machine_type, falsify_precondition_##rule>                 \
        falsify_precondition_registrar_##rule{};                                                                             \
    bool falsify_precondition_##rule() const

/// An invariant: a const member function without parameters, checked before
/// the first step and after every executed step. It returns bool (false:
/// broken) or void (and asserts).
#define FALSIFY_INVARIANT(name, ...)                                                                                        \
    static_assert(sizeof(#__VA_ARGS__) == 1, "falsify: FALSIFY_INVARIANT(" #name ") takes no parameters: an invariant is " \
                                             "checked between steps, where there is nothing to generate");                  \
    struct falsify_invariant_##name {                                                                                       \
        template <class Self>                                                                                               \
        static void falsify_add() {                                                                                         \
            ::falsify::detail::add_invariant<Self, falsify_invariant_##name>(#name, &Self::name);                          \
        }                                                                                                                   \
    };                                                                                                                      \
    static inline const ::falsify::detail::RuleRegistrar<falsify_machine_type, falsify_invariant_##name>                   \
        falsify_invariant_registrar_##name{};                                                                               \
    auto name() const
