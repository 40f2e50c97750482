#pragma once
// The shrink tree of a generated command sequence, in two phases:
//  1. delete contiguous blocks (see RemovalOrder), restarting from the largest
//     block after every accepted deletion;
//  2. when no deletion fails any more, keep the length and simplify one command
//     at a time through its own shrink tree (Push(87) -> Push(0) through the
//     integer tree). After a command was simplified, its own smaller candidates
//     come first (the descent keeps working on it), then the commands after
//     it, wrapping around; deletions come last, for a simplification that made
//     a command deletable.
// Candidates are not re-validated against preconditions: StateMachine::check
// skips a command that no longer applies (re-validating would mean replaying
// the model for every candidate, not only for the ones that still fail).
#include <falsify/detail/make_node.hpp>
#include <falsify/detail/restructuring.hpp>
#include <falsify/gen/tree/removal_order.hpp>
#include <falsify/shrinkable.hpp>
#include <falsify/statemachine/command_sequence.hpp>
#include <falsify/statemachine/detail/command_arguments.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <typeinfo>
#include <utility>
#include <vector>

namespace falsify::detail {

template <class Model, class System>
struct CommandSequenceTree {
    using Sequence = CommandSequence<Model, System>;
    using Element = Shrinkable<CommandPtr<Model, System>>;
    using Node = Shrinkable<Sequence>;
    /// `resume` of a node reached by a deletion (or of the root): phase 1 first.
    static constexpr std::size_t deleting = std::numeric_limits<std::size_t>::max();

    std::shared_ptr<const Model> initial_model;
    std::vector<Element> elements;
    std::size_t min_length;
    /// The command simplified last, where phase 2 resumes.
    std::size_t resume;

    static Node make(std::shared_ptr<const Model> initial_model, std::vector<Element> elements, std::size_t min_length,
                     std::size_t resume = deleting) {
        Sequence value{*initial_model, {}};
        value.commands.reserve(elements.size());
        for (const auto& element : elements) value.commands.push_back(element.value());
        if (elements.empty()) return Node::leaf(std::move(value));
        auto state = falsify::detail::make_node<CommandSequenceTree>(
            CommandSequenceTree{std::move(initial_model), std::move(elements), min_length, resume});
        return Node::from_node(std::move(value), std::move(state));
    }

    static Seq<Node> children(const Sequence&, const std::shared_ptr<const void>& state, std::int64_t) {
        auto me = std::static_pointer_cast<const CommandSequenceTree>(state);
        const bool restructure = restructuring();
        auto across = [me, restructure] {
            return concat_lazy(shared_lowerings(me), [me, restructure] {
                return restructure ? concat_lazy(exchanges(me), [me] { return swaps(me); }) : Seq<Node>();
            });
        };
        if (me->resume == deleting)
            return concat_lazy(deletions(me), [me, across] { return concat_lazy(simplifications(me, 0), across); });
        return concat_lazy(simplifications(me, me->resume), [me, across] { return concat_lazy(deletions(me), across); });
    }

    static Seq<Node> deletions(std::shared_ptr<const CommandSequenceTree> me) {
        return Seq<Node>([me, order = RemovalOrder(me->elements.size(), me->min_length)]() mutable -> std::optional<Node> {
            const std::optional<Block> block = order.next();
            if (!block) return std::nullopt;
            return make(me->initial_model, without(me->elements, *block), me->min_length);
        });
    }

    using Arguments = CommandArguments<Model, System>;

    /// An integer argument of the sequence: its command, its index among that command's integers, what it is.
    struct Slot {
        std::size_t command;
        std::size_t integer;
        IntegerView argument;
    };
    /// One value of one kind, and where it occurs.
    struct Value {
        std::vector<Slot> at;
        const IntegerView& argument() const { return at.front().argument; }
    };
    using Changes = std::vector<std::pair<Slot, std::uint64_t>>;

    static std::vector<Slot> slots(const CommandSequenceTree& me) {
        std::vector<Slot> all;
        for (std::size_t c = 0; c < me.elements.size(); ++c) {
            const Arguments* arguments = Arguments::of(me.elements[c]);
            if (!arguments) continue;
            const auto& integers = arguments->integers();
            for (std::size_t i = 0; i < integers.size(); ++i) all.push_back(Slot{c, i, integers[i]});
        }
        return all;
    }

    /// The distinct values, in order of first occurrence.
    static std::vector<Value> values(const std::vector<Slot>& slots) {
        std::vector<Value> distinct;
        for (const Slot& slot : slots) {
            auto same = std::find_if(distinct.begin(), distinct.end(), [&](const Value& v) { return v.argument().same_value(slot.argument); });
            if (same == distinct.end()) distinct.push_back(Value{{slot}});
            else same->at.push_back(slot);
        }
        return distinct;
    }

