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
    static void check(const CommandSequence<Model, System>& sequence, Factory&& make_system) {
        auto made = std::forward<Factory>(make_system)();
        run(sequence, system_of<System>(made));
    }

    /// Runs `sequence` against a value-initialised System.
    template <class Model, class System>
        requires std::default_initializable<System>
    static void check(const CommandSequence<Model, System>& sequence) {
        System system{};
        run(sequence, system);
    }

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
                               const ParallelCheckOptions& options = {}) {
        detail::check_executions(options.executions);
        Model after_prefix = commands.initial_model;
        for (const auto& command : commands.prefix)
            if (command->precondition(after_prefix)) after_prefix = command->next_state(after_prefix);
        std::vector<std::vector<const Command<Model, System>*>> raw(commands.branches.size());
        for (std::size_t b = 0; b < raw.size(); ++b)
            for (const auto& command : commands.branches[b]) raw[b].push_back(command.get());
        if (!detail::every_interleaving_allowed(after_prefix, raw)) throw AssumptionSkipped{};

        linearizability::CheckOptions checker = options.checker;
        checker.client_name = "thread";
        const detail::CommandsAsModel<Model, System> model{after_prefix};
        const auto executions = static_cast<std::size_t>(options.executions);
        using History = linearizability::History<const Command<Model, System>*, CommandResult>;
        const auto judge = [&](const detail::BranchHistory<Model, System>& history) {
            History operations;
            for (const auto& branch : history) operations.insert(operations.end(), branch.begin(), branch.end());
            return linearizability::check(model, operations, checker);
        };

        // One execution on threads released together, on a system whose prefix has run.
        const auto on_threads = [&](System& system, std::size_t execution) {
            const auto history = detail::run_branches(commands.branches, after_prefix, system);
            const auto result = judge(history);
            if (result.verdict == linearizability::Verdict::NotLinearizable)
                throw LinearizabilityViolation(result.explanation, falsify::show(after_prefix), detail::show_history(history, model),
                                               execution, executions);
            if (result.verdict == linearizability::Verdict::Unknown) detail::refuse_undecided(result.explanation, execution);
        };
        std::size_t done_on_threads = 0;
        const Scheduling scheduling = detail::current_scheduling();
        if (scheduling.controlled()) {
            detail::BranchHistory<Model, System> last;
            detail::ControlledCase parallel_case;
            parallel_case.threads = commands.branches.size();
            parallel_case.executions = executions;
            parallel_case.automatic = scheduling.kind() == Scheduling::Kind::Automatic;
            parallel_case.model_after_prefix = falsify::show(after_prefix);
            parallel_case.describe = [&](std::size_t thread, std::size_t index, bool response) {
                if (thread - 1 >= last.size() || index >= last[thread - 1].size() || !last[thread - 1][index].input)
                    return std::string("?");
                const auto& op = last[thread - 1][index];
                if (!response) return op.input->label();
                return op.output && op.output->has_value() ? op.output->show() : std::string("done");
            };
            parallel_case.run = [&](sync::detail::Execution& execution) {
                detail::ControlledOutcome outcome;
                const auto made_before = sync::detail::made_on_this_thread();
                auto made = make_system();
                System& system = system_of<System>(made);
                run(commands.initial_model, commands.prefix, system, false);
                if (parallel_case.automatic && sync::detail::made_on_this_thread() == made_before) {
                    // Not scheduled: this system's first execution is the first on real threads.
                    outcome.uninstrumented = true;
                    on_threads(system, ++done_on_threads);
                    return outcome;
                }
                detail::run_branches_into(last, commands.branches, after_prefix, system, &execution);
                const auto result = judge(last);
                if (result.verdict == linearizability::Verdict::NotLinearizable) {
                    outcome.violation = result.explanation;
                    outcome.history = detail::show_history(last, model);
                } else if (result.verdict == linearizability::Verdict::Unknown) {
                    outcome.undecided = result.explanation;
                }
                return outcome;
            };
            if (const auto summary = detail::check_controlled(parallel_case, scheduling); summary.controlled) return summary;
        }
        for (std::size_t execution = done_on_threads + 1; execution <= executions; ++execution) {
            auto made = make_system();
            System& system = system_of<System>(made);
            run(commands.initial_model, commands.prefix, system, false);
            on_threads(system, execution);
        }
        return {executions, false, false};
    }

private:
    /// What a system factory made: the System itself, or a pointer to it.
    template <class System, class Made>
    static System& system_of(Made& made) {
        if constexpr (std::is_same_v<Made, System>) {
            return made;
        } else {
            static_assert(std::is_convertible_v<decltype(*made), System&>,
                          "falsify: the system factory must return the System by value, or a pointer to it "
                          "(std::unique_ptr<System>, std::shared_ptr<System>)");
            return *made;
        }
    }

    template <class Model, class System>
    static void run(const CommandSequence<Model, System>& sequence, System& system) {
        run(sequence.initial_model, sequence.commands, system, true);
    }

    /// `observed`: recorded for the statistics (a parallel case's prefix, run once per execution, is not).
    template <class Model, class System>
    static void run(const Model& initial_model, const std::vector<CommandPtr<Model, System>>& commands, System& system, bool observed) {
        Model model = initial_model;
        std::vector<const Command<Model, System>*> executed;
        executed.reserve(commands.size());
        // Read once a sequence: shrinking and a check outside a property record nothing and time nothing.
        const bool observing = observed && detail::observing_commands();
        if (observing) detail::observe_sequence(commands.size());
        for (const auto& command : commands) {
            const Command<Model, System>& kind = *command;
            if (!command->precondition(model)) {
                if (observing) detail::observe_command(typeid(kind), false, 0);
                continue;
            }
            executed.push_back(command.get());
            std::chrono::steady_clock::time_point start;
            if (observing) start = std::chrono::steady_clock::now();
            const CommandResult result = command->run(model, system);
            if (observing) {
                const auto elapsed = std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - start);
                detail::observe_command(typeid(kind), true, static_cast<std::uint64_t>(elapsed.count()));
            }
            if (!command->postcondition(model, result)) {
                std::vector<std::string> labels;
                labels.reserve(executed.size());
                for (const auto* done : executed) labels.push_back(done->label());
                throw PostconditionViolation(executed.size(), std::move(labels), falsify::show(model), result.show());
            }
            model = command->next_state(model);
        }
    }
};

}  // namespace falsify
