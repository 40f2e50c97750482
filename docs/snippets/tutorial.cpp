// Prelude of the fragments marked <!-- fragment: tutorial -->: the first lines of a test
// file as the tutorial's first block shows them, then the standard headers its blocks use.
#define BOOST_TEST_MODULE my_tests
#include <falsify/boost_test.hpp>

using namespace falsify;  // falsify::Config, falsify::param, falsify::gen, ... without the prefix

#include <algorithm>
#include <string>
#include <vector>

// Every fragment in a namespace of its own (scripts/check-docs repeats the part
// between @each@ and @end@ for each one, @N@ its number), so their names never meet.
// @each@
namespace falsify_docs_@N@ {
// @snippet@
}  // namespace falsify_docs_@N@
// @end@
