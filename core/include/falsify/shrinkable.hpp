#pragma once
// Shrinkable<T>: a generated value plus a lazy, finite, ordered list of smaller
// candidates (most aggressive first). Generating a value never builds its tree:
// the children are a function called only when the descent asks for them.
//
// Contract for every tree (built-in or custom): every branch is finite, and no
// candidate equals its parent. The runner also skips a candidate equal to the
// current value, as a defence against non-injective maps.
#include <falsify/seq.hpp>

#include <cstdint>
#include <memory>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

namespace falsify {

template <class T>
class Shrinkable {
public:
    /// How the children of a value are computed: a plain function pointer plus
    /// either an inline word (trees derived from the value alone, such as the
    /// integer ladder, cost no allocation) or a shared state.
    using ChildrenFn = Seq<Shrinkable> (*)(const T& value, const std::shared_ptr<const void>& state, std::int64_t word);

    Shrinkable(T value, ChildrenFn fn, std::shared_ptr<const void> state, std::int64_t word = 0)
        : value_(std::move(value)), fn_(fn), state_(std::move(state)), word_(word) {}

    /// A value with no smaller candidates.
    static Shrinkable leaf(T value) { return Shrinkable(std::move(value), nullptr, nullptr); }

    /// A value whose candidates are computed by `children()` (returning a
    /// Seq<Shrinkable<T>> or a std::vector<Shrinkable<T>>), only when asked.
    template <class F>
    static Shrinkable of(T value, F children) {
        auto state = std::make_shared<const F>(std::move(children));
        return Shrinkable(std::move(value), &call_children<F>, std::move(state));
    }

    /// A value whose candidates are a pure function of (value, word): no allocation.
    static Shrinkable derived(T value, ChildrenFn fn, std::int64_t word) {
        return Shrinkable(std::move(value), fn, nullptr, word);
    }

    const T& value() const noexcept { return value_; }
    T& mutable_value() noexcept { return value_; }

    Seq<Shrinkable> children() const { return fn_ ? fn_(value_, state_, word_) : Seq<Shrinkable>(); }

    bool is_leaf() const noexcept { return fn_ == nullptr; }

    /// How this tree computes its children, for trees that recognise others
    /// (a sequence merging the sequences it contains, a pair of integers
    /// shrinking together): the function, its inline word and its state.
    ChildrenFn children_fn() const noexcept { return fn_; }
    std::int64_t word() const noexcept { return word_; }
    const std::shared_ptr<const void>& state() const noexcept { return state_; }

    /// The whole tree transformed by f. A candidate on which f throws is skipped,
    /// together with its subtree.
    template <class F>
    auto map(F f) const -> Shrinkable<std::decay_t<std::invoke_result_t<F&, const T&>>>;

private:
    template <class F>
    static Seq<Shrinkable> call_children(const T&, const std::shared_ptr<const void>& state, std::int64_t) {
        const F& f = *static_cast<const F*>(state.get());
        if constexpr (std::is_same_v<std::decay_t<decltype(f())>, Seq<Shrinkable>>) {
            return f();
        } else {
            return Seq<Shrinkable>::from_vector(f());
        }
    }

    T value_;
    ChildrenFn fn_;
    std::shared_ptr<const void> state_;
    std::int64_t word_;
};

namespace detail {

template <class T, class U, class F>
struct MappedTree {
    Shrinkable<T> source;
    F f;

    static Seq<Shrinkable<U>> children(const U&, const std::shared_ptr<const void>& state, std::int64_t) {
        const auto* me = static_cast<const MappedTree*>(state.get());
        F f = me->f;
        return seq_filter_map<Shrinkable<U>>(me->source.children(),
                                             [f](Shrinkable<T> child) -> std::optional<Shrinkable<U>> {
                                                 try {
                                                     return child.map(f);
                                                 } catch (const std::exception&) {
                                                     return std::nullopt;
                                                 }
                                             });
    }
};

}  // namespace detail

template <class T>
template <class F>
auto Shrinkable<T>::map(F f) const -> Shrinkable<std::decay_t<std::invoke_result_t<F&, const T&>>> {
    using U = std::decay_t<std::invoke_result_t<F&, const T&>>;
    U mapped = f(value_);
    if (is_leaf()) return Shrinkable<U>::leaf(std::move(mapped));
    using Tree = detail::MappedTree<T, U, F>;
    auto state = std::make_shared<const Tree>(Tree{*this, std::move(f)});
    return Shrinkable<U>(std::move(mapped), &Tree::children, std::move(state));
}

}  // namespace falsify
