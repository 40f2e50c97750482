#pragma once
// The definitions behind <falsify/gen/optionals.hpp>, which includes this file at its end.
#include <falsify/gen/optionals.hpp>

namespace falsify::gen {

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
