#include <falsify/statemachine/postcondition_violation.hpp>

namespace falsify {

namespace {

std::string describe(std::size_t step, const std::vector<std::string>& sequence) {
    std::string out = "Postcondition failed at step " + std::to_string(step) + " for command " + sequence.back() + "; sequence: [";
    for (std::size_t i = 0; i < sequence.size(); ++i) {
        if (i) out += ", ";
        out += sequence[i];
    }
    out += ']';
    return out;
}

}  // namespace

PostconditionViolation::PostconditionViolation(std::size_t step, std::vector<std::string> sequence, std::string model,
                                               std::string result)
    : Error(describe(step, sequence)), step_(step), sequence_(std::move(sequence)), model_(std::move(model)), result_(std::move(result)) {}

}  // namespace falsify
