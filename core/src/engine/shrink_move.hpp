#pragma once
// A shrink move: the nodes of a descent (its parameters, then its tape's
// positions) that change together. The descent tries moves and a recorded
// path replays them, so both take a move's candidates from here.
#include <falsify/detail/any_tree.hpp>

#include <string>
#include <vector>

namespace falsify::detail {

/// One tree per node of a move, in the move's order.
using MoveCandidate = std::vector<AnyTree>;

/// Nodes moved together: their numbers (the parameters, then the tape's
/// positions), the trees they hold now, and the move's name in a path
/// (`a`, `a+b`, `a+b+c`).
struct ShrinkMove {
    std::vector<std::size_t> nodes;
    std::vector<AnyTree> trees;
    std::string name;
    /// A move of draws refuses a candidate that makes the body draw more.
    bool refuses_longer_tape = false;
};

/// The candidate put in place of the move's nodes, among the parameters and the tape.
void apply_move(const ShrinkMove& move, const MoveCandidate& candidate, std::vector<AnyTree>& args, std::vector<AnyTree>& tape);

/// The candidates in `round` of a move whose nodes now hold `trees`: one
/// tree's own candidates; two integer trees moved as one (TreeNode::moved_with;
/// with `close_only`, only when they look coupled); three or more equal integer
/// trees lowered as one, every copy kept equal, since lowering some of them
/// breaks a failure that needs them all (a value that must occur k times).
Seq<MoveCandidate> move_candidates(const std::vector<AnyTree>& trees, bool close_only, ShrinkRound round);

/// Whether every candidate tree holds the value its node holds now.
bool changes_nothing(const std::vector<AnyTree>& trees, const MoveCandidate& candidate);

/// The nodes a move's name lists: `a+b+c` -> a, b, c.
std::vector<std::string> move_node_names(const std::string& name);

/// The trees shown as one list, as events and explanations show a move.
std::string show_move(const std::vector<AnyTree>& trees);

}  // namespace falsify::detail
