#pragma once
// Aggregating one run's classify calls into the property's statistics.
#include <falsify/result.hpp>

#include "engine/draw_context.hpp"

#include <string>

namespace falsify::detail {

/// Counts a passing run's labels and table tags, and merges its cover thresholds (the last one wins).
void count_observations(RunStatistics& statistics, const Observations& observed);

/// `Property "{name}" coverage not met: "{label}" {pct}% < required {min}% ({count}/{checks})`,
/// unmet labels joined with "; "; empty when every requirement is met.
std::string coverage_message(const std::string& name, const RunStatistics& statistics);

}  // namespace falsify::detail
