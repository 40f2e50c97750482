// Prelude of the fragments marked <!-- fragment: catch2 -->: a Catch2 file's file scope.
#include <falsify/catch2.hpp>

#include <algorithm>
#include <vector>

// Every fragment in a namespace of its own (scripts/check-docs repeats the part
// between @each@ and @end@ for each one, @N@ its number), so their names never meet.
// @each@
namespace falsify_docs_@N@ {
// @snippet@
}  // namespace falsify_docs_@N@
// @end@
