#pragma once
// The shrink tree shared by every sequence (vectors, strings, ...): first remove
// contiguous blocks of sizes n, n/2, ..., 1 at every aligned offset (never below
// the minimum size), largest first, so that a failing element in the middle or
// at the end is isolated; then shrink each element through its own tree with
// the length fixed.
#include <falsify/shrinkable.hpp>

#include <cstddef>
#include <memory>
#include <vector>

namespace falsify::gen::detail {

template <class E, class C>
struct SequenceTree {
    using Build = C (*)(const std::vector<Shrinkable<E>>&);

    std::vector<Shrinkable<E>> elements;
    std::size_t min_size;
    Build build;

    static Shrinkable<C> make(std::vector<Shrinkable<E>> elements, std::size_t min_size, Build build) {
        C value = build(elements);
        if (elements.empty()) return Shrinkable<C>::leaf(std::move(value));
        auto state = std::make_shared<const SequenceTree>(SequenceTree{std::move(elements), min_size, build});
        return Shrinkable<C>(std::move(value), &children, std::move(state));
    }

    static Seq<Shrinkable<C>> children(const C&, const std::shared_ptr<const void>& state, std::int64_t) {
        auto me = std::static_pointer_cast<const SequenceTree>(state);
        return concat_lazy(removals(me), [me] { return element_shrinks(me); });
    }

    static Seq<Shrinkable<C>> removals(std::shared_ptr<const SequenceTree> me) {
        const std::size_t n = me->elements.size();
        if (n <= me->min_size) return {};
        return Seq<Shrinkable<C>>([me, n, block = n, offset = std::size_t{0}]() mutable -> std::optional<Shrinkable<C>> {
            while (block > 0) {
                if (n - block < me->min_size || offset + block > n) {
                    block /= 2;
                    offset = 0;
                    continue;
                }
                std::vector<Shrinkable<E>> kept;
                kept.reserve(n - block);
                kept.insert(kept.end(), me->elements.begin(), me->elements.begin() + static_cast<std::ptrdiff_t>(offset));
                kept.insert(kept.end(), me->elements.begin() + static_cast<std::ptrdiff_t>(offset + block), me->elements.end());
                offset += block;
                return make(std::move(kept), me->min_size, me->build);
            }
            return std::nullopt;
        });
    }

    static Seq<Shrinkable<C>> element_shrinks(std::shared_ptr<const SequenceTree> me) {
        return Seq<Shrinkable<C>>([me, index = std::size_t{0}, current = std::optional<Seq<Shrinkable<E>>>()]() mutable
                                  -> std::optional<Shrinkable<C>> {
            while (index < me->elements.size()) {
                if (!current) current.emplace(me->elements[index].children());
                if (auto child = current->next()) {
                    std::vector<Shrinkable<E>> replaced = me->elements;
                    replaced[index] = std::move(*child);
                    return make(std::move(replaced), me->min_size, me->build);
                }
                current.reset();
                ++index;
            }
            return std::nullopt;
        });
    }
};

}  // namespace falsify::gen::detail
