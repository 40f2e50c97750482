#pragma once
// What <falsify/gen/optionals.hpp> is made of, apart so that the public header reads as its API.
#include <falsify/gen_type.hpp>
#include <falsify/shrinkable.hpp>

#include <optional>

namespace falsify::gen::detail {

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

}  // namespace falsify::gen::detail
