// The GoogleTest face: a property's verdict reported as one GoogleTest
// failure at the property's line, the rest through the harness.
#include <falsify/gtest.hpp>
#include <falsify/harness.hpp>

#include <iostream>
#include <stdexcept>
#include <string>

namespace falsify::gtest {

namespace {

harness::TestContext context_of(const Site& site) {
    harness::TestContext context;
    const ::testing::TestInfo* test = ::testing::UnitTest::GetInstance()->current_test_info();
    context.id = test ? std::string(test->test_suite_name()) + "." + test->name() : std::string(site.name);
    context.name = site.name;
    context.program = harness::running_program();
    context.filter = "--gtest_filter=";
    context.filter += harness::shell_quote(context.id);
    context.declaration = harness::declaration_of(site);
    return context;
}

}  // namespace

void check_definition(PropertyDefinition definition, const Site& site) {
    const harness::TestContext context = context_of(site);
    try {
        definition = harness::prepare(std::move(definition), context);
    } catch (const std::invalid_argument& e) {
        // A malformed PROPERTY_* variable, said at the property's line.
        GTEST_MESSAGE_AT_(site.file, site.line, e.what(), ::testing::TestPartResult::kNonFatalFailure);
        return;
    }
    const Result result = harness::run(definition, context);
    if (result.passed()) {
        harness::note_pass(result, context, std::cout, std::cerr);
        // GoogleTest has no warnings: the test's own property (its XML report) and the output.
        if (const std::string warning = harness::corpus_warning(result, context); !warning.empty()) {
            ::testing::Test::RecordProperty("falsify_corpus_unread", warning);
            std::cout << site.file << ":" << site.line << ": Warning: " << warning << std::endl;
        }
        return;
    }
    // As ADD_FAILURE_AT, without its "Failed" line before the message.
    GTEST_MESSAGE_AT_(site.file, site.line, harness::failure_message(result, definition, context).c_str(),
                      ::testing::TestPartResult::kNonFatalFailure);
}

}  // namespace falsify::gtest
