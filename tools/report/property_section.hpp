#pragma once
// One property run as a section of the page: verdict and totals, the
// counterexample, histograms of the parameters, the classify and cover table,
// the commands, the sequence lengths and the shrink trajectory.
#include "property_summary.hpp"

#include <string>

namespace falsify::report_page {

/// The verdict a person reads: "passed", "failed: Falsified", "no totals".
std::string verdict(const PropertySummary& summary);

/// The section's HTML; `id` is its anchor (the overview links to it), `title` its heading.
std::string property_section(const PropertySummary& summary, const std::string& id, const std::string& title);

}  // namespace falsify::report_page
