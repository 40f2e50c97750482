// The HTML of one campaign's section.
#include "campaign_section.hpp"

#include "html_text.hpp"
#include "svg_chart.hpp"

#include <cmath>

namespace falsify::report_page {

namespace {

std::string count_cell(std::int64_t value) { return "<td class=\"num\">" + std::to_string(value) + "</td>"; }

std::string worker_name(const WorkerTimeline& w) { return "worker " + std::to_string(w.worker); }

std::string rate(double count, double seconds) { return seconds > 0 ? shown_decimal(std::round(count / seconds)) + "/s" : "-"; }

std::string workers_table(const CampaignTimeline& c) {
    std::string html = "<table class=\"workers\"><tr><th>worker</th><th>executions</th><th>per second</th><th>seeds</th>"
                       "<th>corpus entries</th><th>findings</th><th>samples</th></tr>";
    for (const WorkerTimeline& w : c.workers) {
        const CampaignSample last = w.samples.empty() ? CampaignSample{} : w.samples.back();
        html += std::string("<tr") + (last.findings > 0 ? " class=\"short\"" : "") + "><td>" + worker_name(w) + "</td>" +
                count_cell(last.executions) + "<td class=\"num\">" +
                escaped(rate(static_cast<double>(last.executions), last.elapsed)) + "</td>" + count_cell(last.seeds) +
                count_cell(last.corpus_entries) + count_cell(last.findings) + "<td class=\"num\">" + std::to_string(w.samples.size()) +
                "</td></tr>";
    }
    return html + "</table>";
}

/// One chart of `field` over time, a series per worker.
std::string over_time(const CampaignTimeline& c, const char* title, std::int64_t CampaignSample::*field) {
    std::vector<TimeSeries> series;
    for (const WorkerTimeline& w : c.workers) {
        TimeSeries one{worker_name(w), {}};
        for (const CampaignSample& s : w.samples) one.points.emplace_back(s.elapsed, static_cast<double>(s.*field));
        series.push_back(std::move(one));
    }
    return "<figure class=\"timeline\"><figcaption>" + std::string(title) + ", per worker</figcaption>" +
           time_chart(series, std::string(title) + " per worker over time") + "</figure>";
}

}  // namespace

std::string campaign_verdict(const CampaignTimeline& c) {
    return c.stopped.empty() ? "no last samples (cut short, or still running)" : c.stopped;
}

bool campaign_failed(const CampaignTimeline& c) {
    return c.totals().findings > 0 || c.stopped.empty() || c.stopped.starts_with("interrupted") || c.stopped.starts_with("stopped:");
}

std::string campaign_section(const CampaignTimeline& c, const std::string& id) {
    const CampaignSample totals = c.totals();
    const bool failed = campaign_failed(c);
    std::string html = "<section class=\"campaign\" id=\"" + escaped(id) + "\" data-workers=\"" + std::to_string(c.workers.size()) +
                       "\"><h2>Campaign " + escaped(c.property) + " <span class=\"verdict " + (failed ? "bad" : "good") + "\">" +
                       escaped(campaign_verdict(c)) + "</span></h2><p class=\"where\">from <code>" + escaped(c.where) + "</code></p>";
    html += "<p>" + std::to_string(c.workers.size()) + " worker(s), " + escaped(shown_decimal(totals.elapsed)) + " s: " +
            std::to_string(totals.executions) + " executions (" + escaped(rate(static_cast<double>(totals.executions), totals.elapsed)) +
            "), " + std::to_string(totals.seeds) + " seeds, " + std::to_string(totals.corpus_entries) + " corpus entr(ies), " +
            std::to_string(totals.findings) + " finding(s).</p>";
    html += workers_table(c);
    html += "<div class=\"charts\">" + over_time(c, "executions", &CampaignSample::executions) +
            over_time(c, "corpus entries", &CampaignSample::corpus_entries) + over_time(c, "findings", &CampaignSample::findings) + "</div>";
    return html + "</section>";
}

}  // namespace falsify::report_page
