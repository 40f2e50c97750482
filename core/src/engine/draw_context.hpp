#pragma once
// The per-execution state behind falsify::draw() and falsify::note().
#include <falsify/detail/any_tree.hpp>
#include <falsify/detail/run_observation.hpp>
#include <falsify/random.hpp>
#include <falsify/result.hpp>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <typeinfo>
#include <utility>
#include <vector>

namespace falsify::detail {

struct SharedDrawCounts;

/// A target score of one run.
struct TargetScore {
    std::string label;
    bool maximize = true;
    double score = 0;
};

/// classify and target calls of one run, and what the layers built on the engine recorded of it.
struct Observations {
    std::vector<std::string> labels;             // each once, in first-call order
    std::vector<Requirement> requirements;       // cover(): last threshold per label
    std::vector<std::pair<std::string, std::vector<std::string>>> tables;  // table -> tags, each once
    std::vector<TargetScore> targets;            // last score per label
    std::vector<std::shared_ptr<RunObservation>> extensions;  // one per type, in first-recorded order
};

struct DrawContext {
    /// Nodes to serve by position (a previous execution's draws, possibly with one replaced).
    std::vector<AnyTree> tape;
    /// Fresh draws past the tape come from Random(run_seed), made on first use:
    /// a trial is a pure function of its parameters, its tape and the run.
    std::uint64_t run_seed = 0;
    EdgeCases edge_cases = EdgeCases::Mixin;
    double size_scale = 1.0;
    Lean lean = Lean::None;
    std::optional<Random> random;
    /// A tape position drawn afresh from the run's stream (the explain phase's other values).
    std::optional<std::size_t> fresh_at = std::nullopt;
    /// When set, the run's stream (a fuzzer's bytes), instead of Random(run_seed).
    Random* source = nullptr;
    /// Every node this execution actually used: its tape if it is accepted.
    std::vector<AnyTree> recorded;
    std::vector<Argument> notes;
    Observations observed;
    bool observe_extensions = false;
    /// In a forked execution: where its parent reads how many draws it took from the tape or afresh.
    SharedDrawCounts* counts = nullptr;
};

/// The direction of each target label for the whole property run.
struct TargetDirections {
    std::vector<std::pair<std::string, bool>> maximize;  // label -> maximize?
};

/// Makes `directions` the property's for its lifetime (restoring the previous one),
/// so that a label whose direction flips is refused at the call.
class DirectionsScope {
public:
    explicit DirectionsScope(TargetDirections& directions);
    ~DirectionsScope();
    DirectionsScope(const DirectionsScope&) = delete;
    DirectionsScope& operator=(const DirectionsScope&) = delete;

private:
    TargetDirections* previous_;
};

/// The current run's context; throws std::logic_error naming `what` outside a run.
DrawContext& current_context(const char* what);
/// The current run's context, or nullptr outside a run.
DrawContext* current_context_if_any() noexcept;

/// Makes `context` the current run's for its lifetime (restoring the previous one).
class DrawScope {
public:
    explicit DrawScope(DrawContext& context);
    ~DrawScope();
    DrawScope(const DrawScope&) = delete;
    DrawScope& operator=(const DrawScope&) = delete;

private:
    DrawContext* previous_;
};

}  // namespace falsify::detail
