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
// The extras after the parameter list: docs/reference/macros.md#extras. CHECK /
// REQUIRE (their kin, FAIL among them) in a body falsify that run at their own
// file and line; while the engine runs and shrinks they neither print nor count:
// doctest runs them as assertions out of a testing context, handed to the face's
// own assert handler. A falsified property is one doctest failure at the
// property's line, its `Replay:` command selecting it with --test-case. FAIL_CHECK
// and MESSAGE in a body reach no one (doctest logs them only inside a test case).
// Header-only, compiled with the program's own doctest; it links falsify_harness.
#include <falsify/detail/crash_cleanup.hpp>
#include <falsify/doctest/detail/capture.hpp>
#include <falsify/harness/face.hpp>

#include <mutex>
#include <sstream>
#include <string>
#include <utility>

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
    SilencedAssertions();
    ~SilencedAssertions();
    SilencedAssertions(const SilencedAssertions&) = delete;
    SilencedAssertions& operator=(const SilencedAssertions&) = delete;

    /// An Abort ended the body: one that no assertion explained (a FAIL) is a failure of its own.
    void ended();
    /// Throws DoctestAssertionFailed with every failure collected, if any.
    void rethrow_if_failed() const;

private:
    static SilencedAssertions*& current();
    static void collect(const ::doctest::AssertData& data);
    static void restore(void* self) noexcept;

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

/// The face the harness's templates connect to (<falsify/harness/face.hpp>); Abort: a failed REQUIRE's, FAIL's.
struct Face {
    using Silence = SilencedAssertions;
    using Abort = ::doctest::detail::TestFailureException;
    static const harness::Framework& framework();
    /// The running test case, as the site of a check it makes (check_commands, ...).
    static Site current_site(const char* parameters);
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
