#pragma once
// The observation files (observations.cpp) as the rest of the harness reaches
// them: a line written beside the listener's, under the same bound and the
// same once-said errors, and a switch that ends observing in a process.
#include <falsify/data.hpp>

#include <string>

namespace falsify::harness {

/// Appends `line` (a JSON object) to `file`, then flushes the file.
void append_observation(const std::string& file, const Data& line);

/// Observation listeners write nothing more in this process: a campaign's
/// worker, after its fork, whose thousands of seeds a second would each be a
/// property run in the file (and would bury the campaign's own lines).
void stop_observing_in_this_process();

}  // namespace falsify::harness
