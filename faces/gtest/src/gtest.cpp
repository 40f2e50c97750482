// The GoogleTest face: a property's verdict reported as one GoogleTest
// failure at the property's line, the rest through the harness.
#include <falsify/gtest.hpp>
#include <falsify/harness.hpp>
#include <falsify/harness/face.hpp>

#include <iostream>
#include <cstdlib>
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
    std::string colour = harness::output_options(harness::running_arguments(), {"--gtest_color"});
    // Given by the environment instead, the option says it: a fresh shell has no such variable.
    if (const char* variable = std::getenv("GTEST_COLOR"); colour.empty() && variable && *variable)
        // Appended, not " " + ...: g++ -O3 warns falsely (-Wrestrict) on that concatenation.
        colour.append(1, ' ').append(harness::shell_quote(std::string("--gtest_color=") + variable));
    context.filter += colour;
    context.declaration = harness::declaration_of(site);
    return context;
}

class GoogleTest final : public harness::Framework {
public:
    harness::TestContext context(const Site& site) const override { return context_of(site); }
    void fail(const Site& site, const std::string& message) const override {
        // As ADD_FAILURE_AT, without its "Failed" line before the message.
        GTEST_MESSAGE_AT_(site.file, site.line, message.c_str(), ::testing::TestPartResult::kNonFatalFailure);
    }
    void warn(const Site& site, const std::string& message) const override {
        // GoogleTest has no warnings: the test's own property (its XML report) and the output.
        ::testing::Test::RecordProperty("falsify_corpus_unread", message);
        std::cout << site.file << ":" << site.line << ": Warning: " << message << std::endl;
    }
};

}  // namespace

const harness::Framework& Face::framework() {
    static const GoogleTest framework;
    return framework;
}

Site Face::current_site(const char* parameters) {
    const ::testing::TestInfo* test = ::testing::UnitTest::GetInstance()->current_test_info();
    if (!test) return Site{"(no running test)", 0, "(no running test)", parameters};
    return Site{harness::interned_file_name(test->file()), test->line(),
                harness::interned_file_name(std::string(test->test_suite_name()) + "." + test->name()), parameters};
}

}  // namespace falsify::gtest
