// The HTML of a corpus's section.
#include "corpus_section.hpp"

#include "html_text.hpp"

namespace falsify::report_page {

std::string corpus_section(const CorpusSummary& corpus) {
    std::size_t failures = 0;
    for (const auto& d : corpus.documents) failures += d.failures + d.seeds;
    std::string html = "<section class=\"corpus\"><h2>Corpus <code>" + escaped(corpus.location) + "</code></h2><p>" +
                       std::to_string(corpus.documents.size()) + " propert(ies), " + std::to_string(failures) +
                       " remembered failure(s).</p>";
    if (corpus.documents.empty()) return html + "</section>";
    html += "<table class=\"corpus\"><tr><th>property</th><th>failures remembered as inputs</th><th>as seeds (replayed by rerunning)</th><th>search targets</th>"
            "<th>recorded inputs</th></tr>";
    for (const CorpusDocumentSummary& d : corpus.documents) {
        html += std::string("<tr") + (d.unreadable.empty() ? "" : " class=\"short\"") + "><td>" + escaped(d.property) + "<br><code>" +
                escaped(d.key) + "</code></td><td class=\"num\">" + std::to_string(d.failures) + "</td><td class=\"num\">" +
                std::to_string(d.seeds) + "</td><td class=\"num\">" + std::to_string(d.search_targets) + "</td><td>";
        if (!d.unreadable.empty()) html += "unreadable: " + escaped(d.unreadable);
        for (const std::string& input : d.recorded_inputs) html += "<code>" + escaped(input) + "</code><br>";
        html += "</td></tr>";
    }
    return html + "</table></section>";
}

}  // namespace falsify::report_page
