// The page around the property sections: style, overview, script.
#include "report_page.hpp"

#include "campaign_section.hpp"
#include "corpus_section.hpp"
#include "html_text.hpp"
#include "property_section.hpp"

#include <map>

namespace falsify::report_page {

namespace {

constexpr const char* style = R"(
body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5em; color: #222; max-width: 1400px; }
h1 { font-size: 1.5em; } h2 { font-size: 1.2em; margin-top: 1.5em; } h3 { font-size: 1em; margin: 1em 0 .3em; }
table { border-collapse: collapse; margin: .3em 0; } th, td { border: 1px solid #ccc; padding: 2px 8px; text-align: left; vertical-align: top; }
th { background: #f3f3f3; } td.num { text-align: right; font-variant-numeric: tabular-nums; }
tr.short td { background: #fff1e0; }
.verdict { font-size: .8em; padding: 1px 8px; border-radius: 8px; color: #fff; }
.verdict.good { background: #2e7d32; } .verdict.bad { background: #c62828; }
section.property { border-top: 2px solid #ddd; } section.property[hidden] { display: none; }
.where { color: #666; margin: 0; } code { background: #f6f6f6; padding: 0 3px; word-break: break-all; }
dl.counterexample dt { font-weight: bold; } dl.counterexample dd { margin: 0 0 .4em 1.5em; }
.charts { display: flex; flex-wrap: wrap; gap: 1em; } figure { margin: 0; } figcaption { font-size: .9em; color: #444; }
svg.chart text { font-size: 9px; fill: #444; } svg.chart .axis { stroke: #888; }
svg.chart .bar { fill: #5c7cbb; } svg.chart .bar:hover { fill: #2f4f8f; }
svg.chart .trajectory, svg.chart .series { fill: none; stroke-width: 1.5; }
section.campaign { border-top: 2px solid #ddd; }
#filters { margin: .5em 0; } #filters input[type=search] { width: 20em; }
)";

// Filters the sections by name and verdict; marks the page ready last, so that a
// browser test sees from the DOM that the script ran to its end.
constexpr const char* script = R"(
(function () {
  var sections = Array.prototype.slice.call(document.querySelectorAll('section.property'));
  var rows = Array.prototype.slice.call(document.querySelectorAll('#overview tr[data-target]'));
  var text = document.getElementById('filter-text');
  var failedOnly = document.getElementById('filter-failed');
  var shown = document.getElementById('filter-count');
  function apply() {
    var needle = text.value.toLowerCase();
    var count = 0;
    sections.forEach(function (section) {
      var title = section.querySelector('h2').textContent.toLowerCase();
      var visible = title.indexOf(needle) >= 0 && (!failedOnly.checked || section.dataset.verdict === 'failed');
      section.hidden = !visible;
      if (visible) count += 1;
    });
    rows.forEach(function (row) { row.hidden = document.getElementById(row.dataset.target).hidden; });
    shown.textContent = count + ' of ' + sections.length + ' shown';
  }
  text.addEventListener('input', apply);
  failedOnly.addEventListener('change', apply);
  apply();
  document.documentElement.dataset.ready = 'yes';
})();
)";

std::string overview(const std::vector<PropertySummary>& runs, const std::vector<std::string>& titles) {
    std::string html = "<table id=\"overview\"><tr><th>property</th><th>verdict</th><th>runs passed</th><th>discarded</th>"
                       "<th>cases observed</th><th>shrink steps</th></tr>";
    for (std::size_t i = 0; i < runs.size(); ++i) {
        const PropertySummary& s = runs[i];
        const std::string id = "property-" + std::to_string(i + 1);
        html += "<tr data-target=\"" + id + "\"><td><a href=\"#" + id + "\">" + escaped(titles[i]) + "</a></td><td><span class=\"verdict " +
                (s.failed() ? "bad" : "good") + "\">" + escaped(verdict(s)) + "</span></td><td class=\"num\">" +
                (s.passed ? std::to_string(*s.passed) : "-") + "</td><td class=\"num\">" + (s.discarded ? std::to_string(*s.discarded) : "-") +
                "</td><td class=\"num\">" + std::to_string(s.cases) + "</td><td class=\"num\">" + std::to_string(s.shrink_steps_observed) +
                "</td></tr>";
    }
    return html + "</table>";
}

/// A row per campaign, linked to its section.
std::string campaign_overview(const std::vector<CampaignTimeline>& campaigns) {
    if (campaigns.empty()) return {};
    std::string html = "<table id=\"campaigns\"><tr><th>campaign</th><th>stopped</th><th>workers</th><th>seconds</th><th>executions</th>"
                       "<th>corpus entries</th><th>findings</th></tr>";
    for (std::size_t i = 0; i < campaigns.size(); ++i) {
        const CampaignTimeline& c = campaigns[i];
        const CampaignSample totals = c.totals();
        const std::string id = "campaign-" + std::to_string(i + 1);
        html += "<tr><td><a href=\"#" + id + "\">" + escaped(c.property) + "</a></td><td><span class=\"verdict " +
                (campaign_failed(c) ? "bad" : "good") + "\">" + escaped(campaign_verdict(c)) + "</span></td><td class=\"num\">" +
                std::to_string(c.workers.size()) + "</td><td class=\"num\">" + escaped(shown_decimal(totals.elapsed)) +
                "</td><td class=\"num\">" + std::to_string(totals.executions) + "</td><td class=\"num\">" +
                std::to_string(totals.corpus_entries) + "</td><td class=\"num\">" + std::to_string(totals.findings) + "</td></tr>";
    }
    return html + "</table>";
}

/// Each run's heading: its property, and when it started if that property ran more than once.
std::vector<std::string> titles(const std::vector<PropertySummary>& runs) {
    std::map<std::string, std::size_t> seen;
    for (const auto& s : runs) ++seen[s.property];
    std::map<std::string, std::size_t> nth;
    std::vector<std::string> out;
    for (const auto& s : runs)
        out.push_back(seen[s.property] > 1 ? s.property + " (run " + std::to_string(++nth[s.property]) + ")" : s.property);
    return out;
}

}  // namespace

std::string page_html(const std::vector<PropertySummary>& runs, const std::vector<std::string>& inputs,
                      const std::vector<CorpusSummary>& corpora, const std::vector<CampaignTimeline>& campaigns) {
    std::size_t failed = 0;
    for (const auto& s : runs) failed += s.failed() ? 1 : 0;
    const std::vector<std::string> headings = titles(runs);
    std::string html = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                       "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; "
                       "script-src 'unsafe-inline'; img-src data:\">"
                       "<title>falsify report</title><style>";
    html += style;
    html += "</style></head><body><h1>falsify report</h1><p id=\"summary\">" + std::to_string(runs.size()) + " property run(s), " +
            std::to_string(failed) + " failed; ";
    if (!campaigns.empty()) html += std::to_string(campaigns.size()) + " campaign(s); ";
    html += "from ";
    for (std::size_t i = 0; i < inputs.size(); ++i) html += (i ? ", " : "") + std::string("<code>") + escaped(inputs[i]) + "</code>";
    html += ".</p><div id=\"filters\"><input type=\"search\" id=\"filter-text\" placeholder=\"filter by property name\"> "
            "<label><input type=\"checkbox\" id=\"filter-failed\"> failed only</label> <span id=\"filter-count\"></span></div>";
    html += campaign_overview(campaigns);
    html += overview(runs, headings);
    for (std::size_t i = 0; i < campaigns.size(); ++i) html += campaign_section(campaigns[i], "campaign-" + std::to_string(i + 1));
    for (std::size_t i = 0; i < runs.size(); ++i) html += property_section(runs[i], "property-" + std::to_string(i + 1), headings[i]);
    for (const CorpusSummary& corpus : corpora) html += corpus_section(corpus);
    html += "<script>";
    html += script;
    return html + "</script></body></html>\n";
}

}  // namespace falsify::report_page
