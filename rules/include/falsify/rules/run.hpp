#pragma once
// Running a rule machine: a generated sequence executed on a fresh machine
// (invariants, preconditions, each step's failure named), its rendering, the
// sequence generator gen::rules<M>() and check_rules<M>().
#include <falsify/detail/make_node.hpp>
#include <falsify/rules/registry.hpp>
#include <falsify/rules/detail/sequence_tree.hpp>
#include <falsify/statemachine/detail/command_observations.hpp>
#include <falsify/statemachine/detail/commands_property.hpp>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace falsify {

namespace detail {

/// Rethrows the exception in flight as the failure of `member` (see rule_failure.hpp).
[[noreturn]] void rethrow_as_rule_failure(RuleThrower thrower, const std::string& what, const std::string& member, std::size_t step,
                                          const std::vector<std::string>& executed);

/// Runs `step`, through `wrapper` when given; any failure becomes the failure of `member`.
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

[[noreturn]] void invariant_returned_false();

/// Numbers bundle values 1, 2, ... in the order their producers appear
/// (out of line, as RuleModel's map).
class ValueNames {
public:
    ValueNames();
    ValueNames(const ValueNames&) = delete;
    ValueNames& operator=(const ValueNames&) = delete;
    ~ValueNames();

    void add(std::uint64_t id);
    /// Renames an id to its number (0: `v0`, a value no step of this sequence
    /// produced); valid while this object lives.
    std::function<std::uint64_t(std::uint64_t)> renamer() const;

private:
    std::map<std::uint64_t, std::uint64_t> names_;
};

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

}  // namespace detail

/// Runs a generated sequence on a fresh M: invariants first, then each step
/// whose references exist and whose preconditions hold, invariants after each.
/// A failure is thrown as a RuleFailure naming the rule or invariant, the step
/// (executed steps only) and the executed sequence.
template <class M>
void run_rules(const RuleSequence<M>& sequence, detail::StepWrapper wrapper = nullptr) {
    static_assert(std::is_default_constructible_v<M>, "falsify: a rule machine needs a default constructor (a fresh machine runs each sequence)");
    const auto& registry = M::falsify_sealed_registry();
    M machine{};
    RuleRun<M> run{machine, {}};
    RuleModel model = sequence.initial_model;
    std::vector<std::string> executed;
    detail::ValueNames names;
    detail::check_invariants(registry, machine, wrapper, 0, executed);
    // Read once a sequence: shrinking and a run outside a property record nothing and time nothing.
    const bool observing = detail::observing_commands();
    if (observing) detail::observe_sequence(sequence.commands.size());
    for (const auto& command : sequence.commands) {
        const auto& step = static_cast<const detail::RuleStep<M>&>(*command);
        bool enabled = step.precondition(model);
        for (const auto& guard : step.rule().guards) {
            if (!enabled) break;
            detail::run_member(
                wrapper, [&] { enabled = enabled && guard(machine); }, step.rule().thrower,
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

/// A rule sequence renders with its values numbered v1, v2, ... in order.
template <class M>
struct Show<RuleSequence<M>> {
    static void show(std::string& out, const RuleSequence<M>& sequence) {
        detail::ValueNames names;
        for (const auto& command : sequence.commands) names.add(static_cast<const detail::RuleStep<M>&>(*command).produced());
        const auto rename = names.renamer();
        out += '[';
        for (std::size_t i = 0; i < sequence.commands.size(); ++i) {
            if (i) out += ", ";
            out += static_cast<const detail::RuleStep<M>&>(*sequence.commands[i]).label_with(rename);
        }
        out += ']';
    }
};

namespace gen {

/// Sequences of M's rules, between min_length and max_length steps; generated
/// and shrunk as gen::commands() does (steps dropped in blocks, then arguments
/// simplified), references kept alive and pointed at earlier values (see
/// sequence_tree.hpp). Every step is applicable at generation but for
/// references: a rule drawing from an empty bundle is not picked.
template <class M>
Gen<RuleSequence<M>> rules(Count min_length = 0, Count max_length = 100) {
    const auto& registry = M::falsify_sealed_registry();
    const auto lengths = detail::check_commands_arguments(registry.rules.size(), min_length, max_length);
    const std::size_t min = lengths.min;
    const std::size_t max = lengths.max;
    const auto* rules = &registry.rules;
    return Gen<RuleSequence<M>>("gen::rules<" + falsify::detail::machine_name(typeid(M)) + ">()", [rules, min, max](Random& random) {
        using Tree = falsify::detail::RuleSequenceTree<M>;
        const std::size_t length = random.size_between(min, max);
        std::vector<typename Tree::Element> elements;
        elements.reserve(length);
        RuleModel model;
        while (elements.size() < length) {
            bool appended = false;
            for (std::size_t pick = 0; pick < detail::max_command_picks && !appended; ++pick) {
                const auto& rule = (*rules)[random.below_or_equal(rules->size() - 1)];
                auto candidate = rule.generate(rule, random, model);
                if (!candidate) continue;
                model = candidate->value()->next_state(model);
                elements.push_back(std::move(*candidate));
                appended = true;
            }
            if (!appended) break;
        }
        if (elements.size() < min) detail::too_few_commands(elements.size(), min);
        return Tree::make(falsify::detail::make_node<RuleModel>(), std::move(elements), min);
    });
}

}  // namespace gen

namespace detail {

/// The property a test-framework face declares for machine M: every rule and
/// invariant run through `Wrapper` (the face's assertion interception), its
/// sequences between min_length and max_length steps, the extras applied.
template <class M, StepWrapper Wrapper, class... Extras>
PropertyDefinition rules_definition(const char* name, const char* file, Count min_length, Count max_length,
                                    Extras&&... extras) {
    auto property = commands_property(name, gen::rules<M>(min_length, max_length),
                                      [](const RuleSequence<M>& commands) { run_rules(commands, Wrapper); }, std::forward<Extras>(extras)...);
    return property.file(file).definition();
}

}  // namespace detail

/// Checks machine M as a property (no test framework): the result, never printed.
template <class M>
Result check_rules(std::string name, Count min_length = 0, Count max_length = 100, Config config = Config()) {
    return detail::commands_property(std::move(name), gen::rules<M>(min_length, max_length),
                                     [](const RuleSequence<M>& commands) { run_rules(commands); }, std::move(config))
        .check();
}

}  // namespace falsify
