// A state machine's command statistics, read back from a Result and written
// as the lines the faces print.
#include <falsify/statemachine/command_statistics.hpp>

#include <falsify/data.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace falsify {

namespace {

std::string one_decimal(double value) {
    char text[64];
    std::snprintf(text, sizeof text, "%.1f", value);
    return text;
}

/// A mean duration with a unit a person reads: "850 ns", "1.2 us", "3.4 ms", "1.5 s".
std::string mean_time(std::uint64_t total_ns, std::size_t count) {
    if (count == 0) return "-";
    const double ns = static_cast<double>(total_ns) / static_cast<double>(count);
    if (ns < 1e3) return std::to_string(std::lround(ns)) + " ns";
    if (ns < 1e6) return one_decimal(ns / 1e3) + " us";
    if (ns < 1e9) return one_decimal(ns / 1e6) + " ms";
    return one_decimal(ns / 1e9) + " s";
}

double share_percent(std::size_t count, std::size_t of) {
    return of == 0 ? 0.0 : 100.0 * static_cast<double>(count) / static_cast<double>(of);
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
        out.append(1, ' ').append(std::to_string(std::lround(share_percent(count, total)))).append("% (");
        out.append(std::to_string(count)).append(1, '/').append(std::to_string(total)).append(1, ')');
    }
    return out;
}

}  // namespace

std::string CommandStatistics::verbose_lines(const std::string& name) const { return command_statistics_lines(name, *this); }

std::string CommandStatistics::warning_lines(const std::string& name) const {
    std::size_t checks = 0;
    for (const auto& entry : sequence_lengths) checks += entry.second;
    std::string out;
    for (const CommandCount& command : commands) {
        if (command.executed > 0) continue;
        if (!out.empty()) out += '\n';
        out += "Property \"" + name + "\": " + command.kind + " never ran in " + std::to_string(checks) + " sequence(s), so nothing tested it: ";
        if (command.generated == 0)
            out += "no step of it was generated (its precondition never held where it could come, or a bundle it takes from stayed "
                   "empty); loosen the precondition, fill the bundle from a rule that runs, or allow longer sequences";
        else
            out += "it came up " + std::to_string(command.generated) + " time(s) but its precondition held 0 of " +
                   std::to_string(command.generated) + " times when its turn came; loosen the precondition or change the steps before it";
        out += " (Config().warn_idle_commands(false) silences this)";
    }
    return out;
}

Data CommandStatistics::observed() const {
    Data::Object kinds;
    for (const CommandCount& command : commands)
        kinds.push_back({command.kind, Data::object({{"generated", Data::integer(command.generated)},
                                                     {"executed", Data::integer(command.executed)},
                                                     {"skipped", Data::integer(command.skipped)}})});
    Data::Array lengths;
    for (const auto& [length, checks] : sequence_lengths) lengths.push_back(Data::array({Data::integer(length), Data::integer(checks)}));
    return Data::object({{"commands", Data::object(std::move(kinds))}, {"sequence_lengths", Data::array(std::move(lengths))}});
}

const CommandStatistics* command_statistics(const Result& result) noexcept { return result.statistics().extension<CommandStatistics>(); }

std::string command_statistics_lines(const std::string& name, const CommandStatistics& statistics) {
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

}  // namespace falsify
