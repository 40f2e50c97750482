#pragma once
// What a property run returns: an outcome, its message, and for a
// falsification the counterexample as data. The runner never prints.
#include <falsify/detail/result.hpp>
#include <falsify/random.hpp>
#include <falsify/statistics_extension.hpp>

#include <iosfwd>
#include <memory>
#include <tuple>
#include <typeinfo>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace falsify {

enum class Outcome {
    Passed,
    Falsified,
    GaveUp,
    CoverageFailed,
    DeadlineExceeded,
    TimeBudgetExceeded,
    GenerationFailed,
    ExampleFailed,
    RegressionFailed,
    PathFailed,
};

std::string to_string(Outcome outcome);
std::ostream& operator<<(std::ostream& out, Outcome outcome);

/// A named, rendered value: an argument (or draw#N), or a note.
struct Argument {
    std::string name;
    std::string value;
    friend bool operator==(const Argument&, const Argument&) = default;
};

/// What failed: the exception's type and message.
struct Failure {
    std::string type;
    std::string message;
    friend bool operator==(const Failure&, const Failure&) = default;
};

struct CounterExample {
    std::uint64_t seed = 0;
    std::size_t runs_before_failure = 0;
    std::vector<Argument> original_arguments;
    std::vector<Argument> shrunk_arguments;
    std::size_t shrink_steps = 0;
    std::size_t shrink_trials = 0;
    std::string path;
    /// The budget that ended the descent before it was done (`max_shrink_trials: 100000 trial(s)`,
    /// or `memory: std::bad_alloc at trial N` when memory ran out): the shrunk input is the best
    /// found, not a minimum. Empty when the descent ran to its end.
    std::string shrink_stopped_by;
    /// Why the original input was reported unshrunk (a crash where no child
    /// process could run it again); empty when it was shrunk.
    std::string not_shrunk_because;
    /// The types of arguments shown only as `<Type>` (no operator<<, no falsify::Show):
    /// the report says once how to give them a printer.
    std::vector<std::string> unprintable_types;
    std::optional<Failure> failure;
    std::size_t discards = 0;
    std::size_t skips = 0;
    EdgeCases edge_cases = EdgeCases::Mixin;
    std::vector<Argument> original_notes;
    std::vector<Argument> shrunk_notes;
    std::size_t replays = 0;
    /// 1-based index of the flaky replay that did not fail, 0 when every replay failed.
    std::size_t passed_on_replay = 0;
    /// 1-based index of the targeted-search run that failed; 0 when the random
    /// phase found it. Not part of the JSON form (its keys are frozen).
    std::size_t search_run = 0;
    /// 1-based index, among its random phase's attempts, of the run that failed
    /// first; 0 when another phase found it. A replay pins it (Config::attempt),
    /// generating the runs before it without running them. Not in the JSON form.
    std::size_t attempt = 0;
    /// What the explain phase verified about the shrunk input, one fact each
    /// (`b: any value fails (8 other values tried)`), and the executions it
    /// spent; explain_trials is 0 when the phase did not run. Not in the JSON form.
    std::vector<std::string> explanation;
    std::size_t explain_trials = 0;
    /// The phase spent its budget before it had tried every part.
    bool explain_budget_spent = false;

    bool is_flaky() const noexcept { return passed_on_replay != 0; }
    /// JSON (Boost.JSON) with the keys, in order: seed, runsBeforeFailure,
    /// originalArguments, shrunkArguments, shrinkSteps, shrinkTrials, path,
    /// failure, discards, skips, edgeCases, originalNotes, shrunkNotes,
    /// replays, passedOnReplay.
    std::string to_json(bool pretty = false) const;
};

/// A count per label (or per tag), in the order first seen.
struct LabelCount {
    std::string label;
    std::size_t count = 0;
    friend bool operator==(const LabelCount&, const LabelCount&) = default;
};

/// classify::tabulate: one table's tag counts and the pairwise co-occurrences
/// of its tags within a run, keyed "a & b" (a before b in first-seen order).
struct Table {
    std::string name;
    std::vector<LabelCount> tags;
    std::vector<LabelCount> intersections;
};

/// classify::cover: a label's minimum share of the checks, in percent.
struct Requirement {
    std::string label;
    double min_percent = 0;
};

/// What targeted search did for one label.
struct TargetOutcome {
    std::string label;
    std::string direction;  // "maximize" or "minimize"
    std::optional<double> best;
    std::size_t improvements = 0;
    std::size_t recalled = 0;  // entries recalled from the corpus's search document
};

struct SearchReport {
    /// Search-phase runs executed.
    std::size_t evaluations = 0;
    std::vector<TargetOutcome> targets;
};

