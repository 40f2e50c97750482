#include <falsify/config.hpp>

#include "engine/shrink_move.hpp"

#include <algorithm>
#include <cstdint>
#include <stdexcept>

namespace falsify {

namespace {

// Wall-clock limits share one ceiling so that a conversion to nanoseconds never overflows.
constexpr std::uint64_t max_milliseconds = 4'611'686'018'427ULL;

void check_milliseconds(const char* what, std::uint64_t ms) {
    if (ms < 1 || ms > max_milliseconds)
        throw std::invalid_argument(std::string(what) + " must be between 1 and " + std::to_string(max_milliseconds) +
                                    " ms, got " + std::to_string(ms));
}

/// `count` when it lies in [minimum, 2^63 - 1]; else refused, naming `what`.
std::uint64_t checked(const char* what, Count count, std::uint64_t minimum) {
    constexpr std::uint64_t maximum = detail::max_count;
    if (count.negative() || count.magnitude() < minimum) {
        // The seed's wording, with what was given.
        std::string message = std::string(what) + " must be greater than or equal to " + std::to_string(minimum);
        if (count.negative()) message += ", got " + count.to_string();
        throw std::invalid_argument(message);
    }
    if (count.magnitude() > maximum)
        throw std::invalid_argument(std::string(what) + " must be at most " + std::to_string(maximum) + ", got " + count.to_string() +
                                    detail::converted_hint(count));
    return count.magnitude();
}

}  // namespace

std::string to_string(Phase phase) {
    switch (phase) {
        case Phase::Examples: return "examples";
        case Phase::Corpus: return "corpus";
        case Phase::Random: return "random";
        case Phase::Shrink: return "shrink";
        case Phase::Explain: return "explain";
    }
    return "?";
}

Config::Config() = default;
Config::Config(const Config&) = default;
Config::Config(Config&&) noexcept = default;
Config& Config::operator=(const Config&) = default;
Config& Config::operator=(Config&&) noexcept = default;
Config::~Config() = default;

Config& Config::runs(Count count) {
    runs_ = static_cast<std::size_t>(checked("Runs", count, 1));
    return *this;
}

Config& Config::seed(std::uint64_t value) {
    seed_ = value;
    return *this;
}

Config& Config::shrink(bool on) {
    shrink_ = on;
    return *this;
}

Config& Config::max_shrink_trials(Count count) {
    max_shrink_trials_ = static_cast<std::size_t>(checked("Max shrink trials", count, 1));
    return *this;
}

Config& Config::max_discards(Count count) {
    max_discards_ = static_cast<std::size_t>(checked("Max discards", count, 0));
    return *this;
}

Config& Config::timeout_ms(std::uint64_t ms) {
    check_milliseconds("Timeout", ms);
    timeout_ms_ = ms;
    return *this;
}

Config& Config::hang_ms(std::uint64_t ms) {
    check_milliseconds("Hang deadline", ms);
    hang_ms_ = ms;
    return *this;
}

Config& Config::fork_after_crash(bool on) {
    fork_after_crash_ = on;
    return *this;
}

Config& Config::strict_corpus(bool on) {
    strict_corpus_ = on;
    return *this;
}

Config& Config::warn_discards(bool on) {
    warn_discards_ = on;
    return *this;
}

Config& Config::warn_idle_commands(bool on) {
    warn_idle_commands_ = on;
    return *this;
}

Config& Config::observe(std::string file) {
    if (file.empty()) observe_.reset();
    else observe_ = std::move(file);
    return *this;
}

Config& Config::attempt(Count n) {
    attempt_ = static_cast<std::size_t>(checked("Attempt", n, 1));
    return *this;
}

Config& Config::scheduling(Scheduling strategy) {
    scheduling_ = strategy;
    return *this;
}

Config& Config::progress_ms(std::uint64_t ms) {
    progress_ms_ = ms;
    return *this;
}

Config& Config::budget_ms(std::uint64_t ms) {
    check_milliseconds("Time budget", ms);
    budget_ms_ = ms;
    return *this;
}

Config& Config::shrink_budget_ms(std::uint64_t ms) {
    check_milliseconds("Shrink budget", ms);
    shrink_budget_ms_ = ms;
    return *this;
}

Config& Config::phases(std::vector<Phase> phases) {
    if (phases.empty()) throw std::invalid_argument("Phases must not be empty");
    std::vector<Phase> unique;
    for (Phase p : phases)
        if (std::find(unique.begin(), unique.end(), p) == unique.end()) unique.push_back(p);
    phases_ = std::move(unique);
    return *this;
}

Config& Config::derandomize(bool on) {
    derandomize_ = on;
    return *this;
}

Config& Config::edge_cases(EdgeCases mode) {
    edge_cases_ = mode;
    return *this;
}

Config& Config::flaky_replays(Count count) {
    flaky_replays_ = static_cast<std::size_t>(checked("Flaky replays", count, 0));
    return *this;
}

Config& Config::path(std::string recorded) {
    (void)parse_shrink_path(recorded);
    path_ = std::move(recorded);
    return *this;
}

Config& Config::search_runs(Count count) {
    search_runs_ = static_cast<std::size_t>(checked("Search runs", count, 0));
    return *this;
}

Config& Config::exhaustive(bool on) {
    exhaustive_ = on;
    return *this;
}

Config& Config::draft(bool on) {
    draft_ = on;
    return *this;
}

Config& Config::explain_trials(Count count) {
    explain_trials_ = static_cast<std::size_t>(checked("Explain trials", count, 1));
    return *this;
}

Config& Config::exhaustive_budget(Count inputs) {
    exhaustive_budget_ = checked("Exhaustive budget", inputs, 1);
    return *this;
}

std::vector<PathStep> parse_shrink_path(const std::string& path) {
    auto refuse = [&]() -> std::vector<PathStep> { throw std::invalid_argument("Invalid shrink path \"" + path + "\""); };
    auto is_digit = [](char c) { return c >= '0' && c <= '9'; };
    auto is_identifier_start = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; };
    auto is_identifier = [&](const std::string& s) {
        return !s.empty() && is_identifier_start(s[0]) &&
               std::all_of(s.begin(), s.end(), [&](char c) { return is_identifier_start(c) || is_digit(c); });
    };
    auto is_draw = [&](const std::string& s) {
        if (s.rfind("draw#", 0) != 0) return false;
        const std::string n = s.substr(5);
        return !n.empty() && n.size() <= 9 && n[0] != '0' && std::all_of(n.begin(), n.end(), is_digit);
    };
    auto is_node = [&](const std::string& s) { return is_identifier(s) || is_draw(s); };
    std::vector<PathStep> steps;
    std::size_t at = 0;
    while (true) {
        const std::size_t end = std::min(path.find('/', at), path.size());
        const std::string segment = path.substr(at, end - at);
        const std::size_t colon = segment.find_last_of(":!");
        if (colon == std::string::npos || colon == 0) return refuse();
        std::string name = segment.substr(0, colon), partner;
        const std::string index = segment.substr(colon + 1);
        if (index.empty() || index.size() > 9 || !std::all_of(index.begin(), index.end(), is_digit)) return refuse();
        // `a+b`, `a+b+c`: nodes (parameters or draws) moved together.
        if (const std::size_t plus = name.find('+'); plus != std::string::npos) {
            partner = name.substr(plus + 1);
            name.resize(plus);
            const std::vector<std::string> parts = detail::move_node_names(segment.substr(0, colon));
            // A node moved with itself never moves.
            for (std::size_t i = 1; i < parts.size(); ++i)
                if (!is_node(parts[i]) || std::count(parts.begin(), parts.end(), parts[i]) > 1) return refuse();
        }
        if (!is_node(name)) return refuse();
        steps.push_back({name, static_cast<std::size_t>(std::stoul(index)), partner, segment[colon] == '!'});
        if (end == path.size()) return steps;
        at = end + 1;
    }
}

bool Config::has_phase(Phase phase) const noexcept {
    return std::find(phases_.begin(), phases_.end(), phase) != phases_.end();
}

bool Config::shrinks() const noexcept { return shrink_ && has_phase(Phase::Shrink); }

void Config::validate() const {
    if (path_) {
        // Each of these would leave the path a silent no-op.
        if (!seed_) throw std::invalid_argument("Replaying a shrink path requires an explicit seed");
        if (!has_phase(Phase::Random)) throw std::invalid_argument("Replaying a shrink path requires the random phase");
        if (!shrinks()) throw std::invalid_argument("Replaying a shrink path requires the shrink phase");
        if (shrink_budget_ms_) throw std::invalid_argument("Replaying a shrink path cannot be combined with a shrink budget");
    }
    if (attempt_) {
        if (!seed_) throw std::invalid_argument("Replaying one attempt requires an explicit seed");
        if (!has_phase(Phase::Random)) throw std::invalid_argument("Replaying one attempt requires the random phase");
        if (exhaustive_) throw std::invalid_argument("Replaying one attempt cannot be combined with exhaustive mode");
    }
}

}  // namespace falsify
