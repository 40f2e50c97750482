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
#include <falsify/command_sequence.hpp>
#include <falsify/detail/removal_order.hpp>
#include <falsify/shrinkable.hpp>

#include <cstddef>
#include <limits>
#include <memory>
#include <optional>
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
        auto state = std::make_shared<const CommandSequenceTree>(
            CommandSequenceTree{std::move(initial_model), std::move(elements), min_length, resume});
        return Node(std::move(value), &children, std::move(state));
    }

    static Seq<Node> children(const Sequence&, const std::shared_ptr<const void>& state, std::int64_t) {
        auto me = std::static_pointer_cast<const CommandSequenceTree>(state);
        if (me->resume == deleting) return concat_lazy(deletions(me), [me] { return simplifications(me, 0); });
        return concat_lazy(simplifications(me, me->resume), [me] { return deletions(me); });
    }

    static Seq<Node> deletions(std::shared_ptr<const CommandSequenceTree> me) {
        return Seq<Node>([me, order = RemovalOrder(me->elements.size(), me->min_length)]() mutable -> std::optional<Node> {
            const std::optional<Block> block = order.next();
            if (!block) return std::nullopt;
            const auto first = me->elements.begin() + static_cast<std::ptrdiff_t>(block->offset);
            std::vector<Element> kept;
            kept.reserve(me->elements.size() - block->size);
            kept.insert(kept.end(), me->elements.begin(), first);
            kept.insert(kept.end(), first + static_cast<std::ptrdiff_t>(block->size), me->elements.end());
            return make(me->initial_model, std::move(kept), me->min_length);
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
