// The Boost.Test face: a property's verdict reported as a Boost.Test
// assertion at the property's line, the rest through the harness.
#include <falsify/boost_test.hpp>
#include <falsify/harness.hpp>

#include "silence_state.hpp"

#include <boost/test/results_collector.hpp>

#include <iostream>
#include <stdexcept>
#include <string>

namespace falsify::boost_test {

namespace {

namespace ut = boost::unit_test;
using detail::silence_state;

harness::TestContext context_of(const Site& site) {
    harness::TestContext context;
    context.id = ut::framework::current_test_case().full_name();
    context.name = site.name;
    const auto& master = ut::framework::master_test_suite();
    if (master.argc > 0) context.program = master.argv[0];
    context.filter = "--run_test=" + harness::shell_quote(context.id);
    context.declaration = harness::declaration_of(site);
    return context;
}

void report(const Result& result, const Site& site, const PropertyDefinition& definition, const harness::TestContext& context) {
    namespace tt = boost::test_tools::tt_detail;
    if (result.passed()) {
        harness::note_pass(result, context, std::cout, std::cerr);
        if (const std::string warning = harness::corpus_warning(result, context); !warning.empty())
            tt::report_assertion(boost::test_tools::assertion_result(false), ut::lazy_ostream::instance() << warning, site.file,
                                 static_cast<std::size_t>(site.line), tt::WARN, tt::CHECK_MSG, 0);
        tt::report_assertion(boost::test_tools::assertion_result(true), ut::lazy_ostream::instance() << "property holds",
                             site.file, static_cast<std::size_t>(site.line), tt::CHECK, tt::CHECK_MSG, 0);
        return;
    }
    const auto& ce = result.counter_example();
    if (ce && ce->failure && ce->failure->type == type_name(typeid(BoostAssertionFailed)) && !result.shrunk_input().empty()) {
        // Let Boost.Test print its own assertion message, once, for the shrunk input. The results
        // collector does not hear it: the falsification below is this property's one failure.
        silence_state().live = true;
        ut::framework::deregister_observer(ut::results_collector);
        try {
            definition.body(result.shrunk_input());
        } catch (...) {
            // The verdict is already known; this run only lets Boost.Test log its own message.
        }
        ut::framework::register_observer(ut::results_collector);
        silence_state().live = false;
    }
    const std::string message = harness::failure_message(result, definition, context);
    tt::report_assertion(boost::test_tools::assertion_result(false), ut::lazy_ostream::instance() << message, site.file,
                         static_cast<std::size_t>(site.line), tt::CHECK, tt::CHECK_MSG, 0);
}

}  // namespace

void check_definition(PropertyDefinition definition, const Site& site) {
    const harness::TestContext context = context_of(site);
    try {
        definition = harness::prepare(std::move(definition), context);
    } catch (const std::invalid_argument& e) {
        // A malformed PROPERTY_* variable, said at the property's line rather than at "unknown location".
        namespace tt = boost::test_tools::tt_detail;
        tt::report_assertion(boost::test_tools::assertion_result(false), ut::lazy_ostream::instance() << e.what(), site.file,
                             static_cast<std::size_t>(site.line), tt::CHECK, tt::CHECK_MSG, 0);
        return;
    }
    report(harness::run(definition, context), site, definition, context);
}

}  // namespace falsify::boost_test
