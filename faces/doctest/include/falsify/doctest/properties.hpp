#pragma once
// The doctest face: one macro declares a property as a test case.
//
//   FALSIFY_DOCTEST_PROPERTY("never 42", (std::vector<int> xs)) {
//       CHECK(std::count(xs.begin(), xs.end(), 42) == 0);
//   }
//   FALSIFY_DOCTEST_PROPERTY("small", (int value), falsify::gen::ints(0, 100), falsify::Config().runs(500)) {
//       REQUIRE(value <= 50);
//   }
//   FALSIFY_DOCTEST_FIXTURE_PROPERTY(CacheFixture, "cache keeps", (int key)) {
//       cache.put(key, 1);             // `cache`: a member of CacheFixture
//       CHECK(cache.contains(key));
//   }
//
// The extras after the parameter list are every face's (positional generators, a
// falsify::Config, falsify::param, falsify::example, listeners, in any order).
// CHECK / REQUIRE (their kin, FAIL among them) in a body falsify that run at their
// own file and line; while the engine runs and shrinks they neither print nor
// count: doctest runs them as assertions out of a testing context, handed to the
// face's own assert handler. A falsified property is one doctest failure at the
// property's line, its `Replay:` command selecting it with --test-case. FAIL_CHECK
// and MESSAGE in a body reach no one (doctest logs them only inside a test case).
// Header-only, compiled with the program's own doctest; it links falsify_harness.
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

// Not falsify::doctest: in a file that says `using namespace falsify;`, doctest's
// own macros (which name `doctest::`) would find two namespaces of that name.
namespace falsify::doctest_face {

/// Thrown in place of a failed CHECK / REQUIRE in a body: its site is the run's first
/// failed assertion (the descent keeps to it); its message, every failure of the run.
class DoctestAssertionFailed : public AssertionFailure {
public:
    DoctestAssertionFailed(std::string message, const char* file, int line) : AssertionFailure(std::move(message), file, line) {}
};

using Site = harness::Site;

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
    void rethrow_if_failed() const {
        if (!message_.empty()) throw DoctestAssertionFailed(message_, file_, line_);
    }

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

namespace detail {

/// `name` as a --test-case filter: a comma or a backslash escaped, as doctest reads them.
inline std::string test_filter(const std::string& name);

class DoctestFramework final : public harness::Framework {
public:
    harness::TestContext context(const Site& site) const override {
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
    void fail(const Site& site, const std::string& message) const override { DOCTEST_ADD_FAIL_CHECK_AT(site.file, site.line, message); }
    void warn(const Site& site, const std::string& message) const override { DOCTEST_ADD_MESSAGE_AT(site.file, site.line, message); }
};

}  // namespace detail

/// The face the harness's templates connect to (<falsify/harness/face.hpp>); Abort: a failed REQUIRE's, FAIL's.
struct Face {
    using Silence = SilencedAssertions;
    using Abort = ::doctest::detail::TestFailureException;
    static const harness::Framework& framework() {
        static const detail::DoctestFramework framework;
        return framework;
    }
    /// The running test case, as the site of a check it makes (check_commands, ...).
    static Site current_site(const char* parameters) {
        const auto* test = ::doctest::getContextOptions()->currentTest;
        if (!test) return Site{"(no running test)", 0, "(no running test)", parameters};
        return Site{test->m_file.c_str(), static_cast<int>(test->m_line), test->m_name, parameters};
    }
};

}  // namespace falsify::doctest_face

#define FALSIFY_DETAIL_DOCTEST_BODY DOCTEST_CAT(falsify_doctest_property_body_, __LINE__)
#define FALSIFY_DETAIL_DOCTEST_FIXTURE DOCTEST_CAT(falsify_doctest_fixture_, __LINE__)

/// Declares a property as the doctest test case `name`; `params` is its parenthesised parameter list.
#define FALSIFY_DOCTEST_PROPERTY(name, params, ...)                                                                          \
    static void FALSIFY_DETAIL_DOCTEST_BODY params;                                                                          \
    DOCTEST_TEST_CASE(name) {                                                                                                \
        ::falsify::harness::check_property<::falsify::doctest_face::Face>(                                                   \
            &FALSIFY_DETAIL_DOCTEST_BODY,                                                                                    \
            ::falsify::doctest_face::Site{__FILE__, __LINE__, name, #params, "FALSIFY_DOCTEST_PROPERTY(" #name ", " #params, \
                                          #__VA_ARGS__} __VA_OPT__(, ) __VA_ARGS__);                                         \
    }                                                                                                                        \
    static void FALSIFY_DETAIL_DOCTEST_BODY params

/// Declares a property as the doctest test case `name` whose every run gets a
/// fresh `fixture` (default-constructed, as TEST_CASE_FIXTURE makes one for a
/// test case), its members reachable in the body.
#define FALSIFY_DOCTEST_FIXTURE_PROPERTY(fixture, name, params, ...)                                            \
    namespace {                                                                                                 \
    struct FALSIFY_DETAIL_DOCTEST_FIXTURE : fixture {                                                           \
        void falsify_body params;                                                                               \
    };                                                                                                          \
    }                                                                                                           \
    DOCTEST_TEST_CASE(name) {                                                                                   \
        ::falsify::harness::check_fixture_property<::falsify::doctest_face::Face>(                              \
            &FALSIFY_DETAIL_DOCTEST_FIXTURE::falsify_body,                                                      \
            ::falsify::doctest_face::Site{__FILE__, __LINE__, name, #params,                                    \
                                          "FALSIFY_DOCTEST_FIXTURE_PROPERTY(" #fixture ", " #name ", " #params, \
                                          #__VA_ARGS__} __VA_OPT__(, ) __VA_ARGS__);                            \
    }                                                                                                           \
    void FALSIFY_DETAIL_DOCTEST_FIXTURE::falsify_body params

// The definitions of the templates and inline functions declared above.
#include <falsify/doctest/impl/properties.hpp>
