#pragma once
// A rule machine as the test of any face, written once over the harness's face
// core (<falsify/harness/face.hpp>): what FALSIFY_RULES (Boost.Test),
// FALSIFY_GTEST_RULES (GoogleTest), FALSIFY_CATCH_RULES (Catch2) and
// FALSIFY_DOCTEST_RULES (doctest) run. The face's assertions in a rule or an
// invariant fail that step, reported under its rule; after the lengths come,
// in any order, what a property takes: a falsify::Config, listeners, a corpus.
#include <falsify/harness/face.hpp>
#include <falsify/rules.hpp>

#include <utility>

namespace falsify::detail {

/// Runs machine M as the property of `site`, its sequences between min_length and max_length steps.
template <class Face, class M, class... Extras>
void face_check_rules(const harness::Site& site, Count min_length, Count max_length, Extras&&... extras) {
    harness::check(
        rules_definition<M, &harness::silenced_step<Face>>(site.name, site.file, min_length, max_length, std::forward<Extras>(extras)...),
        site, Face::framework());
}

}  // namespace falsify::detail
