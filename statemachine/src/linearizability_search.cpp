// Wing & Gong's search for a linearization, with Lowe's memoisation, over each
// partition of the history, the partitions interleaved so that a hard one
// cannot delay a quick refutation in another.
//
// The history becomes a list of events in time order: each operation's call,
// and each returned operation's response. The calls met before the list's
// first response are those that may take effect (be linearized) next: an
// operation whose response precedes a call must take effect before that call.
// The search tries them one by one; placing one removes its call and response
// from the list and collects the next level's calls; when none of a level's
// calls fits, the search backtracks: it puts back the last operation placed
// and tries the next call of the level below. Pending operations have no
// response: they may be placed anywhere after their call, or never, so the
// search succeeds once every returned operation is placed.
//
// The order in which a level's calls are tried decides how soon a
// linearizable history is decided, and no one order suits every history:
// call order (pending operations where called) and earliest response first
// (the most constrained operation; pending ones last) each blow up where the
// other decides at once, so every partition is searched in both orders, side
// by side in slices (see search() below), the second once call order has
// spent a few thousand steps there, over one memo: a configuration either
// has left refuted, the other does not enter.
#include "linearizability_memo.hpp"
#include "linearizability_reachable.hpp"

#include <falsify/statemachine/linearizability/detail/search.hpp>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <initializer_list>
#include <numeric>
#include <optional>
#include <string>
#include <vector>

namespace falsify::linearizability::detail {
namespace {

constexpr std::uint32_t none = UINT32_MAX;

struct Event {
    std::uint32_t op;     // index into the partition
    bool call;
    std::uint32_t match;  // a call's response (none when pending); a response's call
    std::uint32_t prev;
    std::uint32_t next;
};

enum class Progress { Running, Linearizable, NotLinearizable };

/// The order in which the calls that may take effect next are tried.
enum class Order {
    /// Time order of the calls, those of unknown outcome among them.
    ByCall,
    /// The earliest response first, then the calls of unknown outcome.
    ByResponse,
};

class PartitionSearch {
public:
    PartitionSearch(const std::vector<Timing>& timings, std::vector<std::size_t> ops, ErasedModel& model, Order order,
                    std::size_t partition, ConfigurationMemo& memo)
        : ops_(std::move(ops)), model_(model), memo_(memo), searcher_(order == Order::ByCall ? 0 : 1),
          partition_(partition) {
        build_events(timings);
        number_bits();
        state_ = model_.initial();
        meet(state_);
        if (order == Order::ByResponse) rank_by_response(timings);
        open_level();
        for (std::size_t i = 0; i < ops_.size(); ++i)
            if (!timings[ops_[i]].pending) ++unplaced_returned_;
        keys_.resize(ops_.size());
        for (std::size_t i = 0; i < ops_.size(); ++i) keys_[i] = ConfigurationMemo::mix(i + 0x51ED2705ULL);
    }

    /// The same partition's search in `order`, sharing the memo: a copy of
    /// this one before its first step, the events, bits and keys built once.
    PartitionSearch twin(const std::vector<Timing>& timings, Order order) const {
        PartitionSearch copy(*this);
        copy.searcher_ = order == Order::ByCall ? 0 : 1;
        copy.rank_.clear();
        if (order == Order::ByResponse) copy.rank_by_response(timings);
        copy.candidates_.clear();
        copy.levels_.clear();
        copy.open_level();
        return copy;
    }

    /// Takes at most `budget` model steps; returns whether the search decided.
    Progress advance(std::uint64_t budget, std::uint64_t& steps) {
        while (true) {
            if (unplaced_returned_ == 0) return Progress::Linearizable;
            Level& level = levels_.back();
            if (level.next == level.end) {
                if (!backtrack()) return Progress::NotLinearizable;
                continue;
            }
            if (budget == 0) return Progress::Running;
            --budget;
            ++steps;
            try_place(candidates_[level.next++]);
        }
    }

