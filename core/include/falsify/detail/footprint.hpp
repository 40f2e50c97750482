#pragma once
// An estimate of the memory a generated value's tree holds: the descent's
// caches of inputs already run are bounded in bytes with it (see
// core/src/engine/seen_inputs.hpp), so that a huge input (a vector of a
// million elements) cannot fill memory with its candidates.
#include <cstddef>
#include <ranges>

namespace falsify::detail {

/// What a sequence's tree keeps per element beyond the element's value: the
/// element's own tree (its value again, a children function, a shared state,
/// a word), as the trees of gen::vectors and of the strings keep one per element.
inline constexpr std::size_t element_tree_bytes = 32;

/// The bytes a tree of `value` holds, its heap included, counted through
/// every sized range (a container, a string); any other type by its size
/// alone (a heap it points to is not seen). An estimate that errs high.
template <class T>
std::size_t tree_footprint(const T& value) {
    if constexpr (std::ranges::sized_range<const T>) {
        using Element = std::ranges::range_value_t<const T>;
        const auto count = static_cast<std::size_t>(std::ranges::size(value));
        std::size_t bytes = sizeof(T) + count * (element_tree_bytes + sizeof(Element));
        // Elements that hold no range of their own cost their size each: no walk over a million ints.
        if constexpr (std::ranges::sized_range<const Element>) {
            for (const auto& element : value) bytes += tree_footprint(element);
        } else {
            bytes += count * sizeof(Element);
        }
        return bytes;
    } else {
        return sizeof(T);
    }
}

}  // namespace falsify::detail
