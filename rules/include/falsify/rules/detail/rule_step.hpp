#pragma once
// One step of a rule machine (a rule and its arguments, with the references
// bound at generation) and a rule type-erased (RuleInfo): what the sequence
// generation and the runner of <falsify/rules/run.hpp> work on.
#include <falsify/detail/copyable.hpp>
#include <falsify/detail/make_node.hpp>
#include <falsify/gen_type.hpp>
#include <falsify/rules/bundle.hpp>
#include <falsify/rules/rule_failure.hpp>
#include <falsify/rules/step.hpp>
#include <falsify/show.hpp>
#include <falsify/statemachine/command_sequence.hpp>
#include <falsify/statemachine/detail/command_sequence_tree.hpp>
#include <falsify/statemachine/gen/commands.hpp>

#include <any>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <type_traits>
#include <typeindex>
#include <typeinfo>
#include <utility>
#include <vector>

namespace falsify::detail {

/// A reference a step holds: which bundle, which value, whether it consumes it.
struct RuleReference {
    std::type_index bundle;
    std::uint64_t id;
    bool consumes;
};

struct RuleInfo;

/// `model` after a step that consumed `references` (those that consume) and
/// put `produced` (0: nothing) into `target`.
RuleModel next_rule_model(const RuleModel& model, const std::vector<RuleReference>& references, std::uint64_t produced,
                          const std::optional<std::type_index>& target);

/// One step: a rule and its arguments, references bound at generation.
class RuleStep : public Command<RuleModel, RuleRun> {
public:
    using Element = Shrinkable<CommandPtr<RuleModel, RuleRun>>;

    RuleStep(const RuleInfo* rule, std::vector<RuleReference> references, std::uint64_t produced)
        : rule_(rule), references_(std::move(references)), produced_(produced) {}

    const RuleInfo& rule() const noexcept { return *rule_; }

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
    const RuleInfo* rule_;
    std::vector<RuleReference> references_;
    std::uint64_t produced_;
};

using falsify::StepWrapper;

/// A rule, type-erased (its machine too: a guard reads the machine it is given).
struct RuleInfo {
    std::string name;
    std::vector<std::string> parameter_names;
    /// The bundle the rule returns into (nullopt: none).
    std::optional<std::type_index> target;
    /// Generates a step whose references are bound to values alive in `model`;
    /// nullopt when a bundle it draws from is empty.
    std::function<std::optional<Shrinkable<CommandPtr<RuleModel, RuleRun>>>(const RuleInfo&, Random&, const RuleModel&)> generate;
    std::vector<std::function<bool(const void*)>> guards;
    RuleThrower thrower;
};

std::string rule_label(const std::string& name, const std::vector<std::string>& parameter_names,
                       const std::vector<std::string>& arguments, std::uint64_t produced);
[[noreturn]] void refuse_rules(const std::string& machine, const std::string& why);
std::string machine_name(const std::type_info& machine);

/// A step of the rule `member`. It keeps its arguments' tree, not a value:
/// each run takes a copy of the arguments, or, for a type that can only be
/// moved, values the tree makes afresh, and hands them on as declared
/// (by value, const&, &&).
template <class M, class R, class... A>
class TypedRuleStep final : public RuleStep {
public:
    using Member = R (M::*)(A...);
    using Arguments = std::tuple<std::decay_t<A>...>;
    using typename RuleStep::Element;

    TypedRuleStep(const RuleInfo* rule, Member member, Gen<Arguments> generator, Shrinkable<Arguments> arguments,
                  std::vector<RuleReference> references, std::uint64_t produced)
        : RuleStep(rule, std::move(references), produced), member_(member), generator_(std::move(generator)), arguments_(std::move(arguments)) {}

    /// The tree of a step: it shrinks through its arguments' tree, references kept.
    static Element tree(const RuleInfo* rule, Member member, Gen<Arguments> generator, Shrinkable<Arguments> arguments,
                        std::vector<RuleReference> references, std::uint64_t produced) {
        auto step = [rule, member, generator, references = std::move(references), produced](const Shrinkable<Arguments>& values) {
            return CommandPtr<RuleModel, RuleRun>(falsify::detail::make_node<TypedRuleStep>(rule, member, generator, values, references, produced));
        };
        // A command tree: a sequence can move an integer argument that several
        // steps share as one. A rule's step is no class a draft could construct.
        auto no_literal = [](const Arguments&) -> std::optional<std::string> { return std::nullopt; };
        return command_tree<RuleModel, RuleRun>(std::move(arguments), std::move(step), DrawnBy<Arguments>{std::move(generator)}, no_literal);
    }

    Element with_references(std::vector<RuleReference> references) const override {
        return tree(this->rule_, member_, generator_, arguments_, std::move(references), this->produced_);
    }

    CommandResult run(const RuleModel&, RuleRun& run) const override {
        M& machine = *static_cast<M*>(run.machine);
        Arguments arguments = arguments_.fresh();
        std::size_t next = 0;
        std::apply([&](auto&... each) { (resolve(run, each, next), ...); }, arguments);
        auto call = [&]<std::size_t... I>(std::index_sequence<I...>) -> R {
            return (machine.*member_)(static_cast<A&&>(std::get<I>(arguments))...);
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
    void resolve(RuleRun& run, T& argument, std::size_t& next) const {
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

}  // namespace falsify::detail
