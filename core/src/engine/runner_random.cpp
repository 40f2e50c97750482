// The random phase (sampled, or every input of a small domain once), its
// targeted search, and one run of either with its events and its counts.
#include "engine/runner.hpp"

#include "engine/exhaustive.hpp"

namespace falsify::detail {

Result Runner::random_phase(const RandomPhase& phase) {
    result_seed_ = phase.seed;
    pool_.clear();
    search_evaluations_ = 0;
    Random random(phase.seed, phase.edge_cases);
    phase_started_ = Clock::now();
    phase_first_attempt_ = stats_.attempts;
    next_progress_ms_ = static_cast<double>(config_.progress_ms());
    if (exhaustive_size_) {
        // Seed-independent and blind to runs: every input once, discards skipped rather than resampled.
        for (std::uint64_t index = 0; index < *exhaustive_size_; ++index) {
            if (auto spent = over_budget(phase)) return std::move(*spent);
            std::vector<AnyTree> input;
            try {
                input = exhaustive_input(def_, index);
            } catch (const DomainGap&) {
                // A value a filter rejects: discarded without a run, as the sampled phase would.
                ++stats_.attempts;
                ++stats_.discards;
                continue;
            } catch (...) {
                ++stats_.attempts;
                return generation_failed(phase, std::current_exception());
            }
            if (auto verdict = attempt(phase, random, std::move(input), true, 0)) return std::move(*verdict);
        }
    } else if (config_.attempt() && phase.apply_path && !phase.seed_entry) {
        return replay_attempt(phase, random, *config_.attempt());
    } else {
        // One vector for every run's input: a passing run leaves it to the next (attempt moves
        // from it only to end the phase), which saves each run an allocation.
        std::vector<AnyTree> args;
        while (stats_.checks < phase.runs) {
            if (auto spent = over_budget(phase)) return std::move(*spent);
            if (auto failed = generate_input(phase, random, args)) return std::move(*failed);
            if (auto verdict = attempt(phase, random, std::move(args), false, 0)) return std::move(*verdict);
        }
    }
    if (auto verdict = search_phase(phase, random)) return std::move(*verdict);
    stats_.coverage_assessed = true;
    std::string unmet = coverage_message(def_.name, stats_);
    if (!unmet.empty()) return make_result(Outcome::CoverageFailed, std::move(unmet), statistics());
    return make_result(Outcome::Passed, {}, statistics());
}

void Runner::report_progress(const RandomPhase& phase) {
    const double elapsed = elapsed_ms(phase_started_);
    if (elapsed < next_progress_ms_) return;
    const auto every = static_cast<double>(config_.progress_ms());
    while (next_progress_ms_ <= elapsed) next_progress_ms_ += every;
    Progress progress;
    progress.attempts = stats_.attempts;
    progress.passed = stats_.checks;
    progress.discarded = stats_.discards;
    progress.runs = phase.runs;
    progress.elapsed_ms = elapsed;
    progress.budget_ms = config_.budget_ms();
    def_.progress(progress);
}

template <class Generate>
std::optional<Result> Runner::generating(const RandomPhase& phase, const Generate& generate) {
    try {
        generate();
    } catch (const GenerationExhausted& e) {
        ++stats_.attempts;
        return make_result(Outcome::GenerationFailed, e.what(), statistics());
    } catch (...) {
        ++stats_.attempts;
        return generation_failed(phase, std::current_exception());
    }
    return std::nullopt;
}

std::optional<Result> Runner::generate_input(const RandomPhase& phase, Random& random, std::vector<AnyTree>& args) {
    args.clear();
    args.reserve(def_.parameters.size());
    return generating(phase, [&] {
        random.scale_sizes(size_scale(stats_.attempts, phase.runs));
        random.lean(run_lean(stats_.attempts, phase.runs));
        // A repeat makes two values of one input coincide; a value remembered from
        // an earlier run coincides with nothing in this one.
        random.forget_integers();
        for (const auto& p : def_.parameters) args.push_back(p.generate(random));
    });
}

Result Runner::replay_attempt(const RandomPhase& phase, Random& random, std::size_t pinned) {
    // Each attempt takes its inputs and then its draws' stream from `random`, whatever its body
    // does: taking them as attempt() would leaves `random` where the pinned attempt found it.
    std::vector<AnyTree> args;
    while (true) {
        if (auto failed = generate_input(phase, random, args)) return std::move(*failed);
        if (stats_.attempts - phase_first_attempt_ + 1 == pinned) break;
        ++stats_.attempts;
        (void)random.next_seed();
    }
    if (auto verdict = attempt(phase, random, std::move(args), false, 0)) return std::move(*verdict);
    return make_result(Outcome::PathFailed,
                       "Property \"" + def_.name + "\": attempt " + std::to_string(pinned) + " of seed " + std::to_string(phase.seed) +
                           " passed when it was replayed, so the recorded case no longer applies. Its failure depends on more than its "
                           "input: the timing of threads, the clock, or state an earlier run left behind (the attempts before it were "
                           "generated but not run). Run the Replay: line again, or without PROPERTY_ATTEMPT to run every attempt.",
                       statistics());
}

/// A generator (a map() or filter() function, a user's generator) threw: the
/// property's verdict, not an error of the framework that runs it.
Result Runner::generation_failed(const RandomPhase& phase, std::exception_ptr thrown) const {
    std::string what;
    try {
        std::rethrow_exception(thrown);
    } catch (const std::exception& e) {
        what = type_name(typeid(e)) + ": " + e.what();
    } catch (...) {
        what = "an exception not derived from std::exception";
    }
    return make_result(Outcome::GenerationFailed,
                       "Property \"" + def_.name + "\" could not generate the input of attempt " + std::to_string(stats_.attempts) +
                           ": a generator threw " + what + "; seed=" + std::to_string(phase.seed) +
                           ". A map(), filter() or flat_map() function, or a generator of your own, threw: make it total over "
                           "its source's values, or narrow the source",
                       statistics());
}

/// One run of the random or search phase; a verdict when it ends the phase.
std::optional<Result> Runner::attempt(const RandomPhase& phase, Random& random, std::vector<AnyTree>&& args, bool exhaustive,
                                      std::size_t search_run) {
    ++stats_.attempts;
    // A clock read every 64 attempts, and only for a face that prints it.
    if (def_.progress && config_.progress_ms() && stats_.attempts % 64 == 0) report_progress(phase);
    // Each run's in-body draws get a stream of their own, so that a shrink
    // trial is a pure function of its parameters and its tape.
    DrawSource draws{{}, random.next_seed(), phase.edge_cases, random.size_scale(), random.leaning(), true};
    const bool listening = !def_.listeners.empty();
    if (listening) {
        auto e = new_event<event::RunStarted>();
        e.attempt = stats_.attempts;
        e.arguments = arguments(args);
        emit(e);
    }
    Trial trial = execute(def_, args, draws);
    auto run_event = [&]<class Ended>(Ended e) {
        e.property_id = def_.id;
        e.attempt = stats_.attempts;
        e.arguments = arguments(args);
        const auto all = render_arguments(def_, {}, trial.draws);
        e.draws.assign(all.begin(), all.end());
        e.elapsed_ns = static_cast<std::uint64_t>(trial.elapsed_ms * 1e6);
        return e;
    };
    switch (trial.kind) {
        case Trial::Discarded:
            ++stats_.discards;
            if (listening) emit(run_event(event::RunDiscarded{}));
            if (!exhaustive && stats_.discards > max_discards())
                return gave_up(phase, stats_.discards, "discarded", max_discards(),
                               "Narrow or construct the generators so inputs are valid by construction.");
            return std::nullopt;
        case Trial::Skipped:
            ++stats_.skips;
            if (listening) {
                auto e = run_event(event::RunDiscarded{});
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
        case Trial::Failed:
            if (listening) {
                auto e = run_event(event::RunFailed{});
                e.failure = trial.failure;
                if (trial.site && !def_.file.empty()) e.location = def_.file + ":" + std::to_string(trial.site);
                e.notes = trial.notes;
                emit(e);
            }
            return falsified(phase, std::move(args), std::move(draws), std::move(trial), search_run);
        case Trial::Passed:
            break;
    }
    if (too_slow(trial)) return deadline(args, trial);
    ++stats_.checks;
    count_observations(stats_, trial.observed);
    if (listening) {
        auto e = run_event(event::RunPassed{});
        e.labels = trial.observed.labels;
        emit(e);
    }
    for (const auto& target : trial.observed.targets) {
        const auto improved = pool_.offer(target.label, target.maximize, target.score, args);
        if (!improved || !listening) continue;
        auto e = new_event<event::TargetImproved>();
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
std::optional<Result> Runner::search_phase(const RandomPhase& phase, Random& random) {
    if (config_.search_runs() == 0 || pool_.empty() || def_.parameters.empty()) return std::nullopt;
    recall_targets();
    random.scale_sizes(1.0);
    random.lean(Lean::None);
    for (std::size_t run = 0; run < config_.search_runs(); ++run) {
        if (auto spent = over_budget(phase)) return spent;
        const auto& label = pool_.labels()[run % pool_.labels().size()];
        std::vector<AnyTree> args = pool_.pick(label, random).args;
        const auto parameter = static_cast<std::size_t>(random.below_or_equal(def_.parameters.size() - 1));
        if (auto failed = generating(phase, [&] { args[parameter] = def_.parameters[parameter].generate(random); })) return failed;
        ++search_evaluations_;
        if (auto verdict = attempt(phase, random, std::move(args), false, run + 1)) return verdict;
    }
    // Only the configured phase writes: a seed entry's replay would overwrite it with another seed's pool.
    if (phase.apply_path) remember_targets();
    return std::nullopt;
}
}  // namespace falsify::detail
