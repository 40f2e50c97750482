// The greedy descent: parameters in declaration order; for each, the first
// candidate that still fails the same way is accepted (one step per parameter
// per round); rounds repeat until one makes no progress.
#include "runner_detail.hpp"

#include <chrono>

namespace falsify::detail {

Descent shrink(const PropertyDefinition& definition, std::vector<AnyTree> args, Trial failure,
               const std::function<void(const Event&)>& emit) {
    Descent d;
    d.args = std::move(args);
    d.failure = std::move(failure);
    const Config& config = definition.config;
    const ShrinkMode mode = config.effective_shrink_mode();
    if (mode == ShrinkMode::Off) return d;
    const auto max_steps = config.max_shrinks();
    const auto deadline = config.shrink_budget_ms()
                              ? std::optional(std::chrono::steady_clock::now() + std::chrono::milliseconds(*config.shrink_budget_ms()))
                              : std::nullopt;
    auto out_of_budget = [&] {
        if (max_steps && d.steps >= *max_steps) return true;
        return deadline && std::chrono::steady_clock::now() >= *deadline;
    };

    for (bool progress = true; progress;) {
        progress = false;
        for (std::size_t p = 0; p < d.args.size(); ++p) {
            if (out_of_budget()) return d;
            Seq<AnyTree> candidates;
            try {
                candidates = d.args[p]->children();
            } catch (...) {
                continue;
            }
            for (std::size_t index = 0;; ++index) {
                std::optional<AnyTree> candidate;
                try {
                    candidate = candidates.next();
                } catch (...) {
                    // A candidate that cannot be built ends this node's enumeration; the descent keeps its counterexample.
                    break;
                }
                if (!candidate) break;
                if ((*candidate)->same_value(*d.args[p])) continue;
                std::vector<AnyTree> trial_args = d.args;
                trial_args[p] = *candidate;
                ++d.trials;
                Trial trial = execute(definition, trial_args);
                if (!same_failure(d.failure, trial)) continue;
                const std::string before = d.args[p]->show();
                d.args = std::move(trial_args);
                d.failure = std::move(trial);
                ++d.steps;
                if (!d.path.empty()) d.path += '/';
                d.path += definition.parameters[p].name + ":" + std::to_string(index);
                if (emit) {
                    Event e(Event::Kind::ShrinkAccepted, definition.id);
                    e.step = d.steps;
                    e.parameter = definition.parameters[p].name;
                    e.before = before;
                    e.after = d.args[p]->show();
                    emit(e);
                }
                progress = true;
                break;
            }
        }
    }
    return d;
}

}  // namespace falsify::detail
