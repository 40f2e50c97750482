#pragma once
// Internals shared by the runner's translation units.
#include <falsify/corpus_interface.hpp>
#include <falsify/definition.hpp>

#include "engine/draw_context.hpp"
#include "report/failure_report.hpp"

#include <algorithm>
#include <array>
#include <functional>
#include <string>
#include <vector>

namespace falsify::detail {

/// The outcome of one execution of the body.
struct Trial {
    enum Kind { Passed, Failed, Discarded, Skipped } kind = Passed;
    Failure failure;
    /// Skipped: what the environment said.
    std::string skip_reason;
    /// The line of the failing assertion when it was raised in the property's
    /// own file; 0 when unknown (then the type alone identifies the failure).
    int site = 0;
    /// It ended by a signal, exit or a hang (failure names which), not by returning or throwing.
    bool crashed = false;
    double elapsed_ms = 0;
    /// The in-body draws this execution used, in order, and its notes.
    std::vector<AnyTree> draws;
    std::vector<Argument> notes;
    /// Its classify labels, cover thresholds, tables and target scores.
    Observations observed;
};

/// The size schedule: attempt k (from 0) of a random phase of `runs` draws
/// every size (a container's length, a sequence's steps) from the first
/// scale(k) of its range, over a ramp of 45% of the runs (at most
/// size_ramp_runs); every later attempt from the whole range. Along the
/// ramp, x = (k + 1) / ramp and scale = max(0.3 x, x^3): the first runs stay
/// at lengths 1-5 far longer than a straight ramp would keep them (a bug at
/// a small length, the last element or pair, every element negative, is met
/// there: it hides in longer inputs), and the cube then catches up, so that
/// more than half the runs still draw from the whole range (a bug that needs
/// 30 elements, a sum past a bound). Measured by bench/find_rate on held-out
/// seeds, beside RapidCheck: see the README.
inline constexpr std::size_t size_ramp_runs = 100;
inline double size_scale(std::size_t attempt, std::size_t runs) {
    const double ramp = std::clamp(static_cast<double>(runs) * 0.45, 1.0, static_cast<double>(size_ramp_runs));
    const double x = static_cast<double>(attempt + 1) / ramp;
    return std::min(1.0, std::max(0.3 * x, x * x * x));
}

/// The lean of attempt k of a random phase of `runs` (see falsify::Lean).
/// The first half has none: a seed's runs there are what they were before
/// leans, so a bug they find is found and shrunk as before. The second half
/// cycles through eight: Negative, Short, Equal, Short, Positive, Short,
/// Equal, none; a fixed cycle, not a draw, so that every seed gets as many
/// runs of each. Small inputs of one sign, of equal elements, of one or two
/// elements are then met on every seed of the find-rate bench's classes.
inline Lean run_lean(std::size_t attempt, std::size_t runs) {
    constexpr std::array<Lean, 8> cycle = {Lean::Negative, Lean::Short, Lean::Equal, Lean::Short,
                                           Lean::Positive, Lean::Short, Lean::Equal, Lean::None};
    const std::size_t plain = runs / 2;
    return attempt < plain ? Lean::None : cycle[(attempt - plain) % cycle.size()];
}

/// Where an execution's in-body draws come from.
struct DrawSource {
    std::vector<AnyTree> tape;
    std::uint64_t run_seed = 0;
    EdgeCases edge_cases = EdgeCases::Mixin;
    /// The run's size scale (Random::scale_sizes), for draws past the tape.
    double size_scale = 1.0;
    /// The run's lean (Random::lean), for draws past the tape.
    Lean lean = Lean::None;
    /// Let the layers built on the engine record the run (the statistics
    /// count the random and search phases' runs only; shrinking records nothing).
    bool observe_extensions = false;
    /// A tape position drawn afresh from run_seed's stream instead of served.
    std::optional<std::size_t> fresh_at = std::nullopt;
    /// Draws past the tape read this stream instead (a fuzzer's bytes).
    Random* source = nullptr;
};

Trial execute(const PropertyDefinition& definition, const std::vector<AnyTree>& args, const DrawSource& draws);

/// Same exception type and, when both are known, the same site.
bool same_failure(const Trial& original, const Trial& candidate);

struct Descent {
    std::vector<AnyTree> args;
    /// The current tape of in-body draws (the failure's draws).
    DrawSource draws;
    Trial failure;
    std::size_t steps = 0;
    std::size_t trials = 0;
    std::string path;
    /// Which budget ended the descent before it was done; empty when it was done.
    std::string stopped_by;
};

/// A body call's property and input, for the last words of a process a crash ends (containment.hpp).
std::string describe_body_call(const void* call);

Descent shrink(const PropertyDefinition& definition, std::vector<AnyTree> args, DrawSource draws, Trial failure,
               const std::function<void(const Event&)>& emit);

/// What the explain phase verified, and the executions it spent.
struct Explanation {
    std::vector<std::string> facts;
    std::size_t trials = 0;
    bool budget_spent = false;
};

/// The explain phase on a descent's result (see explain.cpp); `seed` seeds its other values.
Explanation explain(const PropertyDefinition& definition, const Descent& descent, std::uint64_t seed);

/// A path replay: the descent it reproduced, or the step that broke and why.
struct PathReplay {
    Descent descent;
    std::size_t failed_step = 0;  // 1-based; 0 when the whole path applied
    std::string segment;
    std::string reason;
};

/// `retries`: how often a step whose candidate passed is executed again before
/// the path is refused (a racy body fails only when its timing recurs).
PathReplay replay_path(const PropertyDefinition& definition, std::vector<AnyTree> args, DrawSource draws, Trial failure,
                       const std::string& path, std::size_t retries, const std::function<void(const Event&)>& emit);

std::string path_failure_message(const std::string& path, const PathReplay& replay);

/// One step of a shrink path as written: `name:index`, or `name!index` when
/// taken in a restructuring round.
inline std::string path_segment(const std::string& name, bool restructuring, std::size_t index) {
    return name + (restructuring ? "!" : ":") + std::to_string(index);
}

/// Rendered arguments: the named parameters, then the draws as draw#1, draw#2, ...
std::vector<Argument> render_arguments(const PropertyDefinition& definition, const std::vector<AnyTree>& args,
                                       const std::vector<AnyTree>& draws);

/// The pseudo-name of tape position `index` (0-based): draw#1, draw#2, ...
std::string draw_name(std::size_t index);

/// Accepted steps once in-body draws exist.
inline constexpr std::size_t max_draw_shrink_steps = 1000;

/// How a falsification is remembered: its shrunk arguments as data when every
/// one encodes and the body drew nothing, else the seed of its random phase.
CorpusEntry corpus_entry(const PropertyDefinition& definition, const CounterExample& counter_example,
                         const std::vector<AnyTree>& shrunk_args, const std::vector<AnyTree>& draws);

/// Arguments as data by parameter name (a values entry, a search document's
/// entry); std::nullopt when one does not encode or is too large to store.
std::optional<Data::Object> encode_arguments(const PropertyDefinition& definition, const std::vector<AnyTree>& args);

/// A values entry's arguments as trees in parameter order; std::nullopt when
/// one is missing or no longer decodes (the entry is skipped, not pruned).
std::optional<std::vector<AnyTree>> decode_entry(const PropertyDefinition& definition, const CorpusEntry& entry);

/// A 60-bit seed stable across runs and machines: FNV-1a 64 of the id, mixed by
/// SplitMix64's finaliser, shifted right by 4.
std::uint64_t derived_seed(const std::string& id);

}  // namespace falsify::detail
