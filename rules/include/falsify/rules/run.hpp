#pragma once
// Running a rule machine: a generated sequence executed on a fresh machine
// (invariants, preconditions, each step's failure named), its rendering, the
// sequence generator gen::rules<M>() and check_rules<M>().
#include <falsify/detail/make_node.hpp>
#include <falsify/rules/detail/run.hpp>
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

/// Runs a generated sequence on a fresh M: invariants first, then each step
/// whose references exist and whose preconditions hold, invariants after each.
/// A failure is thrown as a RuleFailure naming the rule or invariant, the step
/// (executed steps only) and the executed sequence.
template <class M>
void run_rules(const RuleSequence<M>& sequence, StepWrapper wrapper = nullptr);

/// The same, for a sequence gen::rules<M>() made: it knows its machine
/// (a sequence made otherwise is refused with std::invalid_argument; name its machine, run_rules<M>).
void run_rules(const RuleSteps& sequence, StepWrapper wrapper = nullptr);

/// A rule sequence renders with its values numbered v1, v2, ... in order.
template <>
struct Show<RuleSteps> {
    static void show(std::string& out, const RuleSteps& sequence);
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

/// Checks machine M as a property (no test framework): the result, never printed.
template <class M>
Result check_rules(std::string name, Count min_length = 0, Count max_length = 100, Config config = Config());

}  // namespace falsify

// The definitions of the templates and inline functions declared above.
#include <falsify/rules/impl/run.hpp>
