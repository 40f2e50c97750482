#pragma once
// What a state-machine or rule property's commands did over its checks:
// counts and run times per kind of command, and the lengths of the sequences.
// StateMachine::check and the rule runner record them inside a property run;
// the test-framework faces print them after a pass under PROPERTY_VERBOSE=1.
#include <falsify/result.hpp>
#include <falsify/statistics_extension.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace falsify {

/// What one kind of command (a Command class, a rule) of a state-machine
/// property did over the checks.
struct CommandCount {
    /// The command's class name ("Push"), or the rule's name.
    std::string kind;
    /// In the sequences checked.
    std::size_t generated = 0;
    /// Run against the system.
    std::size_t executed = 0;
    /// Declared (a rule of the machine) but never generated: when its turn
    /// could come, its precondition did not hold or a bundle it takes from was empty.
    /// (Counted for rules, which a machine declares up front; a Command class
    /// that is never generated is not known to exist.)
    /// Passed over when their turn came: a precondition did not hold.
    std::size_t skipped = 0;
    /// The executed ones' run time, in all.
    std::uint64_t elapsed_ns = 0;
    friend bool operator==(const CommandCount&, const CommandCount&) = default;
};

struct CommandStatistics final : StatisticsExtension {
    /// Per kind, in first-seen order.
    std::vector<CommandCount> commands;
    /// The lengths of the command sequences checked: {length, checks}, by length.
    std::vector<std::pair<std::size_t, std::size_t>> sequence_lengths;

    /// command_statistics_lines(name, *this).
    std::string verbose_lines(const std::string& name) const override;
    /// A line for each command or rule that never ran over the checks, saying
    /// why and what to change.
    std::string warning_lines(const std::string& name) const override;
    /// `commands`: {kind: {generated, executed, skipped}}, and `sequence_lengths`:
    /// [[length, checks], ...] (docs/observability.md).
    Data observed() const override;
};

/// The commands of a property's passing runs; null when none ran a command
/// sequence (a property that is not a state machine's, or one that failed at once).
const CommandStatistics* command_statistics(const Result& result) noexcept;

/// What `PROPERTY_VERBOSE=1` prints after a state-machine property passes, a line each:
/// `Property "{name}" commands: {kind} {generated} generated, {executed} executed,
/// {skipped} skipped, mean {time}; ...` and `Property "{name}" sequence lengths:
/// {lo}-{hi} {pct}% ({count}/{checks}), ...` (lengths in up to ten bands); empty
/// when no command was recorded.
std::string command_statistics_lines(const std::string& name, const CommandStatistics& statistics);

}  // namespace falsify
