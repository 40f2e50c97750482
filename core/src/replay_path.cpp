// Following a recorded shrink path: one execution per step, or the exact
// reason the path no longer applies. Never absorbed into a fresh search.
#include "runner_detail.hpp"

#include <falsify/errors.hpp>
#include <falsify/show.hpp>

namespace falsify::detail {

PathReplay replay_path(const PropertyDefinition& definition, std::vector<AnyTree> args, DrawSource draws, Trial failure,
                       const std::string& path, const std::function<void(const Event&)>& emit) {
    PathReplay r;
    Descent& d = r.descent;
    d.args = std::move(args);
    d.draws = std::move(draws);
    d.failure = std::move(failure);
    const std::vector<PathStep> steps = parse_shrink_path(path);
    const std::string exhausted_type = type_name(typeid(GenerationExhausted));
    for (std::size_t k = 0; k < steps.size(); ++k) {
        const PathStep& step = steps[k];
        auto broken = [&](const char* reason) {
            r.failed_step = k + 1;
            r.segment = step.node + ":" + std::to_string(step.index);
            r.reason = reason;
            return r;
        };
        // Locate the node: a parameter, or a tape position under its draw#N name.
        std::optional<std::size_t> parameter, position;
        for (std::size_t p = 0; p < definition.parameters.size(); ++p)
            if (definition.parameters[p].name == step.node) parameter = p;
        if (!parameter && step.node.rfind("draw#", 0) == 0) {
            const std::size_t n = std::stoul(step.node.substr(5));
            if (n >= 1 && n <= d.draws.tape.size()) position = n - 1;
        }
        if (!parameter && !position) return broken("names something this run does not have");
        const AnyTree node = parameter ? d.args[*parameter] : d.draws.tape[*position];
        // Take the candidate at the recorded index, counting every candidate yielded.
        std::optional<AnyTree> candidate;
        try {
            Seq<AnyTree> candidates = node->children();
            for (std::size_t i = 0; i <= step.index; ++i) {
                candidate = candidates.next();
                if (!candidate) break;
            }
        } catch (...) {
            candidate.reset();
        }
        if (!candidate) return broken("has no such candidate any more");
        if ((*candidate)->same_value(*node)) return broken("no longer changes the value");
        std::vector<AnyTree> trial_args = d.args;
        DrawSource source = d.draws;
        if (parameter) trial_args[*parameter] = *candidate;
        else source.tape[*position] = *candidate;
        ++d.trials;
        Trial trial = execute(definition, trial_args, source);
        if (emit) {
            Event e(Event::Kind::ShrinkTried, definition.id);
            e.parameter = step.node;
            e.candidate = (*candidate)->show();
            e.accepted = trial.kind == Trial::Failed && trial.failure.type != exhausted_type;
            emit(e);
        }
        if (trial.kind == Trial::Failed && trial.failure.type == exhausted_type)
            return broken("exhausted a generator instead of falsifying the property");
        // Any falsification is accepted: a body whose failure legitimately varies still replays.
        if (trial.kind != Trial::Failed) return broken("no longer falsifies the property");
        const std::string before = node->show();
        d.args = std::move(trial_args);
        d.draws.tape = trial.draws;
        d.failure = std::move(trial);
        ++d.steps;
        if (!d.path.empty()) d.path += '/';
        d.path += step.node + ":" + std::to_string(step.index);
        if (emit) {
            Event e(Event::Kind::ShrinkAccepted, definition.id);
            e.step = d.steps;
            e.parameter = step.node;
            e.before = before;
            e.after = (*candidate)->show();
            emit(e);
        }
    }
    return r;
}

std::string path_failure_message(const std::string& path, const PathReplay& replay) {
    return "Shrink path \"" + path + "\" no longer applies: step " + std::to_string(replay.failed_step) + " (\"" + replay.segment +
           "\") " + replay.reason + ". Re-run without a path to search for the counterexample again";
}

}  // namespace falsify::detail
