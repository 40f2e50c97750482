// The greedy descent: parameters in declaration order, then the in-body draws
// by tape position; for each node, the first candidate that still fails the
// same way is accepted (one step per node per round); rounds repeat until one
// makes no progress. Then a restructuring round (see ShrinkRound); the
// descent ends when that makes no progress either.
// A recorded shrink path is followed by the same descent, one execution per
// step, or the exact reason it no longer applies (never absorbed into a fresh
// search): a move is tried and accepted in one place for both.
#include "engine/runner_detail.hpp"
#include "engine/seen_inputs.hpp"
#include "engine/shrink_move.hpp"

#include <falsify/errors.hpp>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <new>
#include <string>
#include <typeinfo>
#include <unordered_map>

namespace falsify::detail {

namespace {

class Descender {
    using Input = SeenInputs::Input;

public:
    Descender(const PropertyDefinition& definition, Descent& d, const std::function<void(const Event&)>& emit)
        : def_(definition), d_(d), emit_(emit), watch_(SeenInputsWatch::current()),
          rejected_(watch_ ? watch_->budget_bytes() : SeenInputs::default_budget_bytes),
          failed_(watch_ ? watch_->budget_bytes() : SeenInputs::default_budget_bytes) {
        const Config& config = definition.config;
        if (config.shrink_budget_ms())
            deadline_ = std::chrono::steady_clock::now() + std::chrono::milliseconds(*config.shrink_budget_ms());
    }

    /// The descent, until it is done or a limit stops it (the memory too: the
    /// counterexample so far is kept and the report says memory ran out,
    /// rather than the descent ending as if no candidate had failed).
    void run() {
        try {
            descend();
        } catch (const std::bad_alloc& e) {
            // What the caches hold is freed first: the report still has to be written.
            rejected_.clear();
            failed_.clear();
            stuck_.clear();
            const std::string thrown = memory_failure_.empty() ? type_name(typeid(e)) : memory_failure_;
            d_.stopped_by = "memory: " + thrown + " at trial " + std::to_string(d_.trials);
        }
        if (watch_) watch_->record(rejected_.peak_bytes() + failed_.peak_bytes());
    }

    /// Follows a recorded path: each step's move and candidate found again and
    /// tried as the search tries one, except that every candidate is executed
    /// (one that passed up to `retries` more times: a racy body fails only
    /// when its timing recurs) and any falsification is accepted. The budgets
    /// do not apply. Stops at the first step that no longer applies, saying why.
    void follow(const std::vector<PathStep>& steps, std::size_t retries, PathReplay& replay) {
        following_ = true;
        retries_ = retries;
        comparable_args_ = false;  // no input is looked up among those already run
        for (std::size_t k = 0; k < steps.size(); ++k) {
            const PathStep& step = steps[k];
            // A move's nodes: a parameter, or a tape position under its draw#N name; `a+b+c` names several.
            const std::string name = step.partner.empty() ? step.node : step.node + "+" + step.partner;
            auto broken = [&](std::string reason) {
                replay.failed_step = k + 1;
                replay.segment = path_segment(name, step.restructuring, step.index);
                replay.reason = std::move(reason);
            };
            round_ = step.restructuring ? ShrinkRound::restructuring : ShrinkRound::ordinary;
            std::vector<std::size_t> nodes;
            for (const std::string& part : move_node_names(name)) {
                const std::optional<std::size_t> at = node_named(part);
                if (!at) return broken("names something this run does not have");
                nodes.push_back(*at);
            }
            const ShrinkMove move = move_of(nodes);
            const std::optional<MoveCandidate> candidate = candidate_at(move, step.index);
            if (!candidate) return broken("has no such candidate any more");
            if (changes_nothing(move.trees, *candidate)) return broken("no longer changes the value");
            const Tried tried = try_candidate(move, *candidate, step.index);
            if (tried.accepted) continue;
            if (tried.exhausted) return broken("exhausted a generator instead of falsifying the property");
            if (tried.kind == Trial::Skipped) return broken("was skipped by the environment");
            return broken(tried.executions == 1
                              ? "no longer falsifies the property"
                              : "no longer falsifies the property (in " + std::to_string(tried.executions) + " executions)");
        }
    }

private:
    void descend() {
        // An input is found again only when each of its values compares with ==;
        // the parameters' types hold for the whole descent, so when one of them
        // does not, no input is ever found and none is rendered to look it up.
        comparable_args_ = std::all_of(d_.args.begin(), d_.args.end(), [](const AnyTree& a) { return a->compares_exactly(); });
        if (comparable_args_) failed_.remember(rendering_of(d_.args, d_.draws.tape), {d_.args, d_.draws.tape}, d_.failure);
        // Ordinary rounds until one makes no progress, then a restructuring
        // round; after a restructuring step, ordinary rounds again.
        for (round_ = ShrinkRound::ordinary;;) {
            bool progress = false;
            if (!round(&progress)) return;
            if (progress) {
                // A rearrangement moves many values at once: every node may move again.
                if (restructuring()) stuck_.clear();
                round_ = ShrinkRound::ordinary;
            } else if (restructuring()) return;
            else round_ = ShrinkRound::restructuring;
        }
    }

