#pragma once
// RuleMachine<Derived>: the registry of a machine's rules, preconditions and
// invariants, each step a Command of the state-machine layer, the sequence
// generator gen::rules<M>() and the runner run_rules().
//
// The model the command layer threads (RuleModel) is what generation can know
// without running anything: which bundle values exist. The machine object
// itself is the system; user preconditions read it, so they are checked when a
// sequence runs (a false guard skips the step, as a dropped value does).
#include <falsify/command_sequence.hpp>
#include <falsify/detail/command_sequence_tree.hpp>
#include <falsify/errors.hpp>
#include <falsify/gen/commands.hpp>
#include <falsify/gen_type.hpp>
#include <falsify/property.hpp>
#include <falsify/rules/bundle.hpp>
#include <falsify/rules/rule_failure.hpp>
#include <falsify/show.hpp>

#include <any>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <type_traits>
#include <typeindex>
#include <typeinfo>
#include <utility>
#include <vector>

namespace falsify {

/// What generation and replay know: the values alive in each bundle, by id.
struct RuleModel {
    std::uint64_t last_id = 0;
    std::map<std::type_index, std::vector<std::uint64_t>> bundles;

    bool holds(std::type_index bundle, std::uint64_t id) const;
};

/// The system a rule step acts on: the machine and the bundle values produced so far.
template <class M>
struct RuleRun {
    M& machine;
    std::map<std::uint64_t, std::any> values;
};

template <class M>
using RuleSequence = CommandSequence<RuleModel, RuleRun<M>>;

namespace detail {

/// A reference a step holds: which bundle, which value, whether it consumes it.
struct RuleReference {
    std::type_index bundle;
    std::uint64_t id;
    bool consumes;
};

template <class M>
struct RuleInfo;

/// One step: a rule and its arguments, references bound at generation.
template <class M>
class RuleStep : public Command<RuleModel, RuleRun<M>> {
public:
    RuleStep(const RuleInfo<M>* rule, std::vector<RuleReference> references, std::uint64_t produced)
        : rule_(rule), references_(std::move(references)), produced_(produced) {}

    const RuleInfo<M>& rule() const noexcept { return *rule_; }

    /// Every referenced value still exists (a shrink may have dropped its producer).
    bool precondition(const RuleModel& model) const override {
        for (const auto& reference : references_)
            if (!model.holds(reference.bundle, reference.id)) return false;
        return true;
    }
    RuleModel next_state(const RuleModel& model) const override;

    /// The value this step puts into its bundle (0: none).
    std::uint64_t produced() const noexcept { return produced_; }
    /// The label with bundle values numbered by `rename` (generation ids have
    /// gaps once shrinking dropped steps; reports number values v1, v2, ... as
    /// they appear).
    virtual std::string label_with(const std::function<std::uint64_t(std::uint64_t)>& rename) const = 0;
    std::string label() const override {
        return label_with([](std::uint64_t id) { return id; });
    }

protected:
    const RuleInfo<M>* rule_;
    std::vector<RuleReference> references_;
    std::uint64_t produced_;
};

/// How the runner calls a step: plainly, or (Boost.Test face) with assertions collected.
using StepWrapper = void (*)(void (*step)(void*), void* context);

/// A rule, type-erased.
template <class M>
struct RuleInfo {
    std::string name;
    std::vector<std::string> parameter_names;
    /// The bundle the rule returns into (nullopt: none).
    std::optional<std::type_index> target;
    /// Generates a step whose references are bound to values alive in `model`;
    /// nullopt when a bundle it draws from is empty.
    std::function<std::optional<Shrinkable<CommandPtr<RuleModel, RuleRun<M>>>>(const RuleInfo&, Random&, const RuleModel&)> generate;
    std::vector<std::function<bool(const M&)>> guards;
    RuleThrower thrower;
};

template <class M>
struct InvariantInfo {
    std::string name;
    /// Throws, or returns false, when the invariant does not hold.
    std::function<bool(const M&)> holds;
    RuleThrower thrower;
};

template <class M>
struct PreconditionInfo {
    std::string rule;
    std::function<bool(const M&)> guard;
};

template <class M>
struct RuleRegistry {
    std::vector<RuleInfo<M>> rules;
    std::vector<InvariantInfo<M>> invariants;
    std::vector<PreconditionInfo<M>> preconditions;
    bool sealed = false;
    /// The first mistake found while registering, thrown at first use.
    std::exception_ptr error;
};

std::string rule_label(const std::string& name, const std::vector<std::string>& parameter_names,
                       const std::vector<std::string>& arguments, std::uint64_t produced);
[[noreturn]] void refuse_rules(const std::string& machine, const std::string& why);
std::string machine_name(const std::type_info& machine);

template <class M>
RuleModel RuleStep<M>::next_state(const RuleModel& model) const {
    RuleModel next = model;
    for (const auto& reference : references_) {
        if (!reference.consumes) continue;
        auto& ids = next.bundles[reference.bundle];
        std::erase(ids, reference.id);
    }
    if (produced_ != 0) {
        next.bundles[*rule_->target].push_back(produced_);
        if (produced_ > next.last_id) next.last_id = produced_;
    }
    return next;
}

template <class M, class R, class... A>
class TypedRuleStep final : public RuleStep<M> {
public:
    using Member = R (M::*)(A...);
    using Arguments = std::tuple<std::decay_t<A>...>;