    const std::vector<std::size_t>& ops() const { return ops_; }
    std::size_t partition() const { return partition_; }
    std::vector<std::size_t> longest_prefix() const {
        std::vector<std::size_t> global;
        for (std::uint32_t op : longest_) global.push_back(ops_[op]);
        return global;
    }
    std::size_t blocked() const { return blocked_ == none ? SIZE_MAX : ops_[blocked_]; }
    /// The states this search has been in, those numbered below 64.
    std::uint64_t met() const { return met_; }

private:
    struct Frame {
        std::uint32_t call_event;
        StateId state_before;
        std::uint32_t record;  // the configuration it led to, in the memo
    };

    void build_events(const std::vector<Timing>& timings) {
        // Index 0 is the list's head; events follow in time order, a call
        // before a response at the same instant (such operations overlap).
        struct Raw {
            std::int64_t time;
            bool response;
            std::uint32_t op;
        };
        std::vector<Raw> raw;
        for (std::uint32_t i = 0; i < ops_.size(); ++i) {
            const Timing& t = timings[ops_[i]];
            raw.push_back({t.call, false, i});
            if (!t.pending) raw.push_back({t.response, true, i});
        }
        std::stable_sort(raw.begin(), raw.end(), [](const Raw& a, const Raw& b) {
            return a.time != b.time ? a.time < b.time : (!a.response && b.response);
        });
        events_.assign(raw.size() + 1, Event{none, false, none, none, none});
        std::vector<std::uint32_t> call_of(ops_.size(), none);
        for (std::uint32_t i = 0; i < raw.size(); ++i) {
            Event& e = events_[i + 1];
            e.op = raw[i].op;
            e.call = !raw[i].response;
            e.prev = i;
            e.next = i + 2 < events_.size() ? i + 2 : none;
            if (e.call) {
                call_of[e.op] = i + 1;
            } else {
                e.match = call_of[e.op];
                events_[e.match].match = i + 1;
            }
        }
        events_[0].next = events_.size() > 1 ? 1 : none;
    }

    /// Each call event's place in the order earliest response first, the
    /// pending ones last, ties in call order: a level sorts on one integer.
    void rank_by_response(const std::vector<Timing>& timings) {
        std::vector<std::uint32_t> calls;
        for (std::uint32_t e = 1; e < events_.size(); ++e)
            if (events_[e].call) calls.push_back(e);
        auto key = [&](std::uint32_t e) {
            const Timing& t = timings[ops_[events_[e].op]];
            return t.pending ? INT64_MAX : t.response;
        };
        std::stable_sort(calls.begin(), calls.end(), [&](std::uint32_t a, std::uint32_t b) { return key(a) < key(b); });
        rank_.assign(events_.size(), none);
        for (std::uint32_t i = 0; i < calls.size(); ++i) rank_[calls[i]] = i;
    }

    void meet(StateId state) {
        if (state < 64) met_ |= std::uint64_t{1} << state;
    }

    void unlink(std::uint32_t e) {
        events_[events_[e].prev].next = events_[e].next;
        if (events_[e].next != none) events_[events_[e].next].prev = events_[e].prev;
    }
    void relink(std::uint32_t e) {
        events_[events_[e].prev].next = e;
        if (events_[e].next != none) events_[events_[e].next].prev = e;
    }

    /// Bits in call order: the returned operations' from 0, the pending ones'
    /// from the word after theirs (see linearizability_memo.hpp).
    void number_bits() {
        bit_.assign(ops_.size(), none);
        std::uint32_t returned = 0, pending = 0;
        for (std::uint32_t e = events_[0].next; e != none; e = events_[e].next)
            if (events_[e].call && events_[e].match != none) bit_[events_[e].op] = returned++;
        pending_base_ = (returned + 63) / 64;
        for (std::uint32_t e = events_[0].next; e != none; e = events_[e].next)
            if (events_[e].call && events_[e].match == none) bit_[events_[e].op] = pending_base_ * 64 + pending++;
        placed_.assign(pending_base_ + (pending + 63) / 64, 0);
    }

