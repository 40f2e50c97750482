#pragma once
// The Boost.Test face: one macro declares a property as a test case.
//
//   FALSIFY_PROPERTY(never_42, (std::vector<int> xs)) {
//       FALSIFY_ASSERT(std::find(xs.begin(), xs.end(), 42) == xs.end());
//   }
//   FALSIFY_PROPERTY(small, (int value), falsify::gen::ints(0, 100), falsify::Config().runs(500)) {
//       BOOST_TEST(value <= 50);
//   }
//   FALSIFY_FIXTURE_PROPERTY(cache_keeps, CacheFixture, (int key)) {
//       cache.put(key, 1);             // `cache`: a member of CacheFixture
//       BOOST_TEST(cache.contains(key));
//   }
//
// The extras after the parameter list: docs/reference/macros.md#extras. PROPERTY_RUNS,
// PROPERTY_SEED, PROPERTY_PHASES, PROPERTY_DERANDOMIZE, PROPERTY_EDGE_CASES,
// PROPERTY_SEARCH_RUNS, PROPERTY_VERBOSE, PROPERTY_DRAFT and PROPERTY_DB (the regression
// corpus directory) are read from the environment. After a pass with classify labels the
// distribution is printed on stdout; more than 90% discarded attempts, and an exhaustive
// mode that declined, are said on stderr.
#include <falsify/boost_test/detail/properties.hpp>
#include <falsify/environment.hpp>
#include <falsify/detail/crash_cleanup.hpp>
#include <falsify/falsify.hpp>
#include <falsify/harness.hpp>
#include <falsify/harness/face.hpp>

#include <boost/test/execution_monitor.hpp>
#include <boost/test/unit_test.hpp>

#include <functional>
#include <string>
#include <type_traits>
#include <utility>

namespace falsify::boost_test {

/// Thrown in place of a failed BOOST_TEST / BOOST_CHECK / BOOST_REQUIRE inside
/// a property body, so that the engine sees the run fail. It carries the site
/// of the run's first failed assertion, as FALSIFY_ASSERT does, so that the
/// descent keeps to that assertion (file null and line 0 when Boost.Test's
/// custom logger slot was taken, and the site could not be observed).
class BoostAssertionFailed : public AssertionFailure {
public:
    BoostAssertionFailed(const char* file, int line);
};

/// Where a property was declared.
using Site = harness::Site;

/// While alive, Boost.Test assertions neither print nor count: they are
/// collected, and BoostAssertionFailed is thrown by rethrow_if_failed().
/// While the shrunk input is replayed for the report, it silences nothing.
class SilencedAssertions {
public:
    SilencedAssertions();
    ~SilencedAssertions();
    SilencedAssertions(const SilencedAssertions&) = delete;
    SilencedAssertions& operator=(const SilencedAssertions&) = delete;
    void rethrow_if_failed() const;

private:
    static void restore(void* self) noexcept;

    bool owner_;
    unsigned failures_before_;
    // A body that crashes never reaches the destructor: the log and the results collector are given back all the same.
    ::falsify::detail::CrashCleanup crash_cleanup_{restore, this};
};

/// The face the harness's templates connect to (<falsify/harness/face.hpp>):
/// Boost.Test's assertions silenced, BOOST_REQUIRE's abort absorbed, verdicts
/// reported as Boost.Test assertions at the property's line.
struct Face {
    using Silence = SilencedAssertions;
    /// BOOST_REQUIRE's: the failure was collected; rethrown as ours by the Silence.
    using Abort = boost::execution_aborted;
    static const harness::Framework& framework();
    /// The running test case, as the site of a check it makes (check_commands, ...).
    static Site current_site(const char* parameters);
};

/// Applies the environment, runs the property and reports its verdict at the
/// property's line (all but the reporting is the framework-neutral harness).
inline void check_definition(PropertyDefinition definition, const Site& site);

}  // namespace falsify::boost_test

#define FALSIFY_DETAIL_BODY(name) falsify_property_body_##name

/// Declares a property as a Boost.Test test case. `params` is the
/// parenthesised parameter list; its extras follow (see above).
#define FALSIFY_PROPERTY(name, params, ...)                                                                          \
    static void FALSIFY_DETAIL_BODY(name) params;                                                                    \
    BOOST_AUTO_TEST_CASE(name) {                                                                                     \
        ::falsify::harness::check_property<::falsify::boost_test::Face>(&FALSIFY_DETAIL_BODY(name),                   \
                                     ::falsify::boost_test::Site{__FILE__, __LINE__, #name, #params,                  \
                                                                 "FALSIFY_PROPERTY(" #name ", " #params, #__VA_ARGS__} \
                                         __VA_OPT__(, ) __VA_ARGS__);                                                \
    }                                                                                                                \
    static void FALSIFY_DETAIL_BODY(name) params

/// Declares a property as a Boost.Test test case whose every run gets a fresh
/// `fixture` (default-constructed; its setup() and teardown() called when it
/// has them), its members reachable in the body as in BOOST_FIXTURE_TEST_CASE.
#define FALSIFY_FIXTURE_PROPERTY(name, fixture, params, ...)                                                        \
    struct falsify_fixture_##name : fixture {                                                                        \
        void falsify_set_up() { ::falsify::boost_test::detail::set_up<fixture>(*this); }                            \
        void falsify_tear_down() { ::falsify::boost_test::detail::tear_down<fixture>(*this); }                       \
        void falsify_body params;                                                                                    \
    };                                                                                                               \
    BOOST_AUTO_TEST_CASE(name) {                                                                                     \
        ::falsify::harness::check_fixture_property<::falsify::boost_test::Face>(&falsify_fixture_##name::falsify_body, \
                                             ::falsify::boost_test::Site{__FILE__, __LINE__, #name, #params,         \
                                                                         "FALSIFY_FIXTURE_PROPERTY(" #name ", " #fixture ", " #params, \
                                                                         #__VA_ARGS__}                                \
                                                 __VA_OPT__(, ) __VA_ARGS__);                                        \
    }                                                                                                                \
    void falsify_fixture_##name::falsify_body params

// The definitions of the templates and inline functions declared above.
#include <falsify/boost_test/impl/properties.hpp>
