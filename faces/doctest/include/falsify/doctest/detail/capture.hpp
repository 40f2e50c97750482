#pragma once
// What the doctest face (<falsify/doctest/properties.hpp>) is made of: the
// silence that keeps a body's assertions to the engine while it runs and shrinks,
// and the verdicts reported as doctest assertions.
#include <doctest/doctest.h>

#include <falsify/detail/crash_cleanup.hpp>
#include <falsify/harness/face.hpp>

#include <mutex>
#include <sstream>
#include <string>
#include <utility>

namespace doctest::detail {
// The context doctest's assertions report to (doctest's own, not in its header).
extern ContextState* g_cs;
}  // namespace doctest::detail

namespace falsify::doctest_face {

/// While alive, doctest's assertions (on any thread) go to this collector, not to the running test.
class SilencedAssertions {
public:
    SilencedAssertions() : outer_(current()), context_(::doctest::detail::g_cs), running_(::doctest::is_running_in_test) {
        // Never destroyed: destroying a context detaches doctest from it at exit.
        static ::doctest::Context* const silent = [] {
            auto* context = new ::doctest::Context;
            context->setAssertHandler(&collect);
            return context;
        }();
        silent->setAsDefaultForAssertsOutOfTestCases();
        ::doctest::is_running_in_test = false;
        current() = this;
    }
    ~SilencedAssertions() { restore(this); }
    SilencedAssertions(const SilencedAssertions&) = delete;
    SilencedAssertions& operator=(const SilencedAssertions&) = delete;

    /// An Abort ended the body: one that no assertion explained (a FAIL) is a failure of its own.
    void ended() {
        const std::lock_guard<std::mutex> hold(mutex_);
        if (message_.empty()) message_ = "a doctest FAIL ended the body";
    }
    /// Throws DoctestAssertionFailed with every failure collected, if any.
    void rethrow_if_failed() const;

private:
    static SilencedAssertions*& current() {
        static SilencedAssertions* silence = nullptr;
        return silence;
    }
    static void collect(const ::doctest::AssertData& data) {
        std::ostringstream text;
        text << data.m_file << ":" << data.m_line << ": " << ::doctest::assertString(data.m_at) << "( " << data.m_expr << " ) ";
        if (data.m_threw) text << "threw exception: " << data.m_exception;
        else text << "is NOT correct! values: " << ::doctest::assertString(data.m_at) << "( " << data.m_decomp << " )";
        const int contexts = ::doctest::IReporter::get_num_active_contexts();
        for (int i = 0; i < contexts; ++i) {
            text << "\n  logged: ";
            ::doctest::IReporter::get_active_contexts()[i]->stringify(&text);
        }
        SilencedAssertions* self = current();
        const std::lock_guard<std::mutex> hold(self->mutex_);
        if (self->message_.empty()) {
            self->file_ = harness::interned_file_name(data.m_file);
            self->line_ = data.m_line;
        } else {
            self->message_ += '\n';
        }
        self->message_ += text.str();
    }
    static void restore(void* self) noexcept {
        auto* silence = static_cast<SilencedAssertions*>(self);
        ::doctest::detail::g_cs = silence->context_;
        ::doctest::is_running_in_test = silence->running_;
        current() = silence->outer_;
    }

    SilencedAssertions* outer_;
    ::doctest::detail::ContextState* context_;
    bool running_;
    std::mutex mutex_;
    std::string message_;
    const char* file_ = nullptr;
    int line_ = 0;
    // A body that crashes never reaches the destructor: the test's context is given back all the same.
    ::falsify::detail::CrashCleanup crash_cleanup_{restore, this};
};

}  // namespace falsify::doctest_face

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
