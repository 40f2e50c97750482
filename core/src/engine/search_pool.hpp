#pragma once
// Targeted search's pool: the best inputs per target label, and their form in
// the corpus's search document (<sha1(id)>.search.json).
#include "engine/runner_detail.hpp"

#include <optional>
#include <string>
#include <vector>

namespace falsify::detail {

/// Up to `capacity` entries per label, best first in the label's direction.
class SearchPool {
public:
    static constexpr std::size_t capacity = 8;

    struct Entry {
        double score = 0;
        std::vector<AnyTree> args;
    };
    struct Label {
        std::string label;
        bool maximize = true;
        std::vector<Entry> entries;
        std::size_t improvements = 0;
        std::size_t recalled = 0;
    };
    /// A new best: what TargetImproved reports.
    struct Improvement {
        std::optional<double> previous;
    };

    /// Offers a passing run's score; an entry strictly better than the best
    /// (or the label's first) is an improvement. Ties keep the older entry first.
    std::optional<Improvement> offer(const std::string& label, bool maximize, double score, const std::vector<AnyTree>& args);
    /// Adds a recalled entry (kept if it makes the cut): never an improvement, always counted as recalled.
    void recall(const std::string& label, bool maximize, double score, std::vector<AnyTree> args);
    /// The entry at the smaller of two uniform indices: a bias toward the best.
    const Entry& pick(const Label& label, Random& random) const;

    const std::vector<Label>& labels() const noexcept { return labels_; }
    bool empty() const noexcept { return labels_.empty(); }
    void clear() { labels_.clear(); }

private:
    Label& label_of(const std::string& label, bool maximize);
    /// Inserts in order; returns the index it took, or capacity when it did not make the cut.
    std::size_t insert(Label& label, Entry entry);
    std::vector<Label> labels_;
};

/// A stored target: its direction and entries with their arguments by parameter name.
struct StoredTarget {
    std::string label;
    std::string direction;
    struct Entry {
        double score;
        Data::Object args;
    };
    std::vector<Entry> entries;
};

/// The search document of `pool`: entries whose arguments do not all encode
/// are dropped; std::nullopt when nothing is left to write.
std::optional<Data> search_document(const PropertyDefinition& definition, const SearchPool& pool);

/// The targets of a search document; malformed parts (a non-numeric score,
/// an unknown direction, a wrong set of argument names) are skipped, and an
/// unreadable document gives none.
std::vector<StoredTarget> read_search_document(const Data& document, const std::vector<std::string>& parameter_names);

}  // namespace falsify::detail
