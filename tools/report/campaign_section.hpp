#pragma once
// A campaign as a section of the page: why it stopped and what it did, a row
// per worker, and each worker's executions, corpus entries and findings over time.
#include "campaign_timeline.hpp"

#include <string>

namespace falsify::report_page {

/// The section's HTML; `id` is its anchor (the overview links to it).
std::string campaign_section(const CampaignTimeline& campaign, const std::string& id);

/// "time budget spent", "stopped by a failure", or that it has no last samples.
std::string campaign_verdict(const CampaignTimeline& campaign);

/// A campaign that found something, or did not end as a campaign should (no last samples, interrupted, workers died).
bool campaign_failed(const CampaignTimeline& campaign);

}  // namespace falsify::report_page
