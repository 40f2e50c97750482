#pragma once
// The shrink tree of a rule sequence: a command sequence's tree whose steps
// name bundle values other steps produced, so it adds two things.
//  - A deleted producer takes its users with it, and, when that passes, the
//    same deletion is offered again with the users pointed at another value
//    of their bundle alive there (the latest produced before the lost one,
//    else the earliest). Every other candidate re-points a reference that
//    names no live value (a value an earlier step now consumes) the same
//    way; a step whose bundle holds nothing is deleted, while the length
//    stays above the minimum.
//  - Before a step's own arguments shrink, its references point at earlier
//    values of their bundles alive before it, earliest first (references to
//    one value move together first): a failure that needs "the second
//    account" ends on the second one produced, not on a later one.
#include <falsify/gen/detail/tree/removal_order.hpp>
#include <falsify/rules/step.hpp>
#include <falsify/statemachine/detail/command_sequence_tree.hpp>

#include <cstddef>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace falsify::detail {

/// The references of a step at `model` with each one naming no live value
/// pointed at another value of its bundle; std::nullopt when a bundle holds none.
std::optional<std::vector<RuleReference>> repointed(const RuleModel& model, std::vector<RuleReference> references);
/// The references a step could name instead at `model`, each set naming
/// earlier live values, in the order they are tried.
std::vector<std::vector<RuleReference>> earlier_references(const RuleModel& model, const std::vector<RuleReference>& references);

template <class M>
struct RuleSequenceTree final : CommandSequenceTree<RuleModel, RuleRun<M>> {
    using Base = CommandSequenceTree<RuleModel, RuleRun<M>>;
    using typename Base::Element;
    using typename Base::Node;
    using typename Base::Ptr;

    using Base::Base;

    static Node make(std::shared_ptr<const RuleModel> initial_model, std::vector<Element> elements, std::size_t min_length) {
        return Base::tree(falsify::detail::make_node<RuleSequenceTree>(std::move(initial_model), std::move(elements), min_length, Base::deleting));
    }

private:
    static const RuleStep<M>& step_of(const Element& element) { return static_cast<const RuleStep<M>&>(*element.value()); }

    Ptr made(std::vector<Element> steps, std::size_t resume_at) const {
        return falsify::detail::make_node<RuleSequenceTree>(this->initial_model, std::move(steps), this->min_length, resume_at);
    }

    Ptr with(std::vector<Element> replaced, std::size_t resume_at = Base::deleting) const override {
        std::vector<Element> kept = repaired(std::move(replaced), resume_at, true).steps;
        return made(std::move(kept), resume_at);
    }

    Ptr without_block(Block block) const override {
        std::size_t resume_at = Base::deleting;
        return made(repaired(without(this->elements, block), resume_at, false).steps, resume_at);
    }

    std::optional<Ptr> without_block_otherwise(Block block) const override {
        std::size_t resume_at = Base::deleting;
        Repaired kept = repaired(without(this->elements, block), resume_at, true);
        if (!kept.repointed) return std::nullopt;
        return made(std::move(kept.steps), resume_at);
    }

    Seq<Ptr> command_candidates(const Ptr& self, std::size_t i, ShrinkRound round) const override {
        Seq<Ptr> own = Base::command_candidates(self, i, round);
        const RuleStep<M>& step = step_of(this->elements[i]);
        if (step.references().empty()) return own;
        RuleModel model = *this->initial_model;
        for (std::size_t k = 0; k < i; ++k) advance(model, step_of(this->elements[k]));
        std::vector<std::vector<RuleReference>> choices = earlier_references(model, step.references());
        if (choices.empty()) return own;
        auto me = std::static_pointer_cast<const RuleSequenceTree>(self);
        Seq<Ptr> repointings = Seq<Ptr>::indexed(choices.size(), [me, i, choices = std::move(choices)](std::size_t k) -> std::optional<Ptr> {
            std::vector<Element> replaced = me->elements;
            replaced[i] = step_of(replaced[i]).with_references(choices[k]);
            return me->with(std::move(replaced), i);
        });
        return concat_lazy(std::move(repointings), [own = std::move(own)]() mutable { return std::move(own); });
    }

    /// As run_rules threads the model, without the machine's own preconditions.
    static void advance(RuleModel& model, const RuleStep<M>& step) {
        if (step.precondition(model)) model = step.next_state(model);
    }

    struct Repaired {
        std::vector<Element> steps;
        bool repointed = false;
    };

    /// `steps` with each step that names a value no longer alive re-pointed
    /// (when `repoint`) or deleted (see the top of this file); `resume_at`
    /// follows the step it named past deleted ones.
    Repaired repaired(std::vector<Element> steps, std::size_t& resume_at, bool repoint) const {
        Repaired out;
        bool references = false;
        for (const Element& element : steps) references = references || !step_of(element).references().empty();
        if (!references) {
            out.steps = std::move(steps);
            return out;
        }
        RuleModel model = *this->initial_model;
        out.steps.reserve(steps.size());
        std::size_t left = steps.size();
        const std::size_t named = resume_at;
        for (std::size_t i = 0; i < steps.size(); ++i) {
            Element element = std::move(steps[i]);
            if (!step_of(element).precondition(model)) {
                std::optional<std::vector<RuleReference>> elsewhere;
                if (repoint) elsewhere = repointed(model, step_of(element).references());
                if (elsewhere) {
                    element = step_of(element).with_references(std::move(*elsewhere));
                    out.repointed = true;
                } else if (left > this->min_length) {
                    --left;
                    if (resume_at != Base::deleting && i < named) --resume_at;
                    continue;
                }
            }
            advance(model, step_of(element));
            out.steps.push_back(std::move(element));
        }
        return out;
    }
};

}  // namespace falsify::detail
