// Classification over the runs: label and table counts, coverage judged
// against them, a state machine's commands, and the lines adapters print
// about them.
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
    for (const auto& command : observed.commands) {
        std::string kind = command.type ? short_type_name(*command.type) : command.name;
        auto& known = statistics.commands;
        auto count = std::find_if(known.begin(), known.end(), [&](const CommandCount& c) { return c.kind == kind; });
        if (count == known.end()) count = known.insert(known.end(), CommandCount{std::move(kind), 0, 0, 0, 0});
        count->generated += command.executed + command.skipped;
        count->executed += command.executed;
        count->skipped += command.skipped;
        count->elapsed_ns += command.elapsed_ns;
    }
    for (const std::size_t length : observed.sequence_lengths) {
        auto& lengths = statistics.sequence_lengths;
        auto at = std::lower_bound(lengths.begin(), lengths.end(), length, [](const auto& entry, std::size_t l) { return entry.first < l; });
        if (at == lengths.end() || at->first != length) at = lengths.insert(at, {length, 0});
        ++at->second;
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

namespace {

/// A mean duration with a unit a person reads: "850 ns", "1.2 us", "3.4 ms", "1.5 s".
std::string mean_time(std::uint64_t total_ns, std::size_t count) {
    if (count == 0) return "-";
    const double ns = static_cast<double>(total_ns) / static_cast<double>(count);
    if (ns < 1e3) return std::to_string(std::lround(ns)) + " ns";
    if (ns < 1e6) return fixed1(ns / 1e3) + " us";
    if (ns < 1e9) return fixed1(ns / 1e6) + " ms";
    return fixed1(ns / 1e9) + " s";
}

/// The sequence lengths in at most ten bands of equal width, empty bands left out.
std::string length_bands(const std::vector<std::pair<std::size_t, std::size_t>>& lengths) {
    std::size_t total = 0;
    for (const auto& entry : lengths) total += entry.second;
    const std::size_t lo = lengths.front().first, hi = lengths.back().first;
    const std::size_t width = (hi - lo) / 10 + 1;
    std::string out;
    for (std::size_t band = lo; band <= hi; band += width) {
        const std::size_t last = std::min(hi, band + width - 1);
        std::size_t count = 0;
        for (const auto& entry : lengths)
            if (entry.first >= band && entry.first <= last) count += entry.second;
        if (count == 0) continue;
        if (!out.empty()) out += ", ";
        // Appended piece by piece: g++ -O3 warns falsely (-Wrestrict) on "-" + std::to_string(...).
        out += std::to_string(band);
        if (last != band) out.append(1, '-').append(std::to_string(last));
        out.append(1, ' ').append(std::to_string(std::lround(percent(count, total)))).append("% (");
        out.append(std::to_string(count)).append(1, '/').append(std::to_string(total)).append(1, ')');
    }
    return out;
}

}  // namespace

std::string command_statistics_lines(const std::string& name, const RunStatistics& statistics) {
    if (statistics.commands.empty()) return {};
    std::string out = "Property \"" + name + "\" commands: ";
    for (std::size_t i = 0; i < statistics.commands.size(); ++i) {
        const CommandCount& c = statistics.commands[i];
        if (i) out += "; ";
        out += c.kind + " " + std::to_string(c.generated) + " generated, " + std::to_string(c.executed) + " executed, " +
               std::to_string(c.skipped) + " skipped, mean " + mean_time(c.elapsed_ns, c.executed);
    }
    if (!statistics.sequence_lengths.empty())
        out += "\nProperty \"" + name + "\" sequence lengths: " + length_bands(statistics.sequence_lengths);
    return out;
}

std::string discard_warning(const std::string& name, const RunStatistics& statistics) {
    if (statistics.attempts == 0 || static_cast<double>(statistics.discards) <= 0.9 * static_cast<double>(statistics.attempts)) return {};
    return "Property \"" + name + "\" discarded " + std::to_string(statistics.discards) + " of " + std::to_string(statistics.attempts) +
           " attempt(s) (" + std::to_string(std::lround(percent(statistics.discards, statistics.attempts))) +
           "%); consider narrowing the generators";
}

}  // namespace falsify
