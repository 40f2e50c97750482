// The regression corpus in a run: recorded failures replayed first (values
// entries, then seeds), regressions that no longer fail pruned, a new
// falsification remembered, the search document recalled and rewritten.
// Whatever the corpus does, it never changes a verdict: its failures are
// CorpusFailed events.
#include "engine/runner.hpp"

#include <algorithm>
#include <limits>

namespace falsify::detail {

std::size_t max_seed_replay_runs(std::size_t runs) noexcept {
    const std::size_t tenfold = runs > std::numeric_limits<std::size_t>::max() / 10 ? std::numeric_limits<std::size_t>::max() : runs * 10;
    return std::max(tenfold, min_seed_replay_runs);
}

/// Reports what the corpus threw (a CorpusError, or anything a custom corpus raises).
void Runner::corpus_failed(const char* operation, std::exception_ptr thrown) {
    auto failed = new_event<event::CorpusFailed>();
    failed.operation = operation;
    try {
        std::rethrow_exception(thrown);
    } catch (const std::exception& e) {
        failed.failure = Failure{type_name(typeid(e)), e.what()};
    } catch (...) {
        failed.failure = Failure{"unknown exception", "the corpus threw an exception not derived from std::exception"};
    }
    stats_.corpus_failures.push_back(std::string(operation) + ": " + failed.failure.message);
    emit(failed);
}

/// Values entries first, then seed entries; the first that still fails is the verdict.
std::optional<Result> Runner::corpus_phase() {
    std::vector<CorpusEntry> entries;
    try {
        entries = corpus_->recall(def_.id, parameter_names());
    } catch (...) {
        corpus_failed("recall", std::current_exception());
        corpus_.reset();  // a store that cannot be read is not written to either, this run
        corpus_unread_ = true;
        if (config_.strict_corpus())
            return make_result(Outcome::RegressionFailed,
                               "The regression corpus could not be read, so the recorded failures of \"" + def_.name +
                                   "\" were not replayed (" + stats_.corpus_failures.back() +
                                   "); a strict corpus (Config::strict_corpus, PROPERTY_DB_STRICT) makes that a failure",
                               stats_);
        return std::nullopt;
    }
    for (const CorpusEntry& entry : entries) {
        std::optional<Result> result = entry.is_values() ? replay_values(entry) : replay_seed(entry);
        if (result) return result;
    }
    return std::nullopt;
}

std::optional<Result> Runner::replay_values(const CorpusEntry& entry) {
    std::optional<std::vector<AnyTree>> args = decode_entry(def_, entry);
    if (!args) return std::nullopt;  // no longer a value of the parameter's type: skipped, kept
    const std::vector<Argument> shown = arguments(*args);
    auto replayed = new_event<event::CorpusReplayed>();
    replayed.is_values = true;
    replayed.arguments = shown;
    replayed.seed = entry.seed;
    emit(replayed);
    Trial trial = execute(def_, *args, {{}, entry.seed, config_.edge_cases()});
    switch (trial.kind) {
        case Trial::Failed: {
            CounterExample ce;
            ce.seed = entry.seed;
            ce.original_arguments = render_arguments(def_, *args, trial.draws);
            ce.shrunk_arguments = ce.original_arguments;
            ce.original_notes = trial.notes;
            ce.shrunk_notes = trial.notes;
            ce.failure = trial.failure;
            ce.edge_cases = config_.edge_cases();
            result_seed_ = entry.seed;
            return make_result(Outcome::RegressionFailed, regression_report(entry.seed, shown, trial.failure), stats_,
                               Found{std::move(ce), *args, std::move(*args)});
        }
        case Trial::Passed:
            if (too_slow(trial)) return deadline(*args, trial);
            break;
        case Trial::Discarded:
            break;  // the input left the property's domain: no longer a regression
        case Trial::Skipped:
            return std::nullopt;  // inconclusive: the entry is kept for a run the environment allows
    }
    prune(entry);
    return std::nullopt;
}

std::optional<Result> Runner::replay_seed(const CorpusEntry& entry) {
    auto replayed = new_event<event::CorpusReplayed>();
    replayed.seed = entry.seed;
    emit(replayed);
    // Up to the recorded failing attempt, or a lowered run count would prune
    // a live regression; but no further than a bound of this run's own, so
    // that one bad entry in a shared corpus cannot stall every job.
    std::size_t runs = config_.runs();
    const std::size_t most = max_seed_replay_runs(runs);
    const bool cut_short = entry.runs_before_failure && *entry.runs_before_failure >= most;
    if (entry.runs_before_failure) runs = cut_short ? most : std::max(runs, *entry.runs_before_failure + 1);
    Result result = random_phase({entry.seed, entry.edge_cases, runs, false, true});
    if (result.outcome() == Outcome::Falsified && result.counter_example()) {
        const FoundBy corpus_seed{FoundBy::Source::CorpusSeed};
        return reported_as(result, corpus_seed);
    }
    if (!result.passed()) return result;
    // The replay's counts are not this run's; what exhaustive mode decided still is.
    RunStatistics fresh;
    fresh.domain_size = stats_.domain_size;
    fresh.exhaustive_declined = stats_.exhaustive_declined;
    stats_ = std::move(fresh);
    result_seed_.reset();
    if (cut_short) {
        // Not reached: kept, and said, since its failure may lie beyond.
        corpus_failed("replay", std::make_exception_ptr(CorpusError(
                                    "the seed entry " + std::to_string(entry.seed) + " failed after " +
                                    std::to_string(*entry.runs_before_failure) + " successful run(s), more than a replay runs here (" +
                                    std::to_string(most) + ": ten times the runs, at least " + std::to_string(min_seed_replay_runs) +
                                    "); it passed those and is kept. To replay it in full, run with PROPERTY_RUNS=" +
                                    std::to_string(*entry.runs_before_failure + 1))));
        return std::nullopt;
    }
    prune(entry);
    return std::nullopt;
}

void Runner::prune(const CorpusEntry& entry) {
    try {
        corpus_->prune(def_.id, entry);
    } catch (...) {
        corpus_failed("prune", std::current_exception());
        return;
    }
    auto pruned = new_event<event::CorpusPruned>();
    pruned.is_values = entry.is_values();
    pruned.seed = entry.seed;
    emit(pruned);
}

/// Remembers a falsification; the verdict stands whatever the corpus does.
Result Runner::record(Result result) {
    if (result.outcome() != Outcome::Falsified) return result;
    if (corpus_unread_) {
        // Said, not silently dropped: the reader of the recall failure above learns what it cost.
        corpus_failed("remember", std::make_exception_ptr(CorpusError(
                                      "this falsification was not stored: the corpus could not be read earlier in this run (see the "
                                      "recall failure), and a store that cannot be read is not written to")));
        return result;
    }
    if (!corpus_ || !pending_entry_) return result;
    try {
        corpus_->remember(def_.id, *pending_entry_);
    } catch (...) {
        corpus_failed("remember", std::current_exception());
        return result;
    }
    auto stored = new_event<event::CorpusStored>();
    stored.counter_example = *result.counter_example();
    emit(stored);
    return result;
}

/// Stored best inputs join the pool (never as improvements); a label the
/// body no longer targets, or now pushes the other way, is skipped.
void Runner::recall_targets() {
    if (!corpus_) return;
    std::optional<Data> document;
    try {
        document = corpus_->recall_targets(def_.id);
    } catch (...) {
        corpus_failed("recallTargets", std::current_exception());
        return;
    }
    if (!document) return;
    for (const auto& target : read_search_document(*document, parameter_names())) {
        const bool maximize = target.direction == "maximize";
        const auto& known = directions_.maximize;
        auto direction = std::find_if(known.begin(), known.end(), [&](const auto& d) { return d.first == target.label; });
        if (direction == known.end() || direction->second != maximize) continue;
        for (const auto& entry : target.entries) {
            if (auto args = decode_entry(def_, CorpusEntry::values(entry.args, 0)))
                pool_.recall(target.label, maximize, entry.score, std::move(*args));
        }
    }
}

void Runner::remember_targets() {
    if (!corpus_) return;
    std::optional<Data> document = search_document(def_, pool_);
    if (!document) return;  // nothing representable: an older document stays
    try {
        corpus_->remember_targets(def_.id, document);
    } catch (...) {
        corpus_failed("rememberTargets", std::current_exception());
    }
}
}  // namespace falsify::detail
