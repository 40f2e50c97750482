#pragma once
// Seq<T>: a lazy, pull-based, finite stream. Shrink candidates are Seqs so that
// a node's children are computed one at a time, only when the descent asks.
#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace falsify {

template <class T>
class Seq {
public:
    using Next = std::function<std::optional<T>()>;

    Seq() = default;
    explicit Seq(Next next) : next_(std::move(next)) {}

    /// The next element, or nullopt at the end (and forever after).
    std::optional<T> next() {
        if (!next_) return std::nullopt;
        auto value = next_();
        if (!value) next_ = nullptr;
        return value;
    }

    static Seq from_vector(std::vector<T> items) {
        if (items.empty()) return Seq();
        auto shared = std::make_shared<std::vector<T>>(std::move(items));
        return Seq([shared, i = std::size_t{0}]() mutable -> std::optional<T> {
            if (i >= shared->size()) return std::nullopt;
            return (*shared)[i++];
        });
    }

    /// Elements at(0), at(1), ... at(count-1); `at` may return nullopt to skip one.
    template <class At>
    static Seq indexed(std::size_t count, At at) {
        if (count == 0) return Seq();
        return Seq([count, at = std::move(at), i = std::size_t{0}]() mutable -> std::optional<T> {
            while (i < count) {
                if (std::optional<T> item = at(i++)) return item;
            }
            return std::nullopt;
        });
    }

private:
    Next next_;
};

/// All of `first`, then all of `second` (built only when `first` is done).
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

/// Each element mapped through f; f returning nullopt skips the element.
template <class U, class T, class F>
Seq<U> seq_filter_map(Seq<T> source, F f) {
    return Seq<U>([source = std::move(source), f = std::move(f)]() mutable -> std::optional<U> {
        while (auto item = source.next()) {
            if (std::optional<U> mapped = f(std::move(*item))) return mapped;
        }
        return std::nullopt;
    });
}

/// Flattens a stream of streams, lazily.
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
