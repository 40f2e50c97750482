// Prelude of the fragments marked <!-- fragment: boost_test -->: a Boost.Test
// module's file scope, with the state machine and rule machine faces.
#define BOOST_TEST_MODULE docs
#include <falsify/boost_test.hpp>
#include <falsify/statemachine.hpp>
#include <falsify/gen/standard.hpp>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

namespace gen = falsify::gen;

// Every fragment in a namespace of its own (scripts/check-docs repeats the part
// between @each@ and @end@ for each one, @N@ its number), so their names never meet.
// @each@
namespace falsify_docs_@N@ {
// @snippet@
}  // namespace falsify_docs_@N@
// @end@
