// The run loop: examples, corpus replay, random phase (sampled or exhaustive),
// targeted search, coverage, greedy shrink descent, flaky replays, and
// recording a falsification in the corpus.
#include <falsify/corpus_interface.hpp>
#include <falsify/definition.hpp>
#include <falsify/errors.hpp>
#include <falsify/gen_type.hpp>
#include <falsify/show.hpp>

#include "exhaustive.hpp"
#include "runner_detail.hpp"
#include "search_pool.hpp"
#include "statistics.hpp"

#include <algorithm>
#include <chrono>
#include <exception>
#include <limits>
#include <random>
#include <stdexcept>

namespace falsify {

namespace {

using detail::AnyTree;
using Clock = std::chrono::steady_clock;

double elapsed_ms(Clock::time_point since) {
    return std::chrono::duration<double, std::milli>(Clock::now() - since).count();
}

std::uint64_t random_seed() {
    std::random_device device;
    return (static_cast<std::uint64_t>(device()) << 32) ^ device();
}

/// One run of the random phase: the configured one, or a seed entry's replay.
struct RandomPhase {
    std::uint64_t seed;
    EdgeCases edge_cases;
    std::size_t runs;
    /// A seed entry's replay never follows a configured path (it was recorded for another seed).
    bool apply_path;
};

class Runner {
public:
    explicit Runner(const PropertyDefinition& d) : def_(d), config_(d.config), corpus_(d.corpus) {}

    Result run() {
        validate();
        seed_ = config_.seed() ? *config_.seed() : config_.derandomize() ? detail::derived_seed(def_.id) : random_seed();
        // A target label keeps its direction for this whole run of the property, then it is forgotten.
        detail::DirectionsScope directions(directions_);
        if (config_.exhaustive()) {
            const detail::ExhaustivePlan plan = detail::plan_exhaustive(def_);
            exhaustive_size_ = plan.size;
            stats_.domain_size = plan.size;
            stats_.exhaustive_declined = plan.declined;
        }
        Event started(Event::Kind::PropertyStarted, def_.id);
        started.seed = seed_;
        started.runs = config_.runs();
        emit(started);
        Result result = phases();
        result.set_seed(result_seed_.value_or(seed_));
        Event finished(Event::Kind::PropertyFinished, def_.id);
        if (!result.passed()) finished.failure = Failure{to_string(result.outcome()), result.message()};
        switch (result.outcome()) {
            case Outcome::Passed:
            case Outcome::CoverageFailed:
            case Outcome::GaveUp:
            case Outcome::TimeBudgetExceeded:
                finished.statistics = result.statistics();
                break;
            default:
                break;
        }
        emit(finished);
        return result;
    }

private:
    void validate() const {
        config_.validate();
        if (!def_.body) throw std::invalid_argument("Property \"" + def_.name + "\" has no body");
        for (const auto& p : def_.parameters)
            if (!p.generate) throw std::invalid_argument("No generator for parameter \"" + p.name + "\"");
        for (std::size_t i = 0; i < def_.examples.size(); ++i)
            if (def_.examples[i].size() != def_.parameters.size())
                throw std::invalid_argument("Example #" + std::to_string(i + 1) + " must contain exactly " +
                                            std::to_string(def_.parameters.size()) + " value(s), got " +
                                            std::to_string(def_.examples[i].size()));
    }

    Event attempt_event(Event::Kind kind) const {
        Event e(kind, def_.id);
        e.attempt = stats_.attempts;
        return e;
    }

    void emit(const Event& event) const {
        for (const auto& listener : def_.listeners) listener(event);
    }

    std::vector<Argument> arguments(const std::vector<AnyTree>& args) const {
        std::vector<Argument> out;
        out.reserve(args.size());
        for (std::size_t i = 0; i < args.size(); ++i) out.push_back({def_.parameters[i].name, args[i]->show()});
        return out;
    }

    Result phases() {
        if (config_.has_phase(Phase::Examples)) {
            if (auto failed = examples()) return std::move(*failed);
        }
        if (corpus_ && def_.replay_regressions && config_.has_phase(Phase::Corpus)) {
            if (auto replayed = corpus_phase()) return record(std::move(*replayed));
        }
        if (!config_.has_phase(Phase::Random)) return Result(Outcome::Passed, "", statistics());
        // Recorded even when the corpus phase is off: a new falsification is news either way.
        return record(random_phase({seed_, config_.edge_cases(), config_.runs(), true}));
    }

