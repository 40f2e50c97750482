#include "engine/shrink_move.hpp"

#include <algorithm>

namespace falsify::detail {

Seq<MoveCandidate> move_candidates(const std::vector<AnyTree>& trees, bool close_only, ShrinkRound round) {
    if (trees.size() == 1)
        return seq_filter_map<MoveCandidate>(trees[0]->children(round), [](AnyTree child) -> std::optional<MoveCandidate> {
            return MoveCandidate{std::move(child)};
        });
    using Pair = std::pair<AnyTree, AnyTree>;
    Seq<Pair> pairs = trees.size() >= 2 ? trees[0]->moved_with(*trees[1], close_only, round) : Seq<Pair>();
    if (trees.size() == 2)
        return seq_filter_map<MoveCandidate>(std::move(pairs), [](Pair moved) -> std::optional<MoveCandidate> {
            return MoveCandidate{std::move(moved.first), std::move(moved.second)};
        });
    // The first two's equal moves, every further copy rebuilt at the same integer.
    return seq_filter_map<MoveCandidate>(std::move(pairs), [trees](Pair moved) -> std::optional<MoveCandidate> {
        if (!moved.first->same_value(*moved.second)) return std::nullopt;
        MoveCandidate candidate{moved.first, std::move(moved.second)};
        for (std::size_t i = 2; i < trees.size(); ++i) {
            std::optional<AnyTree> copy = trees[i]->at_integer_of(*moved.first);
            if (!copy) return std::nullopt;
            candidate.push_back(std::move(*copy));
        }
        return candidate;
    });
}

void apply_move(const ShrinkMove& move, const MoveCandidate& candidate, std::vector<AnyTree>& args, std::vector<AnyTree>& tape) {
    for (std::size_t k = 0; k < move.nodes.size(); ++k) {
        const std::size_t i = move.nodes[k];
        if (i < args.size()) args[i] = candidate[k];
        else tape[i - args.size()] = candidate[k];
    }
}

bool changes_nothing(const std::vector<AnyTree>& trees, const MoveCandidate& candidate) {
    for (std::size_t i = 0; i < trees.size(); ++i)
        if (!candidate[i]->same_value(*trees[i])) return false;
    return true;
}

std::vector<std::string> move_node_names(const std::string& name) {
    std::vector<std::string> names;
    for (std::size_t from = 0; from <= name.size();) {
        const std::size_t plus = std::min(name.find('+', from), name.size());
        names.push_back(name.substr(from, plus - from));
        from = plus + 1;
    }
    return names;
}

std::string show_move(const std::vector<AnyTree>& trees) {
    std::string shown;
    for (const AnyTree& tree : trees) shown += (shown.empty() ? "" : ", ") + tree->show();
    return shown;
}

}  // namespace falsify::detail
