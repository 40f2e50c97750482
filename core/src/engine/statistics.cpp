// Classification over the runs: label and table counts, coverage judged
// against them, what the layers built on the engine recorded, and the lines
// adapters print about them.
#include "engine/statistics.hpp"

#include <falsify/show.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace falsify {

namespace {

void bump(std::vector<LabelCount>& counts, const std::string& label) {
    auto found = std::find_if(counts.begin(), counts.end(), [&](const LabelCount& c) { return c.label == label; });
    if (found != counts.end()) ++found->count;
    else counts.push_back({label, 1});
}

std::size_t count_of(const std::vector<LabelCount>& counts, const std::string& label) {
    for (const auto& c : counts)
        if (c.label == label) return c.count;
    return 0;
}

double percent(std::size_t count, std::size_t of) { return of == 0 ? 0.0 : 100.0 * static_cast<double>(count) / static_cast<double>(of); }

std::string fixed1(double value) {
    char text[64];
    std::snprintf(text, sizeof text, "%.1f", value);
    return text;
}

}  // namespace

namespace detail {

void count_observations(RunStatistics& statistics, const Observations& observed) {
    for (const auto& label : observed.labels) bump(statistics.classifications, label);
    for (const auto& requirement : observed.requirements) {
        auto& known = statistics.requirements;
        auto found = std::find_if(known.begin(), known.end(), [&](const Requirement& r) { return r.label == requirement.label; });
        if (found != known.end()) found->min_percent = requirement.min_percent;
        else known.push_back(requirement);
    }
    for (const auto& observed_table : observed.tables) {
        // Not a structured binding: clang 14 cannot capture one in the lambdas below.
        const std::string& name = observed_table.first;
        const std::vector<std::string>& tags = observed_table.second;
        auto table = std::find_if(statistics.tables.begin(), statistics.tables.end(), [&](const Table& t) { return t.name == name; });
        if (table == statistics.tables.end()) {
            statistics.tables.push_back(Table{name, {}, {}});
            table = std::prev(statistics.tables.end());
        }
        for (const auto& tag : tags) bump(table->tags, tag);
        // Keyed in the table's first-seen order of the two tags, so "a & b" and "b & a" are one key.
        for (std::size_t i = 0; i < tags.size(); ++i)
            for (std::size_t j = i + 1; j < tags.size(); ++j) {
                auto rank = [&](const std::string& tag) {
                    return std::find_if(table->tags.begin(), table->tags.end(), [&](const LabelCount& c) { return c.label == tag; }) -
                           table->tags.begin();
                };
                const bool in_order = rank(tags[i]) <= rank(tags[j]);
                bump(table->intersections, in_order ? tags[i] + " & " + tags[j] : tags[j] + " & " + tags[i]);
            }
    }
    for (const auto& observation : observed.extensions) {
        auto& totals = statistics.extensions;
        auto counted = totals.end();
        for (auto total = totals.begin(); total != totals.end() && counted == totals.end(); ++total)
            if (auto updated = observation->counted_into(total->get())) {
                *total = std::move(updated);
                counted = total;
            }
        if (counted == totals.end()) totals.push_back(observation->counted_into(nullptr));
    }
}

std::string coverage_message(const std::string& name, const RunStatistics& statistics) {
    std::string unmet;
    for (const auto& requirement : statistics.requirements) {
        const std::size_t count = count_of(statistics.classifications, requirement.label);
        const double share = percent(count, statistics.checks);
        if (share >= requirement.min_percent) continue;
        if (!unmet.empty()) unmet += "; ";
        unmet += "\"" + requirement.label + "\" " + fixed1(share) + "% < required " + fixed1(requirement.min_percent) + "% (" +
                 std::to_string(count) + "/" + std::to_string(statistics.checks) + ")";
    }
    if (unmet.empty()) return {};
    return "Property \"" + name + "\" coverage not met: " + unmet;
}

}  // namespace detail

std::string distribution_line(const std::string& name, const RunStatistics& statistics) {
    if (statistics.classifications.empty()) return {};
    std::vector<LabelCount> sorted = statistics.classifications;
    std::stable_sort(sorted.begin(), sorted.end(), [](const LabelCount& a, const LabelCount& b) { return a.count > b.count; });
    std::string out = "Property \"" + name + "\" distribution: ";
    for (std::size_t i = 0; i < sorted.size(); ++i) {
        if (i) out += ", ";
        out += sorted[i].label + " " + std::to_string(std::lround(percent(sorted[i].count, statistics.checks))) + "% (" +
               std::to_string(sorted[i].count) + "/" + std::to_string(statistics.checks) + ")";
    }
    return out;
}

std::string discard_warning(const std::string& name, const RunStatistics& statistics) {
    // Past half, most of the time goes to inputs that test nothing, and the ones kept are a skewed sample.
    if (statistics.attempts == 0 || 2 * statistics.discards <= statistics.attempts) return {};
    return "Property \"" + name + "\" discarded " + std::to_string(statistics.discards) + " of " + std::to_string(statistics.attempts) +
           " attempt(s) (" + std::to_string(std::lround(percent(statistics.discards, statistics.attempts))) +
           "%); consider narrowing the generators so that its assumptions and filters reject fewer inputs "
           "(Config().warn_discards(false) silences this)";
}

}  // namespace falsify
