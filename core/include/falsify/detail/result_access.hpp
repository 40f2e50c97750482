#pragma once
// The engine's door into a Result: what fills it after a run (its seed, its
// inputs as trees) and what adapters read to run an input again. Users read a
// Result through its accessors and its typed values instead.
#include <falsify/result.hpp>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace falsify::detail {

struct ResultAccess {
    using Input = std::vector<std::shared_ptr<const TreeNode>>;

    static void set_seed(Result& result, std::uint64_t seed) noexcept { result.seed_ = seed; }
    /// The minimised input of a falsification, for adapters that re-run it.
    static const Input& shrunk_input(const Result& result) noexcept { return result.shrunk_input_; }
    static void set_shrunk_input(Result& result, Input input) { result.shrunk_input_ = std::move(input); }
    /// The input as first found, before shrinking.
    static const Input& original_input(const Result& result) noexcept { return result.original_input_; }
    static void set_original_input(Result& result, Input input) { result.original_input_ = std::move(input); }
};

/// What a failure found, beside its report: the counterexample, and its inputs as trees.
struct Found {
    CounterExample counter_example;
    ResultAccess::Input original_input;
    ResultAccess::Input shrunk_input;
};

/// Every Result the engine and the faces return is made here: its outcome, its
/// report (empty for a pass; the labelled lines laid out by
/// detail/report_line.hpp), what the run counted, and what a failure found.
Result make_result(Outcome outcome, std::string report, RunStatistics statistics, std::optional<Found> found = std::nullopt);

}  // namespace falsify::detail
