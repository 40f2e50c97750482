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
            std::vector<std::string> shown;
            for (const AnyTree& arg : args) shown.push_back(arg->show());
            return make_result(Outcome::ExampleFailed, example_report(i + 1, shown, trial.failure), stats_);
        }
        if (trial.kind == Trial::Passed && too_slow(trial)) return deadline(args, trial);
    }
    return std::nullopt;
}
}  // namespace falsify::detail
