// The explain phase's variations of a command sequence and its regression
// draft's text, from what TypedSequenceParts answers.
#include <falsify/statemachine/detail/sequence_parts.hpp>

namespace falsify::detail {

namespace {

std::string step_name(const SequenceParts& parts, std::size_t step) {
    return "step " + std::to_string(step + 1) + " (" + parts.label(step) + ")";
}

}  // namespace

std::vector<PartVariation> sequence_variations(std::shared_ptr<const SequenceParts> parts) {
    std::vector<PartVariation> out;
    const std::size_t size = parts->size();
    for (std::size_t i = 0; i < size; ++i) {
        if (!parts->has_arguments(i)) continue;
        out.push_back({"arguments of " + step_name(*parts, i), PartVariation::OtherValues,
                       [parts, i](Random& random) { return parts->regenerated(i, random); },
                       [parts, i](std::size_t count) { return parts->simplest(i, count); }});
    }
    // Never below the generator's minimum length: the body would meet a sequence it cannot be given.
    for (std::size_t i = 0; parts->removable() && i < size; ++i)
        out.push_back({step_name(*parts, i), PartVariation::Removal,
                       [parts, i](Random&) -> std::optional<AnyTree> { return parts->without(i); }});
    for (std::size_t i = 0; i + 1 < size; ++i) {
        if (parts->label(i) == parts->label(i + 1)) continue;  // swapping would change nothing
        out.push_back({"steps " + std::to_string(i + 1) + " and " + std::to_string(i + 2), PartVariation::Swap,
                       [parts, i](Random&) -> std::optional<AnyTree> { return parts->swapped(i); }});
    }
    return out;
}

std::string sequence_literal(const SequenceParts& parts) {
    const std::optional<std::string> model = parts.model_literal();
    if (!model)
        throw NoLiteral("the initial model (" + display_type_name(parts.model_type()) +
                        ") has no literal form: specialise falsify::Literal for it, or start from a value-initialised model");
    if (!parts.generated() && parts.size() > 0) throw NoLiteral("the sequence was not built by gen::commands");
    std::string out = "falsify::CommandSequence<" + spelled_type_name(parts.model_type()) + ", " + spelled_type_name(parts.system_type()) +
                      ">{" + *model + ", {";
    for (std::size_t i = 0; i < parts.size(); ++i) {
        const std::optional<std::string> step = parts.step_literal(i);
        if (!step)
            throw NoLiteral(step_name(parts, i) + " was not made by gen::command<C>(...) from arguments that each have a falsify::Literal");
        out += (i ? ", " : "") + *step;
    }
    return out + "}}";
}

}  // namespace falsify::detail