    void flip(std::uint32_t op) {
        const std::uint32_t bit = bit_[op];
        const std::uint32_t word = bit / 64;
        placed_[word] ^= std::uint64_t{1} << (bit % 64);
        placed_hash_ ^= keys_[op];
        if (word >= pending_base_) return;
        if (placed_[word] == ~std::uint64_t{0}) {
            while (low_ < pending_base_ && placed_[low_] == ~std::uint64_t{0}) ++low_;
        } else if (word < low_) {
            low_ = word;
        }
        if (placed_[word] != 0) {
            if (word >= high_) high_ = word + 1;
        } else {
            while (high_ > low_ && placed_[high_ - 1] == 0) --high_;
        }
    }

    PlacedView placed_view() const {
        return {placed_.data(), low_, std::max(low_, high_), placed_.data() + pending_base_, placed_.size() - pending_base_};
    }

    /// The calls that may take effect next, those before the first response
    /// still in the list, in the order they are tried.
    void open_level() {
        Level level;
        level.begin = level.next = static_cast<std::uint32_t>(candidates_.size());
        std::uint32_t e = events_[0].next;
        for (; e != none && events_[e].call; e = events_[e].next) candidates_.push_back(e);
        level.stop = e;
        level.end = static_cast<std::uint32_t>(candidates_.size());
        // The list is in time order: call order needs no sort.
        if (!rank_.empty())
            std::sort(candidates_.begin() + level.begin, candidates_.end(),
                      [&](std::uint32_t a, std::uint32_t b) { return rank_[a] < rank_[b]; });
        levels_.push_back(level);
    }

    void try_place(std::uint32_t e) {
        const Event& call = events_[e];
        const StateId next = model_.step(state_, ops_[call.op]);
        if (next != no_state) {
            flip(call.op);
            if (const std::uint32_t record = memo_.enter(placed_view(), placed_hash_, next, searcher_)) {
                stack_.push_back({e, state_, record});
                state_ = next;
                meet(next);
                if (call.match != none) --unplaced_returned_;
                unlink(e);
                if (call.match != none) unlink(call.match);
                open_level();
                return;
            }
            flip(call.op);
        }
    }

    bool backtrack() {
        // The stack at its deepest so far: it has not changed since it first grew this deep.
        if (stack_.size() > longest_.size()) {
            longest_.clear();
            for (const Frame& f : stack_) longest_.push_back(events_[f.call_event].op);
            blocked_ = none;
        }
        if (levels_.back().stop != none && blocked_ == none && stack_.size() == longest_.size())
            blocked_ = events_[levels_.back().stop].op;
        if (stack_.empty()) return false;
        candidates_.resize(levels_.back().begin);
        levels_.pop_back();
        const Frame frame = stack_.back();
        stack_.pop_back();
        memo_.leave(frame.record);
        const Event& call = events_[frame.call_event];
        if (call.match != none) {
            relink(call.match);
            ++unplaced_returned_;
        }
        relink(frame.call_event);
        flip(call.op);
        state_ = frame.state_before;
        return true;
    }

    struct Level {
        std::uint32_t begin = 0, next = 0, end = 0;
        std::uint32_t stop = none;  // the first response event, or none
    };