    std::vector<std::string> parameter_names() const {
        std::vector<std::string> names;
        for (const auto& p : def_.parameters) names.push_back(p.name);
        return names;
    }

    /// Reports what the corpus threw (a CorpusError, or anything a custom corpus raises).
    void corpus_failed(const char* operation, std::exception_ptr thrown) const {
        Event event(Event::Kind::CorpusFailed, def_.id);
        event.operation = operation;
        try {
            std::rethrow_exception(thrown);
        } catch (const std::exception& e) {
            event.failure = Failure{type_name(typeid(e)), e.what()};
        } catch (...) {
            event.failure = Failure{"unknown exception", "the corpus threw an exception not derived from std::exception"};
        }
        emit(event);
    }

    /// Values entries first, then seed entries; the first that still fails is the verdict.
    std::optional<Result> corpus_phase() {
        std::vector<CorpusEntry> entries;
        try {
            entries = corpus_->recall(def_.id, parameter_names());
        } catch (...) {
            corpus_failed("recall", std::current_exception());
            corpus_.reset();  // a store that cannot be read is not written to either, this run
            return std::nullopt;
        }
        for (const CorpusEntry& entry : entries) {
            std::optional<Result> result = entry.is_values() ? replay_values(entry) : replay_seed(entry);
            if (result) return result;
        }
        return std::nullopt;
    }

    std::optional<Result> replay_values(const CorpusEntry& entry) {
        std::optional<std::vector<AnyTree>> args = detail::decode_entry(def_, entry);
        if (!args) return std::nullopt;  // no longer a value of the parameter's type: skipped, kept
        const std::vector<Argument> shown = arguments(*args);
        Event replayed(Event::Kind::CorpusReplayed, def_.id);
        replayed.is_values = true;
        replayed.arguments = shown;
        replayed.seed = entry.seed;
        emit(replayed);
        detail::Trial trial = detail::execute(def_, *args, {{}, entry.seed, config_.edge_cases()});
        switch (trial.kind) {
            case detail::Trial::Failed: {
                CounterExample ce;
                ce.seed = entry.seed;
                ce.original_arguments = detail::render_arguments(def_, *args, trial.draws);
                ce.shrunk_arguments = ce.original_arguments;
                ce.original_notes = trial.notes;
                ce.shrunk_notes = trial.notes;
                ce.failure = trial.failure;
                ce.edge_cases = config_.edge_cases();
                Result result(Outcome::RegressionFailed, detail::regression_message(entry.seed, shown, trial.failure), stats_,
                              std::move(ce));
                result.set_shrunk_input(std::move(*args));
                result_seed_ = entry.seed;
                return result;
            }
            case detail::Trial::Passed:
                if (too_slow(trial)) return deadline(*args, trial);
                break;
            case detail::Trial::Discarded:
                break;  // the input left the property's domain: no longer a regression
            case detail::Trial::Skipped:
                return std::nullopt;  // inconclusive: the entry is kept for a run the environment allows
        }
        prune(entry);
        return std::nullopt;
    }

    std::optional<Result> replay_seed(const CorpusEntry& entry) {
        Event replayed(Event::Kind::CorpusReplayed, def_.id);
        replayed.seed = entry.seed;
        emit(replayed);
        // Up to the recorded failing attempt, or a lowered run count would prune a live regression.
        std::size_t runs = config_.runs();
        if (entry.runs_before_failure && *entry.runs_before_failure < std::numeric_limits<std::size_t>::max())
            runs = std::max(runs, *entry.runs_before_failure + 1);
        Result result = random_phase({entry.seed, entry.edge_cases, runs, false});
        if (!result.passed()) return result;
        // The replay's counts are not this run's; what exhaustive mode decided still is.
        RunStatistics fresh;
        fresh.domain_size = stats_.domain_size;
        fresh.exhaustive_declined = stats_.exhaustive_declined;
        stats_ = std::move(fresh);
        result_seed_.reset();
        prune(entry);
        return std::nullopt;
    }

