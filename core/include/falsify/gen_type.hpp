#pragma once
// Gen<T>: generate(Random&) -> Shrinkable<T>, with the combinators that shrink
// through their source trees (map, flat_map, filter).
#include <falsify/errors.hpp>
#include <falsify/random.hpp>
#include <falsify/shrinkable.hpp>

#include <functional>
#include <memory>
#include <string>
#include <type_traits>
#include <utility>

namespace falsify {

template <class T>
class Gen {
public:
    using value_type = T;
    using Fn = std::function<Shrinkable<T>(Random&)>;

    Gen(std::string name, Fn fn) : impl_(std::make_shared<const Impl>(Impl{std::move(name), std::move(fn)})) {}

    Shrinkable<T> generate(Random& random) const { return impl_->fn(random); }
    const std::string& name() const noexcept { return impl_->name; }

    /// The same generator under another name (used in error messages).
    Gen named(std::string name) const { return Gen(std::move(name), impl_->fn); }

    template <class F>
    auto map(F f) const;
    template <class F>
    auto flat_map(F f) const;
    template <class P>
    Gen filter(P predicate, std::size_t max_attempts = 100) const;

private:
    struct Impl {
        std::string name;
        Fn fn;
    };
    std::shared_ptr<const Impl> impl_;
};

template <class T>
template <class F>
auto Gen<T>::map(F f) const {
    using U = std::decay_t<std::invoke_result_t<F&, const T&>>;
    Gen source = *this;
    return Gen<U>("gen::map(" + name() + ")",
                  [source, f = std::move(f)](Random& random) { return source.generate(random).map(f); });
}

namespace detail {

// flat_map: the dependent side is regenerated from a seed captured at
// generation time, so a shrunk source re-binds deterministically.
template <class T, class U, class F>
struct BoundTree {
    Shrinkable<T> source;
    Shrinkable<U> dependent;
    F f;
    std::uint64_t seed;
    EdgeCases mode;

    static Shrinkable<U> make(Shrinkable<T> source, const F& f, std::uint64_t seed, EdgeCases mode) {
        Random random(seed, mode);
        Shrinkable<U> dependent = f(source.value()).generate(random);
        U value = dependent.value();
        auto state = std::make_shared<const BoundTree>(BoundTree{std::move(source), std::move(dependent), f, seed, mode});
        return Shrinkable<U>(std::move(value), &children, std::move(state));
    }

    static Seq<Shrinkable<U>> children(const U&, const std::shared_ptr<const void>& state, std::int64_t) {
        const auto& me = *static_cast<const BoundTree*>(state.get());
        auto rebinds = seq_filter_map<Shrinkable<U>>(
            me.source.children(), [f = me.f, seed = me.seed, mode = me.mode](Shrinkable<T> candidate) -> std::optional<Shrinkable<U>> {
                try {
                    return make(std::move(candidate), f, seed, mode);
                } catch (const GenerationExhausted&) {
                    return std::nullopt;
                }
            });
        return concat_lazy(std::move(rebinds), [source = me.source, f = me.f, seed = me.seed, mode = me.mode,
                                                dependent = me.dependent]() {
            return seq_filter_map<Shrinkable<U>>(
                dependent.children(), [source, f, seed, mode](Shrinkable<U> child) -> std::optional<Shrinkable<U>> {
                    U value = child.value();
                    auto state = std::make_shared<const BoundTree>(BoundTree{source, std::move(child), f, seed, mode});
                    return Shrinkable<U>(std::move(value), &children, std::move(state));
                });
        });
    }
};

template <class T, class P>
struct FilteredTree {
    static Shrinkable<T> make(Shrinkable<T> inner, std::shared_ptr<const P> predicate) {
        T value = inner.value();
        auto state = std::make_shared<const std::pair<Shrinkable<T>, std::shared_ptr<const P>>>(std::move(inner), std::move(predicate));
        return Shrinkable<T>(std::move(value), &children, std::move(state));
    }
    static Seq<Shrinkable<T>> children(const T&, const std::shared_ptr<const void>& state, std::int64_t) {
        const auto& [inner, predicate] = *static_cast<const std::pair<Shrinkable<T>, std::shared_ptr<const P>>*>(state.get());
        return seq_filter_map<Shrinkable<T>>(inner.children(), [predicate = predicate](Shrinkable<T> child) -> std::optional<Shrinkable<T>> {
            if (!(*predicate)(child.value())) return std::nullopt;
            return make(std::move(child), predicate);
        });
    }
};

}  // namespace detail

template <class T>
template <class F>
auto Gen<T>::flat_map(F f) const {
    using G = std::decay_t<std::invoke_result_t<F&, const T&>>;
    using U = typename G::value_type;
    Gen source = *this;
    return Gen<U>("gen::flat_map(" + name() + ")", [source, f = std::move(f)](Random& random) {
        Shrinkable<T> tree = source.generate(random);
        const std::uint64_t seed = random.next_seed();
        return detail::BoundTree<T, U, F>::make(std::move(tree), f, seed, random.edge_cases());
    });
}

template <class T>
template <class P>
Gen<T> Gen<T>::filter(P predicate, std::size_t max_attempts) const {
    Gen source = *this;
    auto shared = std::make_shared<const P>(std::move(predicate));
    std::string label = "gen::filter(" + name() + ")";
    return Gen<T>(label, [source, shared, max_attempts, label](Random& random) {
        for (std::size_t attempt = 0; attempt < max_attempts; ++attempt) {
            Shrinkable<T> tree = source.generate(random);
            if ((*shared)(tree.value())) return detail::FilteredTree<T, P>::make(std::move(tree), shared);
        }
        throw GenerationExhausted(label, max_attempts,
                                  "the predicate rejected every generated value; widen the source generator, raise "
                                  "the attempt budget, or build dependent values with gen::flat_map() instead of filtering");
    });
}

}  // namespace falsify
