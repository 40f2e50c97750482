// Following a recorded shrink path: one execution per step, or the exact
// reason the path no longer applies. Never absorbed into a fresh search.
#include "engine/runner_detail.hpp"
#include "engine/shrink_move.hpp"

#include <falsify/errors.hpp>
#include <falsify/show.hpp>

namespace falsify::detail {

namespace {

/// The candidate at the recorded index, counting every candidate yielded;
/// nullopt when there is none any more (or building one throws).
template <class C, class Candidates>
std::optional<C> candidate_at(Candidates candidates_of, std::size_t index) {
    try {
        Seq<C> candidates = candidates_of();
        std::optional<C> candidate;
        for (std::size_t i = 0; i <= index; ++i)
            if (!(candidate = candidates.next())) break;
        return candidate;
    } catch (...) {
        return std::nullopt;
    }
}

}  // namespace

PathReplay replay_path(const PropertyDefinition& definition, std::vector<AnyTree> args, DrawSource draws, Trial failure,
                       const std::string& path, std::size_t retries, const std::function<void(const Event&)>& emit) {
    PathReplay r;
    Descent& d = r.descent;
    d.args = std::move(args);
    d.draws = std::move(draws);
    d.failure = std::move(failure);
    const std::vector<PathStep> steps = parse_shrink_path(path);
    const std::string exhausted_type = type_name(typeid(GenerationExhausted));
    // Nodes are numbered as the descent numbers them: the parameters, then the tape's positions.
    auto node_named = [&](const std::string& name) -> std::optional<std::size_t> {
        for (std::size_t p = 0; p < definition.parameters.size(); ++p)
            if (definition.parameters[p].name == name) return p;
        if (name.rfind("draw#", 0) != 0) return std::nullopt;
        const std::size_t n = std::stoul(name.substr(5));
        if (n >= 1 && n <= d.draws.tape.size()) return d.args.size() + n - 1;
        return std::nullopt;
    };
    for (std::size_t k = 0; k < steps.size(); ++k) {
        const PathStep& step = steps[k];
        // A move's nodes: a parameter, or a tape position under its draw#N name; `a+b+c` names several.
        const std::string name = step.partner.empty() ? step.node : step.node + "+" + step.partner;
        const std::vector<std::string> names = move_node_names(name);
        const std::string segment = path_segment(name, step.restructuring, step.index);
        const ShrinkRound round = step.restructuring ? ShrinkRound::restructuring : ShrinkRound::ordinary;
        auto broken = [&](std::string reason) {
            r.failed_step = k + 1;
            r.segment = segment;
            r.reason = std::move(reason);
            return r;
        };
        ShrinkMove move{{}, {}, name, false};
        for (const std::string& part : names) {
            const std::optional<std::size_t> at = node_named(part);
            if (!at) return broken("names something this run does not have");
            move.nodes.push_back(*at);
            move.trees.push_back(*at < d.args.size() ? d.args[*at] : d.draws.tape[*at - d.args.size()]);
        }
        const auto moved = candidate_at<MoveCandidate>([&] { return move_candidates(move.trees, false, round); }, step.index);
        if (!moved) return broken("has no such candidate any more");
        if (changes_nothing(move.trees, *moved)) return broken("no longer changes the value");
        std::vector<AnyTree> trial_args = d.args;
        DrawSource source = d.draws;
        apply_move(move, *moved, trial_args, source.tape);
        const std::string before = show_move(move.trees), after = show_move(*moved);
        ++d.trials;
        Trial trial = execute(definition, trial_args, source);
        // A candidate that passed is tried again, as often as a minimised input is
        // replayed to detect nondeterminism: the recorded descent failed on it.
        std::size_t executions = 1;
        for (; executions <= retries && (trial.kind == Trial::Passed || trial.kind == Trial::Discarded); ++executions) {
            ++d.trials;
            trial = execute(definition, trial_args, source);
        }
        if (emit) {
            event::ShrinkTried e;
            e.property_id = definition.id;
            e.parameter = name;
            e.candidate = after;
            e.accepted = trial.kind == Trial::Failed && trial.failure.type != exhausted_type;
            emit(e);
        }
        if (trial.kind == Trial::Failed && trial.failure.type == exhausted_type)
            return broken("exhausted a generator instead of falsifying the property");
        if (trial.kind == Trial::Skipped) return broken("was skipped by the environment");
        // Any falsification is accepted: a body whose failure legitimately varies still replays.
        if (trial.kind != Trial::Failed)
            return broken(executions == 1 ? "no longer falsifies the property"
                                          : "no longer falsifies the property (in " + std::to_string(executions) + " executions)");
        d.args = std::move(trial_args);
        d.draws.tape = trial.draws;
        d.failure = std::move(trial);
        ++d.steps;
        if (!d.path.empty()) d.path += '/';
        d.path += segment;
        if (emit) {
            event::ShrinkAccepted e;
            e.property_id = definition.id;
            e.step = d.steps;
            e.parameter = name;
            e.before = before;
            e.after = after;
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
