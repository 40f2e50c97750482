#include <falsify/config.hpp>

#include <algorithm>
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

}  // namespace

std::string to_string(Phase phase) {
    switch (phase) {
        case Phase::Examples: return "examples";
        case Phase::Corpus: return "corpus";
        case Phase::Random: return "random";
        case Phase::Shrink: return "shrink";
    }
    return "?";
}

Config& Config::runs(std::size_t count) {
    if (count < 1) throw std::invalid_argument("Runs must be greater than or equal to 1");
    runs_ = count;
    return *this;
}

Config& Config::seed(std::uint64_t value) {
    seed_ = value;
    return *this;
}

Config& Config::max_shrinks(std::size_t count) {
    max_shrinks_ = count;
    return *this;
}

Config& Config::max_discards(std::size_t count) {
    max_discards_ = count;
    return *this;
}

Config& Config::timeout_ms(std::uint64_t ms) {
    check_milliseconds("Timeout", ms);
    timeout_ms_ = ms;
    return *this;
}

Config& Config::budget_ms(std::uint64_t ms) {
    check_milliseconds("Time budget", ms);
    budget_ms_ = ms;
    return *this;
}

Config& Config::shrink(ShrinkMode mode) {
    shrink_ = mode;
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

Config& Config::flaky_replays(std::size_t count) {
    flaky_replays_ = count;
    return *this;
}

bool Config::has_phase(Phase phase) const noexcept {
    return std::find(phases_.begin(), phases_.end(), phase) != phases_.end();
}

ShrinkMode Config::effective_shrink_mode() const noexcept {
    if (shrink_ == ShrinkMode::Off || !has_phase(Phase::Shrink)) return ShrinkMode::Off;
    if (shrink_budget_ms_) return ShrinkMode::Bounded;
    return ShrinkMode::Full;
}

void Config::validate() const {
    if (shrink_ == ShrinkMode::Bounded && !shrink_budget_ms_)
        throw std::invalid_argument("ShrinkMode::Bounded needs a shrink budget: set shrink_budget_ms, or use ShrinkMode::Full");
    if (shrink_ == ShrinkMode::Off && shrink_budget_ms_)
        throw std::invalid_argument("A shrink budget cannot be combined with ShrinkMode::Off");
}

}  // namespace falsify
