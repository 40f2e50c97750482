#pragma once
// What <falsify/harness/rules.hpp> is made of, apart so that the public header reads as its API.
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
