// The explicit examples, run before anything is generated.
#include "engine/runner.hpp"

namespace falsify::detail {

std::optional<Result> Runner::examples() {
    for (std::size_t i = 0; i < def_.examples.size(); ++i) {
        const auto& args = def_.examples[i];
        if (!def_.listeners.empty()) {
            auto e = new_event<event::ExampleStarted>();
            e.index = i + 1;
            e.arguments = arguments(args);
            emit(e);
        }
        Trial trial = execute(def_, args, {{}, seed_, config_.edge_cases()});
        if (!def_.listeners.empty()) {
            auto e = new_event<event::ExampleFinished>();
            e.index = i + 1;
            e.arguments = arguments(args);
            if (trial.kind == Trial::Failed) e.failure = trial.failure;
            emit(e);
        }
        if (trial.kind == Trial::Failed) {
            std::string message = "Explicit example #" + std::to_string(i + 1) + " failed: [";
            for (std::size_t k = 0; k < args.size(); ++k) message += (k ? ", " : "") + args[k]->show();
            message += "]\n  Failure:  " + trial.failure.message;
            return Result(Outcome::ExampleFailed, std::move(message), stats_);
        }
        if (trial.kind == Trial::Passed && too_slow(trial)) return deadline(args, trial);
    }
    return std::nullopt;
}
}  // namespace falsify::detail
