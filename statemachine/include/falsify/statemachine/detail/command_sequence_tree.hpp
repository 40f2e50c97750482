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
// After the simplifications, the moves across commands: a value several
// commands share lowered as one, and (restructuring) values trading places.
// The order and the moves across commands are CommandSequenceNode's, compiled
// once in the library; a CommandSequenceTree<Model, System> adds what needs
// its commands' type, and a sequence that knows more of its commands (a rule
// machine's, whose steps name values other steps produced) derives from it:
// every candidate is made by with(), which such a tree overrides.
#include <falsify/detail/make_node.hpp>
#include <falsify/gen/detail/tree/removal_order.hpp>
#include <falsify/shrinkable.hpp>
#include <falsify/statemachine/command_sequence.hpp>
#include <falsify/statemachine/detail/command_arguments.hpp>
#include <falsify/statemachine/detail/command_sequence_node.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <typeinfo>
#include <utility>
#include <vector>

namespace falsify::detail {

template <class Model, class System>
struct CommandSequenceTree : CommandSequenceNode {
    using Sequence = CommandSequence<Model, System>;
    using Element = Shrinkable<CommandPtr<Model, System>>;
    using Node = Shrinkable<Sequence>;
    using Arguments = CommandArguments<Model, System>;

    std::shared_ptr<const Model> initial_model;
    std::vector<Element> elements;

    CommandSequenceTree(std::shared_ptr<const Model> initial_model_arg, std::vector<Element> elements_arg, std::size_t min_length_arg, std::size_t resume_arg)
        : CommandSequenceNode(min_length_arg, resume_arg), initial_model(std::move(initial_model_arg)), elements(std::move(elements_arg)) {}

    static Node make(std::shared_ptr<const Model> initial_model, std::vector<Element> elements, std::size_t min_length,
                     std::size_t resume = deleting) {
        return tree(falsify::detail::make_node<CommandSequenceTree>(std::move(initial_model), std::move(elements), min_length, resume));
    }

    static Seq<Node> children(const Sequence&, const std::shared_ptr<const void>& state, std::int64_t, ShrinkRound round) {
        return seq_filter_map<Node>(candidates(std::static_pointer_cast<const CommandSequenceTree>(state), round),
                                    [](Ptr node) { return std::optional(tree(std::static_pointer_cast<const CommandSequenceTree>(std::move(node)))); });
    }

    std::size_t size() const noexcept override { return elements.size(); }

protected:
    static Node tree(std::shared_ptr<const CommandSequenceTree> node) {
        Sequence value{*node->initial_model, {}};
        value.commands.reserve(node->elements.size());
        for (const auto& element : node->elements) value.commands.push_back(element.value());
        if (node->elements.empty()) return Node::leaf(std::move(value));
        return Node::from_node(std::move(value), std::move(node));
    }

    /// The candidate made of `replaced`, resuming at `resume_at`.
    virtual Ptr with(std::vector<Element> replaced, std::size_t resume_at = deleting) const {
        return falsify::detail::make_node<CommandSequenceTree>(initial_model, std::move(replaced), min_length, resume_at);
    }

    Seq<Ptr> command_candidates(const Ptr& self, std::size_t i, ShrinkRound round) const override {
        return seq_filter_map<Ptr>(elements[i].children(round), [me = std::static_pointer_cast<const CommandSequenceTree>(self), i](Element child) {
            std::vector<Element> replaced = me->elements;
            replaced[i] = std::move(child);
            return std::optional<Ptr>(me->with(std::move(replaced), i));
        });
    }

private:
    Ptr without_block(Block block) const override { return with(without(elements, block)); }

    const std::vector<IntegerView>* integers(std::size_t c) const override {
        const Arguments* arguments = Arguments::of(elements[c]);
        return arguments ? &arguments->integers() : nullptr;
    }

    Seq<std::uint64_t> lowered(std::size_t c, std::size_t integer) const override { return Arguments::of(elements[c])->lowered(integer); }

    std::optional<Ptr> changed(const Changes& changes) const override {
        std::vector<Element> replaced = elements;
        std::size_t first = replaced.size();
        for (std::size_t c = 0; c < replaced.size(); ++c) {
            std::vector<typename Arguments::Change> own;
            for (const auto& [slot, bits] : changes)
                if (slot.command == c) own.emplace_back(slot.integer, bits);
            if (own.empty()) continue;
            std::optional<Element> rebuilt = Arguments::of(replaced[c])->with(own);
            if (!rebuilt) return std::nullopt;
            replaced[c] = std::move(*rebuilt);
            first = std::min(first, c);
        }
        if (first == replaced.size()) return std::nullopt;
        return with(std::move(replaced), first);
    }

    bool same_command_class(std::size_t a, std::size_t b) const override {
        const auto &first = *elements[a].value(), &second = *elements[b].value();
        return typeid(first) == typeid(second);
    }
};

}  // namespace falsify::detail
