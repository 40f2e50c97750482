#pragma once
// A regression corpus as a section of the page: per property, the failures it
// remembers and their inputs, its seeds and its search targets.
#include "corpus_summary.hpp"

#include <string>

namespace falsify::report_page {

std::string corpus_section(const CorpusSummary& corpus);

}  // namespace falsify::report_page
