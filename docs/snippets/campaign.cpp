// Prelude of the fragments marked <!-- fragment: campaign -->: statements with
// the harness's campaigns (<falsify/campaign.hpp>), inside a function.
#include <falsify/campaign.hpp>
#include <falsify/falsify.hpp>

#include <chrono>
#include <iostream>

[[maybe_unused]] static void falsify_docs_snippet() {
// @snippet@
}