    TypedRuleStep(const RuleInfo<M>* rule, Member member, Arguments arguments, std::vector<RuleReference> references,
                  std::uint64_t produced)
        : RuleStep<M>(rule, std::move(references), produced), member_(member), arguments_(std::move(arguments)) {}

    CommandResult run(const RuleModel&, RuleRun<M>& run) const override {
        Arguments arguments = arguments_;
        std::apply([&](auto&... each) { (resolve(run, each), ...); }, arguments);
        if constexpr (std::is_void_v<R>) {
            std::apply([&](auto&... each) { (run.machine.*member_)(each...); }, arguments);
        } else {
            R produced = std::apply([&](auto&... each) { return (run.machine.*member_)(each...); }, arguments);
            run.values[this->produced_] = std::any(std::move(produced));
        }
        return {};
    }

    std::string label_with(const std::function<std::uint64_t(std::uint64_t)>& rename) const override {
        std::vector<std::string> shown;
        auto show_one = [&](const auto& argument) {
            if constexpr (is_ref<std::decay_t<decltype(argument)>>) {
                // Appended, not "v" + ...: GCC 12 -O3 warns on that (-Wrestrict, a false positive).
                std::string label(1, 'v');
                label += std::to_string(rename(argument.id()));
                shown.push_back(std::move(label));
            } else {
                shown.push_back(falsify::show(argument));
            }
        };
        std::apply([&](const auto&... each) { (show_one(each), ...); }, arguments_);
        return rule_label(this->rule_->name, this->rule_->parameter_names, shown, this->produced_ ? rename(this->produced_) : 0);
    }

private:
    template <class T>
    static void resolve(RuleRun<M>& run, T& argument) {
        if constexpr (is_ref<T>) {
            using Value = typename T::value_type;
            RefAccess<typename T::bundle_type, T::consumes>::resolve(argument, std::any_cast<Value>(&run.values.at(argument.id())));
        }
    }

