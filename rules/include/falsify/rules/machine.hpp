#pragma once
// RuleMachine<Derived>: the registry of a machine's rules, preconditions and
// invariants, each step a Command of the state-machine layer, the sequence
// generator gen::rules<M>() and the runner run_rules().
//
// The model the command layer threads (RuleModel) is what generation can know
// without running anything: which bundle values exist. The machine object
// itself is the system; user preconditions read it, so they are checked when a
// sequence runs (a false guard skips the step, as a dropped value does).
//
// One header per concept: step.hpp, registry.hpp, sequence_tree.hpp, run.hpp;
// this one includes them all.
#include <falsify/rules/run.hpp>
