// Two integer parameters moved as one, for the descent: the moves a tuple or
// a list makes between its own integers (equal values, coupled values), for
// values that are separate parameters.
#include <falsify/detail/any_tree.hpp>
#include <falsify/gen/sequence_tree.hpp>

namespace falsify::detail {

template <PairableInteger I>
Seq<std::pair<AnyTree, AnyTree>> moved_together(const Shrinkable<I>& a, const Shrinkable<I>& b) {
    using Pairs = gen::detail::SequenceTree<I, std::vector<I>>;
    // Two trees of one kind at one value both take the first's candidate as
    // it is, so they keep what its ladder knows (how far a passing value lay).
    const bool alike = a.value() == b.value() && a.children_fn() == b.children_fn() && a.word() == b.word();
    return seq_filter_map<std::pair<AnyTree, AnyTree>>(
        Pairs::shrink_together(a, b, true), [a, b, alike](Shrinkable<I> moved) -> std::optional<std::pair<AnyTree, AnyTree>> {
            std::pair<Shrinkable<I>, Shrinkable<I>> pair(a, b);
            if (alike) pair = {moved, moved};
            else Pairs::place_pair(pair.first, pair.second, std::move(moved));
            return std::pair(erase(std::move(pair.first)), erase(std::move(pair.second)));
        });
}

#define FALSIFY_MOVED_TOGETHER(I) template Seq<std::pair<AnyTree, AnyTree>> moved_together<I>(const Shrinkable<I>&, const Shrinkable<I>&);
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
