// The regression draft: the shrunk input as falsify::example(...), to paste
// into the property so that the case is tried first on every later run.
#include <falsify/definition.hpp>

#include <falsify/detail/any_tree.hpp>
#include <falsify/detail/report_line.hpp>
#include <falsify/detail/result_access.hpp>
#include <falsify/literal.hpp>

namespace falsify {

namespace {

/// The Draft: line, and the call to paste on a line of its own in the values' column.
std::string draft_line(const std::string& text, const std::string& call = {}) {
    std::string out = detail::report_line("Draft:", text, detail::Continuation::AsWritten);
    if (!call.empty()) detail::append_report_line(out, "", call, detail::Continuation::AsWritten);
    return out;
}

std::string declined(const std::string& why) {
    return draft_line(why + "; the Replay: command reproduces this case (PROPERTY_DRAFT=0 hides this line)");
}

}  // namespace

std::string regression_draft(const Result& result, const PropertyDefinition& definition, std::string_view declaration) {
    if (result.outcome() != Outcome::Falsified || !definition.config.draft() || !result.counter_example()) return {};
    const auto& input = detail::ResultAccess::shrunk_input(result);
    if (definition.parameters.empty() || input.size() != definition.parameters.size()) return {};
    for (const Argument& argument : result.counter_example()->shrunk_arguments)
        if (argument.name.rfind("draw#", 0) == 0)
            return declined("no example can hold this case: the body draws values (" + argument.name + ")");
    std::string call = "falsify::example(";
    for (std::size_t i = 0; i < input.size(); ++i) {
        const Parameter& parameter = definition.parameters[i];
        std::optional<std::string> literal;
        try {
            literal = input[i]->tree_literal();
            if (!literal && parameter.literal) literal = parameter.literal(detail::value_address(*input[i]));
        } catch (const NoLiteral& why) {
            return declined("no example can hold this case: parameter \"" + parameter.name + "\" has no C++ literal form here: " + why.what());
        }
        if (!literal)
            return declined("no example can hold this case: parameter \"" + parameter.name + "\" (" +
                            display_type_name(input[i]->type()) + ") has no C++ literal form (for a type of your own, specialise falsify::Literal<T>)");
        call += (i ? ", " : "") + *literal;
    }
    call += ")";
    if (!declaration.empty())
        return draft_line("to keep this case, give the test this explicit example (tried first on every run):",
                          std::string(declaration) + ", " + call + ")");
    return draft_line("to keep this case, add it to the property as an explicit example (tried first on every run):", call);
}

}  // namespace falsify