    std::vector<std::size_t> ops_;
    ErasedModel& model_;
    std::vector<Event> events_;
    std::vector<std::uint64_t> keys_;
    std::vector<std::uint32_t> bit_;
    std::vector<std::uint64_t> placed_;
    std::uint32_t pending_base_ = 0;
    // Words below low_ are all set; none from high_ up to pending_base_ is.
    std::uint32_t low_ = 0;
    std::uint32_t high_ = 0;
    std::uint64_t placed_hash_ = 0;
    ConfigurationMemo& memo_;
    unsigned searcher_;
    std::vector<Frame> stack_;
    StateId state_ = no_state;
    std::size_t partition_;
    std::vector<std::uint32_t> rank_;  // by call event; empty in call order
    std::vector<std::uint32_t> candidates_;
    std::vector<Level> levels_;
    std::size_t unplaced_returned_ = 0;
    std::vector<std::uint32_t> longest_;
    std::uint32_t blocked_ = none;
    std::uint64_t met_ = 0;
};

std::string describe_on_client(ErasedModel& model, const std::vector<Timing>& timings, std::size_t op,
                               const std::string& client_name) {
    std::string text = model.describe(op);
    text += " on ";
    text += client_name;
    text += ' ';
    text += std::to_string(timings[op].client);
    text += " (called at ";
    text += std::to_string(timings[op].call);
    if (timings[op].pending) {
        text += ", never returned)";
    } else {
        text += ", returned at ";
        text += std::to_string(timings[op].response);
        text += ')';
    }
    return text;
}

std::string explain(ErasedModel& model, const std::vector<Timing>& timings, const CheckResult& result,
                    std::size_t partition_size, std::size_t partitions, const std::string& client_name) {
    std::string text = "No linearization: ";
    if (result.unplaced.empty()) {
        text += "no operation can take effect first";
    } else {
        text += describe_on_client(model, timings, result.unplaced.front(), client_name);
        text += result.longest_prefix.empty() ? " cannot take effect first" : " cannot take effect after";
    }
    if (!result.longest_prefix.empty()) {
        text += " the longest linearizable order found (";
        text += std::to_string(result.longest_prefix.size());
        text += " of ";
        text += std::to_string(partition_size);
        text += partitions > 1 ? " operations of its partition):" : " operations):";
        for (std::size_t i = 0; i < result.longest_prefix.size(); ++i) {
            text += i == 0 ? " " : "; ";
            text += describe_on_client(model, timings, result.longest_prefix[i], client_name);
        }
    }
    return text;
}

/// Of the operations the searches are stuck on (SIZE_MAX: none), the first
/// that no state they have met (`met`, a bit per state numbered below 64)
/// accepts, or SIZE_MAX: one that some state accepts is most likely waiting
/// for the order that leads there.
std::size_t unexplained(ErasedModel& model, std::initializer_list<std::size_t> stuck_on, std::uint64_t met,
                        std::uint64_t& steps) {
    for (std::size_t op : stuck_on) {
        if (op == SIZE_MAX) continue;
        bool accepted = false;
        for (StateId state = 0; state < 64 && !accepted; ++state) {
            if ((met >> state & 1) == 0) continue;
            ++steps;
            accepted = model.step(state, op) != no_state;
        }
        if (!accepted) return op;
    }
    return SIZE_MAX;
}

std::string explain_impossible(ErasedModel& model, const std::vector<Timing>& timings, std::size_t op,
                               std::size_t partitions, const std::string& client_name) {
    std::string text = "No linearization: ";
    text += describe_on_client(model, timings, op, client_name);
    text += " cannot take effect in any state that ";
    text += partitions > 1 ? "the operations of its partition" : "the history's operations";
    text += " can lead to";
    return text;
}

}  // namespace

CheckResult search(const std::vector<Timing>& timings, const std::vector<std::vector<std::size_t>>& partitions,
                   ErasedModel& model, const CheckOptions& options) {
    using Clock = std::chrono::steady_clock;
    const auto started = Clock::now();
    CheckResult result;
    result.partitions = partitions.size();

    // Smallest partitions first, then round-robin slices that double: a
    // violation in any partition decides, and a hard one only gets more time
    // once the others had theirs.
    std::vector<ConfigurationMemo> memos;  // one a partition, its two searches' (before them: they refer to it)
    memos.reserve(partitions.size());
    std::vector<PartitionSearch> searches;
    std::vector<std::size_t> order(partitions.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return partitions[a].size() < partitions[b].size(); });
    searches.reserve(2 * order.size());
    // Each partition is searched in both orders, slice by slice, sharing
    // one memo: each alone blows up on histories the other decides at once
    // (many busy clients over few keys; timed-out writes), either verdict is
    // exact, so the first decides, and what one has refuted the other skips.
    // Call order decides most partitions within a few thousand steps: the
    // other order joins only once call order has spent that many on its
    // partition, so an easy partition costs one search, not two.
    constexpr std::uint64_t second_order_after = 2048;
    for (std::size_t p : order) {
        memos.emplace_back();
        searches.emplace_back(timings, partitions[p], model, Order::ByCall, p, memos.back());
        searches.push_back(searches.back().twin(timings, Order::ByResponse));
    }

