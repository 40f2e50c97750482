#pragma once
// The definitions behind <falsify/rules/run.hpp>, which includes this file at its end.
#include <falsify/rules/run.hpp>

namespace falsify::detail {

template <class F>
void run_member(StepWrapper wrapper, F&& step, RuleThrower thrower, const std::string& what, const std::string& member, std::size_t index,
                const std::vector<std::string>& executed) {
    try {
        if (wrapper) {
            wrapper([](void* context) { (*static_cast<std::remove_reference_t<F>*>(context))(); }, &step);
        } else {
            step();
        }
    } catch (const AssumptionSkipped&) {
        throw;
    } catch (const EnvironmentSkipped&) {
        throw;
    } catch (...) {
        rethrow_as_rule_failure(thrower, what, member, index, executed);
    }
}

template <class M>
void check_invariants(const RuleRegistry<M>& registry, const M& machine, StepWrapper wrapper, std::size_t step,
                      const std::vector<std::string>& executed) {
    for (const auto& invariant : registry.invariants) {
        const std::string what = "Invariant " + invariant.name + " failed " +
                                 (step == 0 ? std::string("before the first step") : "after step " + std::to_string(step));
        run_member(
            wrapper, [&] { if (!invariant.holds(machine)) invariant_returned_false(); }, invariant.thrower, what, invariant.name, step, executed);
    }
}

}  // namespace falsify::detail

namespace falsify {

template <class M>
void run_rules(const RuleSequence<M>& sequence, StepWrapper wrapper) {
    static_assert(std::is_default_constructible_v<M>, "falsify: a rule machine needs a default constructor (a fresh machine runs each sequence)");
    const auto& registry = detail::RuleRegistryAccess::sealed_registry<M>();
    M machine{};
    RuleRun run{&machine, {}};
    RuleModel model = sequence.initial_model;
    std::vector<std::string> executed;
    detail::ValueNames names;
    detail::check_invariants(registry, machine, wrapper, 0, executed);
    // Read once a sequence: shrinking and a run outside a property record nothing and time nothing.
    const bool observing = detail::observing_commands();
    if (observing) detail::observe_sequence(sequence.commands.size());
    for (const auto& command : sequence.commands) {
        const auto& step = static_cast<const detail::RuleStep&>(*command);
        bool enabled = step.precondition(model);
        for (const auto& guard : step.rule().guards) {
            if (!enabled) break;
            detail::run_member(
                wrapper, [&] { enabled = enabled && guard(&machine); }, step.rule().thrower,
                "Precondition of " + step.rule().name + " failed before step " + std::to_string(executed.size() + 1), step.rule().name,
                executed.size() + 1, executed);
        }
        if (!enabled) {
            if (observing) detail::observe_command(step.rule().name, false, 0);
            continue;
        }
        names.add(step.produced());
        executed.push_back(step.label_with(names.renamer()));
        std::chrono::steady_clock::time_point start;
        if (observing) start = std::chrono::steady_clock::now();
        detail::run_member(
            wrapper, [&] { step.run(model, run); }, step.rule().thrower, "Rule " + executed.back() + " failed at step " + std::to_string(executed.size()),
            step.rule().name, executed.size(), executed);
        if (observing) {
            const auto elapsed = std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - start);
            detail::observe_command(step.rule().name, true, static_cast<std::uint64_t>(elapsed.count()));
        }
        model = step.next_state(model);
        detail::check_invariants(registry, machine, wrapper, executed.size(), executed);
    }
    // After the steps, so that the statistics keep the order rules were first met in.
    if (observing)
        for (const auto& rule : registry.rules) detail::observe_declared(rule.name);
}

}  // namespace falsify

namespace falsify::gen {

template <class M>
Gen<RuleSequence<M>> rules(Count min_length, Count max_length) {
    const auto& registry = falsify::detail::RuleRegistryAccess::sealed_registry<M>();
    const auto lengths = detail::check_commands_arguments(registry.rules.size(), min_length, max_length);
    const std::size_t min = lengths.min;
    const std::size_t max = lengths.max;
    RuleModel initial;
    initial.run_machine = [](const RuleSteps& sequence, StepWrapper wrapper) { run_rules<M>(sequence, wrapper); };
    return falsify::detail::rule_steps("gen::rules<" + falsify::detail::machine_name(typeid(M)) + ">()", &registry.rules,
                                       falsify::detail::make_node<RuleModel>(std::move(initial)), min, max);
}

}  // namespace falsify::gen

namespace falsify::detail {

/// A face's rule property's body: one function per face, whatever the machine
/// (the sequence knows it), so that every machine's property is one type.
template <StepWrapper Wrapper>
void run_wrapped_rules(const RuleSteps& sequence) {
    run_rules(sequence, Wrapper);
}

template <class M, StepWrapper Wrapper, class... Extras>
PropertyDefinition rules_definition(const char* name, const char* file, Count min_length, Count max_length,
                                    Extras&&... extras) {
    auto property = commands_property(name, gen::rules<M>(min_length, max_length), &run_wrapped_rules<Wrapper>, std::forward<Extras>(extras)...);
    return property.file(file).definition();
}

}  // namespace falsify::detail

namespace falsify {

template <class M>
Result check_rules(std::string name, Count min_length, Count max_length, Config config) {
    return detail::check_rule_steps(std::move(name), gen::rules<M>(min_length, max_length), std::move(config));
}

}  // namespace falsify
