#pragma once
// The definitions behind <falsify/seq.hpp>, which includes this file at its end.
#include <falsify/seq.hpp>

namespace falsify {

template <class T, class Later>
Seq<T> concat_lazy(Seq<T> first, Later later) {
    return Seq<T>([first = std::move(first), later = std::move(later), second = std::optional<Seq<T>>()]() mutable
                  -> std::optional<T> {
        if (!second) {
            if (auto item = first.next()) return item;
            second.emplace(later());
        }
        return second->next();
    });
}

template <class T, class State, class Arg, std::size_t N>
Seq<T> seq_chain(std::shared_ptr<const State> state, Arg arg, const std::array<Seq<T> (*)(std::shared_ptr<const State>, Arg), N>& parts) {
    return Seq<T>([state = std::move(state), arg, parts, at = std::size_t{0}, current = Seq<T>()]() mutable -> std::optional<T> {
        for (;;) {
            if (auto item = current.next()) return item;
            if (at == N) return std::nullopt;
            current = parts[at++](state, arg);
        }
    });
}

template <class U, class T, class F>
Seq<U> seq_filter_map(Seq<T> source, F f) {
    return Seq<U>([source = std::move(source), f = std::move(f)]() mutable -> std::optional<U> {
        while (auto item = source.next()) {
            if (std::optional<U> mapped = f(std::move(*item))) return mapped;
        }
        return std::nullopt;
    });
}

template <class T, class Outer>
Seq<T> seq_flatten(Outer outer) {
    return Seq<T>([outer = std::move(outer), inner = Seq<T>()]() mutable -> std::optional<T> {
        for (;;) {
            if (auto item = inner.next()) return item;
            auto next_inner = outer.next();
            if (!next_inner) return std::nullopt;
            inner = std::move(*next_inner);
        }
    });
}

}  // namespace falsify

namespace falsify {

template <class T>
auto Seq<T>::operator=(Seq&& other) noexcept -> Seq& {
    if (this != &other) {
        reset();
        state_ = std::exchange(other.state_, nullptr);
        pull_ = std::exchange(other.pull_, nullptr);
        drop_ = std::exchange(other.drop_, nullptr);
    }
    return *this;
}

template <class T>
auto Seq<T>::next() -> std::optional<T> {
    if (!state_) return std::nullopt;
    auto value = pull_(state_);
    if (!value) reset();
    return value;
}

template <class T>
auto Seq<T>::from_vector(std::vector<T> items) -> Seq {
    if (items.empty()) return Seq();
    auto shared = falsify::detail::make_node<std::vector<T>>(std::move(items));
    return Seq([shared, i = std::size_t{0}]() mutable -> std::optional<T> {
        if (i >= shared->size()) return std::nullopt;
        return (*shared)[i++];
    });
}

template <class T>
auto Seq<T>::reset() noexcept -> void {
    if (state_) drop_(std::exchange(state_, nullptr));
}

}  // namespace falsify

namespace falsify {

template <class T>
template <class At>
auto Seq<T>::indexed(std::size_t count, At at) -> Seq {
    if (count == 0) return Seq();
    return Seq([count, at = std::move(at), i = std::size_t{0}]() mutable -> std::optional<T> {
        while (i < count) {
            if (std::optional<T> item = at(i++)) return item;
        }
        return std::nullopt;
    });
}

template <class T>
template <class F>
auto Seq<T>::pull(void* state) -> std::optional<T> {
    return (*static_cast<F*>(state))();
}

template <class T>
template <class F>
auto Seq<T>::drop(void* state) noexcept -> void {
    delete static_cast<F*>(state);
}

}  // namespace falsify
