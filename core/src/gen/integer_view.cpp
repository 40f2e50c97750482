// The integer under a tree, through filters and maps; compiled once per
// integer type, for the moves made across trees.
#include <falsify/detail/integer_view.hpp>
#include <falsify/gen/numeric.hpp>

#include <limits>
#include <type_traits>

namespace falsify::detail {

template <PairableInteger I>
std::optional<IntegerView> integer_view_of(const Shrinkable<I>& tree) {
    if (const std::optional<I> target = gen::detail::int_tree_target(tree)) {
        using U = std::make_unsigned_t<I>;
        const I value = tree.value();
        const auto& range = gen::detail::ladder_state_of(tree.state());
        const U distance = value >= *target ? static_cast<U>(static_cast<U>(value) - static_cast<U>(*target))
                                            : static_cast<U>(static_cast<U>(*target) - static_cast<U>(value));
        return IntegerView{&typeid(I), static_cast<std::uint64_t>(static_cast<U>(value)), tree.word(), range.bounded, range.lo, range.hi,
                           static_cast<std::uint64_t>(distance), value < *target, static_cast<unsigned>(std::numeric_limits<I>::digits),
                           std::is_signed_v<I>};
    }
    if (const auto* filtered = FilteredTree<I>::of(tree)) return integer_view_of(filtered->inner);
    if (const auto* mapped = MappedNode<I>::of(tree)) return mapped->integer_view();
    return std::nullopt;
}

template <PairableInteger I>
std::optional<Shrinkable<I>> with_integer_of(const Shrinkable<I>& tree, std::uint64_t bits) {
    if (gen::detail::int_tree_target(tree)) {
        const auto value = static_cast<I>(static_cast<std::make_unsigned_t<I>>(bits));
        if (!gen::detail::int_tree_admits(tree, value)) return std::nullopt;
        return gen::detail::int_tree_like(tree, value);
    }
    if (const auto* filtered = FilteredTree<I>::of(tree)) {
        std::optional<Shrinkable<I>> inner = with_integer_of(filtered->inner, bits);
        if (!inner) return std::nullopt;
        return filtered->rewrap(std::move(*inner));
    }
    if (const auto* mapped = MappedNode<I>::of(tree)) return mapped->with_integer(bits);
    return std::nullopt;
}

#define FALSIFY_INTEGER_VIEW(I)                                                     \
    template std::optional<IntegerView> integer_view_of<I>(const Shrinkable<I>&); \
    template std::optional<Shrinkable<I>> with_integer_of<I>(const Shrinkable<I>&, std::uint64_t);
FALSIFY_INTEGER_VIEW(char)
FALSIFY_INTEGER_VIEW(signed char)
FALSIFY_INTEGER_VIEW(unsigned char)
FALSIFY_INTEGER_VIEW(short)
FALSIFY_INTEGER_VIEW(unsigned short)
FALSIFY_INTEGER_VIEW(int)
FALSIFY_INTEGER_VIEW(unsigned)
FALSIFY_INTEGER_VIEW(long)
FALSIFY_INTEGER_VIEW(unsigned long)
FALSIFY_INTEGER_VIEW(long long)
FALSIFY_INTEGER_VIEW(unsigned long long)
#undef FALSIFY_INTEGER_VIEW

}  // namespace falsify::detail
