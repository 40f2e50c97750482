// The Boost.Test face: a property's verdict reported as a Boost.Test
// assertion at the property's line, the rest through the harness.
#include <falsify/boost_test.hpp>
#include <falsify/detail/result_access.hpp>
#include <falsify/harness.hpp>
#include <falsify/harness/face.hpp>

#include "silence_state.hpp"

#include <boost/test/results_collector.hpp>

#include <cstdlib>
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
    // The program's own path, not argv[0] (relative to where it was started): a Replay: command runs from any directory.
    context.program = harness::running_program();
    if (context.program.empty() && master.argc > 0) context.program = master.argv[0];
    // Boost.Test takes its own options out of the argv it hands on: they are read from the process.
    std::string colour = harness::output_options(harness::running_arguments(), {"--color_output", "--no_color_output"});
    // Given by the environment instead, the option says it: a fresh shell has no such variable.
    if (const char* variable = std::getenv("BOOST_TEST_COLOR_OUTPUT"); colour.empty() && variable && *variable)
        // Appended, not " " + ...: g++ -O3 warns falsely (-Wrestrict) on that concatenation.
        colour.append(1, ' ').append(harness::shell_quote(std::string("--color_output=") + variable));
    context.filter = "--run_test=" + harness::shell_quote(context.id) + colour;
    context.declaration = harness::declaration_of(site);
    return context;
}

namespace tt = boost::test_tools::tt_detail;

void report_at(const Site& site, const std::string& message, tt::tool_level level, bool passed) {
    tt::report_assertion(boost::test_tools::assertion_result(passed), ut::lazy_ostream::instance() << message, site.file,
                         static_cast<std::size_t>(site.line), level, tt::CHECK_MSG, 0);
}

class BoostTest final : public harness::Framework {
public:
    harness::TestContext context(const Site& site) const override { return context_of(site); }
    void fail(const Site& site, const std::string& message) const override { report_at(site, message, tt::CHECK, false); }
    void warn(const Site& site, const std::string& message) const override { report_at(site, message, tt::WARN, false); }
    void pass(const Site& site) const override { report_at(site, "property holds", tt::CHECK, true); }
    void before_failure(const Result& result, const PropertyDefinition& definition) const override {
        const auto& ce = result.counter_example();
        if (!ce || !ce->failure || ce->failure->type != type_name(typeid(BoostAssertionFailed)) || falsify::detail::ResultAccess::shrunk_input(result).empty()) return;
        // Let Boost.Test print its own assertion message, once, for the shrunk input. The results
        // collector does not hear it: the falsification reported next is this property's one failure.
        silence_state().live = true;
        ut::framework::deregister_observer(ut::results_collector);
        try {
            definition.body(falsify::detail::ResultAccess::shrunk_input(result));
        } catch (...) {
            // The verdict is already known; this run only lets Boost.Test log its own message.
        }
        ut::framework::register_observer(ut::results_collector);
        silence_state().live = false;
    }
};

}  // namespace

const harness::Framework& Face::framework() {
    static const BoostTest framework;
    return framework;
}

Site Face::current_site(const char* parameters) {
    const auto& test = ut::framework::current_test_case();
    const ut::const_string file = test.p_file_name;
    return Site{harness::interned_file_name(std::string(file.begin(), file.end())), static_cast<int>(test.p_line_num),
                test.p_name->c_str(), parameters};
}

}  // namespace falsify::boost_test
