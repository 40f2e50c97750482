#pragma once
// The Catch2 face: one macro declares a property as a test case.
//
//   FALSIFY_CATCH_PROPERTY("never 42", "[vectors]", (std::vector<int> xs)) {
//       CHECK(std::count(xs.begin(), xs.end(), 42) == 0);
//   }
//   FALSIFY_CATCH_PROPERTY("small", "[limits]", (int value), falsify::gen::ints(0, 100),
//                          falsify::Config().runs(500)) {
//       REQUIRE(value <= 50);
//   }
//   FALSIFY_CATCH_FIXTURE_PROPERTY(CacheFixture, "cache keeps", "[cache]", (int key)) {
//       cache.put(key, 1);             // `cache`: a member of CacheFixture
//       CHECK(cache.contains(key));
//   }
//
// The extras after the parameter list: docs/reference/macros.md#extras. REQUIRE / CHECK
// (and their kin) in a body falsify that run at their own file and line; while the engine
// runs and shrinks, they report nothing. A falsified property is one Catch2 failure at
// the property's line: the falsification, the shrunk input's assertion messages and a
// `Replay:` command that selects this test case by name (said again, unwrapped, on
// stderr: `falsify: replay "<test>" with: <command>`, and so is the regression draft).
// The environment (PROPERTY_SEED, PROPERTY_RUNS, PROPERTY_DB, ...) applies as to every
// property.
//
// Catch2 v2 (<catch2/catch.hpp>, Debian 12's 2.13) and v3 (<catch2/catch_test_macros.hpp>)
// are both supported: v3 is chosen when its headers are found, or by defining
// FALSIFY_CATCH2_V3 to 1 (0 forces v2). The face is header-only, compiled with
// the program's own Catch2 configuration; it links falsify_harness.
#include <falsify/catch2/detail/capture.hpp>
#include <falsify/detail/crash_cleanup.hpp>
#include <falsify/falsify.hpp>
#include <falsify/harness.hpp>
#include <falsify/harness/face.hpp>

#include <cstddef>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace falsify::catch2 {

/// Thrown in place of a failed REQUIRE / CHECK inside a property body, so that
/// the engine sees the run fail. Its site is the run's first failed assertion
/// (the descent keeps to it); its message, every failure of the run.
class CatchAssertionFailed : public AssertionFailure {
public:
    CatchAssertionFailed(std::string message, const char* file, int line) : AssertionFailure(std::move(message), file, line) {}
};

/// Where a property was declared.
using Site = harness::Site;

/// While alive, this thread's Catch2 assertions neither print nor count: they
/// are collected, and rethrow_if_failed() turns them into a CatchAssertionFailed.
class SilencedAssertions {
public:
    SilencedAssertions();
    ~SilencedAssertions();
    SilencedAssertions(const SilencedAssertions&) = delete;
    SilencedAssertions& operator=(const SilencedAssertions&) = delete;

    /// Throws CatchAssertionFailed with every failure collected, if any.
    void rethrow_if_failed() const;

private:
    static void restore(void* self) noexcept;

    Catch::IResultCapture& live_;
    detail::CollectingCapture collector_;
    // A body that crashes never reaches the destructor: the capture is given back all the same.
    ::falsify::detail::CrashCleanup crash_cleanup_{restore, this};
};

/// The face the harness's templates connect to (<falsify/harness/face.hpp>):
/// Catch2's assertions collected, a failed REQUIRE's abort absorbed, verdicts
/// reported as Catch2 assertions at the property's line.
struct Face {
    using Silence = SilencedAssertions;
    /// A failed REQUIRE's: the failure was collected; rethrown as ours by the Silence.
    using Abort = Catch::TestFailureException;
    static const harness::Framework& framework();
    /// The running test case, as the site of a check it makes (check_commands, ...).
    static Site current_site(const char* parameters) {
        const std::string name = Catch::getResultCapture().getCurrentTestName();
#if FALSIFY_CATCH2_V3
        for (const Catch::TestCaseInfo* test : Catch::getRegistryHub().getTestCaseRegistry().getAllInfos())
            if (test->name == name)
                return Site{test->lineInfo.file, static_cast<int>(test->lineInfo.line), harness::interned_file_name(name), parameters};
#else
        for (const Catch::TestCase& test : Catch::getRegistryHub().getTestCaseRegistry().getAllTests())
            if (test.name == name)
                return Site{test.lineInfo.file, static_cast<int>(test.lineInfo.line), harness::interned_file_name(name), parameters};
#endif
        return Site{"(unknown file)", 0, harness::interned_file_name(name), parameters};
    }
};

/// Applies the environment, runs the property and reports its verdict at the
/// property's line (all but the reporting is the framework-neutral harness).
inline void check_definition(PropertyDefinition definition, const Site& site);

}  // namespace falsify::catch2

#define FALSIFY_DETAIL_CATCH_JOIN2(a, b) a##b
#define FALSIFY_DETAIL_CATCH_JOIN(a, b) FALSIFY_DETAIL_CATCH_JOIN2(a, b)
#define FALSIFY_DETAIL_CATCH_BODY FALSIFY_DETAIL_CATCH_JOIN(falsify_catch_property_body_, __LINE__)

/// Declares a property as the Catch2 test case `name` with `tags`. `params` is
/// the parenthesised parameter list; its extras follow (see above).
#define FALSIFY_CATCH_PROPERTY(name, tags, params, ...)                                                                \
    static void FALSIFY_DETAIL_CATCH_BODY params;                                                                      \
    TEST_CASE(name, tags) {                                                                                            \
        ::falsify::harness::check_property<::falsify::catch2::Face>(&FALSIFY_DETAIL_CATCH_BODY,                          \
                                 ::falsify::catch2::Site{__FILE__, __LINE__, name, #params,                             \
                                                         "FALSIFY_CATCH_PROPERTY(" #name ", " #tags ", " #params, #__VA_ARGS__} \
                                     __VA_OPT__(, ) __VA_ARGS__);                                                      \
    }                                                                                                                  \
    static void FALSIFY_DETAIL_CATCH_BODY params

#define FALSIFY_DETAIL_CATCH_FIXTURE FALSIFY_DETAIL_CATCH_JOIN(falsify_catch_fixture_, __LINE__)

/// Declares a property as the Catch2 test case `name` with `tags` whose every
/// run gets a fresh `fixture` (default-constructed, as TEST_CASE_METHOD makes
/// one for a test case), its members reachable in the body.
#define FALSIFY_CATCH_FIXTURE_PROPERTY(fixture, name, tags, params, ...)                                               \
    namespace {                                                                                                        \
    struct FALSIFY_DETAIL_CATCH_FIXTURE : fixture {                                                                    \
        void falsify_body params;                                                                                      \
    };                                                                                                                 \
    }                                                                                                                  \
    TEST_CASE(name, tags) {                                                                                            \
        ::falsify::harness::check_fixture_property<::falsify::catch2::Face>(                                           \
            &FALSIFY_DETAIL_CATCH_FIXTURE::falsify_body,                                                               \
            ::falsify::catch2::Site{__FILE__, __LINE__, name, #params,                                                 \
                                    "FALSIFY_CATCH_FIXTURE_PROPERTY(" #fixture ", " #name ", " #tags ", " #params,     \
                                    #__VA_ARGS__} __VA_OPT__(, ) __VA_ARGS__);                                         \
    }                                                                                                                  \
    void FALSIFY_DETAIL_CATCH_FIXTURE::falsify_body params

// The definitions of the templates and inline functions declared above.
#include <falsify/catch2/impl/properties.hpp>
