// A property run on a fuzzer's input: the bytes make the arguments and every
// in-body draw; a failure is shrunk, explained and recorded as any other.
#include "engine/runner.hpp"

namespace falsify::detail {

Result Runner::run_on_bytes(const std::uint8_t* data, std::size_t size) {
    validate();
    DirectionsScope directions(directions_);
    Random bytes = Random::from_bytes(data, size, config_.edge_cases());
    std::vector<AnyTree> args;
    args.reserve(def_.parameters.size());
    try {
        for (const Parameter& parameter : def_.parameters) args.push_back(parameter.generate(bytes));
    } catch (const AssumptionSkipped&) {
        // Too few bytes (InputExhausted), or a generator's own refusal: no case to run.
        return make_result(Outcome::Passed, {}, stats_);
    }
    DrawSource draws{{}, 0, config_.edge_cases(), 1.0};
    draws.source = &bytes;
    Trial trial = execute(def_, args, draws);
    if (trial.kind != Trial::Failed) return make_result(Outcome::Passed, {}, stats_);
    // Shrinking replays the recorded draws; a draw past them comes from seed 0, not from the bytes.
    const RandomPhase phase{0, config_.edge_cases(), 1, false, false};
    Result found = falsified(phase, std::move(args), DrawSource{{}, 0, config_.edge_cases(), 1.0}, std::move(trial), 0);
    if (!found.counter_example()) return record(std::move(found));
    const FoundBy fuzzer_input{FoundBy::Source::FuzzerInput, size};
    return record(reported_as(found, fuzzer_input));
}

}  // namespace falsify::detail