    void prune(const CorpusEntry& entry) {
        try {
            corpus_->prune(def_.id, entry);
        } catch (...) {
            corpus_failed("prune", std::current_exception());
            return;
        }
        Event pruned(Event::Kind::CorpusPruned, def_.id);
        pruned.is_values = entry.is_values();
        pruned.seed = entry.seed;
        emit(pruned);
    }

    /// Remembers a falsification; the verdict stands whatever the corpus does.
    Result record(Result result) {
        if (result.outcome() != Outcome::Falsified || !corpus_ || !pending_entry_) return result;
        try {
            corpus_->remember(def_.id, *pending_entry_);
        } catch (...) {
            corpus_failed("remember", std::current_exception());
            return result;
        }
        Event stored(Event::Kind::CorpusStored, def_.id);
        stored.counter_example = result.counter_example();
        emit(stored);
        return result;
    }

    std::optional<Result> examples() {
        for (std::size_t i = 0; i < def_.examples.size(); ++i) {
            const auto& args = def_.examples[i];
            if (!def_.listeners.empty()) {
                Event e(Event::Kind::ExampleStarted, def_.id);
                e.index = i + 1;
                e.arguments = arguments(args);
                emit(e);
            }
            detail::Trial trial = detail::execute(def_, args, {{}, seed_, config_.edge_cases()});
            if (!def_.listeners.empty()) {
                Event e(Event::Kind::ExampleFinished, def_.id);
                e.index = i + 1;
                e.arguments = arguments(args);
                if (trial.kind == detail::Trial::Failed) e.failure = trial.failure;
                emit(e);
            }
            if (trial.kind == detail::Trial::Failed) {
                std::string message = "Explicit example #" + std::to_string(i + 1) + " failed: [";
                for (std::size_t k = 0; k < args.size(); ++k) message += (k ? ", " : "") + args[k]->show();
                message += "]\n  Failure:  " + trial.failure.message;
                return Result(Outcome::ExampleFailed, std::move(message), stats_);
            }
            if (trial.kind == detail::Trial::Passed && too_slow(trial)) return deadline(args, trial);
        }
        return std::nullopt;
    }

    bool too_slow(const detail::Trial& trial) const {
        return config_.timeout_ms() && trial.elapsed_ms > static_cast<double>(*config_.timeout_ms());
    }

    Result deadline(const std::vector<AnyTree>& args, const detail::Trial& trial) const {
        std::string shown;
        for (const auto& a : arguments(args)) shown += (shown.empty() ? "" : ", ") + a.name + "=" + a.value;
        char took[32];
        std::snprintf(took, sizeof took, "%.1f", trial.elapsed_ms);
        return Result(Outcome::DeadlineExceeded,
                      "Property \"" + def_.name + "\" run exceeded its " + std::to_string(*config_.timeout_ms()) +
                          " ms deadline (took " + took + " ms) for " + (shown.empty() ? "(no arguments)" : shown) +
                          ". The input is pathological for the code under test, or the deadline is too tight.",
                      stats_);
    }

    std::size_t max_discards() const {
        if (config_.max_discards()) return *config_.max_discards();
        const std::size_t runs = config_.runs();
        return runs > std::numeric_limits<std::size_t>::max() / 10 ? std::numeric_limits<std::size_t>::max() : runs * 10;
    }

    std::size_t max_skips() const { return config_.max_discards() ? *config_.max_discards() : config_.runs(); }

    Result gave_up(const RandomPhase& phase, std::size_t count, const char* counted, std::size_t cap, const std::string& advice) const {
        return Result(Outcome::GaveUp,
                      "Property \"" + def_.name + "\" gave up after " + std::to_string(stats_.attempts) + " attempt(s): " +
                          std::to_string(stats_.checks) + "/" + std::to_string(phase.runs) + " successful run(s), " +
                          std::to_string(count) + " " + counted + " (maximum " + std::to_string(cap) + "). " + advice,
                      statistics());
    }

