#pragma once
// A rule machine's steps: the model generation threads (which bundle values
// exist), one step of a rule with its arguments and references, a rule
// type-erased (RuleInfo), and make_rule(), which builds one from a member
// function and its generators.
#include <falsify/detail/copyable.hpp>
#include <falsify/detail/make_node.hpp>
#include <falsify/errors.hpp>
#include <falsify/gen_type.hpp>
#include <falsify/property.hpp>
#include <falsify/rules/bundle.hpp>
#include <falsify/rules/rule_failure.hpp>
#include <falsify/show.hpp>
#include <falsify/statemachine/command_sequence.hpp>
#include <falsify/statemachine/detail/command_sequence_tree.hpp>
#include <falsify/statemachine/gen/commands.hpp>

#include <any>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
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
    // Special members out of line, like every use of the map below (holds,
    // values_of, the steps' next state): its code is compiled once, in the
    // library, not in every file that declares a machine.
    RuleModel();
    RuleModel(const RuleModel&);
    RuleModel(RuleModel&&) noexcept;
    RuleModel& operator=(const RuleModel&);
    RuleModel& operator=(RuleModel&&) noexcept;
    ~RuleModel();

    std::uint64_t last_id = 0;
    std::map<std::type_index, std::vector<std::uint64_t>> bundles;

    bool holds(std::type_index bundle, std::uint64_t id) const;
    /// The ids alive in `bundle`; nullptr when it holds none.
    const std::vector<std::uint64_t>* values_of(std::type_index bundle) const;
};

/// A rule machine's case is replayed from its seed and path (the Replay: line):
/// its steps are calls of its rules, which no literal writes. write() says so
/// (falsify::NoLiteral), and the regression draft passes the reason on.
template <>
struct Literal<RuleModel> {
    [[noreturn]] static std::string write(const RuleModel&);
};

/// The values the steps of one run produced, by id (out of line, as RuleModel's map).
class RuleValues {
public:
    RuleValues();
    RuleValues(const RuleValues&) = delete;
    RuleValues& operator=(const RuleValues&) = delete;
    ~RuleValues();

    void put(std::uint64_t id, std::any value);
    /// The value `id` names (std::out_of_range when no step of this run produced it).
    std::any& at(std::uint64_t id);

private:
    std::map<std::uint64_t, std::any> values_;
};

/// The system a rule step acts on: the machine and the bundle values produced so far.
template <class M>
struct RuleRun {
    M& machine;
    RuleValues values;
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

/// `model` after a step that consumed `references` (those that consume) and
/// put `produced` (0: nothing) into `target`.
RuleModel next_rule_model(const RuleModel& model, const std::vector<RuleReference>& references, std::uint64_t produced,
                          const std::optional<std::type_index>& target);

/// One step: a rule and its arguments, references bound at generation.
template <class M>
class RuleStep : public Command<RuleModel, RuleRun<M>> {
public:
    using Element = Shrinkable<CommandPtr<RuleModel, RuleRun<M>>>;

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
    /// The values the step's references name, in parameter order.
    const std::vector<RuleReference>& references() const noexcept { return references_; }
    /// The same step, its arguments shrinking as before, naming other values:
    /// how a sequence points a reference at an earlier value.
    virtual Element with_references(std::vector<RuleReference> references) const = 0;
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

/// How the runner calls a step: plainly, or (a test-framework face) with assertions collected.
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

std::string rule_label(const std::string& name, const std::vector<std::string>& parameter_names,
                       const std::vector<std::string>& arguments, std::uint64_t produced);
[[noreturn]] void refuse_rules(const std::string& machine, const std::string& why);
std::string machine_name(const std::type_info& machine);

template <class M>
RuleModel RuleStep<M>::next_state(const RuleModel& model) const {
    return next_rule_model(model, references_, produced_, rule_->target);
}

/// A step of the rule `member`. It keeps its arguments' tree, not a value:
/// each run takes a copy of the arguments, or, for a type that can only be
/// moved, values the tree makes afresh, and hands them on as declared
/// (by value, const&, &&).
template <class M, class R, class... A>
class TypedRuleStep final : public RuleStep<M> {
public:
    using Member = R (M::*)(A...);
    using Arguments = std::tuple<std::decay_t<A>...>;
    using typename RuleStep<M>::Element;

