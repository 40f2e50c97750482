#pragma once
// A command sequence as C++ source, for a regression draft:
//   falsify::CommandSequence<Model, Store>{Model{}, {std::make_shared<const Put>(0), std::make_shared<const Check>()}}
// Each step is written from how it was generated: gen::command<C>(...) knows
// C and its constructor's arguments, each written by its falsify::Literal. A
// step of another generator (a rule's, a mapped one), an argument type
// without a literal, or an initial model that cannot be written makes the
// draft say so (falsify::NoLiteral) instead of guessing.
#include <falsify/literal.hpp>
#include <falsify/statemachine/command_sequence.hpp>
#include <falsify/statemachine/detail/command_arguments.hpp>
#include <falsify/statemachine/detail/command_sequence_tree.hpp>
#include <falsify/detail/tree_literal.hpp>

#include <concepts>
#include <string>
#include <type_traits>
#include <typeinfo>

namespace falsify::detail {

template <class Model, class System>
struct TreeLiteral<CommandSequence<Model, System>> {
    using Sequence = CommandSequence<Model, System>;
    using Element = Shrinkable<CommandPtr<Model, System>>;

    static std::string write(const Shrinkable<Sequence>& tree) {
        std::string out = "falsify::CommandSequence<" + spelled_type_name(typeid(Model)) + ", " + spelled_type_name(typeid(System)) + ">{" +
                          model(tree.value().initial_model) + ", {";
        const auto* node = tree.template node_of<CommandSequenceTree<Model, System>>();
        if (!node && !tree.value().commands.empty()) throw NoLiteral("the sequence was not built by gen::commands");
        for (std::size_t i = 0; node && i < node->elements.size(); ++i) out += (i ? ", " : "") + step(node->elements[i], i);
        return out + "}}";
    }

private:
    static std::string model(const Model& initial) {
        if constexpr (HasLiteral<Model>) {
            return Literal<Model>::write(initial);
        } else if constexpr (std::default_initializable<Model> && std::equality_comparable<Model>) {
            if (initial == Model{}) return spelled_type_name(typeid(Model)) + "{}";
        }
        throw NoLiteral("the initial model (" + display_type_name(typeid(Model)) +
                        ") has no literal form: specialise falsify::Literal for it, or start from a value-initialised model");
    }

    static std::string step(const Element& element, std::size_t i) {
        const auto& command = *element.value();
        std::optional<std::string> spelled;
        if (element.template built_by<DefaultConstructedCommand<Model, System>>())
            spelled = "std::make_shared<const " + spelled_type_name(typeid(command)) + ">()";
        else if (const auto* arguments = CommandArguments<Model, System>::of(element))
            spelled = arguments->literal();
        if (!spelled)
            throw NoLiteral("step " + std::to_string(i + 1) + " (" + command.label() +
                            ") was not made by gen::command<C>(...) from arguments that each have a falsify::Literal");
        return *spelled;
    }
};

}  // namespace falsify::detail