struct RunStatistics {
    std::size_t attempts = 0;
    std::size_t discards = 0;
    std::size_t skips = 0;
    std::size_t checks = 0;
    /// classify labels over the checks (a label counts at most once per run).
    std::vector<LabelCount> classifications;
    std::vector<Requirement> requirements;
    std::vector<Table> tables;
    /// Coverage was judged (only after a completed check loop).
    bool coverage_assessed = false;
    /// Exhaustive mode: the number of inputs walked, or why it declined.
    std::optional<std::uint64_t> domain_size;
    std::string exhaustive_declined;
    /// Present when the body targeted something.
    std::optional<SearchReport> search;
    /// What the layers built on the engine recorded over the checks, one per
    /// layer in first-recorded order (a state machine's commands:
    /// falsify::command_statistics(result)).
    std::vector<std::shared_ptr<const StatisticsExtension>> extensions;
    /// What the regression corpus could not do in this run (`recall: <why>`):
    /// a pass with a corpus that could not be read replayed none of its
    /// recorded failures, and the faces say so in the framework's log.
    std::vector<std::string> corpus_failures;

    /// The extension of type T, or null when no run recorded one.
    template <class T>
    const T* extension() const noexcept;
};

class Result {
public:
    // Constructors and special members out of line: a file that checks a property
    // and drops its Result compiles one call, not the copies and destructors of
    // every statistic and report.
    Result(Outcome outcome, std::string message, RunStatistics statistics);
    Result(Outcome outcome, std::string message, RunStatistics statistics, std::optional<CounterExample> counter_example);
    Result(const Result&);
    Result(Result&&) noexcept;
    Result& operator=(const Result&);
    Result& operator=(Result&&) noexcept;
    ~Result();

    Outcome outcome() const noexcept { return outcome_; }
    bool passed() const noexcept { return outcome_ == Outcome::Passed; }
    /// The full report of a failing outcome (empty for Passed).
    const std::string& message() const noexcept { return message_; }
    const RunStatistics& statistics() const noexcept { return statistics_; }
    const std::optional<CounterExample>& counter_example() const noexcept { return counter_example_; }
    /// The seed the random phase used (also for passing runs).
    std::uint64_t seed() const noexcept { return seed_; }

    /// The shrunk counterexample's parameters as values, one type per
    /// parameter in order:
    ///     const auto [v, n] = result.shrunk_values<std::vector<int>, int>();
    /// std::invalid_argument when the count or a type differs (naming the
    /// parameter and both types); std::logic_error when the result holds no
    /// counterexample (it passed, or gave up). In-body draws are not parameters.
    template <class... Ts>
    std::tuple<Ts...> shrunk_values() const;
    /// The same for the input as first found, before shrinking.
    template <class... Ts>
    std::tuple<Ts...> original_values() const;

private:
    // Read-only to users: the engine and the adapters that fill a Result, or
    // re-run its input, go through detail::ResultAccess.
    friend struct detail::ResultAccess;

    Outcome outcome_;
    std::string message_;
    RunStatistics statistics_;
    std::optional<CounterExample> counter_example_;
    std::uint64_t seed_ = 0;
    std::vector<std::shared_ptr<const detail::TreeNode>> shrunk_input_;
    std::vector<std::shared_ptr<const detail::TreeNode>> original_input_;

    /// Refuses (std::invalid_argument) types whose count or kinds differ from
    /// the input's, naming the parameter and both types; std::logic_error when
    /// there is no counterexample.
    void check_types(const std::vector<std::shared_ptr<const detail::TreeNode>>& input, const std::vector<const std::type_info*>& wanted,
                     const char* accessor) const;
    template <class... Ts, std::size_t... I>
    std::tuple<Ts...> values_of(const std::vector<std::shared_ptr<const detail::TreeNode>>& input, const char* accessor,
                                std::index_sequence<I...>) const;
};

/// The falsification report of a counterexample, exactly as printed.
std::string falsification_message(const CounterExample& counter_example);

/// What the adapters print after a pass with labels:
/// `Property "{name}" distribution: {label} {pct}% ({count}/{checks}), ...`,
/// by count, most frequent first; empty when no label was counted.
std::string distribution_line(const std::string& name, const RunStatistics& statistics);

/// `Property "{name}" discarded {d} of {attempts} attempt(s) ({pct}%); consider
/// narrowing the generators` when more than 90% of the attempts were
/// discarded; empty otherwise.
std::string discard_warning(const std::string& name, const RunStatistics& statistics);

}  // namespace falsify

// The definitions of the templates and inline functions declared above.
#include <falsify/impl/result.hpp>
