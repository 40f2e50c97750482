// What every machine's sequences share, compiled once: generating them,
// running one by the machine it names, rendering it, and checking the
// property over them.
#include <falsify/rules.hpp>

#include <stdexcept>

namespace falsify {

namespace detail {

RuleModel RuleStep::next_state(const RuleModel& model) const { return next_rule_model(model, references_, produced_, rule_->target); }

Gen<RuleSteps> rule_steps(std::string name, const std::vector<RuleInfo>* rules, std::shared_ptr<const RuleModel> initial, std::size_t min,
                          std::size_t max) {
    return Gen<RuleSteps>(std::move(name), [rules, initial, min, max](Random& random) {
        const std::size_t length = random.size_between(min, max);
        std::vector<RuleSequenceTree::Element> elements;
        elements.reserve(length);
        RuleModel model;
        while (elements.size() < length) {
            bool appended = false;
            for (std::size_t pick = 0; pick < gen::detail::max_command_picks && !appended; ++pick) {
                const auto& rule = (*rules)[random.below_or_equal(rules->size() - 1)];
                auto candidate = rule.generate(rule, random, model);
                if (!candidate) continue;
                model = candidate->value()->next_state(model);
                elements.push_back(std::move(*candidate));
                appended = true;
            }
            if (!appended) break;
        }
        if (elements.size() < min) gen::detail::too_few_commands(elements.size(), min);
        return RuleSequenceTree::make(initial, std::move(elements), min);
    });
}

Result check_rule_steps(std::string name, Gen<RuleSteps> sequences, Config config) {
    return commands_property(std::move(name), std::move(sequences), &run_wrapped_rules<nullptr>, std::move(config)).check();
}

}  // namespace detail

void run_rules(const RuleSteps& sequence, StepWrapper wrapper) {
    if (!sequence.initial_model.run_machine)
        throw std::invalid_argument(
            "falsify::run_rules: this sequence was not made by gen::rules<M>(), so it names no machine; name it: run_rules<M>(sequence)");
    sequence.initial_model.run_machine(sequence, wrapper);
}

void Show<RuleSteps>::show(std::string& out, const RuleSteps& sequence) {
    detail::ValueNames names;
    for (const auto& command : sequence.commands) names.add(static_cast<const detail::RuleStep&>(*command).produced());
    const auto rename = names.renamer();
    out += '[';
    for (std::size_t i = 0; i < sequence.commands.size(); ++i) {
        if (i) out += ", ";
        out += static_cast<const detail::RuleStep&>(*sequence.commands[i]).label_with(rename);
    }
    out += ']';
}

}  // namespace falsify