    /// The statistics so far, with the search report when the body targeted something.
    RunStatistics statistics() const {
        RunStatistics out = stats_;
        if (!pool_.empty()) {
            SearchReport report;
            report.evaluations = search_evaluations_;
            for (const auto& label : pool_.labels()) {
                TargetOutcome outcome{label.label, label.maximize ? "maximize" : "minimize", std::nullopt, label.improvements,
                                      label.recalled};
                if (!label.entries.empty()) outcome.best = label.entries.front().score;
                report.targets.push_back(std::move(outcome));
            }
            out.search = std::move(report);
        }
        return out;
    }

    std::optional<Result> over_budget(const RandomPhase& phase) const {
        if (!config_.budget_ms() || elapsed_ms(phase_started_) <= static_cast<double>(*config_.budget_ms())) return std::nullopt;
        char took[32];
        std::snprintf(took, sizeof took, "%.1f", elapsed_ms(phase_started_));
        return Result(Outcome::TimeBudgetExceeded,
                      "Property \"" + def_.name + "\" exceeded its " + std::to_string(*config_.budget_ms()) + " ms time budget after " +
                          took + " ms with " + std::to_string(stats_.checks) + "/" + std::to_string(phase.runs) +
                          " successful run(s). Raise budget_ms, lower runs, or speed up the property body.",
                      statistics());
    }

    Result random_phase(const RandomPhase& phase) {
        result_seed_ = phase.seed;
        pool_.clear();
        search_evaluations_ = 0;
        Random random(phase.seed, phase.edge_cases);
        phase_started_ = Clock::now();
        if (exhaustive_size_) {
            // Seed-independent and blind to runs: every input once, discards skipped rather than resampled.
            for (std::uint64_t index = 0; index < *exhaustive_size_; ++index) {
                if (auto spent = over_budget(phase)) return std::move(*spent);
                std::vector<AnyTree> input;
                try {
                    input = detail::exhaustive_input(def_, index);
                } catch (const DomainGap&) {
                    // A value a filter rejects: discarded without a run, as the sampled phase would.
                    ++stats_.attempts;
                    ++stats_.discards;
                    continue;
                }
                if (auto verdict = attempt(phase, random, std::move(input), true, 0)) return std::move(*verdict);
            }
        } else {
            while (stats_.checks < phase.runs) {
                if (auto spent = over_budget(phase)) return std::move(*spent);
                std::vector<AnyTree> args;
                args.reserve(def_.parameters.size());
                try {
                    random.scale_sizes(detail::size_scale(stats_.attempts, phase.runs));
                    for (const auto& p : def_.parameters) args.push_back(p.generate(random));
                } catch (const GenerationExhausted& e) {
                    ++stats_.attempts;
                    return Result(Outcome::GenerationFailed, e.what(), statistics());
                }
                if (auto verdict = attempt(phase, random, std::move(args), false, 0)) return std::move(*verdict);
            }
        }
        if (auto verdict = search_phase(phase, random)) return std::move(*verdict);
        stats_.coverage_assessed = true;
        std::string unmet = detail::coverage_message(def_.name, stats_);
        if (!unmet.empty()) return Result(Outcome::CoverageFailed, std::move(unmet), statistics());
        return Result(Outcome::Passed, "", statistics());
    }

