#pragma once
// The engine's door into a Result: what fills it after a run (its seed, its
// inputs as trees) and what adapters read to run an input again. Users read a
// Result through its accessors and its typed values instead.
#include <falsify/result.hpp>

#include <cstdint>
#include <memory>
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

}  // namespace falsify::detail