    bool restructuring() const noexcept { return round_ == ShrinkRound::restructuring; }

    /// One step per node at most; false when out of budget.
    bool round(bool* progress) {
        // Integer nodes together first: equal ones as far as they go (moving
        // one alone would only break a == b), close pairs shifted as one, so
        // that coupled values (a - b fails) do not crawl by the few units each
        // may move alone.
        if (!try_groups(progress) || !try_pairs(progress)) return false;
        // The bound is re-read each time: an accepted step can shrink or grow the tape.
        for (std::size_t i = 0; i < node_count(); ++i) {
            if (out_of_budget()) return false;
            *progress = try_node(i) || *progress;
        }
        return true;
    }

    bool out_of_budget() const {
        if (!d_.draws.tape.empty() && d_.steps >= max_draw_shrink_steps)
            return stopped(std::to_string(max_draw_shrink_steps) + " step(s), the cap with in-body draws");
        if (d_.trials >= def_.config.max_shrink_trials())
            return stopped("max_shrink_trials: " + std::to_string(def_.config.max_shrink_trials()) + " trial(s)");
        if (deadline_ && std::chrono::steady_clock::now() >= *deadline_)
            return stopped("shrink_budget_ms: " + std::to_string(*def_.config.shrink_budget_ms()) + " ms");
        return false;
    }

    /// Notes which budget ended the descent.
    bool stopped(std::string budget) const {
        d_.stopped_by = std::move(budget);
        return true;
    }

    /// Tries the candidates of one node; accepts the first that fails the same way.
    bool try_node(std::size_t i) {
        const AnyTree& tree = node(i);
        return try_move({i}, SIZE_MAX, tree->pairs_with(*tree) ? std::vector<AnyTree>{tree} : std::vector<AnyTree>{});
    }

    /// The nodes moves are made of: the parameters, then the tape's positions.
    std::size_t node_count() const { return d_.args.size() + d_.draws.tape.size(); }
    const AnyTree& node(std::size_t i) const { return i < d_.args.size() ? d_.args[i] : d_.draws.tape[i - d_.args.size()]; }
    std::string node_name(std::size_t i) const { return i < d_.args.size() ? def_.parameters[i].name : draw_name(i - d_.args.size()); }
    bool is_draw(std::size_t i) const { return i >= d_.args.size(); }

    /// The node a path names: a parameter, or a tape position as draw#N.
    std::optional<std::size_t> node_named(const std::string& name) const {
        for (std::size_t p = 0; p < def_.parameters.size(); ++p)
            if (def_.parameters[p].name == name) return p;
        if (name.rfind("draw#", 0) != 0) return std::nullopt;
        const std::size_t n = std::stoul(name.substr(5));
        if (n >= 1 && n <= d_.draws.tape.size()) return d_.args.size() + n - 1;
        return std::nullopt;
    }

