#pragma once
// The per-execution state behind falsify::draw() and falsify::note().
#include <falsify/detail/any_tree.hpp>
#include <falsify/random.hpp>
#include <falsify/result.hpp>

#include <cstdint>
#include <optional>
#include <vector>

namespace falsify::detail {

struct DrawContext {
    /// Nodes to serve by position (a previous execution's draws, possibly with one replaced).
    std::vector<AnyTree> tape;
    /// Fresh draws past the tape come from Random(run_seed), made on first use:
    /// a trial is a pure function of its parameters, its tape and the run.
    std::uint64_t run_seed = 0;
    EdgeCases edge_cases = EdgeCases::Mixin;
    std::optional<Random> random;
    /// Every node this execution actually used: its tape if it is accepted.
    std::vector<AnyTree> recorded;
    std::vector<Argument> notes;
};

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
