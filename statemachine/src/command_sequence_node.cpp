// The moves of every command sequence's shrink tree, in their order (see
// detail/command_sequence_tree.hpp), over the command operations a sequence
// of a model and system provides.
#include <falsify/statemachine/detail/command_sequence_node.hpp>

#include <algorithm>

namespace falsify::detail {

CommandSequenceNode::~CommandSequenceNode() = default;

Seq<CommandSequenceNode::Ptr> CommandSequenceNode::candidates(Ptr node, ShrinkRound round) {
    auto me = as<CommandSequenceNode>(std::move(node));
    auto across = [me, round] {
        return concat_lazy(shared_lowerings(me), [me, round] {
            return round == ShrinkRound::restructuring ? concat_lazy(exchanges(me), [me] { return concat_lazy(swaps(me), [me] { return transfers(me); }); }) : Seq<Ptr>();
        });
    };
    if (me->resume == deleting) return concat_lazy(deletions(me), [me, round, across] { return concat_lazy(simplifications(me, 0, round), across); });
    return concat_lazy(simplifications(me, me->resume, round), [me, across] { return concat_lazy(deletions(me), across); });
}

Seq<CommandSequenceNode::Ptr> CommandSequenceNode::deletions(Me me) {
    return Seq<Ptr>([me, order = RemovalOrder(me->size(), me->min_length), last = std::optional<Block>()]() mutable -> std::optional<Ptr> {
        if (last) {
            const Block block = *last;
            last.reset();
            if (std::optional<Ptr> other = me->without_block_otherwise(block)) return other;
        }
        last = order.next();
        if (!last) return std::nullopt;
        return me->without_block(*last);
    });
}

std::vector<CommandSequenceNode::Slot> CommandSequenceNode::slots() const {
    std::vector<Slot> all;
    for (std::size_t c = 0; c < size(); ++c) {
        const std::vector<IntegerView>* of_command = integers(c);
        if (!of_command) continue;
        for (std::size_t i = 0; i < of_command->size(); ++i) all.push_back(Slot{c, i, (*of_command)[i]});
    }
    return all;
}

/// The distinct values, in order of first occurrence.
std::vector<CommandSequenceNode::Value> CommandSequenceNode::values(const std::vector<Slot>& slots) {
    std::vector<Value> distinct;
    for (const Slot& slot : slots) {
        auto same = std::find_if(distinct.begin(), distinct.end(), [&](const Value& v) { return v.argument().same_value(slot.argument); });
        if (same == distinct.end()) distinct.push_back(Value{{slot}});
        else same->at.push_back(slot);
    }
    return distinct;
}

/// Every value that two or more commands share, lowered as one along its first occurrence's ladder.
Seq<CommandSequenceNode::Ptr> CommandSequenceNode::shared_lowerings(Me me) {
    std::vector<Value> shared;
    for (Value& value : values(me->slots()))
        if (std::any_of(value.at.begin(), value.at.end(), [&](const Slot& s) { return s.command != value.at.front().command; }))
            shared.push_back(std::move(value));
    return seq_flatten<Ptr>(Seq<Seq<Ptr>>::indexed(shared.size(), [me, shared](std::size_t k) -> std::optional<Seq<Ptr>> {
        const Value& value = shared[k];
        const Slot& first = value.at.front();
        return seq_filter_map<Ptr>(me->lowered(first.command, first.integer), [me, at = value.at](std::uint64_t bits) -> std::optional<Ptr> {
            Changes changes;
            for (const Slot& slot : at) changes.emplace_back(slot, bits);
            return me->changed(changes);
        });
    }));
}

/// Restructuring: two values of one kind trade every occurrence, when the
/// simpler one occurs first only after the other.
Seq<CommandSequenceNode::Ptr> CommandSequenceNode::exchanges(Me me) {
    const std::vector<Value> distinct = values(me->slots());
    const std::size_t n = distinct.size();
    return Seq<Ptr>::indexed(n * n, [me, distinct, n](std::size_t k) -> std::optional<Ptr> {
        const Value &earlier = distinct[k / n], &later = distinct[k % n];
        if (k / n >= k % n || !earlier.argument().same_kind(later.argument()) || !later.argument().simpler_than(earlier.argument()))
            return std::nullopt;
        Changes changes;
        for (const Slot& slot : earlier.at) changes.emplace_back(slot, later.argument().bits);
        for (const Slot& slot : later.at) changes.emplace_back(slot, earlier.argument().bits);
        return me->changed(changes);
    });
}

/// Restructuring: one argument of two commands of one class trades values,
/// when the later one is simpler (exchanges cover two values that occur once
/// each).
Seq<CommandSequenceNode::Ptr> CommandSequenceNode::swaps(Me me) {
    std::vector<Slot> all = me->slots();
    const std::vector<Value> distinct = values(all);
    auto occurrences = [distinct](const Slot& slot) {
        for (const Value& value : distinct)
            if (value.argument().same_value(slot.argument)) return value.at.size();
        return std::size_t{0};
    };
    const std::size_t n = all.size();
    return Seq<Ptr>::indexed(n * n, [me, all, n, occurrences](std::size_t k) -> std::optional<Ptr> {
        const Slot &p = all[k / n], &q = all[k % n];
        if (p.command >= q.command || p.integer != q.integer || !p.argument.same_kind(q.argument) || !q.argument.simpler_than(p.argument) ||
            (occurrences(p) == 1 && occurrences(q) == 1))
            return std::nullopt;
        if (!me->same_command_class(p.command, q.command)) return std::nullopt;
        return me->changed(Changes{{p, q.argument.bits}, {q, p.argument.bits}});
    });
}

/// Restructuring: an integer argument of one command moved into the same
/// kind of argument of a later command, their sum kept: the first gives its
/// whole distance from the target (or what the second's range can take) to
/// the second, on the same side of the target. A total that must pass a
/// bound (deposits past a limit, sizes past a capacity) gathers in the later
/// commands; an emptied command can then be deleted or simplified.
Seq<CommandSequenceNode::Ptr> CommandSequenceNode::transfers(Me me) {
    std::vector<Slot> all = me->slots();
    const std::size_t n = all.size();
    return Seq<Ptr>::indexed(n * n, [me, all, n](std::size_t k) -> std::optional<Ptr> {
        const Slot &p = all[k / n], &q = all[k % n];
        const IntegerView &a = p.argument, &b = q.argument;
        if (p.command >= q.command || !a.same_kind(b) || a.digits == 0 || a.distance == 0 || b.distance == 0 || a.below != b.below)
            return std::nullopt;
        const std::uint64_t reach = b.reach();
        if (reach <= b.distance) return std::nullopt;
        const std::uint64_t amount = std::min(a.distance, reach - b.distance);
        const auto t = static_cast<std::uint64_t>(a.target);
        const auto at = [&](std::uint64_t distance) { return (a.below ? t - distance : t + distance) & a.mask(); };
        return me->changed(Changes{{p, at(a.distance - amount)}, {q, at(b.distance + amount)}});
    });
}

/// Each command's smaller candidates, starting with command `start` and wrapping around.
Seq<CommandSequenceNode::Ptr> CommandSequenceNode::simplifications(Me me, std::size_t start, ShrinkRound round) {
    return Seq<Ptr>([me, start, round, visited = std::size_t{0}, current = std::optional<Seq<Ptr>>()]() mutable -> std::optional<Ptr> {
        const std::size_t count = me->size();
        while (visited < count) {
            if (!current) current.emplace(me->command_candidates(me, (start + visited) % count, round));
            if (std::optional<Ptr> child = current->next()) return child;
            current.reset();
            ++visited;
        }
        return std::nullopt;
    });
}

}  // namespace falsify::detail
