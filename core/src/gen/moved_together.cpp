// Two integer parameters moved as one, for the descent: the moves a tuple or
// a list makes between its own integers (equal values, coupled values), for
// values that are separate parameters (or in-body draws); in a restructuring
// round, a sum moved from the first to the second.
#include <falsify/detail/any_tree.hpp>
#include <falsify/gen/detail/tree/element_pairs.hpp>

#include <algorithm>
#include <limits>
#include <type_traits>

namespace falsify::detail {

namespace {

/// Restructuring: `a` toward its target and `b` away from its own by the same
/// amount, their sum kept. A property that needs a total to pass a bound
/// (a + b overflows, n + k >= 150) fails on every such pair, and the first
/// becomes simpler at the second's expense: the largest transfer first, then
/// halves of it.
template <PairableInteger I>
Seq<std::pair<Shrinkable<I>, Shrinkable<I>>> redistributed(const Shrinkable<I>& a, const Shrinkable<I>& b) {
    using U = std::make_unsigned_t<I>;
    const std::optional<I> target = gen::detail::int_tree_target(*gen::detail::int_core(a));
    if (a.value() == *target) return {};
    const bool down = a.value() > *target;  // a goes down, b up
    const U distance = down ? static_cast<U>(static_cast<U>(a.value()) - static_cast<U>(*target))
                            : static_cast<U>(static_cast<U>(*target) - static_cast<U>(a.value()));
    const I limit = down ? std::numeric_limits<I>::max() : std::numeric_limits<I>::min();
    const U room = down ? static_cast<U>(static_cast<U>(limit) - static_cast<U>(b.value()))
                        : static_cast<U>(static_cast<U>(b.value()) - static_cast<U>(limit));
    const U largest = std::min(distance, room);
    if (largest == 0) return {};
    std::size_t count = 0;
    for (U d = largest; d != 0; d /= 2) ++count;
    return Seq<std::pair<Shrinkable<I>, Shrinkable<I>>>::indexed(count, [a, b, down, largest](std::size_t k) -> std::optional<std::pair<Shrinkable<I>, Shrinkable<I>>> {
        const U d = static_cast<U>(largest >> k);
        const I first = static_cast<I>(down ? static_cast<U>(static_cast<U>(a.value()) - d) : static_cast<U>(static_cast<U>(a.value()) + d));
        const I second = static_cast<I>(down ? static_cast<U>(static_cast<U>(b.value()) + d) : static_cast<U>(static_cast<U>(b.value()) - d));
        std::optional<Shrinkable<I>> moved_first = gen::detail::int_core_like(a, first);
        std::optional<Shrinkable<I>> moved_second = gen::detail::int_core_like(b, second);
        if (!moved_first || !moved_second) return std::nullopt;
        return std::pair(std::move(*moved_first), std::move(*moved_second));
    });
}

}  // namespace

template <PairableInteger I>
Seq<std::pair<Shrinkable<I>, Shrinkable<I>>> integer_pair_moves(const Shrinkable<I>& a, const Shrinkable<I>& b, bool close_only, ShrinkRound round) {
    using Pairs = gen::detail::ElementPairs<I>;
    if (!gen::detail::int_core(a) || !gen::detail::int_core(b)) {
        // Mapped integers: their sources move, each mapped again.
        const auto* first = MappedNode<I>::of(a);
        if (!first || !MappedNode<I>::of(b)) return {};
        return first->moved_with(b, close_only, round);
    }
    if (round == ShrinkRound::restructuring) return redistributed(a, b);
    if (close_only && a.value() != b.value()) {
        const auto target = gen::detail::int_tree_target(*gen::detail::int_core(a));
        using U = std::make_unsigned_t<I>;
        const auto distance = [](I x, I y) {
            return x > y ? static_cast<U>(static_cast<U>(x) - static_cast<U>(y)) : static_cast<U>(static_cast<U>(y) - static_cast<U>(x));
        };
        if (distance(a.value(), b.value()) > std::min(distance(a.value(), *target), distance(b.value(), *target))) return {};
    }
    // Equal values (of one kind: shrink_together) both take the first's
    // candidate as it is, so both keep what its ladder knows (how far a
    // passing value lay).
    using Pair = std::pair<Shrinkable<I>, Shrinkable<I>>;
    return seq_filter_map<Pair>(Pairs::shrink_together(a, b, true, round), [a, b](Shrinkable<I> moved) -> std::optional<Pair> {
        Pair pair(a, b);
        if (a.value() == b.value() && gen::detail::int_tree_target(a) && gen::detail::int_tree_target(b)) {
            // The second keeps its own range: a ladder of one kind and target may still be narrower.
            if (!gen::detail::int_tree_admits(b, moved.value())) return std::nullopt;
            pair = {moved, gen::detail::same_int_range(a, b) ? moved : gen::detail::int_tree_like(b, moved.value())};
        } else if (!Pairs::place_pair(pair.first, pair.second, std::move(moved))) {
            return std::nullopt;
        }
        return pair;
    });
}

template <PairableInteger I>
Seq<std::pair<AnyTree, AnyTree>> moved_together(const Shrinkable<I>& a, const Shrinkable<I>& b, bool close_only, ShrinkRound round) {
    return seq_filter_map<std::pair<AnyTree, AnyTree>>(integer_pair_moves(a, b, close_only, round),
                                                       [](std::pair<Shrinkable<I>, Shrinkable<I>> moved) -> std::optional<std::pair<AnyTree, AnyTree>> {
                                                           return std::pair(erase(std::move(moved.first)), erase(std::move(moved.second)));
                                                       });
}

#define FALSIFY_MOVED_TOGETHER(I)                                                                                          \
    template Seq<std::pair<Shrinkable<I>, Shrinkable<I>>> integer_pair_moves<I>(const Shrinkable<I>&, const Shrinkable<I>&, bool, ShrinkRound); \
    template Seq<std::pair<AnyTree, AnyTree>> moved_together<I>(const Shrinkable<I>&, const Shrinkable<I>&, bool, ShrinkRound);
FALSIFY_MOVED_TOGETHER(char)
FALSIFY_MOVED_TOGETHER(signed char)
FALSIFY_MOVED_TOGETHER(unsigned char)
FALSIFY_MOVED_TOGETHER(short)
FALSIFY_MOVED_TOGETHER(unsigned short)
FALSIFY_MOVED_TOGETHER(int)
FALSIFY_MOVED_TOGETHER(unsigned)
FALSIFY_MOVED_TOGETHER(long)
FALSIFY_MOVED_TOGETHER(unsigned long)
FALSIFY_MOVED_TOGETHER(long long)
FALSIFY_MOVED_TOGETHER(unsigned long long)
#undef FALSIFY_MOVED_TOGETHER

}  // namespace falsify::detail
