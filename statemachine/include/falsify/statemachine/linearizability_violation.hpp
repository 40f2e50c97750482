#pragma once
// LinearizabilityViolation: what StateMachine::check_parallel throws when the
// history of one execution of the branches has no linearization under the
// model.
#include <falsify/errors.hpp>

#include <cstddef>
#include <string>

namespace falsify {

class LinearizabilityViolation : public Error {
public:
    /// `explanation` is the checker's ("No linearization: ..."), `history` the
    /// operations of each thread with their times.
    /// `interleaving`, under the scheduler: the threads' operations in the
    /// order they ran (a replay runs them so again).
    LinearizabilityViolation(std::string explanation, std::string model_after_prefix, std::string history,
                             std::size_t execution, std::size_t executions, std::string interleaving = {});

    const std::string& explanation() const noexcept { return explanation_; }
    /// The model after the sequential prefix, rendered: where the branches start.
    const std::string& model_after_prefix() const noexcept { return model_after_prefix_; }
    /// `thread 1: Pop() -> 0 [1, 3]; thread 2: ...`.
    const std::string& history() const noexcept { return history_; }
    /// Which execution of the case (1-based) showed it, of how many it was given.
    std::size_t execution() const noexcept { return execution_; }
    std::size_t executions() const noexcept { return executions_; }
    /// Empty when the branches ran on real threads.
    const std::string& interleaving() const noexcept { return interleaving_; }

private:
    std::string explanation_;
    std::string model_after_prefix_;
    std::string history_;
    std::size_t execution_;
    std::size_t executions_;
    std::string interleaving_;
};

}  // namespace falsify
