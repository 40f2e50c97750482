#pragma once
// One property run's observations gathered into what the page shows: its
// verdict and totals, its counterexample, what its parameters and labels were
// over the cases, what its commands did and how its shrinking went.
#include "observation_file.hpp"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace falsify::report_page {

/// One parameter's (or draw's) values over the cases that were not shrink steps.
struct ParameterSummary {
    std::string name;
    /// True when every value was a number: `samples` are the values; otherwise their sizes.
    bool numeric = true;
    std::vector<double> samples;
};

/// One parameter over the shrink steps. Its size is the magnitude of a number,
/// else the characters shown: a step that simplifies a value inside a container
/// shrinks it as surely as one that removes an element, and a number's
/// characters often stay the same while it halves.
struct ShrinkSeries {
    std::string name;
    /// Step 0 is the input as found.
    std::vector<double> sizes;
};

struct LabelSummary {
    std::string label;
    /// Passing cases that carried the label.
    std::size_t count = 0;
    /// The share a `cover` asked for, when the totals line names one.
    std::optional<double> required_percent;
};

/// A state machine's command or rule over the passing sequences.
struct CommandSummary {
    std::string kind;
    std::int64_t generated = 0;
    std::int64_t executed = 0;
    /// Passed over when its turn came: its precondition did not hold.
    std::int64_t skipped = 0;
};

struct PropertySummary {
    std::string property;
    double run_start = 0;
    /// Where its first line is ("FILE:LINE").
    std::string where;

    /// From the totals (`info`) line (a falsification's has no counts: those
    /// are counted from its cases); `finished` is false when there was none
    /// (a run cut short, or a file still being written).
    bool finished = false;
    std::string outcome;
    std::optional<std::uint64_t> seed;
    std::optional<std::int64_t> attempts, passed, discarded, skipped;

    /// Test-case lines by status, and by how_generated in first-seen order.
    std::size_t cases = 0, cases_passed = 0, cases_failed = 0, cases_gave_up = 0;
    std::vector<std::pair<std::string, std::size_t>> how_generated;

    /// The first failing case that was not a shrink step: why it failed, and where.
    std::string failure_reason, failure_location, first_failing_input;
    /// The shrunk counterexample, from the totals line.
    std::vector<std::pair<std::string, std::string>> shrunk;
    std::string replay_path;
    std::optional<std::int64_t> shrink_steps;
    /// The shrink trajectory, a series per parameter: its size in the first
    /// failing input, then after each accepted shrink step (empty when nothing shrank).
    std::vector<ShrinkSeries> shrink_trajectory;
    /// Accepted shrink steps observed.
    std::size_t shrink_steps_observed = 0;

    std::vector<ParameterSummary> parameters;
    std::vector<LabelSummary> labels;
    std::vector<CommandSummary> commands;
    /// {length, sequences}, by length.
    std::vector<std::pair<std::size_t, std::size_t>> sequence_lengths;
    /// Each target's best score.
    std::vector<std::pair<std::string, double>> targets;

    bool failed() const { return finished ? outcome != "Passed" : cases_failed > 0; }
};

/// The runs in `observations`, one per property and run_start, in first-seen
/// order. Throws InputError (naming the line) for a totals line whose fields
/// are not of the types the format gives them.
std::vector<PropertySummary> summarize(const std::vector<Observation>& observations);

}  // namespace falsify::report_page
