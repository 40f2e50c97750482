// Bar and step charts as SVG text.
#include "svg_chart.hpp"

#include "html_text.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <set>

namespace falsify::report_page {

namespace {

constexpr int width = 420, height = 150, left = 40, bottom = 28, top = 10;

constexpr const char* palette[] = {"#c62828", "#1565c0", "#2e7d32", "#6a1b9a", "#ef6c00", "#00838f"};

std::string number(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f", value);
    return text;
}

std::string svg_open(const std::string& what) {
    return "<svg class=\"chart\" role=\"img\" aria-label=\"" + escaped(what) + "\" viewBox=\"0 0 " + std::to_string(width) + " " +
           std::to_string(height) + "\" width=\"" + std::to_string(width) + "\" height=\"" + std::to_string(height) + "\">";
}

/// The y axis: a line, 0 at its foot and `most` at its head.
std::string y_axis(double most, const char* unit = "") {
    const int foot = height - bottom;
    return "<line class=\"axis\" x1=\"" + std::to_string(left) + "\" y1=\"" + std::to_string(top) + "\" x2=\"" + std::to_string(left) +
           "\" y2=\"" + std::to_string(foot) + "\"/><line class=\"axis\" x1=\"" + std::to_string(left) + "\" y1=\"" + std::to_string(foot) +
           "\" x2=\"" + std::to_string(width) + "\" y2=\"" + std::to_string(foot) + "\"/>" + "<text x=\"" + std::to_string(left - 4) +
           "\" y=\"" + std::to_string(top + 8) + "\" text-anchor=\"end\">" + escaped(shown_decimal(most)) + unit + "</text><text x=\"" +
           std::to_string(left - 4) + "\" y=\"" + std::to_string(foot) + "\" text-anchor=\"end\">0</text>";
}

std::string x_title_text(const std::string& title) {
    return "<text x=\"" + std::to_string((left + width) / 2) + "\" y=\"" + std::to_string(height - 2) + "\" text-anchor=\"middle\">" +
           escaped(title) + "</text>";
}

}  // namespace

std::vector<Bar> histogram(const std::vector<double>& samples) {
    if (samples.empty()) return {};
    const std::set<double> distinct(samples.begin(), samples.end());
    std::vector<Bar> bars;
    if (distinct.size() <= 24) {
        for (const double value : distinct)
            bars.push_back({shown_decimal(value), static_cast<double>(std::count(samples.begin(), samples.end(), value))});
        return bars;
    }
    constexpr int bins = 20;
    const double lo = *distinct.begin(), hi = *distinct.rbegin();
    const double step = (hi - lo) / bins;
    for (int i = 0; i < bins; ++i) bars.push_back({shown_decimal(lo + step * i) + " to " + shown_decimal(lo + step * (i + 1)), 0});
    for (const double value : samples) {
        // The top of the range belongs to the last bin; a range too wide for a double
        // (an infinite step, a NaN position) must not make the cast below undefined.
        double position = (value - lo) / step;
        if (!(position >= 0)) position = 0;
        const int bin = static_cast<int>(std::min(position, static_cast<double>(bins - 1)));
        bars[static_cast<std::size_t>(bin)].value += 1;
    }
    return bars;
}

std::string bar_chart(const std::vector<Bar>& bars, const std::string& x_title) {
    std::string svg = svg_open(x_title);
    double most = 0;
    for (const Bar& bar : bars) most = std::max(most, bar.value);
    svg += y_axis(most);
    const double slot = bars.empty() ? 0 : static_cast<double>(width - left - 4) / static_cast<double>(bars.size());
    const double plot = height - bottom - top;
    // Labels under every bar only while they fit; otherwise the first and last, and the tooltips.
    const bool every_label = slot >= 28;
    for (std::size_t i = 0; i < bars.size(); ++i) {
        const double h = most == 0 ? 0 : plot * bars[i].value / most;
        const double x = left + 2 + slot * static_cast<double>(i);
        svg += "<rect class=\"bar\" x=\"" + number(x + slot * 0.1) + "\" y=\"" + number(height - bottom - h) + "\" width=\"" +
               number(slot * 0.8) + "\" height=\"" + number(h) + "\"><title>" + escaped(bars[i].label) + ": " +
               escaped(shown_decimal(bars[i].value)) + "</title></rect>";
        if (every_label || i == 0 || i + 1 == bars.size())
            svg += "<text x=\"" + number(x + slot / 2) + "\" y=\"" + std::to_string(height - bottom + 11) + "\" text-anchor=\"middle\">" +
                   escaped(bars[i].label.size() > 12 ? bars[i].label.substr(0, 11) + "…" : bars[i].label) + "</text>";
    }
    return svg + x_title_text(x_title) + "</svg>";
}

std::string step_chart(const std::vector<Line>& lines) {
    std::string svg = svg_open("each parameter's size per accepted shrink step");
    std::size_t steps = 0;
    for (const Line& line : lines) steps = std::max(steps, line.values.size());
    svg += y_axis(100, "%");  // of each line's largest
    const double plot = height - bottom - top;
    const double stride = steps < 2 ? 0 : static_cast<double>(width - left - 12) / static_cast<double>(steps - 1);
    for (std::size_t n = 0; n < lines.size(); ++n) {
        const Line& line = lines[n];
        const std::string colour = palette[n % std::size(palette)];
        const double most = line.values.empty() ? 0 : *std::max_element(line.values.begin(), line.values.end());
        std::string points, dots;
        for (std::size_t i = 0; i < line.values.size(); ++i) {
            const double x = left + 6 + stride * static_cast<double>(i);
            const double y = height - bottom - (most == 0 ? 0 : plot * line.values[i] / most);
            points += number(x) + "," + number(y) + " ";
            dots += "<circle cx=\"" + number(x) + "\" cy=\"" + number(y) + "\" r=\"2.5\" fill=\"" + colour + "\"><title>" + escaped(line.name) +
                    ", " + (i == 0 ? std::string("as found") : "step " + std::to_string(i)) + ": " + escaped(shown_decimal(line.values[i])) +
                    "</title></circle>";
        }
        // The line first, so that the dots (and their tooltips) lie on top of it.
        svg += "<polyline class=\"trajectory\" stroke=\"" + colour + "\" points=\"" + points + "\"/>" + dots;
        svg += "<text x=\"" + std::to_string(width - 4) + "\" y=\"" + std::to_string(top + 10 + 11 * static_cast<int>(n)) +
               "\" text-anchor=\"end\" fill=\"" + colour + "\">" + escaped(line.name) + "</text>";
    }
    return svg + x_title_text("accepted shrink step (0: as found; " + std::to_string(steps == 0 ? 0 : steps - 1) + " steps)") + "</svg>";
}

std::string time_chart(const std::vector<TimeSeries>& series, const std::string& what) {
    constexpr std::size_t legend_lines = 8, thinned = 300;
    std::string svg = svg_open(what);
    double most = 0, latest = 0;
    for (const TimeSeries& one : series)
        for (const auto& [at, value] : one.points) {
            most = std::max(most, value);
            latest = std::max(latest, at);
        }
    svg += y_axis(most);
    const double plot = height - bottom - top, span = width - left - 12;
    for (std::size_t n = 0; n < series.size(); ++n) {
        const TimeSeries& one = series[n];
        const std::string colour = palette[n % std::size(palette)];
        const std::size_t stride = one.points.size() / thinned + 1;
        // Dots (each a tooltip) only while they are few enough to tell apart.
        const bool dotted = one.points.size() <= 60;
        std::string points, dots;
        for (std::size_t i = 0; i < one.points.size(); ++i) {
            if (i % stride != 0 && i + 1 != one.points.size()) continue;
            const auto [at, value] = one.points[i];
            const double x = left + 6 + (latest == 0 ? 0 : span * at / latest);
            const double y = height - bottom - (most == 0 ? 0 : plot * value / most);
            points += number(x) + "," + number(y) + " ";
            if (dotted)
                dots += "<circle cx=\"" + number(x) + "\" cy=\"" + number(y) + "\" r=\"2\" fill=\"" + colour + "\"><title>" + escaped(one.name) +
                        ", " + escaped(shown_decimal(at)) + " s: " + escaped(shown_decimal(value)) + "</title></circle>";
        }
        const std::string last = one.points.empty() ? "no sample" : escaped(shown_decimal(one.points.back().second)) + " at " +
                                                                        escaped(shown_decimal(one.points.back().first)) + " s";
        svg += "<polyline class=\"series\" data-series=\"" + escaped(one.name) + "\" stroke=\"" + colour + "\" points=\"" + points +
               "\"><title>" + escaped(one.name) + ": " + last + "</title></polyline>" + dots;
        // Top left, where totals that only grow leave room.
        const std::string legend_at = "<text x=\"" + std::to_string(left + 8) + "\" y=\"" + std::to_string(top + 10 + 11 * static_cast<int>(n)) + "\"";
        if (n < legend_lines || (n == legend_lines && series.size() == legend_lines + 1))
            svg += legend_at + " fill=\"" + colour + "\">" + escaped(one.name) + "</text>";
        else if (n == legend_lines)
            svg += legend_at + ">and " + std::to_string(series.size() - legend_lines) + " more</text>";
    }
    return svg + x_title_text("seconds since the start (" + shown_decimal(latest) + " s)") + "</svg>";
}

}  // namespace falsify::report_page
