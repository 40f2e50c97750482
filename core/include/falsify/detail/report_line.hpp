#pragma once
// The layout of every labelled line of a report ("  Failure:  ...",
// "  Replay:   ..."), owned here: the engine's reports, the regression draft and
// the faces' Replay: line are all laid out by these functions.
#include <cstddef>
#include <string>
#include <string_view>

namespace falsify::detail {

/// A label ("Shrunk:") is indented by two spaces and padded to this width, so
/// that every value starts in column 13.
inline constexpr std::size_t report_label_width = 10;

/// How the further lines of a multi-line value are laid out.
enum class Continuation {
    /// Each further line starts in the values' column (a test framework's
    /// assertion message, an exception's, stays in its column).
    InColumn,
    /// As written: further lines start in column 1 (the first lines of an
    /// example's or a regression's report, and the note of a stopped shrink).
    AsWritten,
};

/// Appends "\n  Label:   value" to `out`: the label padded to
/// report_label_width, the value laid out as `continuation` says. An empty
/// label continues the line above on a line of its own, in the values' column.
void append_report_line(std::string& out, std::string_view label, std::string_view value,
                        Continuation continuation = Continuation::InColumn);

/// The same line, alone.
std::string report_line(std::string_view label, std::string_view value, Continuation continuation = Continuation::InColumn);

}  // namespace falsify::detail
