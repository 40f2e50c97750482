// Gathers a campaign's progress samples into one series per worker.
#include "campaign_timeline.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

namespace falsify::report_page {

namespace {

/// A sample's count: a whole number, not negative.
std::int64_t sample_count(const Data& content, const char* key, const std::string& where) {
    const Data* member = content.find(key);
    if (!member) throw_input_error(where, std::string("a campaign progress line has no \"content\".\"") + key + "\"");
    const auto number = member->as_integer<std::int64_t>();
    if (!number || *number < 0) throw_input_error(where, std::string("\"content\".\"") + key + "\" is not a whole number of at least 0");
    return *number;
}

/// Counts never below 0, summed without overflow: a file may hold any numbers.
std::int64_t saturated_sum(std::int64_t a, std::int64_t b) { return b > std::numeric_limits<std::int64_t>::max() - a ? std::numeric_limits<std::int64_t>::max() : a + b; }

void add_sample(CampaignTimeline& campaign, const Observation& o) {
    const Data& content = o.content;
    if (!content.as_object()) throw_input_error(o.where, "a campaign progress line's \"content\" is not an object");
    const std::int64_t worker = sample_count(content, "worker", o.where);
    if (worker < 1) throw_input_error(o.where, "\"content\".\"worker\" is not a worker's number (1, 2, ...)");
    const Data* elapsed = content.find("elapsed");
    const auto seconds = elapsed ? elapsed->as_number() : std::nullopt;
    if (!seconds || !std::isfinite(*seconds) || *seconds < 0) throw_input_error(o.where, "\"content\".\"elapsed\" is not a number of seconds");
    CampaignSample sample;
    sample.elapsed = *seconds;
    sample.executions = sample_count(content, "executions", o.where);
    sample.seeds = sample_count(content, "seeds", o.where);
    sample.corpus_entries = sample_count(content, "corpus_entries", o.where);
    sample.findings = sample_count(content, "findings", o.where);
    if (const Data* stopped = content.find("stopped"); stopped && stopped->as_string()) campaign.stopped = *stopped->as_string();
    auto& workers = campaign.workers;
    auto found = std::lower_bound(workers.begin(), workers.end(), worker, [](const WorkerTimeline& w, std::int64_t n) { return w.worker < n; });
    if (found == workers.end() || found->worker != worker) found = workers.insert(found, {worker, {}});
    // A file's lines are in time order; one appended out of it still lands in its place.
    auto& samples = found->samples;
    const auto after = std::upper_bound(samples.begin(), samples.end(), sample.elapsed,
                                        [](double at, const CampaignSample& s) { return at < s.elapsed; });
    samples.insert(after, sample);
}

}  // namespace

bool is_campaign_progress(const Observation& observation) {
    return observation.type == "info" && observation.title == campaign_progress_title;
}

CampaignSample CampaignTimeline::totals() const {
    CampaignSample sum;
    for (const WorkerTimeline& w : workers) {
        if (w.samples.empty()) continue;
        const CampaignSample& last = w.samples.back();
        sum.elapsed = std::max(sum.elapsed, last.elapsed);
        sum.executions = saturated_sum(sum.executions, last.executions);
        sum.seeds = saturated_sum(sum.seeds, last.seeds);
        sum.corpus_entries = saturated_sum(sum.corpus_entries, last.corpus_entries);
        sum.findings = saturated_sum(sum.findings, last.findings);
    }
    return sum;
}

double CampaignTimeline::elapsed() const { return totals().elapsed; }

std::vector<CampaignTimeline> summarize_campaigns(const std::vector<Observation>& observations) {
    std::vector<CampaignTimeline> campaigns;
    std::map<std::pair<std::string, double>, std::size_t> index;
    for (const Observation& o : observations) {
        if (!is_campaign_progress(o)) continue;
        const auto [found, added] = index.try_emplace({o.property, o.run_start}, campaigns.size());
        if (added) campaigns.push_back({o.property, o.run_start, o.where, {}, {}});
        add_sample(campaigns[found->second], o);
    }
    return campaigns;
}

}  // namespace falsify::report_page
