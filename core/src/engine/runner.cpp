// The run of a property: the phases in order (examples, corpus replay, the
// random phase), and the verdicts that end a run early or badly (a deadline,
// giving up, a spent time budget). The phases live beside it: runner_corpus,
// runner_examples, runner_random (sampled, exhaustive, targeted search) and
// runner_falsified (the descent and the report of a falsification).
#include "engine/runner.hpp"

#include "engine/containment.hpp"
#include "engine/exhaustive.hpp"

#include <cstdio>
#include <limits>
#include <random>
#include <stdexcept>

namespace falsify {

namespace detail {

namespace {

std::uint64_t random_seed() {
    std::random_device device;
    return (static_cast<std::uint64_t>(device()) << 32) ^ device();
}

}  // namespace

double elapsed_ms(Clock::time_point since) {
    return std::chrono::duration<double, std::milli>(Clock::now() - since).count();
}

Result Runner::run() {
    validate();
    seed_ = config_.seed() ? *config_.seed() : config_.derandomize() ? derived_seed(def_.id) : random_seed();
    // Every execution of this run, whatever its phase, is contained: a crash is this property's failure.
    Containment containment(config_.hang_ms(), config_.fork_after_crash(), seed_, describe_body_call);
    // A target label keeps its direction for this whole run of the property, then it is forgotten.
    DirectionsScope directions(directions_);
    // A parallel case asks for it while it runs (StateMachine::check_parallel).
    detail::SchedulingScope scheduling(config_.scheduling());
    if (config_.exhaustive()) {
        const ExhaustivePlan plan = plan_exhaustive(def_);
        exhaustive_size_ = plan.size;
        stats_.domain_size = plan.size;
        stats_.exhaustive_declined = plan.declined;
    }
    auto started = new_event<event::PropertyStarted>();
    started.seed = seed_;
    started.runs = config_.runs();
    emit(started);
    Result result = phases();
    ResultAccess::set_seed(result, result_seed_.value_or(seed_));
    auto finished = new_event<event::PropertyFinished>();
    if (!result.passed()) finished.failure = Failure{to_string(result.outcome()), result.message()};
    finished.seed = result.seed();
    finished.counter_example = result.counter_example();
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

void Runner::validate() const {
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

void Runner::emit(const Event& event) const {
    for (const auto& listener : def_.listeners) listener(event);
}

std::vector<Argument> Runner::arguments(const std::vector<AnyTree>& args) const {
    std::vector<Argument> out;
    out.reserve(args.size());
    for (std::size_t i = 0; i < args.size(); ++i) out.push_back({def_.parameters[i].name, args[i]->show()});
    return out;
}

Result Runner::phases() {
    if (config_.has_phase(Phase::Examples)) {
        if (auto failed = examples()) return std::move(*failed);
    }
    if (corpus_ && def_.replay_regressions && config_.has_phase(Phase::Corpus)) {
        if (auto replayed = corpus_phase()) return record(std::move(*replayed));
    }
    if (!config_.has_phase(Phase::Random)) return make_result(Outcome::Passed, {}, statistics());
    // Recorded even when the corpus phase is off: a new falsification is news either way.
    return record(random_phase({seed_, config_.edge_cases(), config_.runs(), true, false}));
}

std::vector<std::string> Runner::parameter_names() const {
    std::vector<std::string> names;
    for (const auto& p : def_.parameters) names.push_back(p.name);
    return names;
}

bool Runner::too_slow(const Trial& trial) const {
    return config_.timeout_ms() && trial.elapsed_ms > static_cast<double>(*config_.timeout_ms());
}

Result Runner::deadline(const std::vector<AnyTree>& args, const Trial& trial) const {
    const std::string shown = shown_arguments(arguments(args));
    char took[32];
    std::snprintf(took, sizeof took, "%.1f", trial.elapsed_ms);
    return make_result(Outcome::DeadlineExceeded,
                       "Property \"" + def_.name + "\" run exceeded its " + std::to_string(*config_.timeout_ms()) + " ms deadline (took " +
                           took + " ms) for " + (shown.empty() ? "(no arguments)" : shown) +
                           ". The input is pathological for the code under test, or the deadline is too tight.",
                       stats_);
}

std::size_t Runner::max_discards() const {
    if (config_.max_discards()) return *config_.max_discards();
    const std::size_t runs = config_.runs();
    return runs > std::numeric_limits<std::size_t>::max() / 10 ? std::numeric_limits<std::size_t>::max() : runs * 10;
}

Result Runner::gave_up(const RandomPhase& phase, std::size_t count, const char* counted, std::size_t cap, const std::string& advice) const {
    return make_result(Outcome::GaveUp,
                       "Property \"" + def_.name + "\" gave up after " + std::to_string(stats_.attempts) +
                           " attempt(s): " + std::to_string(stats_.checks) + "/" + std::to_string(phase.runs) + " successful run(s), " +
                           std::to_string(count) + " " + counted + " (maximum " + std::to_string(cap) + "). " + advice,
                       statistics());
}

/// The statistics so far, with the search report when the body targeted something.
RunStatistics Runner::statistics() const {
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

std::optional<Result> Runner::over_budget(const RandomPhase& phase) const {
    if (!config_.budget_ms() || elapsed_ms(phase_started_) <= static_cast<double>(*config_.budget_ms())) return std::nullopt;
    char took[32];
    std::snprintf(took, sizeof took, "%.1f", elapsed_ms(phase_started_));
    return make_result(Outcome::TimeBudgetExceeded,
                       "Property \"" + def_.name + "\" exceeded its " + std::to_string(*config_.budget_ms()) + " ms time budget after " +
                           took + " ms with " + std::to_string(stats_.checks) + "/" + std::to_string(phase.runs) +
                           " successful run(s). Raise budget_ms, lower runs, or speed up the property body.",
                       statistics());
}
}  // namespace detail

PropertyDefinition::PropertyDefinition() = default;
PropertyDefinition::PropertyDefinition(const PropertyDefinition&) = default;
PropertyDefinition::PropertyDefinition(PropertyDefinition&&) noexcept = default;
PropertyDefinition& PropertyDefinition::operator=(const PropertyDefinition&) = default;
PropertyDefinition& PropertyDefinition::operator=(PropertyDefinition&&) noexcept = default;
PropertyDefinition::~PropertyDefinition() = default;

Result run(const PropertyDefinition& definition) { return detail::Runner(definition).run(); }

}  // namespace falsify
