#pragma once
// What <falsify/boost_test/properties.hpp> is made of, apart so that the public header reads as its API.
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

namespace falsify::boost_test::detail {

/// Calls a fixture's setup() and teardown() when it has them, as BOOST_FIXTURE_TEST_CASE does.
template <class Fixture>
void set_up(Fixture& fixture) {
    if constexpr (requires { fixture.setup(); }) fixture.setup();
}
template <class Fixture>
void tear_down(Fixture& fixture) {
    if constexpr (requires { fixture.teardown(); }) fixture.teardown();
}

}  // namespace falsify::boost_test::detail
