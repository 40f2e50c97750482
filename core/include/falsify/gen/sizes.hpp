#pragma once
// The bound on what a generator of strings or containers may be asked to
// draw: every size range is checked against it where the generator is made.
#include <falsify/count.hpp>
#include <falsify/gen/detail/sizes.hpp>

#include <cstddef>

namespace falsify::gen {

/// The largest maximum size (elements, characters, bytes, commands) a
/// generator accepts. A value is drawn whole with a shrink tree node per
/// element, so a maximum far beyond it (strings(0, 1 << 62)) would only be
/// an allocation that cannot succeed, found when the run is under way.
inline constexpr std::size_t max_generated_size = std::size_t{1} << 20;

}  // namespace falsify::gen
