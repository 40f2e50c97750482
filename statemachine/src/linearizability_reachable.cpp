#include "linearizability_reachable.hpp"

#include <algorithm>

namespace falsify::linearizability::detail {

ReachableStates::ReachableStates(const std::vector<Timing>& timings, const std::vector<std::size_t>& ops,
                                 std::size_t target, ErasedModel& model, std::size_t state_limit)
    : model_(model), state_limit_(state_limit) {
    for (std::size_t op : ops) {
        if (timings[op].call > timings[target].response) continue;
        if (op == target) target_ = ops_.size();
        ops_.push_back(op);
        call_.push_back(timings[op].call);
        response_.push_back(timings[op].pending ? INT64_MAX : timings[op].response);
    }
    takes_effect_.assign(ops_.size(), false);
    nodes_.push_back({model_.initial(), INT64_MIN});
    try_target(0);
}

ReachableStates::Progress ReachableStates::advance(std::uint64_t budget, std::uint64_t& steps) {
    const std::uint64_t before = spent_;
    Progress progress = Progress::Running;
    while (progress == Progress::Running) {
        if (too_many_) {
            progress = Progress::TooMany;
        } else if (takes_effect_[target_]) {
            progress = Progress::Explained;
        } else if (current_ == SIZE_MAX && !take_next()) {
            progress = Progress::Impossible;
        } else if (next_op_ == ops_.size()) {
            current_ = SIZE_MAX;
        } else if (spent_ - before >= budget) {
            break;
        } else {
            const std::size_t op = next_op_++;
            if (allowed(op, nodes_[current_])) too_many_ = !follow(current_, op);
        }
    }
    steps += spent_ - reported_;
    reported_ = spent_;
    return progress;
}

bool ReachableStates::follow(std::size_t from, std::size_t op) {
    ++spent_;
    const StateId next = model_.step(nodes_[from].state, ops_[op]);
    if (next == no_state) return true;
    takes_effect_[op] = true;
    const std::int64_t latest = std::max(nodes_[from].latest_call, call_[op]);
    for (std::size_t node = 0; node < nodes_.size(); ++node) {
        if (nodes_[node].state != next) continue;
        if (!nodes_[node].taken && latest < nodes_[node].latest_call) {
            nodes_[node].latest_call = latest;
            try_target(node);
        }
        return true;
    }
    if (nodes_.size() == state_limit_) return false;
    nodes_.push_back({next, latest});
    try_target(nodes_.size() - 1);
    return true;
}

void ReachableStates::try_target(std::size_t node) {
    if (takes_effect_[target_] || !allowed(target_, nodes_[node])) return;
    ++spent_;
    if (model_.step(nodes_[node].state, ops_[target_]) != no_state) takes_effect_[target_] = true;
}

bool ReachableStates::take_next() {
    std::size_t best = SIZE_MAX;
    for (std::size_t node = 0; node < nodes_.size(); ++node)
        if (!nodes_[node].taken && (best == SIZE_MAX || nodes_[node].latest_call < nodes_[best].latest_call)) best = node;
    if (best == SIZE_MAX) return false;
    nodes_[best].taken = true;
    current_ = best;
    next_op_ = 0;
    return true;
}

}  // namespace falsify::linearizability::detail
