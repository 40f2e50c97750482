#include <falsify/scheduling.hpp>

#include <charconv>
#include <stdexcept>

namespace falsify {

namespace {

constexpr int max_depth = 10;
constexpr int max_preemptions = 4;

[[noreturn]] void refuse(const char* source, std::string_view text) {
    throw std::invalid_argument(std::string(source) +
                                " must be one of auto, threads, random, pct, pct:D (D from 1 to 10), exhaustive, "
                                "exhaustive:P (P from 0 to 4), got \"" +
                                std::string(text) + "\"");
}

/// The number after "name:", or `fallback` when there is none.
int bound_of(std::string_view text, std::string_view name, int fallback, int lo, int hi, const char* source) {
    if (text.size() == name.size()) return fallback;
    const std::string_view digits = text.substr(name.size() + 1);
    int value = 0;
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
    if (digits.empty() || ec != std::errc() || end != digits.data() + digits.size() || value < lo || value > hi) refuse(source, text);
    return value;
}

bool names(std::string_view text, std::string_view name) {
    return text == name || (text.size() > name.size() && text.substr(0, name.size()) == name && text[name.size()] == ':');
}

thread_local Scheduling running = Scheduling::automatic();

}  // namespace

Scheduling Scheduling::pct(int depth) {
    if (depth < 1 || depth > max_depth)
        throw std::invalid_argument("Scheduling::pct(): depth must be between 1 and 10, got " + std::to_string(depth));
    return Scheduling(Kind::Pct, depth);
}

Scheduling Scheduling::exhaustive(int bound) {
    if (bound < 0 || bound > max_preemptions)
        throw std::invalid_argument("Scheduling::exhaustive(): max_preemptions must be between 0 and 4, got " + std::to_string(bound));
    return Scheduling(Kind::Exhaustive, bound);
}

Scheduling Scheduling::parse(std::string_view text, const char* source) {
    while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
    while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
    if (text == "auto") return automatic();
    if (text == "threads") return threads();
    if (text == "random") return random_walk();
    if (names(text, "pct")) return pct(bound_of(text, "pct", 3, 1, max_depth, source));
    if (names(text, "exhaustive")) return exhaustive(bound_of(text, "exhaustive", 2, 0, max_preemptions, source));
    refuse(source, text);
}

std::string Scheduling::to_string() const {
    switch (kind_) {
    case Kind::Automatic: return "auto";
    case Kind::Threads: return "threads";
    case Kind::RandomWalk: return "random";
    case Kind::Pct: return "pct:" + std::to_string(bound_);
    case Kind::Exhaustive: return "exhaustive:" + std::to_string(bound_);
    }
    return "auto";
}

namespace detail {

Scheduling current_scheduling() noexcept { return running; }

SchedulingScope::SchedulingScope(Scheduling scheduling) noexcept : previous_(running) { running = scheduling; }
SchedulingScope::~SchedulingScope() { running = previous_; }

}  // namespace detail

}  // namespace falsify
