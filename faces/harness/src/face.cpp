// The verdict of a face's property: the environment applied, the run, and
// what the framework is told, at the property's line.
#include <falsify/harness/face.hpp>

#include <iostream>
#include <stdexcept>

namespace falsify::harness {

void Framework::pass(const Site&) const {}

void Framework::before_failure(const Result&, const PropertyDefinition&) const {}

void Framework::after_failure(const Result&, const PropertyDefinition&, const TestContext&) const {}

void check(PropertyDefinition definition, const Site& site, const Framework& framework) {
    const TestContext context = framework.context(site);
    try {
        definition = prepare(std::move(definition), context);
    } catch (const std::invalid_argument& e) {
        // A malformed PROPERTY_* variable, said at the property's line rather than at an unknown location.
        framework.fail(site, e.what());
        return;
    }
    const Result result = run(definition, context);
    if (result.passed()) {
        note_pass(result, context, std::cout, std::cerr, definition.config);
        if (const std::string warning = corpus_warning(result, context); !warning.empty()) framework.warn(site, warning);
        framework.pass(site);
        return;
    }
    framework.before_failure(result, definition);
    framework.fail(site, failure_message(result, definition, context));
    framework.after_failure(result, definition, context);
}

}  // namespace falsify::harness
