// The reports of failing inputs and the CounterExample's JSON form.
#include "report/failure_report.hpp"

#include <falsify/result.hpp>
#include <falsify/data.hpp>

#include <falsify/detail/json_text.hpp>
#include <falsify/detail/report_line.hpp>

#include "report/sequence_change.hpp"


#include <ostream>

namespace falsify {

namespace {

const std::string* find(const std::vector<Argument>& args, const std::string& name) {
    for (const auto& a : args)
        if (a.name == name) return &a.value;
    return nullptr;
}

std::string changed(const CounterExample& ce) {
    std::string out;
    auto add = [&](const std::string& name, const std::string* before, const std::string* after) {
        if (before && after && *before == *after) return;
        if (!out.empty()) out += ", ";
        if (before && after)
            if (const auto steps = detail::sequence_change(*before, *after)) return void(out += name + ": " + *steps);
        out += name + "=" + (before ? *before : "(absent)") + " -> " + (after ? *after : "(absent)");
    };
    for (const auto& a : ce.original_arguments) add(a.name, &a.value, find(ce.shrunk_arguments, a.name));
    for (const auto& a : ce.shrunk_arguments)
        if (!find(ce.original_arguments, a.name)) add(a.name, nullptr, &a.value);
    return out;
}

/// One verified fact per line, then what it cost.
std::string explanation(const CounterExample& ce) {
    std::string out;
    for (const std::string& fact : ce.explanation) {
        out += fact;
        out += '\n';
    }
    if (ce.explanation.empty()) out += "no part found that varies without changing the failure ";
    // Appended piece by piece: g++ 12 at -O3 warns (-Wrestrict) on `"(" + std::string`.
    out += '(';
    out += std::to_string(ce.explain_trials);
    out += " trial(s)";
    if (ce.explain_budget_spent) out += "; budget spent before every part was tried";
    out += ')';
    return out;
}

Data to_object(const std::vector<Argument>& args) {
    Data out = Data::object();
    for (const auto& a : args) out.set(a.name, Data::string(a.value));
    return out;
}

}  // namespace

std::string to_string(Outcome outcome) {
    switch (outcome) {
        case Outcome::Passed: return "Passed";
        case Outcome::Falsified: return "Falsified";
        case Outcome::GaveUp: return "GaveUp";
        case Outcome::CoverageFailed: return "CoverageFailed";
        case Outcome::DeadlineExceeded: return "DeadlineExceeded";
        case Outcome::TimeBudgetExceeded: return "TimeBudgetExceeded";
        case Outcome::GenerationFailed: return "GenerationFailed";
        case Outcome::ExampleFailed: return "ExampleFailed";
        case Outcome::RegressionFailed: return "RegressionFailed";
        case Outcome::PathFailed: return "PathFailed";
    }
    return "?";
}

std::ostream& operator<<(std::ostream& out, Outcome outcome) { return out << to_string(outcome); }

namespace {

/// The first line: how the input was found.
std::string found_line(const CounterExample& ce, const detail::FoundBy& found_by) {
    using Source = detail::FoundBy::Source;
    // A fuzzer's input was made by no seed: a seed line would mislead.
    if (found_by.source == Source::FuzzerInput)
        return "Property falsified by a fuzzer input of " + std::to_string(found_by.input_bytes) + " byte(s)";
    // A corpus entry is not a fresh find: said so, for the reader who wonders why the seed is not this run's.
    const std::string how = found_by.source == Source::CorpusSeed ? "Property falsified by a seed entry of the regression corpus, replayed after "
                                                                  : "Property falsified after ";
    return how + std::to_string(ce.runs_before_failure) + " successful run(s); seed=" + std::to_string(ce.seed);
}

}  // namespace

namespace detail {

std::string shown_arguments(const std::vector<Argument>& arguments) {
    std::string out;
    for (std::size_t i = 0; i < arguments.size(); ++i) out += (i ? ", " : "") + arguments[i].name + "=" + arguments[i].value;
    return out;
}

std::string example_report(std::size_t number, const std::vector<std::string>& shown_values, const Failure& failure) {
    std::string out = "Explicit example #" + std::to_string(number) + " failed: [";
    for (std::size_t k = 0; k < shown_values.size(); ++k) out += (k ? ", " : "") + shown_values[k];
    out += "]";
    append_report_line(out, "Failure:", failure.message, Continuation::AsWritten);
    return out;
}

std::string regression_report(std::uint64_t seed, const std::vector<Argument>& arguments, const Failure& failure) {
    std::string out = "Recorded regression failed (originally found with seed " + std::to_string(seed) + "): " + shown_arguments(arguments);
    append_report_line(out, "Failure:", failure.message, Continuation::AsWritten);
    return out;
}

std::string shrink_stopped_report(const std::string& property, std::uint64_t seed, const std::vector<Argument>& arguments,
                                  const Failure& failure) {
    const std::string shown = shown_arguments(arguments);
    std::string out = "falsify: property \"" + property + "\" had already failed when it was stopped, and was being shrunk:";
    append_report_line(out, "Original:", shown.empty() ? "(no arguments)" : shown, Continuation::AsWritten);
    append_report_line(out, "Failure:", failure.message, Continuation::AsWritten);
    append_report_line(out, "Replay:", "PROPERTY_SEED=" + std::to_string(seed) + " finds it again and shrinks it", Continuation::AsWritten);
    return out + '\n';
}

std::string falsified_report(const CounterExample& ce, const FoundBy& found_by) {
    std::string out = found_line(ce, found_by);
    append_report_line(out, "Original:", shown_arguments(ce.original_arguments));
    std::string shrunk = shown_arguments(ce.shrunk_arguments);
    shrunk += " (" + std::to_string(ce.shrink_steps) + " shrink step(s)";
    if (ce.shrink_trials > 0) shrunk += ", " + std::to_string(ce.shrink_trials) + " trial(s)";
    if (!ce.shrink_stopped_by.empty()) shrunk += "; the best so far: the shrink budget " + ce.shrink_stopped_by + " was spent";
    if (!ce.not_shrunk_because.empty()) shrunk += "; not shrunk: " + ce.not_shrunk_because;
    shrunk += ")";
    append_report_line(out, "Shrunk:", shrunk);
    if (std::string c = changed(ce); !c.empty()) append_report_line(out, "Changed:", c);
    if (!ce.shrunk_notes.empty()) append_report_line(out, "Notes:", shown_arguments(ce.shrunk_notes));
    if (ce.failure) append_report_line(out, "Failure:", ce.failure->message);
    if (ce.explain_trials > 0) append_report_line(out, "Explain:", explanation(ce));
    if (ce.is_flaky())
        append_report_line(out, "Flaky:",
                           "the minimised input passed on replay " + std::to_string(ce.passed_on_replay) +
                               "; suspect nondeterminism in the body or the code under test, not this input");
    if (!ce.unprintable_types.empty()) {
        std::string names;
        for (const std::string& name : ce.unprintable_types) names += (names.empty() ? "" : ", ") + name;
        append_report_line(out, "Printing:",
                           names + " shown by name only: give " + (ce.unprintable_types.size() > 1 ? "each" : "it") +
                               " an operator<< or a falsify::Show specialisation to see its values");
    }
    if (!ce.path.empty()) append_report_line(out, "Path:", ce.path);
    return out;
}

}  // namespace detail

std::string falsification_message(const CounterExample& ce) { return detail::falsified_report(ce, {}); }

std::string CounterExample::to_json(bool pretty) const {
    Data o = Data::object();
    o.set("seed", Data::integer(seed));
    o.set("runsBeforeFailure", Data::integer(runs_before_failure));
    o.set("originalArguments", to_object(original_arguments));
    o.set("shrunkArguments", to_object(shrunk_arguments));
    o.set("shrinkSteps", Data::integer(shrink_steps));
    o.set("shrinkTrials", Data::integer(shrink_trials));
    o.set("path", Data::string(path));
    o.set("failure", failure ? Data::object({{"type", Data::string(failure->type)}, {"message", Data::string(failure->message)}})
                             : Data::null());
    o.set("discards", Data::integer(discards));
    o.set("skips", Data::integer(skips));
    o.set("edgeCases", Data::string(edge_cases == EdgeCases::Mixin ? "Mixin" : "None"));
    o.set("originalNotes", to_object(original_notes));
    o.set("shrunkNotes", to_object(shrunk_notes));
    o.set("replays", Data::integer(replays));
    o.set("passedOnReplay", Data::integer(passed_on_replay));
    // Only strings and integers: always JSON.
    const std::string compact = *falsify::to_json(o);
    return pretty ? detail::pretty_json(compact) : compact;
}

}  // namespace falsify
