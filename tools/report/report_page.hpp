#pragma once
// The whole report: one self-contained HTML page (inline CSS, inline SVG, a
// little inline script; nothing fetched) with an overview of every property
// run and campaign, and a section for each.
#include "campaign_timeline.hpp"
#include "corpus_summary.hpp"
#include "property_summary.hpp"

#include <string>
#include <vector>

namespace falsify::report_page {

/// The page for `runs` and `campaigns`, read from the files `inputs`, and for the corpora `corpora`.
std::string page_html(const std::vector<PropertySummary>& runs, const std::vector<std::string>& inputs,
                      const std::vector<CorpusSummary>& corpora = {}, const std::vector<CampaignTimeline>& campaigns = {});

}  // namespace falsify::report_page