    /// Copies of one integer value in three or more nodes (parameters or
    /// draws of one type, or mapped from integers of one type) lowered as one,
    /// as far as they go: a failure that needs the value k times breaks when
    /// any copy moves alone, and pairs move only two. Sets *progress when one
    /// moved; false when out of budget.
    bool try_groups(bool* progress) {
        // A restructuring round adds its own moves; equal copies already went as far as they go.
        if (restructuring()) return true;
        for (const std::vector<std::size_t>& group : equal_groups())
            for (;;) {
                if (out_of_budget()) return false;
                if (!still_equal(group) || !try_move(group, SIZE_MAX, trees_of(group))) break;
                *progress = true;
            }
        return true;
    }

    /// The nodes holding one integer value three times or more, by first node.
    std::vector<std::vector<std::size_t>> equal_groups() const {
        std::unordered_map<std::string, std::vector<std::vector<std::size_t>>> by_rendering;
        std::vector<std::vector<std::size_t>> groups;
        for (std::size_t i = 0; i < node_count(); ++i) {
            if (!node(i)->pairs_with(*node(i))) continue;
            auto& alike = by_rendering[node(i)->show()];
            auto same = std::find_if(alike.begin(), alike.end(), [&](const std::vector<std::size_t>& group) {
                return node(group[0])->pairs_with(*node(i)) && node(group[0])->same_value(*node(i));
            });
            if (same == alike.end()) alike.push_back({i});
            else same->push_back(i);
        }
        for (auto& [rendering, alike] : by_rendering)
            for (auto& group : alike)
                if (group.size() >= 3) groups.push_back(std::move(group));
        std::sort(groups.begin(), groups.end());
        return groups;
    }

    /// Whether the group's nodes still exist and hold one value (an accepted step can shorten the tape).
    bool still_equal(const std::vector<std::size_t>& group) const {
        if (group.back() >= node_count()) return false;
        const AnyTree& first = node(group[0]);
        return std::all_of(group.begin() + 1, group.end(), [&](std::size_t i) { return first->pairs_with(*node(i)) && first->same_value(*node(i)); });
    }

    std::vector<AnyTree> trees_of(const std::vector<std::size_t>& nodes) const {
        std::vector<AnyTree> trees;
        for (std::size_t i : nodes) trees.push_back(node(i));
        return trees;
    }

    /// Each pair of integer nodes of one type that looks coupled moved as one:
    /// two parameters, a parameter and an in-body draw, or two successive
    /// draws. Equal ones as far as they go while they stay equal, close ones
    /// (nearer each other than their target) shifted as one; in a
    /// restructuring round, a sum moved from the first to the second. Sets
    /// *progress when one moved; false when out of budget.
    bool try_pairs(bool* progress) {
        // The bounds are re-read each time: an accepted step can shrink or grow the tape.
        for (std::size_t p = 0; p < node_count(); ++p)
            for (std::size_t q = p + 1; q < node_count() && (!is_draw(p) || q == p + 1); ++q) {
                // Other nodes (strings, lists) are skipped before any comparison.
                if (!node(p)->pairs_with(*node(q))) continue;
                // As long as the pair moves: coupled values then reach their boundary together
                // before either is tried alone (a - b in 1..4 moves only a few units alone).
                for (;;) {
                    if (out_of_budget()) return false;
                    if (q >= node_count()) break;
                    // Every shift of the ladder (a binary search for the boundary of a - b); a sum
                    // moved in a restructuring round, by one of its two largest transfers.
                    const AnyTree a = node(p), b = node(q);
                    // A restructuring round's pair moves are sums transferred, not a ladder: each is tried.
                    if (!try_move({p, q}, restructuring() ? 2 : SIZE_MAX, restructuring() ? std::vector<AnyTree>{} : std::vector<AnyTree>{a, b},
                                  stuck(node_name(p), {a}) || stuck(node_name(q), {b})))
                        break;
                    *progress = true;
                }
            }
        return true;
    }

    /// The nodes as a move: the trees they hold now, and its name in a path.
    ShrinkMove move_of(const std::vector<std::size_t>& nodes) const {
        ShrinkMove move{nodes, trees_of(nodes), {}, is_draw(nodes.back())};
        // Appended piece by piece: g++ -O3 warns falsely (-Wrestrict) on "+" + a string.
        for (std::size_t i : nodes) {
            if (!move.name.empty()) move.name.append(1, '+');
            move.name.append(node_name(i));
        }
        return move;
    }

