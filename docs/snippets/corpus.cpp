// Prelude of the fragments marked <!-- fragment: corpus -->: statements over the
// plain API with the corpus layers (a directory, Redis), inside a function.
#include <falsify/corpus.hpp>
#include <falsify/corpus_redis.hpp>
#include <falsify/falsify.hpp>

#include <cstdlib>
#include <string>

#pragma GCC diagnostic ignored "-Wunused-variable"

namespace gen = falsify::gen;

// Every fragment is the body of a function of its own (scripts/check-docs repeats the
// part between @each@ and @end@ for each one, @N@ its number).
// @each@
[[maybe_unused]] static void falsify_docs_snippet_@N@() {
// @snippet@
}
// @end@
