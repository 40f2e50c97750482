#pragma once
// How StateMachine::check_parallel runs a case under the scheduler: the
// type-erased driver (compiled once) asks the template for one execution at a
// time under a given schedule.
#include <falsify/scheduling.hpp>
#include <falsify/statemachine/schedule.hpp>
#include <falsify/sync/detail/hooks.hpp>

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace falsify::sync::detail {
class Execution;
}

namespace falsify {

/// What StateMachine::check_parallel ran, when it passed.
struct ParallelCheckSummary {
    /// Executions of the case (each on a fresh system).
    std::size_t executions = 0;
    /// The threads ran one at a time under the scheduler.
    bool controlled = false;
    /// Under Scheduling::exhaustive: every schedule within its bound ran and
    /// passed, so the case has no failing schedule with that few preemptions.
    bool every_schedule = false;
};

}  // namespace falsify

namespace falsify::detail {

/// What one controlled execution of the branches came to.
struct ControlledOutcome {
    /// The checker's explanation when the history is not linearizable; empty when it is.
    std::string violation;
    /// The history (thread 1: Push(1) [0, 1], ...), when there is a violation.
    std::string history;
    /// Why the checker could not decide, when it could not.
    std::string undecided;
    /// Under Scheduling::automatic(): the system and the prefix made no
    /// falsify::sync primitive, so the branches ran on real threads instead.
    bool uninstrumented = false;
};

/// One execution of the case: make the system, run the prefix, run `branches`
/// threads under `execution` (Execution::run), judge the history.
using RunControlled = std::function<ControlledOutcome(sync::detail::Execution& execution)>;

/// How a command shows in the interleaving's columns: (thread 1-based, index in its branch, response?) -> text.
using DescribeCommand = std::function<std::string(std::size_t thread, std::size_t index, bool response)>;

struct ControlledCase {
    std::size_t threads = 0;
    std::size_t executions = 0;
    /// Scheduling::automatic(): run() runs the branches only for a system that uses falsify::sync.
    bool automatic = false;
    std::string model_after_prefix;
    RunControlled run;
    DescribeCommand describe;
};

/// Runs the case under `scheduling` (never Threads). Its summary says it was
/// not controlled when `scheduling` is Automatic and making the system made no
/// falsify::sync primitive: real threads are then the only way to interleave
/// it, and run() ran its first execution on them. Throws
/// LinearizabilityViolation (with the interleaving), Deadlock, or what a
/// command threw.
ParallelCheckSummary check_controlled(const ControlledCase& parallel_case, Scheduling scheduling);

/// Marks the start and the end of command `index` of the running thread's branch.
void command_boundary(sync::detail::Execution& execution, std::size_t index, bool response);

/// Runs `branch(b)` for every b in [0, threads) under `execution`, one thread at a time.
void run_controlled_branches(sync::detail::Execution& execution, const std::function<void(std::size_t)>& branch);

}  // namespace falsify::detail
