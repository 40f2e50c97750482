#pragma once
// PropertyDefinition: a property as the runner sees it, with its parameters
// type-erased. Most users build one through falsify::property() or the
// Boost.Test macro rather than by hand.
#include <falsify/config.hpp>
#include <falsify/data.hpp>
#include <falsify/detail/any_tree.hpp>
#include <falsify/random.hpp>
#include <falsify/result.hpp>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace falsify {

class Corpus;

struct Parameter {
    std::string name;
    std::function<detail::AnyTree(Random&)> generate;
    /// Rebuilds a value of the parameter's type from stored data (a recorded
    /// regression), as a tree with no candidates; null when the type has no codec.
    std::optional<detail::AnyTree> (*decode)(const Data&) = nullptr;
    /// The generator's finite domain for exhaustive mode: its size, and the
    /// input at an index as a tree. Both empty when the domain is not finite.
    std::function<std::optional<std::uint64_t>()> domain_size;
    std::function<detail::AnyTree(std::uint64_t)> domain_at;
};

/// Lifecycle events, carrying engine data only; adapters decide what to print.
/// Listeners are called in registration order; an exception a listener throws
/// is not caught (it aborts the run). Flaky replays and shrink trials of a
/// path replay's failed step emit nothing beyond what is listed.
struct Event {
    enum class Kind {
        PropertyStarted,   // seed, runs
        ExampleStarted,    // index (1-based), arguments
        ExampleFinished,   // index, arguments, failure (when it failed)
        RunStarted,        // attempt, arguments
        RunPassed,         // attempt, arguments, draws, labels, elapsed_ns
        RunDiscarded,      // attempt, arguments, draws, skipped, skip_reason
        RunFailed,         // attempt, arguments, draws, failure, elapsed_ns
        ShrinkTried,       // parameter, candidate, accepted
        ShrinkAccepted,    // step (1-based), parameter, before, after
        TargetImproved,    // label, direction, score, previous, arguments (either phase)
        PropertyFinished,  // failure (outcome + message), statistics (outcomes that carry them)
        CorpusReplayed,    // is_values, arguments (values entries), seed
        CorpusPruned,      // is_values, seed
        CorpusStored,      // counter_example; only once the entry is stored
        CorpusFailed,      // operation ("recall", "remember", "prune", "replay", "recallTargets", "rememberTargets"), failure
    };
    Event(Kind kind, std::string property_id) : kind(kind), property_id(std::move(property_id)) {}

    Kind kind;
    std::string property_id;
    std::size_t runs = 0;          // PropertyStarted: the successful runs asked for
    std::size_t index = 0;         // ExampleStarted / ExampleFinished (1-based)
    std::size_t attempt = 0;       // RunStarted / RunPassed / RunDiscarded / RunFailed (1-based, search runs continue the count)
    std::size_t step = 0;          // ShrinkAccepted (1-based)
    std::string parameter;         // ShrinkTried / ShrinkAccepted: a parameter name or draw#N
    std::string before, after;     // ShrinkAccepted
    std::string candidate;         // ShrinkTried
    bool accepted = false;         // ShrinkTried
    std::vector<Argument> arguments;
    std::vector<Argument> draws;   // RunPassed / RunDiscarded / RunFailed: the in-body draws, draw#1, ...
    std::vector<std::string> labels;  // RunPassed: the classify labels of the run, each once
    std::uint64_t elapsed_ns = 0;  // RunPassed / RunFailed
    bool skipped = false;          // RunDiscarded: an environment skip (FALSIFY_SKIP) rather than an assumption
    std::string skip_reason;       // RunDiscarded: what FALSIFY_SKIP said, when skipped
    std::string label;             // TargetImproved
    std::string direction;         // TargetImproved: "maximize" or "minimize"
    double score = 0;              // TargetImproved
    std::optional<double> previous;  // TargetImproved: the best before, none for the first score
    std::uint64_t seed = 0;        // PropertyStarted / CorpusReplayed / CorpusPruned
    bool is_values = false;        // CorpusReplayed / CorpusPruned: a values entry rather than a seed entry
    std::string operation;         // CorpusFailed
    /// CorpusFailed: what the corpus raised; RunFailed / ExampleFinished: the
    /// body's failure; PropertyFinished: the outcome's name and message (none when passed).
    std::optional<Failure> failure;
    std::optional<CounterExample> counter_example;  // CorpusStored
    std::optional<RunStatistics> statistics;        // PropertyFinished: Passed, CoverageFailed, GaveUp, TimeBudgetExceeded
};

using Listener = std::function<void(const Event&)>;

struct PropertyDefinition {
    PropertyDefinition();
    PropertyDefinition(const PropertyDefinition&);
    PropertyDefinition(PropertyDefinition&&) noexcept;
    PropertyDefinition& operator=(const PropertyDefinition&);
    PropertyDefinition& operator=(PropertyDefinition&&) noexcept;
    ~PropertyDefinition();

    /// Keys the property (derandomized seeds, the regression corpus).
    std::string id;
    /// Shown in messages.
    std::string name;
    /// The source file of the body: an assertion raised in it identifies a failure by its line.
    std::string file;
    std::vector<Parameter> parameters;
    std::function<void(const std::vector<detail::AnyTree>&)> body;
    /// Explicit examples, run first and never shrunk.
    std::vector<std::vector<detail::AnyTree>> examples;
    Config config;
    std::vector<Listener> listeners;
    /// Where falsifications are remembered and replayed from (none by default).
    std::shared_ptr<Corpus> corpus;
    /// Replay the corpus before the random phase (Phase::Corpus). Adapters turn
    /// it off for a property that pins its own seed. A falsification is
    /// recorded either way.
    bool replay_regressions = true;
};

/// Runs a property to its verdict. Throws std::invalid_argument for an invalid
/// definition or configuration; never prints.
Result run(const PropertyDefinition& definition);

}  // namespace falsify