    TypedRuleStep(const RuleInfo<M>* rule, Member member, Gen<Arguments> generator, Shrinkable<Arguments> arguments,
                  std::vector<RuleReference> references, std::uint64_t produced)
        : RuleStep<M>(rule, std::move(references), produced), member_(member), generator_(std::move(generator)), arguments_(std::move(arguments)) {}

    /// The tree of a step: it shrinks through its arguments' tree, references kept.
    static Element tree(const RuleInfo<M>* rule, Member member, Gen<Arguments> generator, Shrinkable<Arguments> arguments,
                        std::vector<RuleReference> references, std::uint64_t produced) {
        auto step = [rule, member, generator, references = std::move(references), produced](const Shrinkable<Arguments>& values) {
            return CommandPtr<RuleModel, RuleRun<M>>(falsify::detail::make_node<TypedRuleStep>(rule, member, generator, values, references, produced));
        };
        // A command tree: a sequence can move an integer argument that several
        // steps share as one. A rule's step is no class a draft could construct.
        auto no_literal = [](const Arguments&) -> std::optional<std::string> { return std::nullopt; };
        return command_tree<RuleModel, RuleRun<M>>(std::move(arguments), std::move(step), DrawnBy<Arguments>{std::move(generator)}, no_literal);
    }

    Element with_references(std::vector<RuleReference> references) const override {
        return tree(this->rule_, member_, generator_, arguments_, std::move(references), this->produced_);
    }

    CommandResult run(const RuleModel&, RuleRun<M>& run) const override {
        Arguments arguments = arguments_.fresh();
        std::size_t next = 0;
        std::apply([&](auto&... each) { (resolve(run, each, next), ...); }, arguments);
        auto call = [&]<std::size_t... I>(std::index_sequence<I...>) -> R {
            return (run.machine.*member_)(static_cast<A&&>(std::get<I>(arguments))...);
        };
        if constexpr (std::is_void_v<R>) {
            call(std::index_sequence_for<A...>{});
        } else {
            R produced = call(std::index_sequence_for<A...>{});
            run.values.put(this->produced_, held(std::move(produced)));
        }
        return {};
    }

    std::string label_with(const std::function<std::uint64_t(std::uint64_t)>& rename) const override {
        std::vector<std::string> shown;
        std::size_t next = 0;
        auto show_one = [&](const auto& argument) {
            if constexpr (is_ref<std::decay_t<decltype(argument)>>) {
                // Appended, not "v" + ...: GCC 12 -O3 warns on that (-Wrestrict, a false positive).
                std::string label(1, 'v');
                label += std::to_string(rename(this->references_.at(next++).id));
                shown.push_back(std::move(label));
            } else {
                shown.push_back(falsify::show(argument));
            }
        };
        std::apply([&](const auto&... each) { (show_one(each), ...); }, arguments_.value());
        return rule_label(this->rule_->name, this->rule_->parameter_names, shown, this->produced_ ? rename(this->produced_) : 0);
    }

private:
    /// A produced value as a std::any holds it: itself, or, when it can only
    /// be moved (std::any copies), behind a pointer.
    template <class V>
    static std::any held(V&& value) {
        using Value = std::decay_t<V>;
        if constexpr (deep_copyable<Value>) return std::any(std::forward<V>(value));
        else return std::any(std::make_shared<Value>(std::forward<V>(value)));
    }

    /// Points a reference at the value its step names in this run.
    template <class T>
    void resolve(RuleRun<M>& run, T& argument, std::size_t& next) const {
        if constexpr (is_ref<T>) {
            using Value = typename T::value_type;
            using Access = RefAccess<typename T::bundle_type, T::consumes>;
            const std::uint64_t id = this->references_.at(next++).id;
            Access::bind(argument, id);
            std::any& value = run.values.at(id);
            if constexpr (deep_copyable<Value>) Access::resolve(argument, std::any_cast<Value>(&value));
            else Access::resolve(argument, std::any_cast<std::shared_ptr<Value>>(value).get());
        }
    }