    Member member_;
    Arguments arguments_;
};

/// The generator of parameter `name`: an override given to the rule, else Arbitrary<T>.
template <class T, class... Extras>
Gen<T> rule_argument_generator(const std::string& machine, const std::string& rule, const std::string& name, const Extras&... extras) {
    if constexpr (is_ref<T>) {
        // Bound to a live value by the step generator; the reference never shrinks.
        return Gen<T>("bundle reference", [](Random&) { return Shrinkable<T>::leaf(T{}); });
    } else {
        std::optional<Gen<T>> found;
        [[maybe_unused]] auto consider = [&](const auto& extra) {
            if constexpr (std::is_same_v<std::decay_t<decltype(extra)>, NamedGenerator<T>>)
                if (!found && extra.name == name) found = extra.generator;
        };
        (consider(extras), ...);
        if (found) return *found;
        if constexpr (HasArbitrary<T>) {
            return Arbitrary<T>::make();
        } else {
            refuse_rules(machine, "rule " + rule + ": parameter `" + name + "` has a type with no default generator and no "
                                  "falsify::param(\"" + name + "\", ...) of that type among the rule's generators");
        }
    }
}

template <class T, class... Extras>
inline constexpr bool has_rule_generator =
    is_ref<T> || HasArbitrary<T> || (std::is_same_v<std::decay_t<Extras>, NamedGenerator<T>> || ...);

template <class T, class... Extras>
constexpr void require_rule_generator() {
    if constexpr (!has_rule_generator<T, Extras...>) (void)no_default_generator_for<T>{};
}

template <class... Extras>
void check_rule_extras(const std::string& machine, const std::string& rule, const std::vector<std::string>& names,
                       const Extras&... extras) {
    [[maybe_unused]] auto check = [&](const auto& extra) {
        for (const auto& name : names)
            if (name == extra.name) return;
        refuse_rules(machine, "rule " + rule + ": falsify::param(\"" + extra.name + "\", ...) names no parameter of the rule");
    };
    (check(extras), ...);
}

template <class M, class R, class... A, class... Extras>
RuleInfo<M> make_rule(std::string name, const char* parameters, std::optional<std::type_index> target, RuleThrower thrower,
                      R (M::*member)(A...), const Extras&... extras) {
    (require_rule_generator<std::decay_t<A>, Extras...>(), ...);
    RuleInfo<M> info;
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
    std::size_t index = 0;
    [[maybe_unused]] auto next_name = [&] { return info.parameter_names[index++]; };
    std::tuple<Gen<std::decay_t<A>>...> generators{rule_argument_generator<std::decay_t<A>>(machine, info.name, next_name(), extras...)...};
    info.generate = [generators, member](const RuleInfo<M>& rule, Random& random,
                                         const RuleModel& model) -> std::optional<Shrinkable<CommandPtr<RuleModel, RuleRun<M>>>> {
        // Bind each reference to a value alive now; an empty bundle rules the step out.
        std::vector<RuleReference> references;
        bool possible = true;
        [[maybe_unused]] auto bind = [&](auto* tag) {
            using T = std::remove_pointer_t<decltype(tag)>;
            if constexpr (is_ref<T>) {
                if (!possible) return;
                const std::type_index bundle(typeid(typename T::bundle_type));
                auto found = model.bundles.find(bundle);
                if (found == model.bundles.end() || found->second.empty()) {
                    possible = false;
                    return;
                }
                const auto& ids = found->second;
                references.push_back({bundle, ids[random.below_or_equal(ids.size() - 1)], T::consumes});
            }
        };
        (bind(static_cast<std::decay_t<A>*>(nullptr)), ...);
        if (!possible) return std::nullopt;
        const std::uint64_t produced = rule.target ? model.last_id + 1 : 0;
        Shrinkable<Arguments> arguments = [&] {
            if constexpr (sizeof...(A) == 0) {
                (void)generators;
                return Shrinkable<Arguments>::leaf(Arguments{});
            } else {
                return std::apply([&](const auto&... gen) { return gen::tuples(gen...); }, generators).generate(random);
            }
        }();
        const RuleInfo<M>* info = &rule;
        auto step = [info, member, references, produced](const Arguments& values) -> CommandPtr<RuleModel, RuleRun<M>> {
            Arguments bound = values;
            std::size_t next = 0;
            std::apply(
                [&](auto&... each) {
                    [[maybe_unused]] auto set = [&](auto& argument) {
                        using T = std::decay_t<decltype(argument)>;
                        if constexpr (is_ref<T>) RefAccess<typename T::bundle_type, T::consumes>::bind(argument, references[next++].id);
                    };
                    (set(each), ...);
                },
                bound);
            return std::make_shared<const Step>(info, member, std::move(bound), references, produced);
        };
        // A command tree: a sequence can move an integer argument that several steps share as one.
        return command_tree<RuleModel, RuleRun<M>>(std::move(arguments), std::move(step));
    };
    return info;
}

}  // namespace detail

/// The base of a rule machine: `class Queue : public falsify::RuleMachine<Queue> { ... };`
template <class Derived>
class RuleMachine {
public:
    using falsify_machine_type = Derived;

