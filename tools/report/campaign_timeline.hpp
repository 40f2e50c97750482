#pragma once
// A campaign's course, read from the observation lines its coordinator writes
// (`info` lines titled "falsify: campaign progress", docs/observability.md):
// per worker, its executions, seeds, corpus entries and findings over time.
#include "observation_file.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace falsify::report_page {

inline constexpr const char* campaign_progress_title = "falsify: campaign progress";

/// An info line with that title: a campaign's sample, not a property run's totals.
bool is_campaign_progress(const Observation& observation);

struct CampaignSample {
    /// Seconds since the campaign started.
    double elapsed = 0;
    std::int64_t executions = 0, seeds = 0, corpus_entries = 0, findings = 0;
};

struct WorkerTimeline {
    /// 1-based, as the campaign's lines name it.
    std::int64_t worker = 0;
    /// In time order.
    std::vector<CampaignSample> samples;
};

struct CampaignTimeline {
    std::string property;
    double run_start = 0;
    /// Where its first line is ("FILE:LINE").
    std::string where;
    /// Why it stopped, from its last samples; empty when there were none (a
    /// campaign cut short, or still running).
    std::string stopped;
    /// By worker number.
    std::vector<WorkerTimeline> workers;

    /// The latest sample of each worker, summed.
    CampaignSample totals() const;
    double elapsed() const;
};

/// The campaigns in `observations`, one per property and run_start, in
/// first-seen order. Throws InputError (naming the line) for a sample whose
/// fields are missing or not of the types the format gives them.
std::vector<CampaignTimeline> summarize_campaigns(const std::vector<Observation>& observations);

}  // namespace falsify::report_page
