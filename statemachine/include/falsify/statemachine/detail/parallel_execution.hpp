#pragma once
// How StateMachine::check_parallel runs branches and judges their history:
// threads released together, a shared counter for invocation and response
// times, and the commands' own precondition, postcondition and next_state as
// the sequential model of the linearizability checker.
#include <falsify/statemachine/command.hpp>
#include <falsify/statemachine/command_result.hpp>
#include <falsify/statemachine/detail/controlled_run.hpp>
#include <falsify/statemachine/linearizability/check.hpp>

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace falsify::detail {

/// Runs `branch(b)` for every b in [0, count), each on a thread of its own,
/// all released at once; joins them all, then rethrows the first exception
/// (in branch order) any of them threw.
void run_branches_together(std::size_t count, const std::function<void(std::size_t)>& branch);

/// Refuses an execution count that cannot work (std::invalid_argument).
void check_executions(std::int64_t executions);

/// Throws falsify::Error: the checker could not decide execution `execution`'s history.
[[noreturn]] void refuse_undecided(const std::string& explanation, std::size_t execution);

template <class Model, class System>
struct CommandsAsModel {
    using Input = const Command<Model, System>*;

    const Model& after_prefix;

    Model initial_state() const { return after_prefix; }
    std::optional<Model> step(const Model& model, const Input& command, const std::optional<CommandResult>& result) const {
        if (!command->precondition(model)) return std::nullopt;
        if (result && !command->postcondition(model, *result)) return std::nullopt;
        return command->next_state(model);
    }
    std::string describe(const Input& command, const std::optional<CommandResult>& result) const {
        std::string text = command->label();
        if (!result) return text + " -> ?";
        if (result->has_value()) {
            text += " -> ";
            text += result->show();
        }
        return text;
    }
};

/// One execution's operations, branch by branch, in the order each thread ran them.
template <class Model, class System>
using BranchHistory = std::vector<std::vector<linearizability::Operation<const Command<Model, System>*, CommandResult>>>;

/// Runs the branches on threads released together, or, given `controlled`,
/// one thread at a time under the scheduler, into `history` (which keeps
/// what ran when a command throws).
template <class Model, class System>
void run_branches_into(BranchHistory<Model, System>& history, const std::vector<std::vector<CommandPtr<Model, System>>>& branches,
                       const Model& after_prefix, System& system, sync::detail::Execution* controlled) {
    history.assign(branches.size(), {});
    std::atomic<std::int64_t> clock{0};
    for (std::size_t b = 0; b < branches.size(); ++b) history[b].resize(branches[b].size());
    const auto branch = [&](std::size_t b) {
        Model model = after_prefix;
        for (std::size_t i = 0; i < branches[b].size(); ++i) {
            const auto& command = *branches[b][i];
            auto& op = history[b][i];
            op.client = b + 1;
            op.input = &command;
            if (controlled) command_boundary(*controlled, i, false);
            op.call = clock.fetch_add(1);
            CommandResult result = command.run(model, system);
            op.response = clock.fetch_add(1);
            op.output = std::move(result);
            if (controlled) command_boundary(*controlled, i, true);
            model = command.next_state(model);
        }
    };
    if (controlled) run_controlled_branches(*controlled, branch);
    else run_branches_together(branches.size(), branch);
}

template <class Model, class System>
BranchHistory<Model, System> run_branches(const std::vector<std::vector<CommandPtr<Model, System>>>& branches,
                                          const Model& after_prefix, System& system) {
    BranchHistory<Model, System> history;
    run_branches_into(history, branches, after_prefix, system, nullptr);
    return history;
}

/// `thread 1: Push(1) [0, 1], Pop() -> 1 [2, 5]; thread 2: ...`.
template <class Model, class System>
std::string show_history(const BranchHistory<Model, System>& history, const CommandsAsModel<Model, System>& model) {
    std::string text;
    for (std::size_t b = 0; b < history.size(); ++b) {
        text += b == 0 ? "thread " : "; thread ";
        text += std::to_string(b + 1);
        text += ':';
        for (std::size_t i = 0; i < history[b].size(); ++i) {
            const auto& op = history[b][i];
            text += i == 0 ? " " : ", ";
            text += model.describe(op.input, op.output);
            text += " [";
            text += std::to_string(op.call);
            text += ", ";
            text += std::to_string(op.response);
            text += ']';
        }
    }
    return text;
}

}  // namespace falsify::detail
