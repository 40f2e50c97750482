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
                const std::vector<std::string>& executed);

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
                      const std::vector<std::string>& executed);

}  // namespace detail

/// Runs a generated sequence on a fresh M: invariants first, then each step
/// whose references exist and whose preconditions hold, invariants after each.
/// A failure is thrown as a RuleFailure naming the rule or invariant, the step
/// (executed steps only) and the executed sequence.
template <class M>
void run_rules(const RuleSequence<M>& sequence, detail::StepWrapper wrapper = nullptr);

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
Gen<RuleSequence<M>> rules(Count min_length = 0, Count max_length = 100);

}  // namespace gen

namespace detail {

/// The property a test-framework face declares for machine M: every rule and
/// invariant run through `Wrapper` (the face's assertion interception), its
/// sequences between min_length and max_length steps, the extras applied.
template <class M, StepWrapper Wrapper, class... Extras>
PropertyDefinition rules_definition(const char* name, const char* file, Count min_length, Count max_length,
                                    Extras&&... extras);

}  // namespace detail

/// Checks machine M as a property (no test framework): the result, never printed.
template <class M>
Result check_rules(std::string name, Count min_length = 0, Count max_length = 100, Config config = Config());

}  // namespace falsify

// The definitions of the templates and inline functions declared above.
#include <falsify/rules/impl/run.hpp>
