#pragma once
// std::optional: std::nullopt half of the time, and first when shrinking.
#include <falsify/gen_type.hpp>
#include <falsify/shrinkable.hpp>

#include <optional>

namespace falsify::gen {

namespace detail {

/// A present optional: std::nullopt first, then the inner value's candidates.
template <class T>
Shrinkable<std::optional<T>> present(const Shrinkable<T>& inner) {
    using Optional = Shrinkable<std::optional<T>>;
    if constexpr (falsify::detail::held_by_value<T>) {
        Optional value = inner.map([](const T& v) { return std::optional<T>(v); });
        return Optional::of(value.value(), [value](ShrinkRound round) {
            return concat_lazy(Seq<Optional>::from_vector({Optional::leaf(std::nullopt)}), [value, round] { return value.children(round); });
        });
    } else {
        // A value that cannot be copied is made afresh inside each optional.
        return Optional::of_made([inner] { return std::optional<T>(inner.fresh()); }, [inner](ShrinkRound round) {
            return concat_lazy(Seq<Optional>::from_vector({Optional::leaf(std::nullopt)}), [inner, round] {
                return seq_filter_map<Optional>(inner.children(round), [](Shrinkable<T> child) { return std::optional(present(child)); });
            });
        });
    }
}

}  // namespace detail

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
