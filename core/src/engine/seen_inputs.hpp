#pragma once
// The descent's caches of inputs already run, bounded in inputs and in bytes.
#include "engine/runner_detail.hpp"

#include <cstddef>
#include <deque>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace falsify::detail {

/// Inputs already run, by rendering, each with its trial (when it failed).
/// Only a cache: a deterministic body rejects a rejected input again and
/// fails a failing one the same way, so past a fixed count, or past a byte
/// budget, the oldest are forgotten and a descent of millions of trials, or
/// over a value of a million elements, keeps a bounded memory. The latest
/// failing inputs still keep a restructuring round from leading back to one
/// it just left.
///
/// The bytes are an estimate (TreeNode::footprint, the renderings, the
/// trials' texts): a tree several inputs share is counted once, while the
/// cache holds it. Inputs of a usual size (a few thousand values) never reach
/// the byte budget, so that it changes no descent but those over huge values.
class SeenInputs {
public:
    using Input = std::pair<std::vector<AnyTree>, std::vector<AnyTree>>;

    /// The budget of each of the descent's caches unless a test lowers it (see SeenInputsWatch).
    static constexpr std::size_t default_budget_bytes = std::size_t{64} << 20;
    static constexpr std::size_t max_remembered = 4096;

    explicit SeenInputs(std::size_t budget_bytes = default_budget_bytes) : budget_bytes_(budget_bytes) {}

    /// The rendering only narrows the search (it abbreviates long values, so
    /// many inputs may share one); equality decides, among the latest few only
    /// so that a long descent over long values stays linear.
    const Trial* find(const std::string& key, const std::vector<AnyTree>& args, const std::vector<AnyTree>& tape) const;

    /// Remembers an input, then forgets the oldest renderings (all the inputs
    /// of each) until both bounds hold again; an input larger than the whole
    /// budget is forgotten at once.
    void remember(const std::string& key, Input input, Trial trial);

    /// Forgets everything (memory ran out: the descent ends, and frees what it can first).
    void clear();

    /// The estimated bytes held now, and the most held once remember returned.
    std::size_t bytes() const noexcept { return bytes_; }
    std::size_t peak_bytes() const noexcept { return peak_bytes_; }
    std::size_t size() const noexcept { return count_; }

private:
    struct Entry {
        Input input;
        Trial trial;
        std::size_t own_bytes = 0;  // the rendering, the trial's texts: counted per entry
    };
    struct Held {
        std::size_t holders = 0;
        std::size_t bytes = 0;
    };

    static bool same_inputs(const std::vector<AnyTree>& a, const std::vector<AnyTree>& b);
    /// Counts (or, with `release`, uncounts) the trees of an entry: each tree once while any entry holds it.
    void hold(const Entry& entry, bool release);
    void hold_tree(const AnyTree& tree, bool release);
    void forget_oldest();

    static constexpr std::size_t max_compared = 16;

    std::size_t budget_bytes_;
    std::unordered_map<std::string, std::vector<Entry>> by_rendering_;
    std::deque<std::string> order_;
    std::unordered_map<const TreeNode*, Held> held_;
    std::size_t count_ = 0;
    std::size_t bytes_ = 0;
    std::size_t peak_bytes_ = 0;
};

/// For tests: while one lives on a thread, the descents it runs give each
/// cache `budget_bytes` and report the most their caches held (both together).
class SeenInputsWatch {
public:
    explicit SeenInputsWatch(std::size_t budget_bytes);
    ~SeenInputsWatch();
    SeenInputsWatch(const SeenInputsWatch&) = delete;
    SeenInputsWatch& operator=(const SeenInputsWatch&) = delete;

    std::size_t budget_bytes() const noexcept { return budget_bytes_; }
    /// The most both caches of one descent held together, over the descents run so far.
    std::size_t peak_bytes() const noexcept { return peak_bytes_; }
    void record(std::size_t peak_bytes) noexcept {
        if (peak_bytes > peak_bytes_) peak_bytes_ = peak_bytes;
    }

    /// The watch of this thread, if any.
    static SeenInputsWatch* current() noexcept;

private:
    std::size_t budget_bytes_;
    std::size_t peak_bytes_ = 0;
    SeenInputsWatch* previous_;
};

}  // namespace falsify::detail
