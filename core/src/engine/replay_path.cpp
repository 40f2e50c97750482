// Following a recorded shrink path: one execution per step, or the exact
// reason the path no longer applies. Never absorbed into a fresh search.
#include "engine/runner_detail.hpp"

#include <falsify/detail/restructuring.hpp>
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
        const std::string name = step.partner.empty() ? step.node : step.node + "+" + step.partner;
        const std::string segment = path_segment(name, step.restructuring, step.index);
        const RestructuringRound scope(step.restructuring);
        auto broken = [&](std::string reason) {
            r.failed_step = k + 1;
            r.segment = segment;
            r.reason = std::move(reason);
            return r;
        };
        // Locate the node (and its partner): a parameter, or a tape position under its draw#N name.
        const std::optional<std::size_t> at = node_named(step.node);
        if (!at) return broken("names something this run does not have");
        const bool paired = !step.partner.empty();
        std::size_t partner = 0;
        if (paired) {
            const std::optional<std::size_t> found = node_named(step.partner);
            if (!found) return broken("names something this run does not have");
            partner = *found;
        }
        std::vector<AnyTree> trial_args = d.args;
        DrawSource source = d.draws;
        auto node = [&](std::size_t i) -> const AnyTree& { return i < d.args.size() ? d.args[i] : d.draws.tape[i - d.args.size()]; };
        auto set = [&](std::size_t i, const AnyTree& tree) {
            if (i < d.args.size()) trial_args[i] = tree;
            else source.tape[i - d.args.size()] = tree;
        };
        std::string before, after;
        if (paired) {
            const AnyTree a = node(*at), b = node(partner);
            const auto moved = candidate_at<std::pair<AnyTree, AnyTree>>([&] { return a->moved_with(*b, false); }, step.index);
            if (!moved) return broken("has no such candidate any more");
            if (moved->first->same_value(*a) && moved->second->same_value(*b)) return broken("no longer changes the value");
            set(*at, moved->first);
            set(partner, moved->second);
            before = a->show() + ", " + b->show();
            after = moved->first->show() + ", " + moved->second->show();
        } else {
            const AnyTree tree = node(*at);
            const auto candidate = candidate_at<AnyTree>([&] { return tree->children(); }, step.index);
            if (!candidate) return broken("has no such candidate any more");
            if ((*candidate)->same_value(*tree)) return broken("no longer changes the value");
            set(*at, *candidate);
            before = tree->show();
            after = (*candidate)->show();
        }
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