    /// The rules, preconditions and invariants declared in Derived, in declaration order.
    static detail::RuleRegistry<Derived>& falsify_registry() {
        static detail::RuleRegistry<Derived> registry;
        return registry;
    }

    /// The registry with every precondition attached to its rule; refuses a machine without rules.
    static const detail::RuleRegistry<Derived>& falsify_sealed_registry() {
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
};

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
            auto& registry = M::falsify_registry();
            if (!registry.error) registry.error = std::current_exception();
        }
    }
};

template <class M, class Tag, class... Extras>
void add_rule(const char* name, const char* parameters, std::optional<std::type_index> target, auto member, const Extras&... extras) {
    static_assert(std::is_member_function_pointer_v<decltype(member)>, "falsify: FALSIFY_RULE declares a non-static member function");
    M::falsify_registry().rules.push_back(make_rule<M>(name, parameters, target, &throw_rule_failure<Tag>, member, extras...));
}

template <class M, class Tag, class R>
void add_invariant(const char* name, R (M::*member)() const) {
    static_assert(std::is_void_v<R> || std::is_same_v<R, bool>, "falsify: an invariant returns void (and asserts) or bool (false: broken)");
    M::falsify_registry().invariants.push_back({name,
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
    M::falsify_registry().preconditions.push_back({rule, [guard](const M& machine) { return (machine.*guard)(); }});
}

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

/// Numbers bundle values 1, 2, ... in the order their producers appear.
class ValueNames {
public:
    void add(std::uint64_t id) {
        if (id != 0) names_.emplace(id, names_.size() + 1);
    }
    std::function<std::uint64_t(std::uint64_t)> renamer() const {
        return [this](std::uint64_t id) -> std::uint64_t {
            auto found = names_.find(id);
            return found == names_.end() ? 0 : found->second;  // 0: `v0`, a value no step of this sequence produced
        };
    }

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
    for (const auto& command : sequence.commands) {
        const auto& step = static_cast<const detail::RuleStep<M>&>(*command);
        if (!step.precondition(model)) continue;
        bool enabled = true;
        for (const auto& guard : step.rule().guards) {
            detail::run_member(
                wrapper, [&] { enabled = enabled && guard(machine); }, step.rule().thrower,
                "Precondition of " + step.rule().name + " failed before step " + std::to_string(executed.size() + 1), step.rule().name,
                executed.size() + 1, executed);
            if (!enabled) break;
        }
        if (!enabled) continue;
        names.add(step.produced());
        executed.push_back(step.label_with(names.renamer()));
        detail::run_member(
            wrapper, [&] { step.run(model, run); }, step.rule().thrower, "Rule " + executed.back() + " failed at step " + std::to_string(executed.size()),
            step.rule().name, executed.size(), executed);
        model = step.next_state(model);
        detail::check_invariants(registry, machine, wrapper, executed.size(), executed);
    }
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
/// simplified). Every step is applicable at generation but for references:
/// a rule drawing from an empty bundle is not picked.
template <class M>
Gen<RuleSequence<M>> rules(std::int64_t min_length = 0, std::int64_t max_length = 100) {
    const auto& registry = M::falsify_sealed_registry();
    detail::check_commands_arguments(registry.rules.size(), min_length, max_length);
    const auto min = static_cast<std::size_t>(min_length);
    const auto max = static_cast<std::size_t>(max_length);
    const auto* rules = &registry.rules;
    return Gen<RuleSequence<M>>("gen::rules<" + falsify::detail::machine_name(typeid(M)) + ">()", [rules, min, max](Random& random) {
        using Tree = falsify::detail::CommandSequenceTree<RuleModel, RuleRun<M>>;
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
        return Tree::make(std::make_shared<const RuleModel>(), std::move(elements), min);
    });
}

}  // namespace gen

/// Checks machine M as a property (no test framework): the result, never printed.
template <class M>
Result check_rules(std::string name, std::int64_t min_length = 0, std::int64_t max_length = 100, Config config = Config()) {
    return property(std::move(name), [](const RuleSequence<M>& sequence) { run_rules(sequence); })
        .names({"sequence"})
        .with(param("sequence", gen::rules<M>(min_length, max_length)))
        .with(std::move(config))
        .check();
}

}  // namespace falsify
