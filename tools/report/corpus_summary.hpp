#pragma once
// What a regression corpus (a PROPERTY_DB directory) holds, per property: the
// failures it remembers (values entries, with their inputs), the seeds, and
// the targets of its search document. A corpus records no times and no
// workers: a campaign's progress over time is read from its observations
// (campaign_timeline.hpp).
#include <cstddef>
#include <string>
#include <vector>

namespace falsify::report_page {

struct CorpusDocumentSummary {
    std::string key;
    /// The property id the document names ("?" when it names none).
    std::string property;
    /// Remembered failures: as their inputs (values entries), or as the seeds that
    /// found them (seed entries, for inputs no codec can write).
    std::size_t failures = 0;
    std::size_t seeds = 0;
    std::size_t search_targets = 0;
    /// Each values entry's input, as `name=value, ...`.
    std::vector<std::string> recorded_inputs;
    /// Why a document could not be read; empty when it was.
    std::string unreadable;
};

struct CorpusSummary {
    std::string location;
    /// By key, a property's regression and search documents together.
    std::vector<CorpusDocumentSummary> documents;
};

/// Reads the corpus at `location` (a directory; other stores are not read).
/// Throws InputError when it is no directory or cannot be listed; a document
/// that cannot be read is listed as such.
CorpusSummary read_corpus(const std::string& location);

}  // namespace falsify::report_page