    /// One run of the random or search phase; a verdict when it ends the phase.
    std::optional<Result> attempt(const RandomPhase& phase, Random& random, std::vector<AnyTree> args, bool exhaustive,
                                  std::size_t search_run) {
        ++stats_.attempts;
        // Each run's in-body draws get a stream of their own, so that a shrink
        // trial is a pure function of its parameters and its tape.
        detail::DrawSource draws{{}, random.next_seed(), phase.edge_cases, random.size_scale()};
        const bool listening = !def_.listeners.empty();
        if (listening) {
            Event e = attempt_event(Event::Kind::RunStarted);
            e.arguments = arguments(args);
            emit(e);
        }
        detail::Trial trial = detail::execute(def_, args, draws);
        auto run_event = [&](Event::Kind kind) {
            Event e = attempt_event(kind);
            e.arguments = arguments(args);
            const auto all = detail::render_arguments(def_, {}, trial.draws);
            e.draws.assign(all.begin(), all.end());
            e.elapsed_ns = static_cast<std::uint64_t>(trial.elapsed_ms * 1e6);
            return e;
        };
        switch (trial.kind) {
            case detail::Trial::Discarded:
                ++stats_.discards;
                if (listening) emit(run_event(Event::Kind::RunDiscarded));
                if (!exhaustive && stats_.discards > max_discards())
                    return gave_up(phase, stats_.discards, "discarded", max_discards(),
                                   "Narrow or construct the generators so inputs are valid by construction.");
                return std::nullopt;
            case detail::Trial::Skipped:
                ++stats_.skips;
                if (listening) {
                    Event e = run_event(Event::Kind::RunDiscarded);
                    e.skipped = true;
                    e.skip_reason = trial.skip_reason;
                    emit(e);
                }
                if (!exhaustive && stats_.skips > max_skips())
                    return gave_up(phase, stats_.skips, "skipped", max_skips(),
                                   "The environment refused those runs, so the generators are not the cause: a missing dependency "
                                   "or a lifecycle hook skipped this property more often than it checked it." +
                                       (trial.skip_reason.empty() ? "" : " The last skip said: \"" + trial.skip_reason + "\"."));
                return std::nullopt;
            case detail::Trial::Failed:
                if (listening) {
                    Event e = run_event(Event::Kind::RunFailed);
                    e.failure = trial.failure;
                    emit(e);
                }
                return falsified(phase, std::move(args), std::move(draws), std::move(trial), search_run);
            case detail::Trial::Passed:
                break;
        }
        if (too_slow(trial)) return deadline(args, trial);
        ++stats_.checks;
        detail::count_observations(stats_, trial.observed);
        if (listening) {
            Event e = run_event(Event::Kind::RunPassed);
            e.labels = trial.observed.labels;
            emit(e);
        }
        for (const auto& target : trial.observed.targets) {
            const auto improved = pool_.offer(target.label, target.maximize, target.score, args);
            if (!improved || !listening) continue;
            Event e(Event::Kind::TargetImproved, def_.id);
            e.label = target.label;
            e.direction = target.maximize ? "maximize" : "minimize";
            e.score = target.score;
            e.previous = improved->previous;
            e.arguments = arguments(args);
            emit(e);
        }
        return std::nullopt;
    }

    /// Targeted search: mutate one parameter of a good input per run, labels in turn.
    std::optional<Result> search_phase(const RandomPhase& phase, Random& random) {
        if (config_.search_runs() == 0 || pool_.empty() || def_.parameters.empty()) return std::nullopt;
        recall_targets();
        random.scale_sizes(1.0);
        for (std::size_t run = 0; run < config_.search_runs(); ++run) {
            if (auto spent = over_budget(phase)) return spent;
            const auto& label = pool_.labels()[run % pool_.labels().size()];
            std::vector<AnyTree> args = pool_.pick(label, random).args;
            const auto parameter = static_cast<std::size_t>(random.below_or_equal(def_.parameters.size() - 1));
            try {
                args[parameter] = def_.parameters[parameter].generate(random);
            } catch (const GenerationExhausted& e) {
                ++stats_.attempts;
                return Result(Outcome::GenerationFailed, e.what(), statistics());
            }
            ++search_evaluations_;
            if (auto verdict = attempt(phase, random, std::move(args), false, run + 1)) return verdict;
        }
        // Only the configured phase writes: a seed entry's replay would overwrite it with another seed's pool.
        if (phase.apply_path) remember_targets();
        return std::nullopt;
    }

    /// Stored best inputs join the pool (never as improvements); a label the
    /// body no longer targets, or now pushes the other way, is skipped.
    void recall_targets() {
        if (!corpus_) return;
        std::optional<Data> document;
        try {
            document = corpus_->recall_targets(def_.id);
        } catch (...) {
            corpus_failed("recallTargets", std::current_exception());
            return;
        }
        if (!document) return;
        for (const auto& target : detail::read_search_document(*document, parameter_names())) {
            const bool maximize = target.direction == "maximize";
            const auto& known = directions_.maximize;
            auto direction = std::find_if(known.begin(), known.end(), [&](const auto& d) { return d.first == target.label; });
            if (direction == known.end() || direction->second != maximize) continue;
            for (const auto& entry : target.entries) {
                if (auto args = detail::decode_entry(def_, CorpusEntry::values(entry.args, 0)))
                    pool_.recall(target.label, maximize, entry.score, std::move(*args));
            }
        }
    }

