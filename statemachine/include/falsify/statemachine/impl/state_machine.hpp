#pragma once
// The definitions behind <falsify/statemachine/state_machine.hpp>, which includes this file at its end.
#include <falsify/statemachine/state_machine.hpp>

namespace falsify {

template <class Model, class System, class Factory>
void StateMachine::check(const CommandSequence<Model, System>& sequence, Factory&& make_system) {
    auto made = std::forward<Factory>(make_system)();
    run(sequence, system_of<System>(made));
}

template <class Model, class System>
    requires std::default_initializable<System>
void StateMachine::check(const CommandSequence<Model, System>& sequence) {
    System system{};
    run(sequence, system);
}

template <class System, class Made>
System& StateMachine::system_of(Made& made) {
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
void StateMachine::run(const CommandSequence<Model, System>& sequence, System& system) {
    run(sequence.initial_model, sequence.commands, system, true);
}

template <class Model, class System>
void StateMachine::run(const Model& initial_model, const std::vector<CommandPtr<Model, System>>& commands, System& system, bool observed) {
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

}  // namespace falsify

namespace falsify {

template <class Model, class System, class Factory>
ParallelCheckSummary StateMachine::check_parallel(const ParallelCommands<Model, System>& commands, Factory&& make_system,
                                                  const ParallelCheckOptions& options) {
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

}  // namespace falsify
