// A rule sequence's shrink tree (see rules/detail/sequence_tree.hpp), and the
// command-sequence tree it derives from, compiled once for every machine.
#include <falsify/rules/detail/sequence_tree.hpp>

namespace falsify::detail {

template struct CommandSequenceTree<RuleModel, RuleRun>;

namespace {

const RuleStep& step_of(const RuleSequenceTree::Element& element) { return static_cast<const RuleStep&>(*element.value()); }

/// As run_rules threads the model, without the machine's own preconditions.
void advance(RuleModel& model, const RuleStep& step) {
    if (step.precondition(model)) model = step.next_state(model);
}

}  // namespace

RuleSequenceTree::Node RuleSequenceTree::make(std::shared_ptr<const RuleModel> initial_model, std::vector<Element> elements,
                                              std::size_t min_length) {
    return Base::tree(falsify::detail::make_node<RuleSequenceTree>(std::move(initial_model), std::move(elements), min_length, Base::deleting));
}

RuleSequenceTree::Ptr RuleSequenceTree::made(std::vector<Element> steps, std::size_t resume_at) const {
    return falsify::detail::make_node<RuleSequenceTree>(this->initial_model, std::move(steps), this->min_length, resume_at);
}

RuleSequenceTree::Ptr RuleSequenceTree::with(std::vector<Element> replaced, std::size_t resume_at) const {
    std::vector<Element> kept = repaired(std::move(replaced), resume_at, true).steps;
    return made(std::move(kept), resume_at);
}

RuleSequenceTree::Ptr RuleSequenceTree::without_block(Block block) const {
    std::size_t resume_at = Base::deleting;
    return made(repaired(without(this->elements, block), resume_at, false).steps, resume_at);
}

std::optional<RuleSequenceTree::Ptr> RuleSequenceTree::without_block_otherwise(Block block) const {
    std::size_t resume_at = Base::deleting;
    Repaired kept = repaired(without(this->elements, block), resume_at, true);
    if (!kept.repointed) return std::nullopt;
    return made(std::move(kept.steps), resume_at);
}

Seq<RuleSequenceTree::Ptr> RuleSequenceTree::command_candidates(const Ptr& self, std::size_t i, ShrinkRound round) const {
    Seq<Ptr> own = Base::command_candidates(self, i, round);
    const RuleStep& step = step_of(this->elements[i]);
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

RuleSequenceTree::Repaired RuleSequenceTree::repaired(std::vector<Element> steps, std::size_t& resume_at, bool repoint) const {
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

}  // namespace falsify::detail
