// Prelude of the fragments marked <!-- fragment: rapidcheck -->: a GoogleTest file
// with both RapidCheck's and falsify's GoogleTest faces, so that the same test can be
// written both ways side by side. The page says it leaves out the includes and
// `namespace gen = falsify::gen;`; `Stack` is the page's own system under test.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>
#include <rapidcheck/state.h>

#include <falsify/gtest.hpp>
#include <falsify/statemachine.hpp>

#include <algorithm>
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
