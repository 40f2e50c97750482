#pragma once
// The lifecycle events a property run emits to its listeners: a std::variant
// of typed events, each carrying exactly the fields that hold for it. A
// listener visits the alternatives it cares about:
//
//     [](const falsify::Event& e) {
//         if (const auto* failed = std::get_if<falsify::event::RunFailed>(&e))
//             std::cerr << failed->failure.message << '\n';
//     }
//
// Events carry engine data only; adapters decide what to print.
#include <falsify/result.hpp>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace falsify {
namespace event {

/// What every event carries: the id of the property it is about.
struct Base {
    std::string property_id;
};

struct PropertyStarted : Base {
    std::uint64_t seed = 0;
    /// The successful runs asked for.
    std::size_t runs = 0;
};

struct ExampleStarted : Base {
    std::size_t index = 0;  // 1-based
    std::vector<Argument> arguments;
};

struct ExampleFinished : Base {
    std::size_t index = 0;  // 1-based
    std::vector<Argument> arguments;
    /// The body's failure, none when the example passed or was discarded.
    std::optional<Failure> failure;
};

struct RunStarted : Base {
    std::size_t attempt = 0;  // 1-based; search runs continue the count
    std::vector<Argument> arguments;
};

/// What every ended run carries; RunPassed, RunDiscarded and RunFailed add to it.
struct RunEnded : Base {
    std::size_t attempt = 0;
    std::vector<Argument> arguments;
    /// The run's in-body draws: draw#1, draw#2, ...
    std::vector<Argument> draws;
    std::uint64_t elapsed_ns = 0;
};

struct RunPassed : RunEnded {
    /// The run's classify labels, each once.
    std::vector<std::string> labels;
};

struct RunDiscarded : RunEnded {
    /// An environment skip (FALSIFY_SKIP) rather than an assumption.
    bool skipped = false;
    /// What FALSIFY_SKIP said, when skipped.
    std::string skip_reason;
};

struct RunFailed : RunEnded {
    Failure failure;
    /// Where the failed assertion is, as `file:line`, when it is in the property's own file.
    std::string location;
    /// What the body noted (falsify::note) in this run.
    std::vector<Argument> notes;
};

struct ShrinkTried : Base {
    /// A parameter name, draw#N, or a group of them joined by '+'.
    std::string parameter;
    std::string candidate;
    bool accepted = false;
};

struct ShrinkAccepted : Base {
    std::size_t step = 0;  // 1-based
    std::string parameter;
    std::string before;
    std::string after;
    /// The whole input after the step, parameters then draws (draw#1, ...): a
    /// move over several parameters ("a+b") names no one parameter to update.
    std::vector<Argument> arguments;
};

/// A better score for a target, in either the random or the search phase.
struct TargetImproved : Base {
    std::string label;
    std::string direction;  // "maximize" or "minimize"
    double score = 0;
    /// The best before, none for the first score.
    std::optional<double> previous;
    std::vector<Argument> arguments;
};

struct PropertyFinished : Base {
    /// The outcome's name and message, none when the property passed.
    std::optional<Failure> failure;
    /// The run's seed, and the counterexample when there is one (its path, its shrunk input).
    std::uint64_t seed = 0;
    std::optional<CounterExample> counter_example;
    /// For the outcomes that carry them: Passed, CoverageFailed, GaveUp, TimeBudgetExceeded.
    std::optional<RunStatistics> statistics;
};

struct CorpusReplayed : Base {
    /// A values entry rather than a seed entry.
    bool is_values = false;
    std::uint64_t seed = 0;
    /// The recorded input, for a values entry.
    std::vector<Argument> arguments;
};

struct CorpusPruned : Base {
    bool is_values = false;
    std::uint64_t seed = 0;
};

/// Emitted only once the entry is stored.
struct CorpusStored : Base {
    CounterExample counter_example;
};

struct CorpusFailed : Base {
    /// "recall", "remember", "prune", "replay", "recallTargets" or "rememberTargets".
    std::string operation;
    /// What the corpus raised.
    Failure failure;
};

}  // namespace event

using Event = std::variant<event::PropertyStarted, event::ExampleStarted, event::ExampleFinished, event::RunStarted,
                           event::RunPassed, event::RunDiscarded, event::RunFailed, event::ShrinkTried, event::ShrinkAccepted,
                           event::TargetImproved, event::PropertyFinished, event::CorpusReplayed, event::CorpusPruned,
                           event::CorpusStored, event::CorpusFailed>;

/// Where a long run is, for a person watching it: given to
/// PropertyDefinition::progress at most once per Config::progress_ms while the
/// random phase runs, never rendering an input (so that it costs nothing but a
/// clock read now and then).
struct Progress {
    std::size_t attempts = 0;
    std::size_t passed = 0;
    std::size_t discarded = 0;
    /// The successful runs to reach.
    std::size_t runs = 0;
    double elapsed_ms = 0;
    /// The random phase's time budget (Config::budget_ms), none when it has none.
    std::optional<std::uint64_t> budget_ms;
};

/// Called in registration order; an exception a listener throws is not caught
/// (it aborts the run). Flaky replays and shrink trials of a path replay's
/// failed step emit nothing beyond what the event types describe.
using Listener = std::function<void(const Event&)>;

/// The property an event is about.
const std::string& property_id(const Event& event) noexcept;

/// The event's type name without its namespace ("RunFailed"), for logs.
std::string_view event_name(const Event& event) noexcept;

}  // namespace falsify
