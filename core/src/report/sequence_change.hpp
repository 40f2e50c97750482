#pragma once
// How a command sequence changed, said in a line: shrinking mostly removes
// steps and lowers arguments, and both sequences in full hide which.
#include <optional>
#include <string>

namespace falsify::detail {

/// `6 steps -> 5: removed step 5 push(value: 2); step 1 push(value: 1 -> 0)`
/// when `before` and `after` render command sequences (lists whose every
/// element is a call, `name(...)` or `vN = name(...)`) and the line is shorter
/// than the two in full; nullopt otherwise. Step numbers are the original's.
std::optional<std::string> sequence_change(const std::string& before, const std::string& after);

}  // namespace falsify::detail
