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

/// Every machine's sequences are one type: their tree's machinery is compiled
/// once, in the library (rules/src/sequence_tree.cpp), not in every test file.
extern template struct CommandSequenceTree<RuleModel, RuleRun>;

struct RuleSequenceTree final : CommandSequenceTree<RuleModel, RuleRun> {
    using Base = CommandSequenceTree<RuleModel, RuleRun>;
    using Base::Element;
    using Base::Node;
    using Base::Ptr;

    using Base::Base;

    static Node make(std::shared_ptr<const RuleModel> initial_model, std::vector<Element> elements, std::size_t min_length);

private:
    struct Repaired {
        std::vector<Element> steps;
        bool repointed = false;
    };

    Ptr made(std::vector<Element> steps, std::size_t resume_at) const;
    Ptr with(std::vector<Element> replaced, std::size_t resume_at = Base::deleting) const override;
    Ptr without_block(Block block) const override;
    std::optional<Ptr> without_block_otherwise(Block block) const override;
    Seq<Ptr> command_candidates(const Ptr& self, std::size_t i, ShrinkRound round) const override;
    /// `steps` with each step that names a value no longer alive re-pointed
    /// (when `repoint`) or deleted (see the top of this file); `resume_at`
    /// follows the step it named past deleted ones.
    Repaired repaired(std::vector<Element> steps, std::size_t& resume_at, bool repoint) const;
};

}  // namespace falsify::detail