    Member member_;
    Gen<Arguments> generator_;
    Shrinkable<Arguments> arguments_;
};

/// The generator of parameter `name`: an override given to the rule, else Arbitrary<T>.
template <class T, class... Extras>
Gen<T> rule_argument_generator(const std::string& machine, const std::string& rule, const std::string& name, const Extras&... extras) {
    if constexpr (is_ref<T>) {
        // A placeholder: the step names the value (RuleStep::references), and the sequence re-points it.
        return Gen<T>("bundle reference", [](Random&) { return Shrinkable<T>::leaf(T{}); });
    } else {
        std::optional<Gen<T>> found;
        [[maybe_unused]] auto consider = [&](const auto& extra) {
            if constexpr (std::is_same_v<std::decay_t<decltype(extra)>, NamedGenerator<T>>)
                if (!found && extra.name == name) found = extra.generator;
        };
        (consider(extras), ...);
        if (found) return *found;
        if constexpr (HasDefaultGenerator<T>) {
            return Arbitrary<T>::make();
        } else {
            refuse_rules(machine, "rule " + rule + ": parameter `" + name + "` has a type with no default generator and no "
                                  "falsify::param(\"" + name + "\", ...) of that type among the rule's generators");
        }
    }
}

/// The index among Extras of the generator given positionally for parameter
/// I (the I-th Gen among them), or sizeof...(Extras) when there is none.
template <std::size_t I, class... Extras>
constexpr std::size_t positional_index() {
    constexpr bool positional[] = {is_gen<std::decay_t<Extras>>..., false};
    std::size_t seen = 0;
    for (std::size_t k = 0; k < sizeof...(Extras); ++k)
        if (positional[k] && seen++ == I) return k;
    return sizeof...(Extras);
}

template <std::size_t I, class T, class... Extras>
inline constexpr bool has_rule_generator = is_ref<T> || HasDefaultGenerator<T> || positional_index<I, Extras...>() < sizeof...(Extras) ||
                                           (std::is_same_v<std::decay_t<Extras>, NamedGenerator<T>> || ...);

template <std::size_t I, class T, class... Extras>
constexpr void require_rule_generator() {
    if constexpr (!has_rule_generator<I, T, Extras...>) (void)no_default_generator_for<T>{};
}

/// Parameter I's generator: the one given positionally, else rule_argument_generator's.
template <std::size_t I, class T, class... Extras>
Gen<T> rule_generator_at(const std::string& machine, const std::string& rule, const std::string& name, const Extras&... extras) {
    constexpr std::size_t k = positional_index<I, Extras...>();
    if constexpr (k < sizeof...(Extras)) {
        [[maybe_unused]] auto names_it = [&](const auto& extra) {
            if constexpr (std::is_same_v<std::decay_t<decltype(extra)>, NamedGenerator<T>>) return extra.name == name;
            else return false;
        };
        if ((names_it(extras) || ...))
            refuse_rules(machine, "rule " + rule + ": parameter `" + name + "` is given a generator twice, positionally and by falsify::param(\"" +
                                      name + "\", ...); keep one");
        const auto& given = std::get<k>(std::tie(extras...));
        if constexpr (std::is_same_v<typename std::decay_t<decltype(given)>::value_type, T>) {
            return Gen<T>(given);
        } else {
            // Refused by check_positional already; this branch only keeps the compiler to that one message.
            return Gen<T>(name, [](Random&) -> Shrinkable<T> { throw std::logic_error("unreachable"); });
        }
    } else {
        return rule_argument_generator<T>(machine, rule, name, extras...);
    }
}

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
RuleInfo<M> make_rule(std::string name, const char* parameters, std::optional<std::type_index> target, RuleThrower thrower,
                      R (M::*member)(A...), const Extras&... extras) {
    check_positional(TypeList<std::decay_t<A>...>{}, TypeList<Extras...>{}, std::index_sequence_for<Extras...>());
    [&]<std::size_t... I>(std::index_sequence<I...>) {
        (require_rule_generator<I, std::decay_t<A>, Extras...>(), ...);
    }(std::index_sequence_for<A...>{});
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
    info.generate = [arguments_gen, member](const RuleInfo<M>& rule, Random& random,
                                         const RuleModel& model) -> std::optional<Shrinkable<CommandPtr<RuleModel, RuleRun<M>>>> {
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

}  // namespace detail

}  // namespace falsify