    /// The sequence with these arguments changed; std::nullopt when a command refuses.
    static std::optional<Node> changed(const std::shared_ptr<const CommandSequenceTree>& me, const Changes& changes) {
        std::vector<Element> elements = me->elements;
        std::size_t first = elements.size();
        for (std::size_t c = 0; c < elements.size(); ++c) {
            std::vector<typename Arguments::Change> own;
            for (const auto& [slot, bits] : changes)
                if (slot.command == c) own.emplace_back(slot.integer, bits);
            if (own.empty()) continue;
            std::optional<Element> rebuilt = Arguments::of(elements[c])->with(own);
            if (!rebuilt) return std::nullopt;
            elements[c] = std::move(*rebuilt);
            first = std::min(first, c);
        }
        if (first == elements.size()) return std::nullopt;
        return make(me->initial_model, std::move(elements), me->min_length, first);
    }

    /// Every value that two or more commands share, lowered as one along its first occurrence's ladder.
    static Seq<Node> shared_lowerings(std::shared_ptr<const CommandSequenceTree> me) {
        std::vector<Value> shared;
        for (Value& value : values(slots(*me)))
            if (std::any_of(value.at.begin(), value.at.end(), [&](const Slot& s) { return s.command != value.at.front().command; }))
                shared.push_back(std::move(value));
        return seq_flatten<Node>(Seq<Seq<Node>>::indexed(shared.size(), [me, shared](std::size_t k) -> std::optional<Seq<Node>> {
            const Value& value = shared[k];
            const Slot& first = value.at.front();
            return seq_filter_map<Node>(Arguments::of(me->elements[first.command])->lowered(first.integer),
                                        [me, at = value.at](std::uint64_t bits) -> std::optional<Node> {
                                            Changes changes;
                                            for (const Slot& slot : at) changes.emplace_back(slot, bits);
                                            return changed(me, changes);
                                        });
        }));
    }

    /// Restructuring: two values of one kind trade every occurrence, when the
    /// simpler one occurs first only after the other.
    static Seq<Node> exchanges(std::shared_ptr<const CommandSequenceTree> me) {
        const std::vector<Value> distinct = values(slots(*me));
        const std::size_t n = distinct.size();
        return Seq<Node>::indexed(n * n, [me, distinct, n](std::size_t k) -> std::optional<Node> {
            const Value &earlier = distinct[k / n], &later = distinct[k % n];
            if (k / n >= k % n || !earlier.argument().same_kind(later.argument()) || !later.argument().simpler_than(earlier.argument()))
                return std::nullopt;
            Changes changes;
            for (const Slot& slot : earlier.at) changes.emplace_back(slot, later.argument().bits);
            for (const Slot& slot : later.at) changes.emplace_back(slot, earlier.argument().bits);
            return changed(me, changes);
        });
    }

    /// Restructuring: one argument of two commands of one type trades values,
    /// when the later one is simpler (exchanges cover two values that occur
    /// once each).
    static Seq<Node> swaps(std::shared_ptr<const CommandSequenceTree> me) {
        std::vector<Slot> all = slots(*me);
        const std::vector<Value> distinct = values(all);
        auto occurrences = [distinct](const Slot& slot) {
            for (const Value& value : distinct)
                if (value.argument().same_value(slot.argument)) return value.at.size();
            return std::size_t{0};
        };
        const std::size_t n = all.size();
        return Seq<Node>::indexed(n * n, [me, all, n, occurrences](std::size_t k) -> std::optional<Node> {
            const Slot &p = all[k / n], &q = all[k % n];
            if (p.command >= q.command || p.integer != q.integer || !p.argument.same_kind(q.argument) ||
                !q.argument.simpler_than(p.argument) || (occurrences(p) == 1 && occurrences(q) == 1))
                return std::nullopt;
            const auto &first = *me->elements[p.command].value(), &second = *me->elements[q.command].value();
            if (typeid(first) != typeid(second)) return std::nullopt;
            return changed(me, Changes{{p, q.argument.bits}, {q, p.argument.bits}});
        });
    }

    /// Each command's smaller candidates, starting with command `start` and wrapping around.
    static Seq<Node> simplifications(std::shared_ptr<const CommandSequenceTree> me, std::size_t start) {
        return Seq<Node>([me, start, visited = std::size_t{0}, current = std::optional<Seq<Element>>()]() mutable
                         -> std::optional<Node> {
            const std::size_t count = me->elements.size();
            while (visited < count) {
                const std::size_t index = (start + visited) % count;
                if (!current) current.emplace(me->elements[index].children());
                if (std::optional<Element> child = current->next()) {
                    std::vector<Element> replaced = me->elements;
                    replaced[index] = std::move(*child);
                    return make(me->initial_model, std::move(replaced), me->min_length, index);
                }
                current.reset();
                ++visited;
            }
            return std::nullopt;
        });
    }
};

}  // namespace falsify::detail
