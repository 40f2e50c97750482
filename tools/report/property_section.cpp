// The HTML of one property run's section.
#include "property_section.hpp"

#include "html_text.hpp"
#include "svg_chart.hpp"

namespace falsify::report_page {

namespace {

std::string cell(const std::string& text) { return "<td>" + escaped(text) + "</td>"; }
std::string number_cell(double value) { return "<td class=\"num\">" + escaped(shown_decimal(value)) + "</td>"; }

template <class T>
std::string optional_number(const std::optional<T>& value) {
    return value ? shown_decimal(static_cast<double>(*value)) : "-";
}

std::string totals(const PropertySummary& s) {
    std::string html = "<table class=\"totals\"><tr><th>runs passed</th><th>discarded</th><th>skipped</th><th>attempts</th><th>seed</th>"
                       "<th>cases observed</th><th>how generated</th></tr><tr>";
    html += "<td class=\"num\" data-field=\"passed\">" + optional_number(s.passed) + "</td>";
    html += "<td class=\"num\" data-field=\"discarded\">" + optional_number(s.discarded) + "</td>";
    html += "<td class=\"num\" data-field=\"skipped\">" + optional_number(s.skipped) + "</td>";
    html += "<td class=\"num\" data-field=\"attempts\">" + optional_number(s.attempts) + "</td>";
    html += cell(s.seed ? std::to_string(*s.seed) : "-");
    html += "<td class=\"num\" data-field=\"cases\">" + std::to_string(s.cases) + "</td><td>";
    for (const auto& [how, count] : s.how_generated) html += escaped(how.empty() ? "(not said)" : how) + ": " + std::to_string(count) + "<br>";
    return html + "</td></tr></table>";
}

std::string counterexample(const PropertySummary& s) {
    if (!s.failed() && s.shrunk.empty()) return {};
    std::string html = "<h3>Counterexample</h3><dl class=\"counterexample\">";
    if (!s.failure_reason.empty()) html += "<dt>failure</dt><dd>" + escaped(s.failure_reason) + "</dd>";
    if (!s.failure_location.empty()) html += "<dt>where</dt><dd><code>" + escaped(s.failure_location) + "</code></dd>";
    if (!s.first_failing_input.empty()) html += "<dt>first failing input</dt><dd><code>" + escaped(s.first_failing_input) + "</code></dd>";
    if (!s.shrunk.empty()) {
        html += "<dt>shrunk";
        if (s.shrink_steps) html += " (" + std::to_string(*s.shrink_steps) + " steps)";
        html += "</dt><dd><code class=\"shrunk\">";
        for (std::size_t i = 0; i < s.shrunk.size(); ++i) html += (i ? ", " : "") + escaped(s.shrunk[i].first) + "=" + escaped(s.shrunk[i].second);
        html += "</code></dd>";
    }
    if (!s.replay_path.empty()) html += "<dt>replay path</dt><dd><code>" + escaped(s.replay_path) + "</code></dd>";
    return html + "</dl>";
}

std::string parameters(const PropertySummary& s) {
    if (s.parameters.empty()) return {};
    std::string html = "<h3>Parameters</h3><div class=\"charts\">";
    for (const ParameterSummary& p : s.parameters) {
        const std::string axis = p.name + (p.numeric ? " (value)" : " (size)");
        html += "<figure class=\"parameter\"><figcaption>" + escaped(axis) + ", " + std::to_string(p.samples.size()) + " case(s)</figcaption>" +
                bar_chart(histogram(p.samples), axis) + "</figure>";
    }
    return html + "</div>";
}

std::string labels(const PropertySummary& s) {
    if (s.labels.empty()) return {};
    std::string html = "<h3>Classify and cover</h3><table class=\"labels\"><tr><th>label</th><th>passing cases</th><th>share</th>"
                       "<th>cover asks</th></tr>";
    for (const LabelSummary& l : s.labels) {
        const double share = s.cases_passed == 0 ? 0 : 100.0 * static_cast<double>(l.count) / static_cast<double>(s.cases_passed);
        const bool short_of_cover = l.required_percent && share < *l.required_percent;
        html += std::string("<tr") + (short_of_cover ? " class=\"short\"" : "") + ">" + cell(l.label) + number_cell(static_cast<double>(l.count)) +
                cell(percent(static_cast<double>(l.count), static_cast<double>(s.cases_passed))) +
                cell(l.required_percent ? shown_decimal(*l.required_percent) + "%" + (short_of_cover ? " (not met)" : "") : "-") + "</tr>";
    }
    return html + "</table>";
}

std::string commands(const PropertySummary& s) {
    if (s.commands.empty()) return {};
    std::string html = "<h3>Commands</h3><table class=\"commands\"><tr><th>command or rule</th><th>generated</th><th>executed</th>"
                       "<th>skipped (precondition did not hold)</th></tr>";
    std::vector<Bar> executed;
    for (const CommandSummary& c : s.commands) {
        html += std::string("<tr") + (c.executed == 0 ? " class=\"short\"" : "") + ">" + cell(c.kind) +
                number_cell(static_cast<double>(c.generated)) + number_cell(static_cast<double>(c.executed)) +
                number_cell(static_cast<double>(c.skipped)) + "</tr>";
        executed.push_back({c.kind, static_cast<double>(c.executed)});
    }
    html += "</table><div class=\"charts\"><figure><figcaption>executed, per command</figcaption>" + bar_chart(executed, "command") + "</figure>";
    if (!s.sequence_lengths.empty()) {
        std::vector<double> lengths;
        for (const auto& [length, sequences] : s.sequence_lengths) lengths.insert(lengths.end(), sequences, static_cast<double>(length));
        html += "<figure><figcaption>sequence lengths, " + std::to_string(lengths.size()) + " sequence(s)</figcaption>" +
                bar_chart(histogram(lengths), "commands in a sequence") + "</figure>";
    }
    return html + "</div>";
}

std::string shrinking(const PropertySummary& s) {
    if (s.shrink_trajectory.empty()) return {};
    std::string html = "<h3>Shrinking</h3><p>Each parameter's size (a number's magnitude, else its characters as shown) in the failing "
                       "input as found, then after each of " + std::to_string(s.shrink_steps_observed) + " accepted step(s), as a share of "
                       "its largest:";
    std::vector<Line> lines;
    for (const ShrinkSeries& series : s.shrink_trajectory) lines.push_back({series.name, series.sizes});
    for (const ShrinkSeries& series : s.shrink_trajectory)
        html += " " + escaped(series.name) + " " + shown_decimal(series.sizes.front()) + " to " + shown_decimal(series.sizes.back()) + ";";
    html.back() = '.';
    return html + "</p><div class=\"charts\"><figure>" + step_chart(lines) + "</figure></div>";
}

std::string targets(const PropertySummary& s) {
    if (s.targets.empty()) return {};
    std::string html = "<h3>Targets</h3><table><tr><th>target</th><th>best score</th></tr>";
    for (const auto& [label, score] : s.targets) html += "<tr>" + cell(label) + number_cell(score) + "</tr>";
    return html + "</table>";
}

}  // namespace

std::string verdict(const PropertySummary& s) {
    if (!s.finished) return s.cases_failed > 0 ? "failed (no totals line)" : "no totals line";
    return s.outcome == "Passed" ? "passed" : "failed: " + s.outcome;
}

std::string property_section(const PropertySummary& s, const std::string& id, const std::string& title) {
    std::string html = "<section class=\"property\" id=\"" + escaped(id) + "\" data-verdict=\"" + (s.failed() ? "failed" : "passed") +
                       "\"><h2>" + escaped(title) + " <span class=\"verdict " + (s.failed() ? "bad" : "good") + "\">" +
                       escaped(verdict(s)) + "</span></h2><p class=\"where\">from <code>" + escaped(s.where) + "</code></p>";
    return html + totals(s) + counterexample(s) + parameters(s) + labels(s) + commands(s) + shrinking(s) + targets(s) + "</section>";
}

}  // namespace falsify::report_page
