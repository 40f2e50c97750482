#pragma once
// StateMachine::check(sequence, system_factory): runs a command sequence
// against a fresh system, checking every postcondition against the model.
//
// A command whose precondition does not hold on the running model is skipped,
// not failed: shrinking deletes commands without re-validating the rest (that
// would cost an execution per candidate), so a deletion can invalidate a later
// command, and the replay is where that is caught. Steps count executed
// commands only, so `step 3` is the third command of the reported sequence.
// Inside a property run, each command run or skipped is recorded for the
// property's statistics (falsify::command_statistics).
#include <falsify/errors.hpp>
#include <falsify/show.hpp>
#include <falsify/scheduling.hpp>
#include <falsify/statemachine/command_sequence.hpp>
#include <falsify/statemachine/detail/controlled_run.hpp>
#include <falsify/statemachine/detail/command_observations.hpp>
#include <falsify/statemachine/detail/interleavings.hpp>
#include <falsify/statemachine/detail/parallel_execution.hpp>
#include <falsify/statemachine/linearizability_violation.hpp>
#include <falsify/statemachine/parallel_commands.hpp>
#include <falsify/statemachine/postcondition_violation.hpp>

#include <chrono>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <string>
#include <type_traits>
#include <typeinfo>
#include <utility>
#include <vector>

namespace falsify {

struct ParallelCheckOptions {
    /// How many times each case runs, each on a fresh system: a race may not
    /// show on one run. The default is measured (see the README).
    std::int64_t executions = 32;
    /// The linearizability checker's budget for each execution's history.
    linearizability::CheckOptions checker{};
};

class StateMachine {
public:
    /// Runs `sequence` against the system `make_system()` returns: a System by
    /// value, or a pointer to one (std::unique_ptr, std::shared_ptr). Throws
    /// PostconditionViolation at the first false postcondition; an exception
    /// thrown by a command's run() propagates unchanged.
    template <class Model, class System, class Factory>
    static void check(const CommandSequence<Model, System>& sequence, Factory&& make_system);

    /// Runs `sequence` against a value-initialised System.
    template <class Model, class System>
        requires std::default_initializable<System>
    static void check(const CommandSequence<Model, System>& sequence);

    /// Runs `commands` options.executions times, each on a fresh system from
    /// `make_system()`: the prefix in order (its postconditions checked as
    /// check() does: PostconditionViolation), then the branches, each on a
    /// thread of its own. When the code under test synchronises through
    /// falsify::sync (or Config::scheduling says so), the threads run one at a
    /// time under the scheduler, each execution under a drawn schedule that
    /// shrinks and replays; a deadlock there throws Deadlock. Otherwise they
    /// are released together and race for real. Throws LinearizabilityViolation when the
    /// branches' results have no sequential explanation under the model: no
    /// order of their commands, each taking effect between its call and its
    /// return, in which every postcondition holds; throws falsify::Error when
    /// the checker's budget ran out before it decided (never a silent pass).
    /// An exception a command throws propagates unchanged. Branches that some interleaving does not
    /// allow (a shrink candidate can make them so) discard the case.
    template <class Model, class System, class Factory>
    static ParallelCheckSummary check_parallel(const ParallelCommands<Model, System>& commands, Factory&& make_system,
                               const ParallelCheckOptions& options = {});

private:
    /// What a system factory made: the System itself, or a pointer to it.
    template <class System, class Made>
    static System& system_of(Made& made);

    template <class Model, class System>
    static void run(const CommandSequence<Model, System>& sequence, System& system);

    /// `observed`: recorded for the statistics (a parallel case's prefix, run once per execution, is not).
    template <class Model, class System>
    static void run(const Model& initial_model, const std::vector<CommandPtr<Model, System>>& commands, System& system, bool observed);
};

}  // namespace falsify

// The definitions of the templates and inline functions declared above.
#include <falsify/statemachine/impl/state_machine.hpp>
