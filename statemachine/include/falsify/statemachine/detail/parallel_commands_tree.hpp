#pragma once
// The shrink tree of generated parallel commands. Candidates, most aggressive
// first: delete blocks of each branch (sizes n, n/2, ..., 1, as RemovalOrder
// gives them), delete blocks of the prefix, move a branch's first command to
// the end of the prefix (a race needs only the commands that overlap; what
// comes before can run alone), move an empty branch behind a non-empty one,
// then simplify each command through its own shrink tree. Candidates are not re-validated here: StateMachine::
// check_parallel discards one whose branches are not allowed in every
// interleaving.
#include <falsify/detail/make_node.hpp>
#include <falsify/gen/detail/tree/removal_order.hpp>
#include <falsify/seq.hpp>
#include <falsify/shrinkable.hpp>
#include <falsify/statemachine/parallel_commands.hpp>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace falsify::detail {

template <class Model, class System>
struct ParallelCommandsTree {
    using Value = ParallelCommands<Model, System>;
    using Element = Shrinkable<CommandPtr<Model, System>>;
    using Part = std::vector<Element>;
    using Node = Shrinkable<Value>;

    std::shared_ptr<const Model> initial_model;
    /// parts[0] is the prefix, parts[1...] the branches.
    std::vector<Part> parts;

    static Node make(std::shared_ptr<const Model> initial_model, std::vector<Part> parts) {
        Value value{*initial_model, {}, {}};
        for (std::size_t p = 0; p < parts.size(); ++p) {
            std::vector<CommandPtr<Model, System>> commands;
            commands.reserve(parts[p].size());
            for (const auto& element : parts[p]) commands.push_back(element.value());
            if (p == 0) value.prefix = std::move(commands);
            else value.branches.push_back(std::move(commands));
        }
        auto state = falsify::detail::make_node<ParallelCommandsTree>(ParallelCommandsTree{std::move(initial_model), std::move(parts)});
        return Node::from_node(std::move(value), std::move(state));
    }

    static Seq<Node> children(const Value&, const std::shared_ptr<const void>& state, std::int64_t, ShrinkRound round) {
        auto me = std::static_pointer_cast<const ParallelCommandsTree>(state);
        const std::size_t count = me->parts.size();
        // Branches first, then the prefix.
        auto deletions = seq_flatten<Node>(Seq<Seq<Node>>::indexed(count, [me, count](std::size_t k) -> std::optional<Seq<Node>> {
            return deletions_in(me, (k + 1) % count);
        }));
        return concat_lazy(std::move(deletions), [me, round] {
            return concat_lazy(moves(me), [me, round] { return concat_lazy(reorders(me), [me, round] { return simplifications(me, round); }); });
        });
    }

    static Seq<Node> deletions_in(std::shared_ptr<const ParallelCommandsTree> me, std::size_t part) {
        return Seq<Node>([me, part, order = RemovalOrder(me->parts[part].size(), 0)]() mutable -> std::optional<Node> {
            const std::optional<Block> block = order.next();
            if (!block) return std::nullopt;
            std::vector<Part> changed = me->parts;
            changed[part] = without(changed[part], *block);
            return make(me->initial_model, std::move(changed));
        });
    }

    static Seq<Node> moves(std::shared_ptr<const ParallelCommandsTree> me) {
        return Seq<Node>::indexed(me->parts.size(), [me](std::size_t part) -> std::optional<Node> {
            if (part == 0 || me->parts[part].empty()) return std::nullopt;
            std::vector<Part> changed = me->parts;
            changed[0].push_back(changed[part].front());
            changed[part].erase(changed[part].begin());
            return make(me->initial_model, std::move(changed));
        });
    }

    /// Branches are interchangeable: an empty one moves behind a non-empty
    /// one, so that equivalent cases end in one form (the threads numbered
    /// from the first), whichever branch a deletion happened to empty.
    static Seq<Node> reorders(std::shared_ptr<const ParallelCommandsTree> me) {
        return Seq<Node>::indexed(me->parts.size(), [me](std::size_t part) -> std::optional<Node> {
            if (part == 0 || part + 1 >= me->parts.size() || !me->parts[part].empty() || me->parts[part + 1].empty())
                return std::nullopt;
            std::vector<Part> changed = me->parts;
            std::swap(changed[part], changed[part + 1]);
            return make(me->initial_model, std::move(changed));
        });
    }

    static Seq<Node> simplifications(std::shared_ptr<const ParallelCommandsTree> me, ShrinkRound round) {
        return Seq<Node>([me, round, part = std::size_t{0}, index = std::size_t{0}, current = std::optional<Seq<Element>>()]() mutable
                         -> std::optional<Node> {
            while (part < me->parts.size()) {
                if (index >= me->parts[part].size()) {
                    ++part;
                    index = 0;
                    continue;
                }
                if (!current) current.emplace(me->parts[part][index].children(round));
                if (std::optional<Element> child = current->next()) {
                    std::vector<Part> changed = me->parts;
                    changed[part][index] = std::move(*child);
                    return make(me->initial_model, std::move(changed));
                }
                current.reset();
                ++index;
            }
            return std::nullopt;
        });
    }
};

}  // namespace falsify::detail
