#pragma once
// Charts drawn as inline SVG when the page is written, so that the page shows
// them with no script and no network: bar charts (histograms, counts), the
// shrink trajectory and a campaign's workers over time.
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

namespace falsify::report_page {

struct Bar {
    /// Under the bar (may be left out when bars are many: the tooltip says it).
    std::string label;
    double value = 0;
};

/// The bars of `samples`: a bar per value when they are at most 24 distinct
/// values, else 20 bins of equal width over their range.
std::vector<Bar> histogram(const std::vector<double>& samples);

/// A bar chart, bar heights to scale, each bar's label and value in its tooltip.
std::string bar_chart(const std::vector<Bar>& bars, const std::string& x_title);

/// A line over steps 0, 1, ...
struct Line {
    std::string name;
    std::vector<double> values;
};

/// Lines over steps (a shrink trajectory: step 0 as found, then each accepted
/// step), each drawn as a share of its own largest value so that a parameter of
/// millions and one of a few characters fall side by side; a legend names them.
std::string step_chart(const std::vector<Line>& lines);

/// A line through {seconds, value} points, in time order.
struct TimeSeries {
    std::string name;
    std::vector<std::pair<double, double>> points;
};

/// Series over time on one scale, 0 to the largest value (unlike step_chart:
/// a campaign's workers do the same work, and which did more is the point),
/// from the start to the latest point. Each polyline is `data-series` its name;
/// a legend names the first 8. A series of hundreds of points is thinned to
/// some 300 (its last kept), so that a day's campaign draws as quickly as a minute's.
std::string time_chart(const std::vector<TimeSeries>& series, const std::string& what);

}  // namespace falsify::report_page
