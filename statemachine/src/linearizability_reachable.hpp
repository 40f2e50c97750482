#pragma once
// The states a partition's operations can lead to before one of them, the
// target, returns, for a model of few states: when the target's result is
// given by none of them (a read of a value never written), the partition is
// refuted at once, where the search would have to try every order of the
// operations around the target first. Only operations called before the
// target returned can take effect before it.
//
// The states are over-approximated, so that the refutation is sound: an
// operation may follow a path to a state unless one of the path's operations
// was called after it returned, and may appear on a path more than once. Each
// state keeps the least, over the paths found to it, of the latest call on the
// path; taking the states in increasing order of it (Dijkstra's), that least
// is final when a state is taken, and each state is taken once. Every state a
// linearization passes through is found, and every operation it places is
// found to take effect in one of them.
//
// A model whose states grow without bound (a key-value store's appends, one
// state per order of them) has no small closure: past `state_limit` states the
// exploration gives up, having cost at most that many model steps per
// operation.
#include <falsify/statemachine/linearizability/detail/search.hpp>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace falsify::linearizability::detail {

class ReachableStates {
public:
    enum class Progress {
        /// The budget ran out first.
        Running,
        /// The target takes effect in a state found.
        Explained,
        /// Every state is found; the target takes effect in none.
        Impossible,
        /// More than `state_limit` states: no verdict.
        TooMany,
    };

    /// `ops`: the partition's operations, indices into `timings`; `target`
    /// one of them that returned.
    ReachableStates(const std::vector<Timing>& timings, const std::vector<std::size_t>& ops, std::size_t target,
                    ErasedModel& model, std::size_t state_limit);

    std::size_t target() const { return ops_[target_]; }

    /// Explores, spending about `budget` model steps (added to `steps`),
    /// until the target is known to take effect in some state found, or in
    /// none of them all.
    Progress advance(std::uint64_t budget, std::uint64_t& steps);

private:
    struct Node {
        StateId state;
        std::int64_t latest_call;  // least over the paths found
        bool taken = false;
    };

    bool allowed(std::size_t op, const Node& node) const { return response_[op] >= node.latest_call; }
    /// Tries `op` from node `from`; false when the state limit is passed.
    bool follow(std::size_t from, std::size_t op);
    void try_target(std::size_t node);
    bool take_next();

    std::vector<std::size_t> ops_;  // those called before the target returned
    std::vector<std::int64_t> call_;
    std::vector<std::int64_t> response_;  // INT64_MAX for an operation that never returned
    ErasedModel& model_;
    std::size_t state_limit_;
    std::vector<Node> nodes_;
    std::vector<bool> takes_effect_;  // by position in ops_
    std::size_t target_ = 0;          // position in ops_
    std::size_t current_ = SIZE_MAX;  // the node being expanded
    std::size_t next_op_ = 0;         // its next operation to try
    std::uint64_t spent_ = 0;     // model steps taken
    std::uint64_t reported_ = 0;  // of them, those added to a caller's count
    bool too_many_ = false;
};

}  // namespace falsify::linearizability::detail
