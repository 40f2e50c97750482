#pragma once
// PostconditionViolation: what StateMachine::check throws when a command's
// postcondition returns false.
#include <falsify/errors.hpp>

#include <cstddef>
#include <string>
#include <vector>

namespace falsify {

class PostconditionViolation : public Error {
public:
    /// `sequence` holds the labels of the commands executed so far, the failing one last.
    PostconditionViolation(std::size_t step, std::vector<std::string> sequence, std::string model, std::string result);

    /// 1-based, counting executed commands only (skipped ones do not count).
    std::size_t step() const noexcept { return step_; }
    /// The label of the failing command.
    const std::string& command() const noexcept { return sequence_.back(); }
    /// The labels of the executed commands, the failing one last.
    const std::vector<std::string>& sequence() const noexcept { return sequence_; }
    /// The model before the failing command, rendered.
    const std::string& model() const noexcept { return model_; }
    /// What the failing command's run() returned, rendered.
    const std::string& result() const noexcept { return result_; }

private:
    std::size_t step_;
    std::vector<std::string> sequence_;
    std::string model_;
    std::string result_;
};

}  // namespace falsify
