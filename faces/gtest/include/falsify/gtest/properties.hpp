#pragma once
// The GoogleTest face: one macro declares a property as a test.
//
//   FALSIFY_GTEST_PROPERTY(Stack, never_42, (std::vector<int> xs)) {
//       EXPECT_EQ(std::count(xs.begin(), xs.end(), 42), 0);
//   }
//   FALSIFY_GTEST_PROPERTY(Limits, small, (int value), falsify::gen::ints(0, 100), falsify::Config().runs(500)) {
//       ASSERT_LE(value, 50);
//   }
//   FALSIFY_GTEST_FIXTURE_PROPERTY(CacheTest, keeps_what_it_holds, (int key)) {
//       cache.put(key, 1);             // `cache`: a member of the fixture CacheTest
//       EXPECT_TRUE(cache.contains(key));
//   }
//
// The extras after the parameter list: docs/reference/macros.md#extras.
// EXPECT_* and ASSERT_* in a body falsify that run at their own file and line;
// while the engine runs and shrinks, they print nothing. A falsified property
// is one GoogleTest failure, at the property's line: the falsification, the
// shrunk input's GoogleTest messages and a `Replay:` command with
// --gtest_filter. The environment (PROPERTY_SEED, PROPERTY_RUNS, PROPERTY_DB,
// ...) applies as to every property. Library falsify_gtest.
#include <falsify/detail/crash_cleanup.hpp>
#include <falsify/falsify.hpp>
#include <falsify/harness.hpp>
#include <falsify/harness/face.hpp>

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <type_traits>
#include <utility>

namespace falsify::gtest {

/// Thrown in place of a failed EXPECT_* / ASSERT_* inside a property body, so
/// that the engine sees the run fail. Its site is the run's first failed
/// assertion (the descent keeps to it); its message, every failure of the run.
class GTestAssertionFailed : public AssertionFailure {
public:
    GTestAssertionFailed(std::string message, const char* file, int line);
};

/// Where a property was declared.
using Site = harness::Site;

/// While alive, this thread's GoogleTest assertions neither print nor count:
/// they are collected, and rethrow_if_failed() turns them into a GTestAssertionFailed.
class SilencedAssertions {
public:
    SilencedAssertions();
    ~SilencedAssertions();
    SilencedAssertions(const SilencedAssertions&) = delete;
    SilencedAssertions& operator=(const SilencedAssertions&) = delete;
    /// A fatal failure (ASSERT_*) was collected: what follows it would not run in a plain test.
    bool has_fatal_failure() const;
    void rethrow_if_failed() const;

private:
    struct Collector;
    std::unique_ptr<Collector> collector_;
    // A body that crashes never reaches the destructor: the reporter is given back all the same.
    ::falsify::detail::CrashCleanup crash_cleanup_;
};

/// The face the harness's templates connect to (<falsify/harness/face.hpp>):
/// GoogleTest's assertions intercepted on this thread, verdicts reported as
/// GoogleTest failures at the property's line.
struct Face {
    using Silence = SilencedAssertions;
    static const harness::Framework& framework();
    /// The running test, as the site of a check it makes (check_commands, ...).
    static Site current_site(const char* parameters);
};

/// Applies the environment, runs the property and reports its verdict at the
/// property's line (all but the reporting is the framework-neutral harness).
inline void check_definition(PropertyDefinition definition, const Site& site);

}  // namespace falsify::gtest

#define FALSIFY_DETAIL_GTEST_BODY(suite, name) falsify_gtest_body_##suite##_##name
#define FALSIFY_DETAIL_GTEST_RUN(fixture, name) FalsifyRun_##fixture##_##name

/// Declares a property as the GoogleTest test `suite.name`. `params` is the
/// parenthesised parameter list; its extras follow (see above).
#define FALSIFY_GTEST_PROPERTY(suite, name, params, ...)                                                                   \
    static void FALSIFY_DETAIL_GTEST_BODY(suite, name) params;                                                   \
    TEST(suite, name) {                                                                                          \
        ::falsify::harness::check_property<::falsify::gtest::Face>(&FALSIFY_DETAIL_GTEST_BODY(suite, name),      \
                                ::falsify::gtest::Site{__FILE__, __LINE__, #suite "." #name, #params,                  \
                                                       "FALSIFY_GTEST_PROPERTY(" #suite ", " #name ", " #params, #__VA_ARGS__}  \
                                    __VA_OPT__(, ) __VA_ARGS__);                                                           \
    }                                                                                                            \
    static void FALSIFY_DETAIL_GTEST_BODY(suite, name) params

/// Declares a property as the GoogleTest test `fixture.name` of a fixture
/// class (as TEST_F does): every run gets a fresh fixture, SetUp and TearDown
/// around it, and the body reaches the fixture's members. SetUpTestSuite runs
/// as for any TEST_F; so does one SetUp/TearDown around the whole property.
#define FALSIFY_GTEST_FIXTURE_PROPERTY(fixture, name, params, ...)                                                               \
    class FALSIFY_DETAIL_GTEST_RUN(fixture, name) : public fixture {                                             \
    public:                                                                                                      \
        void falsify_set_up() { fixture::SetUp(); }                                                              \
        void falsify_tear_down() { fixture::TearDown(); }                                                        \
        void falsify_body params;                                                                                \
                                                                                                                 \
    private:                                                                                                     \
        void TestBody() override {}                                                                              \
    };                                                                                                           \
    TEST_F(fixture, name) {                                                                                      \
        ::falsify::harness::check_fixture_property<::falsify::gtest::Face>(                                      \
            &FALSIFY_DETAIL_GTEST_RUN(fixture, name)::falsify_body,                                              \
                                        ::falsify::gtest::Site{__FILE__, __LINE__, #fixture "." #name, #params, \
                                                               "FALSIFY_GTEST_FIXTURE_PROPERTY(" #fixture ", " #name ", " #params, \
                                                               #__VA_ARGS__}                                     \
                                            __VA_OPT__(, ) __VA_ARGS__);                                         \
    }                                                                                                            \
    void FALSIFY_DETAIL_GTEST_RUN(fixture, name)::falsify_body params

// The definitions of the templates and inline functions declared above.
#include <falsify/gtest/impl/properties.hpp>
