#pragma once
// What <falsify/rules/run.hpp> is made of, apart so that the public header reads as its API.
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

namespace falsify::detail {

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

}  // namespace falsify::detail

namespace falsify::detail {

/// gen::rules' generator over `rules` (a sealed registry's): sequences of
/// min to max steps from `initial`, whose run_machine names the machine.
Gen<RuleSteps> rule_steps(std::string name, const std::vector<RuleInfo>* rules, std::shared_ptr<const RuleModel> initial, std::size_t min,
                          std::size_t max);

/// check_rules' property over `sequences`, checked.
Result check_rule_steps(std::string name, Gen<RuleSteps> sequences, Config config);

/// The property a test-framework face declares for machine M: every rule and
/// invariant run through `Wrapper` (the face's assertion interception), its
/// sequences between min_length and max_length steps, the extras applied.
template <class M, StepWrapper Wrapper, class... Extras>
PropertyDefinition rules_definition(const char* name, const char* file, Count min_length, Count max_length,
                                    Extras&&... extras);

}  // namespace falsify::detail