    /// The nodes moved as one (see move_candidates), by one of their first `limit` candidates.
    /// `held`: when not empty, the candidates are an integer ladder (from the
    /// target to the nearest value) of these values. Such a node that moved
    /// nowhere in an earlier round and holds the same values since (only other
    /// nodes moved) first tries its nearest candidate alone: when even that
    /// passes, the farther ones almost always do too, and the round goes on
    /// without running them (Hypothesis assumes the same local monotonicity
    /// when it binary-searches a value). So does a pair (`part_stuck`) one of
    /// whose values is held that way: its bound holds the pair too. The
    /// restructuring round, which follows when an ordinary one moves nothing,
    /// holds its values the same way: what it adds is its own moves (sums
    /// moved, positions traded), and a value's ladder runs in full again once
    /// the value moves or a restructuring step clears what is held.
    bool try_move(const std::vector<std::size_t>& nodes, std::size_t limit, const std::vector<AnyTree>& held, bool part_stuck = false) {
        const ShrinkMove move = move_of(nodes);
        Seq<MoveCandidate> candidates;
        try {
            candidates = candidates_of(move);
        } catch (const std::bad_alloc&) {
            throw;
        } catch (...) {
            return false;
        }
        const bool ladder = !held.empty();
        if (ladder && (part_stuck || stuck(move.name, held))) {
            std::optional<std::pair<std::size_t, MoveCandidate>> nearest;
            try {
                for (std::size_t index = 0; index < max_ladder; ++index) {
                    auto candidate = candidates.next();
                    if (!candidate) break;
                    if (!changes_nothing(move.trees, *candidate)) nearest.emplace(index, std::move(*candidate));
                }
            } catch (const std::bad_alloc&) {
                throw;
            } catch (...) {
                return false;
            }
            if (!nearest) return false;
            candidates = Seq<MoveCandidate>::from_vector({std::move(nearest->second)});
            return try_sequence(move, candidates, 1, nearest->first);
        }
        const bool moved = try_sequence(move, candidates, limit, 0);
        if (ladder && !moved) stuck_[move.name] = held;
        return moved;
    }

    /// A move's candidates in this round, for the search and a path alike.
    Seq<MoveCandidate> candidates_of(const ShrinkMove& move) const { return move_candidates(move.trees, true, round_); }

    /// The move's candidate at a recorded index, counting every candidate
    /// yielded; nullopt when there is none any more (or building one throws).
    std::optional<MoveCandidate> candidate_at(const ShrinkMove& move, std::size_t index) const {
        try {
            Seq<MoveCandidate> candidates = candidates_of(move);
            std::optional<MoveCandidate> candidate;
            for (std::size_t i = 0; i <= index; ++i)
                if (!(candidate = candidates.next())) break;
            return candidate;
        } catch (...) {
            return std::nullopt;
        }
    }

    bool stuck(const std::string& name, const std::vector<AnyTree>& held) const {
        const auto found = stuck_.find(name);
        if (found == stuck_.end() || found->second.size() != held.size()) return false;
        for (std::size_t i = 0; i < held.size(); ++i)
            if (!found->second[i]->same_value(*held[i])) return false;
        return true;
    }

    /// An integer ladder is at most this long (64 bits, halved, plus a few near values); a longer one is not shortened.
    static constexpr std::size_t max_ladder = 160;

    /// The candidates tried in order; the first accepted (see accepts) ends the move.
    /// `first_index` is the first candidate's index among its move's candidates (for the path).
    bool try_sequence(const ShrinkMove& move, Seq<MoveCandidate>& candidates, std::size_t limit, std::size_t first_index) {
        for (std::size_t index = first_index; index - first_index < limit; ++index) {
            std::optional<MoveCandidate> candidate;
            try {
                candidate = candidates.next();
            } catch (const std::bad_alloc&) {
                throw;
            } catch (...) {
                // A candidate that cannot be built ends this node's enumeration; the descent keeps its counterexample.
                return false;
            }
            if (!candidate) return false;
            if (changes_nothing(move.trees, *candidate)) continue;
            // The budget holds per execution, not per node: one node (a long list's removals) may offer hundreds.
            if (out_of_budget()) return false;
            if (try_candidate(move, *candidate, index).accepted) return true;
        }
        return false;
    }