    // A model of few states also has every state it can reach explored, by
    // the partition whose search is stuck on an operation no state met so far
    // accepts (see linearizability_reachable.hpp): when none can, that
    // operation refutes the partition at once. Gated so that a search which
    // decides, or a model of many states, pays nothing for it.
    constexpr std::size_t few_states = 64;  // a bit each in PartitionSearch::met()
    std::vector<std::optional<ReachableStates>> reachable(order.size());  // by place in `order`
    std::vector<bool> beyond_few(order.size(), false);

    std::vector<bool> decided(partitions.size(), false);
    std::vector<std::uint64_t> spent(searches.size(), 0);  // steps, by search
    std::size_t open = partitions.size();
    std::uint64_t slice = 1024;
    const auto budget_left = [&](std::uint64_t budget) {
        if (options.max_steps != 0) budget = std::min(budget, options.max_steps - std::min(options.max_steps, result.steps));
        return budget;
    };
    const auto out_of_budget = [&] {
        const bool out_of_steps = options.max_steps != 0 && result.steps >= options.max_steps;
        const bool out_of_time = options.timeout.count() > 0 && Clock::now() - started >= options.timeout;
        if (!out_of_steps && !out_of_time) return false;
        result.verdict = Verdict::Unknown;
        result.explanation = "Unknown: the search took ";
        result.explanation += std::to_string(result.steps);
        result.explanation += out_of_steps ? " step(s), its whole step budget," : " step(s) and its whole time budget";
        result.explanation += " before deciding; raise CheckOptions::max_steps or timeout, or partition the model";
        return true;
    };
    while (open > 0) {
        for (std::size_t k = 0; k < order.size(); ++k) {
            const std::size_t p = order[k];
            for (std::size_t i = 2 * k; i < 2 * k + 2 && !decided[p]; ++i) {
                if (i % 2 == 1 && spent[i - 1] < second_order_after) continue;  // its call-order twin's
                const std::uint64_t before = result.steps;
                const Progress progress = searches[i].advance(budget_left(slice), result.steps);
                spent[i] += result.steps - before;
                if (progress == Progress::NotLinearizable) {
                    result.verdict = Verdict::NotLinearizable;
                    result.longest_prefix = searches[i].longest_prefix();
                    if (searches[i].blocked() != SIZE_MAX) result.unplaced.push_back(searches[i].blocked());
                    result.explanation = explain(model, timings, result, searches[i].ops().size(), partitions.size(),
                                                 options.client_name);
                    return result;
                }
                if (progress == Progress::Linearizable) {
                    decided[p] = true;
                    --open;
                } else if (out_of_budget()) {
                    return result;
                }
            }
            if (decided[p] || beyond_few[k] || model.state_count() > few_states) continue;
            const std::size_t target = unexplained(model, {searches[2 * k].blocked(), searches[2 * k + 1].blocked()},
                                                   searches[2 * k].met() | searches[2 * k + 1].met(), result.steps);
            if (target == SIZE_MAX) continue;
            // At most few_states model steps per operation: it runs to its end
            // at once, where slices would leave the search most of the time.
            if (!reachable[k] || reachable[k]->target() != target)
                reachable[k].emplace(timings, partitions[p], target, model, few_states);
            ReachableStates::Progress found;
            do {
                found = reachable[k]->advance(budget_left(std::uint64_t{1} << 16), result.steps);
                if (found == ReachableStates::Progress::Impossible) {
                    result.verdict = Verdict::NotLinearizable;
                    result.unplaced.push_back(target);
                    result.explanation = explain_impossible(model, timings, target, partitions.size(), options.client_name);
                    return result;
                }
                if (out_of_budget()) return result;
            } while (found == ReachableStates::Progress::Running);
            if (found == ReachableStates::Progress::TooMany) {
                beyond_few[k] = true;
                reachable[k].reset();
            }
        }
        slice = std::min<std::uint64_t>(slice * 2, std::uint64_t{1} << 16);
    }
    result.verdict = Verdict::Linearizable;
    return result;
}

}  // namespace falsify::linearizability::detail
