// Prelude of the fragments marked <!-- fragment: campaign -->: statements with
// the harness's campaigns (<falsify/campaign.hpp>), inside a function.
#include <falsify/campaign.hpp>
#include <falsify/falsify.hpp>

#include <chrono>
#include <iostream>

// Every fragment is the body of a function of its own (scripts/check-docs repeats the
// part between @each@ and @end@ for each one, @N@ its number).
// @each@
[[maybe_unused]] static void falsify_docs_snippet_@N@() {
// @snippet@
}
// @end@
