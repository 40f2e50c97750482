#pragma once
// What the doctest face (<falsify/doctest/properties.hpp>) is made of: the
// context the silence hands doctest back, and the verdicts reported as doctest
// assertions.
#include <doctest/doctest.h>

#include <falsify/harness/face.hpp>

#include <string>

namespace doctest::detail {
// The context doctest's assertions report to (doctest's own, not in its header).
extern ContextState* g_cs;
}  // namespace doctest::detail

namespace falsify::doctest_face::detail {

/// `name` as a --test-case filter: a comma or a backslash escaped, as doctest reads them.
inline std::string test_filter(const std::string& name) {
    std::string filter = "--test-case=";
    for (const char c : name) {
        if (c == ',' || c == '\\') filter += '\\';
        filter += c;
    }
    return filter;
}

class DoctestFramework final : public harness::Framework {
public:
    harness::TestContext context(const harness::Site& site) const override {
        harness::TestContext context;
        const auto* test = ::doctest::getContextOptions()->currentTest;
        context.id = test ? test->m_name : site.name;
        context.name = site.name;
        context.program = harness::running_program();
        context.filter = harness::shell_quote(test_filter(context.id)) +
                         harness::output_options(harness::running_arguments(), {"--no-colors", "-nc", "--force-colors", "-fc"});
        context.declaration = harness::declaration_of(site);
        return context;
    }
    void fail(const harness::Site& site, const std::string& message) const override { DOCTEST_ADD_FAIL_CHECK_AT(site.file, site.line, message); }
    void warn(const harness::Site& site, const std::string& message) const override { DOCTEST_ADD_MESSAGE_AT(site.file, site.line, message); }
};

}  // namespace falsify::doctest_face::detail