    /// How a candidate fared: accepted (the descent took it), or not and why.
    struct Tried {
        bool accepted = false;
        Trial::Kind kind = Trial::Passed;
        /// A generator ran out instead of the property failing.
        bool exhausted = false;
        std::size_t executions = 0;
    };

    /// A candidate tried: put in place of the move's nodes, run (or found
    /// among the inputs already run), judged, announced, and taken by the
    /// descent when accepted. `index` is its place among its move's candidates (for the path).
    Tried try_candidate(const ShrinkMove& move, const MoveCandidate& candidate, std::size_t index) {
        Tried tried;
        Input input{d_.args, d_.draws.tape};
        apply_move(move, candidate, input.first, input.second);
        auto& [args, tape] = input;
        // Two nodes (or two candidates of one node) often lead to the same
        // input: removing either of two equal elements, say. The body is
        // deterministic, so an input already rejected is not run again.
        const std::string key = comparable_args_ ? rendering_of(args, tape) : std::string();
        if (comparable_args_ && rejected_.find(key, args, tape)) return tried;
        // An input already seen failing (reached again through another
        // tree) fails the same way again: it is accepted without a run.
        const Trial* known = comparable_args_ ? failed_.find(key, args, tape) : nullptr;
        // A rearrangement only leads somewhere new: one back to an input
        // already seen could cycle (rearranged there and back) forever.
        if (known && restructuring()) return tried;
        Trial trial = known ? *known : run(args, tape, tried.executions);
        // A body that ran out of memory says nothing of the candidate, and
        // the next would most likely run out too: the search stops (unless
        // running out of memory is the failure being shrunk).
        if (!following_ && out_of_memory(trial) && !out_of_memory(d_.failure)) {
            memory_failure_ = trial.failure.type;
            throw std::bad_alloc();
        }
        tried.kind = trial.kind;
        tried.exhausted = exhausted(trial);
        tried.accepted = accepts(move, trial);
        if (emit_) {
            event::ShrinkTried e;
            e.property_id = def_.id;
            e.parameter = move.name;
            e.candidate = show_move(candidate);
            e.accepted = tried.accepted;
            emit_(e);
        }
        if (!tried.accepted) {
            if (comparable_args_) rejected_.remember(key, {std::move(args), std::move(tape)}, {});
            return tried;
        }
        if (!known && comparable_args_) failed_.remember(key, {args, tape}, trial);
        stuck_.erase(move.name);
        accept(move.name, index, emit_ ? show_move(move.trees) : std::string(), emit_ ? show_move(candidate) : std::string(),
               std::move(args), std::move(trial));
        return tried;
    }

    /// Whether the descent takes a candidate that ran. The search takes one
    /// that fails the same way; a smaller draw that makes the body draw more
    /// (rejection sampling in the code under test, say) is not simpler, so a
    /// move of draws refuses it. A path takes any falsification, so that a
    /// body whose failure legitimately varies still replays.
    bool accepts(const ShrinkMove& move, const Trial& trial) const {
        if (following_) return trial.kind == Trial::Failed && !exhausted(trial);
        return same_failure(d_.failure, trial) && !(move.refuses_longer_tape && trial.draws.size() > d_.draws.tape.size());
    }

    static bool exhausted(const Trial& trial) {
        static const std::string generation_exhausted = type_name(typeid(GenerationExhausted));
        return trial.kind == Trial::Failed && trial.failure.type == generation_exhausted;
    }

    static bool out_of_memory(const Trial& trial) {
        static const std::string allocation = type_name(typeid(std::bad_alloc)), array_length = type_name(typeid(std::bad_array_new_length));
        return trial.kind == Trial::Failed && (trial.failure.type == allocation || trial.failure.type == array_length);
    }

