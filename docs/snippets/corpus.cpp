// Prelude of the fragments marked <!-- fragment: corpus -->: statements over the
// plain API with the corpus layers (a directory, Redis), inside a function.
#include <falsify/corpus.hpp>
#include <falsify/corpus_redis.hpp>
#include <falsify/falsify.hpp>

#include <cstdlib>
#include <string>

#pragma GCC diagnostic ignored "-Wunused-variable"

namespace gen = falsify::gen;

[[maybe_unused]] static void falsify_docs_snippet() {
// @snippet@
}
