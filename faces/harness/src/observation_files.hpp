#pragma once
// The observation files (observations.cpp) as the rest of the harness reaches
// them: a line written beside the listeners', under the same bound and the
// same once-said errors, and the listeners known among a property's.
#include <falsify/data.hpp>
#include <falsify/event.hpp>

#include <string>

namespace falsify::harness {

/// Appends `line` (a JSON object) to `file`, then flushes the file.
void append_observation(const std::string& file, const Data& line);

/// `listener` is one observation_listener made: a campaign's worker drops it,
/// since its thousands of seeds a second would each be a property run in the
/// file (burying the campaign's own lines), and since any listener at all
/// makes the runner render every run's arguments.
bool is_observation_listener(const Listener& listener);

}  // namespace falsify::harness
