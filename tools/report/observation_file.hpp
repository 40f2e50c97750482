#pragma once
// Observation files (PROPERTY_OBSERVE, docs/observability.md) read into typed
// lines: one JSON object a line, in Hypothesis's observability format. A line
// that is not what the format says is an error that names its file and line,
// never a page drawn from half an input.
#include <falsify/data.hpp>

#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace falsify::report_page {

/// An input the report cannot be drawn from; what() is "FILE:LINE: what was wrong".
class InputError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// A `test_case` line's fields that the report shows.
struct TestCase {
    std::string status;  // passed, failed or gave_up
    std::string status_reason;
    std::string representation;
    std::string how_generated;
    /// Each parameter or draw by name, as its shown value (a non-string value as its JSON text).
    std::vector<std::pair<std::string, std::string>> arguments;
    /// The classify labels (the keys of `features`).
    std::vector<std::string> features;
    /// `metadata.status_reason_location`, when a failure has one.
    std::string location;
};

struct Observation {
    /// "FILE:LINE", for the errors the later steps find in it.
    std::string where;
    std::string type;  // test_case, info, or another type the format allows (kept, not shown)
    /// For an info line: its `title` ("falsify: property totals", "falsify: campaign progress"; empty when it has none).
    std::string title;
    std::string property;
    double run_start = 0;
    /// For a test_case line.
    TestCase test_case;
    /// For an info line: its `content` (a property's totals, when falsify wrote it).
    Data content;
};

/// Throws InputError("WHERE: WHAT").
[[noreturn]] void throw_input_error(const std::string& where, const std::string& what);

/// Parses one line (without its newline); `where` names it in errors.
Observation parse_observation(const std::string& line, const std::string& where);

/// Every observation of the file at `path`, in order, blank lines skipped.
/// Throws InputError when the file cannot be read or a line is malformed.
std::vector<Observation> read_observation_file(const std::string& path);

}  // namespace falsify::report_page
