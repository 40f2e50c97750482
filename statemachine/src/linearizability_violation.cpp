#include <falsify/statemachine/linearizability_violation.hpp>

#include <utility>

namespace falsify {
namespace {

std::string describe(const std::string& explanation, const std::string& model, const std::string& history,
                     std::size_t execution, std::size_t executions, const std::string& interleaving) {
    std::string text = explanation;
    text += "; the branches started from model ";
    text += model;
    text += "\nHistory: ";
    text += history;
    text += "\nSeen in execution ";
    text += std::to_string(execution);
    text += " of ";
    text += std::to_string(executions);
    if (!interleaving.empty()) {
        text += " under the scheduler\n";
        text += interleaving;
        return text;
    }
    text += "; a replay runs the same commands again, not the same thread timing";
    return text;
}

}  // namespace

LinearizabilityViolation::LinearizabilityViolation(std::string explanation, std::string model_after_prefix, std::string history,
                                                   std::size_t execution, std::size_t executions, std::string interleaving)
    : Error(describe(explanation, model_after_prefix, history, execution, executions, interleaving)),
      explanation_(std::move(explanation)),
      model_after_prefix_(std::move(model_after_prefix)),
      history_(std::move(history)),
      execution_(execution),
      executions_(executions),
      interleaving_(std::move(interleaving)) {}

}  // namespace falsify
