// classify:: and target:: calls: recorded on the current run's context; the
// runner aggregates them over the runs.
#include <falsify/classify.hpp>
#include <falsify/target.hpp>

#include "engine/draw_context.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <stdexcept>

namespace falsify::detail {

namespace {

thread_local TargetDirections* directions = nullptr;

void add_once(std::vector<std::string>& into, std::string item) {
    if (std::find(into.begin(), into.end(), item) == into.end()) into.push_back(std::move(item));
}

void record_target(const char* call, std::string label, double score, bool maximize) {
    DrawContext& context = current_context(call);
    if (!std::isfinite(score))
        throw std::invalid_argument(std::string(call) + ": the score of \"" + label +
                                    "\" is not finite; give a finite number (a NaN or an infinity cannot be compared)");
    if (directions) {
        auto& known = directions->maximize;
        auto found = std::find_if(known.begin(), known.end(), [&](const auto& d) { return d.first == label; });
        if (found == known.end()) {
            known.emplace_back(label, maximize);
        } else if (found->second != maximize) {
            throw std::logic_error(std::string(call) + ": target \"" + label + "\" was " +
                                   (found->second ? "maximized" : "minimized") +
                                   " earlier in this property; a label keeps one direction, so use another label");
        }
    }
    auto& targets = context.observed.targets;
    auto same = std::find_if(targets.begin(), targets.end(), [&](const TargetScore& t) { return t.label == label; });
    if (same != targets.end()) same->score = score;
    else targets.push_back({std::move(label), maximize, score});
}

}  // namespace

DirectionsScope::DirectionsScope(TargetDirections& d) : previous_(directions) { directions = &d; }
DirectionsScope::~DirectionsScope() { directions = previous_; }

std::string floating_label(double value) {
    char buffer[64];
    const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
    return ec == std::errc() ? std::string(buffer, end) : std::to_string(value);
}

}  // namespace falsify::detail

namespace falsify::classify {

using detail::current_context;

void label(std::string name) { detail::add_once(current_context("falsify::classify::label()").observed.labels, std::move(name)); }

void when(bool condition, std::string name) {
    auto& context = current_context("falsify::classify::when()");
    if (condition) detail::add_once(context.observed.labels, std::move(name));
}

void cover(bool condition, std::string name, double min_percent) {
    auto& context = current_context("falsify::classify::cover()");
    if (!(min_percent >= 0 && min_percent <= 100))
        throw std::invalid_argument("falsify::classify::cover(): the minimum percentage of \"" + name + "\" must be in 0..100, got " +
                                    std::to_string(min_percent));
    auto& requirements = context.observed.requirements;
    auto found = std::find_if(requirements.begin(), requirements.end(), [&](const Requirement& r) { return r.label == name; });
    if (found != requirements.end()) found->min_percent = min_percent;
    else requirements.push_back({name, min_percent});
    if (condition) detail::add_once(context.observed.labels, std::move(name));
}

void tabulate(std::string table, std::string tag) { tabulate(std::move(table), std::vector<std::string>{std::move(tag)}); }

void tabulate(std::string table, const std::vector<std::string>& tags) {
    auto& tables = current_context("falsify::classify::tabulate()").observed.tables;
    auto found = std::find_if(tables.begin(), tables.end(), [&](const auto& t) { return t.first == table; });
    if (found == tables.end()) {
        tables.emplace_back(std::move(table), std::vector<std::string>{});
        found = std::prev(tables.end());
    }
    for (const auto& tag : tags) detail::add_once(found->second, tag);
}

}  // namespace falsify::classify

namespace falsify::target {

void maximize(std::string label, double score) { detail::record_target("falsify::target::maximize()", std::move(label), score, true); }
void minimize(std::string label, double score) { detail::record_target("falsify::target::minimize()", std::move(label), score, false); }

}  // namespace falsify::target