    void remember_targets() {
        if (!corpus_) return;
        std::optional<Data> document = detail::search_document(def_, pool_);
        if (!document) return;  // nothing representable: an older document stays
        try {
            corpus_->remember_targets(def_.id, document);
        } catch (...) {
            corpus_failed("rememberTargets", std::current_exception());
        }
    }

    Result falsified(const RandomPhase& phase, std::vector<AnyTree> original, detail::DrawSource draws, detail::Trial failure,
                     std::size_t search_run) {
        CounterExample ce;
        ce.seed = phase.seed;
        ce.runs_before_failure = stats_.checks;
        ce.search_run = search_run;
        ce.original_arguments = detail::render_arguments(def_, original, failure.draws);
        ce.original_notes = failure.notes;
        ce.discards = stats_.discards;
        ce.skips = stats_.skips;
        ce.edge_cases = phase.edge_cases;
        draws.tape = failure.draws;
        // Empty without listeners: the descent then renders no candidate for an event nobody reads.
        std::function<void(const Event&)> emitter;
        if (!def_.listeners.empty()) emitter = [this](const Event& e) { emit(e); };
        detail::Descent descent;
        if (config_.path() && phase.apply_path) {
            detail::PathReplay replay =
                detail::replay_path(def_, std::move(original), std::move(draws), std::move(failure), *config_.path(), emitter);
            if (replay.failed_step) return Result(Outcome::PathFailed, detail::path_failure_message(*config_.path(), replay), stats_);
            descent = std::move(replay.descent);
        } else {
            descent = detail::shrink(def_, std::move(original), std::move(draws), std::move(failure), emitter);
        }
        ce.shrunk_arguments = detail::render_arguments(def_, descent.args, descent.draws.tape);
        ce.shrunk_notes = descent.failure.notes;
        ce.shrink_steps = descent.steps;
        ce.shrink_trials = descent.trials;
        ce.path = descent.path;
        ce.failure = descent.failure.failure;
        for (std::size_t replay = 1; replay <= config_.flaky_replays(); ++replay) {
            ce.replays = replay;
            const auto kind = detail::execute(def_, descent.args, descent.draws).kind;
            // A skipped replay says nothing about the body, so it does not make the failure flaky.
            if (kind == detail::Trial::Passed || kind == detail::Trial::Discarded) {
                ce.passed_on_replay = replay;
                break;
            }
        }
        if (corpus_) pending_entry_ = detail::corpus_entry(def_, ce, descent.args, descent.draws.tape);
        std::string message = falsification_message(ce);
        Result result(Outcome::Falsified, std::move(message), stats_, std::move(ce));
        result.set_shrunk_input(std::move(descent.args));
        return result;
    }

    const PropertyDefinition& def_;
    const Config& config_;
    std::shared_ptr<Corpus> corpus_;
    std::uint64_t seed_ = 0;
    /// The seed of the phase that produced the verdict (a seed entry's, when its replay failed).
    std::optional<std::uint64_t> result_seed_;
    std::optional<CorpusEntry> pending_entry_;
    RunStatistics stats_;
    detail::TargetDirections directions_;
    detail::SearchPool pool_;
    std::size_t search_evaluations_ = 0;
    std::optional<std::uint64_t> exhaustive_size_;
    Clock::time_point phase_started_;
};

}  // namespace

PropertyDefinition::PropertyDefinition() = default;
PropertyDefinition::PropertyDefinition(const PropertyDefinition&) = default;
PropertyDefinition::PropertyDefinition(PropertyDefinition&&) noexcept = default;
PropertyDefinition& PropertyDefinition::operator=(const PropertyDefinition&) = default;
PropertyDefinition& PropertyDefinition::operator=(PropertyDefinition&&) noexcept = default;
PropertyDefinition::~PropertyDefinition() = default;

Result run(const PropertyDefinition& definition) { return Runner(definition).run(); }

}  // namespace falsify
