// A falsification: the greedy descent (or the replay of a given path), the
// flaky replays, the corpus entry to record, and the report.
#include "engine/containment.hpp"
#include "engine/runner.hpp"

namespace falsify::detail {

Result Runner::falsified(const RandomPhase& phase, std::vector<AnyTree> original, DrawSource draws, Trial failure,
                         std::size_t search_run) {
    CounterExample ce;
    ce.seed = phase.seed;
    ce.runs_before_failure = stats_.checks;
    ce.search_run = search_run;
    if (!search_run && !exhaustive_size_) ce.attempt = stats_.attempts - phase_first_attempt_;
    ce.original_arguments = render_arguments(def_, original, failure.draws);
    ce.original_notes = failure.notes;
    ce.discards = stats_.discards;
    ce.skips = stats_.skips;
    ce.edge_cases = phase.edge_cases;
    draws.tape = failure.draws;
    std::vector<AnyTree> first_found = original;
    // Empty without listeners: the descent then renders no candidate for an event nobody reads.
    std::function<void(const Event&)> emitter;
    if (!def_.listeners.empty()) emitter = [this](const Event& e) { emit(e); };
    Descent descent;
    // A crash that no child process can run again ends here: running it again
    // in this process would crash it as often as shrinking tries.
    Containment* containment = Containment::current();
    if (containment) containment->found(shrink_stopped_report(def_.name, phase.seed, ce.original_arguments, failure.failure));
    const bool unforked = containment && containment->crashed_unforked();
    if (unforked) {
        descent.args = std::move(original);
        descent.draws = std::move(draws);
        descent.failure = std::move(failure);
        ce.not_shrunk_because = config_.fork_after_crash()
                                    ? "a crash is run again only in a child process, and this platform cannot make one"
                                    : "a crash is run again only in a child process, and forking is off (fork_after_crash, PROPERTY_FORK)";
    } else if (config_.path() && phase.apply_path) {
        PathReplay replay = replay_path(def_, std::move(original), std::move(draws), std::move(failure), *config_.path(),
                                         config_.flaky_replays(), emitter);
        if (replay.failed_step) return make_result(Outcome::PathFailed, path_failure_message(*config_.path(), replay), stats_);
        descent = std::move(replay.descent);
    } else if (phase.seed_entry && config_.shrink() && !config_.has_phase(Phase::Shrink)) {
        // A seed entry of the corpus holds a failure that was recorded minimal: it is reported
        // minimal, as a values entry is, whatever phases run now.
        // Unshrunk, a rule machine's report would show the generated sequence, its tail never run,
        // beside a Failure: that names the steps that ran.
        PropertyDefinition shrinking = def_;
        std::vector<Phase> phases = config_.phases();
        phases.push_back(Phase::Shrink);
        shrinking.config.phases(std::move(phases));
        descent = shrink(shrinking, std::move(original), std::move(draws), std::move(failure), emitter);
    } else {
        descent = shrink(def_, std::move(original), std::move(draws), std::move(failure), emitter);
        if (!config_.shrinks())
            ce.not_shrunk_because = config_.shrink() ? "the shrink phase is off (Config::phases, PROPERTY_PHASES)"
                                                     : "shrinking is off (Config::shrink(false))";
    }
    {
        const UnprintableTypes unprintable;
        ce.shrunk_arguments = render_arguments(def_, descent.args, descent.draws.tape);
        ce.unprintable_types = unprintable.types();
    }
    ce.shrunk_notes = descent.failure.notes;
    ce.shrink_steps = descent.steps;
    ce.shrink_trials = descent.trials;
    ce.path = descent.path;
    ce.shrink_stopped_by = descent.stopped_by;
    ce.failure = descent.failure.failure;
    for (std::size_t replay = 1; !unforked && replay <= config_.flaky_replays(); ++replay) {
        ce.replays = replay;
        const auto kind = execute(def_, descent.args, descent.draws).kind;
        // A skipped replay says nothing about the body, so it does not make the failure flaky.
        if (kind == Trial::Passed || kind == Trial::Discarded) {
            ce.passed_on_replay = replay;
            break;
        }
    }
    // A failure that did not replay would make every claim a coin toss.
    if (config_.has_phase(Phase::Explain) && !ce.is_flaky() && !unforked) {
        Explanation explained = explain(def_, descent, phase.seed);
        ce.explanation = std::move(explained.facts);
        ce.explain_trials = explained.trials;
        ce.explain_budget_spent = explained.budget_spent;
    }
    if (corpus_) pending_entry_ = corpus_entry(def_, ce, descent.args, descent.draws.tape);
    std::string message = falsified_report(ce, {});
    if (containment) containment->found_reported();
    return make_result(Outcome::Falsified, std::move(message), stats_,
                       Found{std::move(ce), std::move(first_found), std::move(descent.args)});
}

Result reported_as(const Result& found, const FoundBy& found_by) {
    return make_result(Outcome::Falsified, falsified_report(*found.counter_example(), found_by), found.statistics(),
                       Found{*found.counter_example(), ResultAccess::original_input(found), ResultAccess::shrunk_input(found)});
}
}  // namespace falsify::detail
