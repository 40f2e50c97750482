#pragma once
// The parts of a command sequence the explain phase varies: each step's
// arguments (drawn afresh by the step's own generator), each step removed
// (never below the generator's minimum length: the body would meet a
// sequence it cannot be given), and each two adjacent steps that differ swapped. Every variation is a
// sequence with no candidates: the phase runs it and never keeps it.
#include <falsify/detail/any_tree.hpp>
#include <falsify/detail/part_variation.hpp>
#include <falsify/statemachine/command_sequence.hpp>
#include <falsify/statemachine/detail/command_arguments.hpp>
#include <falsify/statemachine/detail/command_sequence_tree.hpp>

#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace falsify::detail {

template <class Model, class System>
struct Variations<CommandSequence<Model, System>> {
    using Sequence = CommandSequence<Model, System>;
    using Element = Shrinkable<CommandPtr<Model, System>>;

    static std::vector<PartVariation> of(const Shrinkable<Sequence>& tree) {
        auto shrunk = std::make_shared<const Sequence>(tree.value());
        const auto& commands = shrunk->commands;
        auto step = [&](std::size_t i) { return "step " + std::to_string(i + 1) + " (" + commands[i]->label() + ")"; };
        auto erased = [](Sequence sequence) { return std::optional<AnyTree>(erase(Shrinkable<Sequence>::leaf(std::move(sequence)))); };
        std::vector<PartVariation> out;
        const auto* node = tree.template node_of<CommandSequenceTree<Model, System>>();
        if (node) {
            for (std::size_t i = 0; i < node->elements.size(); ++i) {
                const Element& element = node->elements[i];
                if (!CommandArguments<Model, System>::of(element)) continue;
                out.push_back({"arguments of " + step(i), PartVariation::OtherValues,
                               [shrunk, element, i, erased](Random& random) -> std::optional<AnyTree> {
                                   auto other = CommandArguments<Model, System>::of(element)->regenerated(random);
                                   if (!other) return std::nullopt;
                                   Sequence varied = *shrunk;
                                   varied.commands[i] = other->value();
                                   return erased(std::move(varied));
                               },
                               [shrunk, element, i, erased](std::size_t count) {
                                   std::vector<AnyTree> simplest;
                                   Seq<Element> candidates = element.children();
                                   while (simplest.size() < count) {
                                       std::optional<Element> next = candidates.next();
                                       if (!next) break;
                                       Sequence varied = *shrunk;
                                       varied.commands[i] = next->value();
                                       simplest.push_back(*erased(std::move(varied)));
                                   }
                                   return simplest;
                               }});
            }
        }
        const bool removable = node && node->elements.size() > node->min_length;
        for (std::size_t i = 0; removable && i < commands.size(); ++i)
            out.push_back({step(i), PartVariation::Removal, [shrunk, i, erased](Random&) {
                               Sequence varied = *shrunk;
                               varied.commands.erase(varied.commands.begin() + static_cast<std::ptrdiff_t>(i));
                               return erased(std::move(varied));
                           }});
        for (std::size_t i = 0; i + 1 < commands.size(); ++i) {
            if (commands[i]->label() == commands[i + 1]->label()) continue;  // swapping would change nothing
            out.push_back({"steps " + std::to_string(i + 1) + " and " + std::to_string(i + 2), PartVariation::Swap,
                           [shrunk, i, erased](Random&) {
                               Sequence varied = *shrunk;
                               std::swap(varied.commands[i], varied.commands[i + 1]);
                               return erased(std::move(varied));
                           }});
        }
        return out;
    }
};

}  // namespace falsify::detail