    static std::string rendering_of(const std::vector<AnyTree>& args, const std::vector<AnyTree>& tape) {
        std::string key;
        for (const auto& a : args) {
            key += a->show();
            key += '\x1f';
        }
        key += '\x1e';
        for (const auto& t : tape) {
            key += t->show();
            key += '\x1f';
        }
        return key;
    }

    /// An input run, counting its executions. Following a path, a candidate
    /// that passed (or was discarded) is run again, up to retries_ more times,
    /// as often as a minimised input is replayed to detect nondeterminism: the
    /// recorded descent failed on it.
    Trial run(const std::vector<AnyTree>& args, const std::vector<AnyTree>& tape, std::size_t& executions) {
        Trial trial;
        do {
            ++d_.trials;
            ++executions;
            trial = execute(def_, args, DrawSource{tape, d_.draws.run_seed, d_.draws.edge_cases, d_.draws.size_scale, d_.draws.lean});
        } while (following_ && executions <= retries_ && (trial.kind == Trial::Passed || trial.kind == Trial::Discarded));
        return trial;
    }

    void accept(const std::string& name, std::size_t index, std::string before, std::string after, std::vector<AnyTree> args, Trial trial) {
        // What may run out of memory first, then only moves and an append
        // into reserved room: a descent that memory stops keeps an input, its
        // tape, failure and path of one step.
        std::vector<AnyTree> tape = trial.draws;  // the draws it actually used
        const std::string segment = path_segment(name, restructuring(), index);
        d_.path.reserve(d_.path.size() + 1 + segment.size());
        d_.args = std::move(args);
        d_.draws.tape = std::move(tape);
        d_.failure = std::move(trial);
        ++d_.steps;
        if (!d_.path.empty()) d_.path += '/';
        d_.path += segment;
        if (emit_) {
            event::ShrinkAccepted e;
            e.property_id = def_.id;
            e.step = d_.steps;
            e.parameter = name;
            e.before = std::move(before);
            e.after = std::move(after);
            e.arguments = render_arguments(def_, d_.args, d_.draws.tape);
            emit_(e);
        }
    }

    const PropertyDefinition& def_;
    Descent& d_;
    const std::function<void(const Event&)>& emit_;
    SeenInputsWatch* watch_;
    std::optional<std::chrono::steady_clock::time_point> deadline_;
    ShrinkRound round_ = ShrinkRound::ordinary;
    SeenInputs rejected_;
    SeenInputs failed_;
    bool comparable_args_ = true;
    /// Following a recorded path (follow()), and how often a step that passed is run again.
    bool following_ = false;
    std::size_t retries_ = 0;
    /// The type a body threw when it ran out of memory (std::bad_alloc, say): it stopped the descent.
    std::string memory_failure_;
    /// Integer nodes and pairs whose last full ladder moved nowhere: by name, with the values they then held.
    std::unordered_map<std::string, std::vector<AnyTree>> stuck_;
};

}  // namespace

Descent shrink(const PropertyDefinition& definition, std::vector<AnyTree> args, DrawSource draws, Trial failure,
               const std::function<void(const Event&)>& emit) {
    Descent d;
    d.args = std::move(args);
    d.draws = std::move(draws);
    d.failure = std::move(failure);
    if (!definition.config.shrinks()) return d;
    Descender(definition, d, emit).run();
    return d;
}

PathReplay replay_path(const PropertyDefinition& definition, std::vector<AnyTree> args, DrawSource draws, Trial failure,
                       const std::string& path, std::size_t retries, const std::function<void(const Event&)>& emit) {
    PathReplay replay;
    replay.descent.args = std::move(args);
    replay.descent.draws = std::move(draws);
    replay.descent.failure = std::move(failure);
    Descender(definition, replay.descent, emit).follow(parse_shrink_path(path), retries, replay);
    return replay;
}

std::string path_failure_message(const std::string& path, const PathReplay& replay) {
    return "Shrink path \"" + path + "\" no longer applies: step " + std::to_string(replay.failed_step) + " (\"" + replay.segment + "\") " +
           replay.reason + ". Re-run without a path to search for the counterexample again";
}

}  // namespace falsify::detail
