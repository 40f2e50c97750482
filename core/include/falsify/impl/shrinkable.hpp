#pragma once
// The definitions behind <falsify/shrinkable.hpp>, which includes this file at its end.
#include <falsify/shrinkable.hpp>

namespace falsify {

template <class T>
template <class F>
auto Shrinkable<T>::map(F f) const -> Shrinkable<MappedValue<F, T>> {
    using U = MappedValue<F, T>;
    if constexpr (detail::held_by_value<U>) {
        U mapped = detail::call_mapped(f, *this);
        if (is_leaf()) return Shrinkable<U>::leaf(std::move(mapped));
        return detail::MappedTree<T, U, F>::make(std::move(mapped), *this, std::move(f));
    } else {
        // Mapped again from the source whenever a fresh value is needed.
        return detail::MappedTree<T, U, F>::make(*this, std::move(f));
    }
}

}  // namespace falsify

namespace falsify {

template <class T>
auto Shrinkable<T>::derived(T value, ChildrenFn fn, std::int64_t word) -> Shrinkable {
    return Shrinkable(std::move(value), fn, nullptr, word);
}

template <class T>
auto Shrinkable<T>::value() const noexcept -> const T& {
    if constexpr (detail::held_by_value<T>) return value_;
    else return value_->value;
}

template <class T>
auto Shrinkable<T>::fresh() const -> T {
    if constexpr (detail::held_by_value<T>) {
        return value_;
    } else {
        if (!value_->remake) detail::refuse_copy(typeid(T));
        return value_->remake();
    }
}

template <class T>
auto Shrinkable<T>::hold(T value) -> detail::HeldValue<T> {
    if constexpr (detail::held_by_value<T>) return value;
    else return std::make_shared<const detail::SharedValue<T>>(detail::SharedValue<T>{std::move(value), {}});
}

}  // namespace falsify

namespace falsify {

template <class T>
template <class Make>
    requires std::is_invocable_r_v<T, const Make&>
auto Shrinkable<T>::made(const Make& make, ChildrenFn fn, std::shared_ptr<const void> state, std::int64_t word) -> Shrinkable {
    if constexpr (detail::held_by_value<T>) {
        return Shrinkable(make(), fn, std::move(state), word);
    } else {
        return Shrinkable(std::make_shared<const detail::SharedValue<T>>(detail::SharedValue<T>{make(), make}), fn, std::move(state), word, 0);
    }
}

template <class T>
template <class Node>
auto Shrinkable<T>::from_node_over(const Shrinkable& holder, std::shared_ptr<const Node> node, std::int64_t word) -> Shrinkable {
    return Shrinkable(holder.value_, node_children<Node>(), std::shared_ptr<const void>(std::move(node)), word, 0);
}

template <class T>
template <class F>
auto Shrinkable<T>::of(T value, F children) -> Shrinkable {
    auto state = falsify::detail::make_node<F>(std::move(children));
    return Shrinkable(std::move(value), &call_children<F>, std::move(state));
}

template <class T>
template <class Make, class F>
auto Shrinkable<T>::of_made(const Make& make, F children) -> Shrinkable {
    auto state = falsify::detail::make_node<F>(std::move(children));
    return made(make, &call_children<F>, std::move(state));
}

template <class T>
template <class Node>
auto Shrinkable<T>::from_node(T value, std::shared_ptr<const Node> node, std::int64_t word) -> Shrinkable {
    return Shrinkable(std::move(value), node_children<Node>(), std::shared_ptr<const void>(std::move(node)), word);
}

template <class T>
template <class Node, class Make>
auto Shrinkable<T>::from_node_made(const Make& make, std::shared_ptr<const Node> node, std::int64_t word) -> Shrinkable {
    return made(make, node_children<Node>(), std::shared_ptr<const void>(std::move(node)), word);
}

template <class T>
template <class Node>
auto Shrinkable<T>::node_of() const noexcept -> const Node* {
    return built_by<Node>() ? static_cast<const Node*>(state_.get()) : nullptr;
}

template <class T>
template <class Node>
auto Shrinkable<T>::built_by() const noexcept -> bool {
    return fn_ == node_children<Node>();
}

template <class T>
template <class Node>
auto Shrinkable<T>::ordinary_node_children(const T& value, const std::shared_ptr<const void>& state, std::int64_t word, ShrinkRound)
    -> Seq<Shrinkable> {
    return Node::children(value, state, word);
}

template <class T>
template <class F>
auto Shrinkable<T>::call_children(const T&, const std::shared_ptr<const void>& state, std::int64_t, ShrinkRound round) -> Seq<Shrinkable> {
    const F& f = *static_cast<const F*>(state.get());
    if constexpr (std::is_invocable_v<const F&, ShrinkRound>) {
        return as_seq(f(round));
    } else {
        return as_seq(f());
    }
}

}  // namespace falsify
