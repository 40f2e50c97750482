#pragma once
// A generated command sequence as the explain phase and the regression draft
// see it: its steps, what can be done to each, how each is spelled. The
// typed part (TypedSequenceParts) only answers for one Model and System; what
// is made of the answers — the variations, the C++ text — is compiled once, in
// the library (sequence_parts.cpp), not in every test file.
#include <falsify/detail/any_tree.hpp>
#include <falsify/detail/make_node.hpp>
#include <falsify/detail/part_variation.hpp>
#include <falsify/detail/tree_literal.hpp>
#include <falsify/literal.hpp>
#include <falsify/statemachine/command_sequence.hpp>
#include <falsify/statemachine/detail/command_arguments.hpp>
#include <falsify/statemachine/detail/command_sequence_tree.hpp>

#include <concepts>
#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <typeinfo>
#include <utility>
#include <vector>

namespace falsify::detail {

class SequenceParts {
public:
    virtual ~SequenceParts() = default;
    virtual std::size_t size() const = 0;
    virtual std::string label(std::size_t step) const = 0;
    /// Whether gen::commands built the sequence (its steps' trees are known).
    virtual bool generated() const = 0;
    /// Whether a step may go without undercutting the generator's minimum length.
    virtual bool removable() const = 0;
    /// Whether a command generator of this library made the step (its arguments can be drawn again).
    virtual bool has_arguments(std::size_t step) const = 0;
    virtual AnyTree without(std::size_t step) const = 0;
    /// Steps `step` and `step + 1` exchanged.
    virtual AnyTree swapped(std::size_t step) const = 0;
    virtual std::optional<AnyTree> regenerated(std::size_t step, Random& random) const = 0;
    /// The sequence with the step at each of its first `count` shrink candidates.
    virtual std::vector<AnyTree> simplest(std::size_t step, std::size_t count) const = 0;

    /// The step as C++ that constructs it (std::nullopt when its generator cannot say).
    virtual std::optional<std::string> step_literal(std::size_t step) const = 0;
    /// The initial model as C++; std::nullopt when it has no literal form.
    virtual std::optional<std::string> model_literal() const = 0;
    virtual const std::type_info& model_type() const noexcept = 0;
    virtual const std::type_info& system_type() const noexcept = 0;
};

/// Each step's arguments, each step removed, each two adjacent steps that differ swapped.
std::vector<PartVariation> sequence_variations(std::shared_ptr<const SequenceParts> parts);
/// `falsify::CommandSequence<Model, System>{model, {step, ...}}`; throws NoLiteral saying what cannot be written.
std::string sequence_literal(const SequenceParts& parts);

template <class Model, class System>
class TypedSequenceParts final : public SequenceParts {
    using Sequence = CommandSequence<Model, System>;
    using Element = Shrinkable<CommandPtr<Model, System>>;
    using Tree = CommandSequenceTree<Model, System>;
    using Arguments = CommandArguments<Model, System>;

public:
    explicit TypedSequenceParts(Shrinkable<Sequence> tree) : tree_(std::move(tree)), node_(tree_.template node_of<Tree>()) {}

    std::size_t size() const override { return value().commands.size(); }
    std::string label(std::size_t step) const override { return value().commands[step]->label(); }
    bool generated() const override { return node_ != nullptr; }
    bool removable() const override { return node_ && node_->elements.size() > node_->min_length; }
    bool has_arguments(std::size_t step) const override { return node_ && Arguments::of(node_->elements[step]); }

    AnyTree without(std::size_t step) const override {
        std::vector<std::size_t> order;
        for (std::size_t i = 0; i < size(); ++i)
            if (i != step) order.push_back(i);
        return arranged(order);
    }
    AnyTree swapped(std::size_t step) const override {
        std::vector<std::size_t> order;
        for (std::size_t i = 0; i < size(); ++i) order.push_back(i == step ? step + 1 : i == step + 1 ? step : i);
        return arranged(order);
    }
    std::optional<AnyTree> regenerated(std::size_t step, Random& random) const override {
        std::optional<Element> other = Arguments::of(node_->elements[step])->regenerated(random);
        if (!other) return std::nullopt;
        return with(step, other->value());
    }
    std::vector<AnyTree> simplest(std::size_t step, std::size_t count) const override {
        std::vector<AnyTree> out;
        Seq<Element> candidates = node_->elements[step].children(ShrinkRound::ordinary);
        while (out.size() < count) {
            std::optional<Element> next = candidates.next();
            if (!next) break;
            out.push_back(with(step, next->value()));
        }
        return out;
    }

    std::optional<std::string> step_literal(std::size_t step) const override {
        const Element& element = node_->elements[step];
        if (element.template built_by<DefaultConstructedCommand<Model, System>>())
            return "std::make_shared<const " + spelled_type_name(typeid(*element.value())) + ">()";
        if (const Arguments* arguments = Arguments::of(element)) return arguments->literal();
        return std::nullopt;
    }
    std::optional<std::string> model_literal() const override {
        if constexpr (HasLiteral<Model>) {
            return Literal<Model>::write(value().initial_model);
        } else if constexpr (std::default_initializable<Model> && std::equality_comparable<Model>) {
            if (value().initial_model == Model{}) return spelled_type_name(typeid(Model)) + "{}";
        }
        return std::nullopt;
    }
    const std::type_info& model_type() const noexcept override { return typeid(Model); }
    const std::type_info& system_type() const noexcept override { return typeid(System); }

private:
    const Sequence& value() const { return tree_.value(); }
    static AnyTree erased(Sequence sequence) { return erase(Shrinkable<Sequence>::leaf(std::move(sequence))); }
    /// The steps in `order` (indices into this sequence).
    AnyTree arranged(const std::vector<std::size_t>& order) const {
        Sequence varied{value().initial_model, {}};
        varied.commands.reserve(order.size());
        for (std::size_t i : order) varied.commands.push_back(value().commands[i]);
        return erased(std::move(varied));
    }
    AnyTree with(std::size_t step, CommandPtr<Model, System> command) const {
        Sequence varied = value();
        varied.commands[step] = std::move(command);
        return erased(std::move(varied));
    }

    Shrinkable<Sequence> tree_;
    const Tree* node_;
};

template <class Model, class System>
struct Variations<CommandSequence<Model, System>> {
    static std::vector<PartVariation> of(const Shrinkable<CommandSequence<Model, System>>& tree) {
        return sequence_variations(falsify::detail::make_node<TypedSequenceParts<Model, System>>(tree));
    }
};

template <class Model, class System>
struct TreeLiteral<CommandSequence<Model, System>> {
    static std::string write(const Shrinkable<CommandSequence<Model, System>>& tree) {
        return sequence_literal(TypedSequenceParts<Model, System>(tree));
    }
};

}  // namespace falsify::detail
