#pragma once
// make_rule(): a rule type-erased (RuleInfo) from a member function and the
// generators its declaration gives, bound to its parameters as a property's
// are (detail/generator_binding.hpp).
#include <falsify/detail/generator_binding.hpp>
#include <falsify/property.hpp>
#include <falsify/rules/detail/rule_step.hpp>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <tuple>
#include <type_traits>
#include <typeindex>
#include <typeinfo>
#include <utility>
#include <vector>

namespace falsify::detail {

/// A bundle reference needs no generator: the step names its value.
template <class T>
struct IsRuleReference : std::bool_constant<is_ref<T>> {};

/// Parameter I's generator: the one given positionally, else, for a bundle
/// reference, a placeholder, else the one falsify::param names, else Arbitrary<T>.
template <std::size_t I, class T, class... Extras>
Gen<T> rule_generator_at(const std::string& machine, const std::string& rule, const std::string& name, const Extras&... extras) {
    if constexpr (positional_index<I, Extras...>() < sizeof...(Extras)) {
        if (names_parameter(name, extras...))
            refuse_rules(machine, "rule " + rule + ": parameter `" + name + "` is given a generator twice, positionally and by falsify::param(\"" +
                                      name + "\", ...); keep one");
        if (auto given = positional_generator<I, T>(extras...)) return *std::move(given);
        // Refused by check_positional already; this branch only keeps the compiler to that one message.
        return Gen<T>(name, [](Random&) -> Shrinkable<T> { throw std::logic_error("unreachable"); });
    } else if constexpr (is_ref<T>) {
        // A placeholder: the step names the value (RuleStep::references), and the sequence re-points it.
        return Gen<T>("bundle reference", [](Random&) { return Shrinkable<T>::leaf(T{}); });
    } else {
        const auto refuse = [&](const std::string& why) { refuse_rules(machine, "rule " + rule + ": " + why); };
        if (auto named = named_generator<T>(name, refuse, extras...)) return *std::move(named);
        if constexpr (HasDefaultGenerator<T>) {
            return Arbitrary<T>::make();
        } else {
            refuse_rules(machine, "rule " + rule + ": parameter `" + name + "` has a type with no default generator and no "
                                  "falsify::param(\"" + name + "\", ...) of that type among the rule's generators");
        }
    }
}

/// Refuses a falsify::param that names no parameter of the rule.
template <class... Extras>
void check_rule_extras(const std::string& machine, const std::string& rule, const std::vector<std::string>& names,
                       const Extras&... extras) {
    [[maybe_unused]] auto check = [&](const auto& extra) {
        if constexpr (is_gen<std::decay_t<decltype(extra)>>) return;  // positional: checked at compile time
        else {
            for (const auto& name : names)
                if (name == extra.name) return;
            refuse_rules(machine, "rule " + rule + ": falsify::param(\"" + extra.name + "\", ...) names no parameter of the rule");
        }
    };
    (check(extras), ...);
}

template <class M, class R, class... A, class... Extras>
RuleInfo make_rule(std::string name, const char* parameters, std::optional<std::type_index> target, RuleThrower thrower,
                      R (M::*member)(A...), const Extras&... extras) {
    check_positional(TypeList<std::decay_t<A>...>{}, TypeList<Extras...>{}, std::index_sequence_for<Extras...>());
    require_generators<IsRuleReference>(TypeList<std::decay_t<A>...>{}, TypeList<Extras...>{}, std::index_sequence_for<A...>());
    RuleInfo info;
    const std::string machine = machine_name(typeid(M));
    info.name = std::move(name);
    info.parameter_names = parameter_names(parameters);
    if (info.parameter_names.size() != sizeof...(A))
        refuse_rules(machine, "rule " + info.name + ": cannot read the parameter names of " + parameters);
    check_rule_extras(machine, info.name, info.parameter_names, extras...);
    info.target = target;
    info.thrower = thrower;
    using Step = TypedRuleStep<M, R, A...>;
    using Arguments = typename Step::Arguments;
    const auto generators = [&]<std::size_t... I>(std::index_sequence<I...>) {
        return std::tuple<Gen<std::decay_t<A>>...>{
            rule_generator_at<I, std::decay_t<A>>(machine, info.name, info.parameter_names[I], extras...)...};
    }(std::index_sequence_for<A...>{});
    // The arguments' generator is built once per rule, not once per generated step.
    const auto arguments_gen = [&]() -> Gen<Arguments> {
        if constexpr (sizeof...(A) == 0) {
            return Gen<Arguments>("no arguments", [](Random&) { return Shrinkable<Arguments>::leaf(Arguments{}); });
        } else {
            return std::apply([](const auto&... gen) { return gen::tuples(gen...); }, generators);
        }
    }();
    info.generate = [arguments_gen, member](const RuleInfo& rule, Random& random,
                                         const RuleModel& model) -> std::optional<Shrinkable<CommandPtr<RuleModel, RuleRun>>> {
        // Bind each reference to a value alive now; an empty bundle rules the step out.
        std::vector<RuleReference> references;
        bool possible = true;
        [[maybe_unused]] auto bind = [&](auto* tag) {
            using T = std::remove_pointer_t<decltype(tag)>;
            if constexpr (is_ref<T>) {
                if (!possible) return;
                const std::type_index bundle(typeid(typename T::bundle_type));
                const auto* alive = model.values_of(bundle);
                if (!alive) {
                    possible = false;
                    return;
                }
                const auto& ids = *alive;
                references.push_back({bundle, ids[random.below_or_equal(ids.size() - 1)], T::consumes});
            }
        };
        (bind(static_cast<std::decay_t<A>*>(nullptr)), ...);
        if (!possible) return std::nullopt;
        const std::uint64_t produced = rule.target ? model.last_id + 1 : 0;
        return Step::tree(&rule, member, arguments_gen, arguments_gen.generate(random), std::move(references), produced);
    };
    return info;
}

}  // namespace falsify::detail
