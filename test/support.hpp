#pragma once
// Helpers shared by the test suites.
#include <falsify/falsify.hpp>

#include <cstdint>
#include <functional>

namespace falsify::test {

/// The first seed (from 0) for which `accept(first value)` holds.
template <class T, class F>
std::uint64_t seed_where(const Gen<T>& gen, F accept) {
    for (std::uint64_t seed = 0;; ++seed) {
        Random random(seed);
        if (accept(gen.generate(random).value())) return seed;
    }
}

}  // namespace falsify::test
