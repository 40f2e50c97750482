#pragma once
// std::optional: std::nullopt half of the time, and first when shrinking.
#include <falsify/gen/detail/optionals.hpp>
#include <falsify/gen_type.hpp>
#include <falsify/shrinkable.hpp>

#include <optional>

namespace falsify::gen {

/// std::nullopt half of the time; shrinks to std::nullopt first, then within.
/// Finite when the inner generator is: std::nullopt, then its domain.
template <class T>
Gen<std::optional<T>> optionals(Gen<T> inner) {
    const Gen<std::optional<T>> sampled("gen::optionals(" + inner.name() + ")", [inner](Random& random) {
        if (random.below_or_equal(1) == 0) return Shrinkable<std::optional<T>>::leaf(std::nullopt);
        return detail::present(inner.generate(random));
    });
    const Domain<T>* domain = inner.domain();
    if (!domain || domain->size == UINT64_MAX) return sampled;
    return sampled.with_domain(domain->size + 1, [inner](std::uint64_t i) {
        return i == 0 ? Shrinkable<std::optional<T>>::leaf(std::nullopt) : detail::present(inner.domain()->at(i - 1));
    });
}

}  // namespace falsify::gen
