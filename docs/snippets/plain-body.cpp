// Prelude of the fragments marked <!-- fragment: plain-body -->: statements over
// the plain API, inside a function (the values they make may go unused).
#include <falsify/falsify.hpp>
#include <falsify/gen/standard.hpp>
#include <falsify/version.hpp>

#include <algorithm>
#include <cstdint>
#include <deque>
#include <iostream>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#pragma GCC diagnostic ignored "-Wunused-variable"
#pragma GCC diagnostic ignored "-Wunused-but-set-variable"

namespace gen = falsify::gen;

// Every fragment is the body of a function of its own (scripts/check-docs repeats the
// part between @each@ and @end@ for each one, @N@ its number).
// @each@
[[maybe_unused]] static void falsify_docs_snippet_@N@() {
// @snippet@
}
// @end@
