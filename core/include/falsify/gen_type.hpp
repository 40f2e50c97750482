#pragma once
// Gen<T>: generate(Random&) -> Shrinkable<T>, with the combinators that shrink
// through their source trees (map, flat_map, filter).
#include <falsify/errors.hpp>
#include <falsify/random.hpp>
#include <falsify/shrinkable.hpp>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace falsify {

/// A generator's finite domain, for exhaustive mode: its size and the value
/// at an index (a tree, so a failing input still shrinks). Carried only by the
/// finite generators (booleans, ints(lo, hi), constant, elements, enums,
/// one_of and tuple of finite ones, and map over one).
template <class T>
struct Domain {
    std::uint64_t size;
    std::function<Shrinkable<T>(std::uint64_t)> at;
};

template <class T>
class Gen {
public:
    using value_type = T;
    using Fn = std::function<Shrinkable<T>(Random&)>;

    Gen(std::string name, Fn fn) : impl_(std::make_shared<const Impl>(Impl{std::move(name), std::move(fn), nullptr})) {}

    Shrinkable<T> generate(Random& random) const { return impl_->fn(random); }
    const std::string& name() const noexcept { return impl_->name; }

    /// The same generator under another name (used in error messages).
    Gen named(std::string name) const { return Gen(std::make_shared<const Impl>(Impl{std::move(name), impl_->fn, impl_->domain})); }

    /// The finite domain, or nullptr when the generator has none.
    const Domain<T>* domain() const noexcept { return impl_->domain.get(); }
    /// The same generator with a finite domain of `size` values, `at(i)` the i-th.
    Gen with_domain(std::uint64_t size, std::function<Shrinkable<T>(std::uint64_t)> at) const {
        return Gen(std::make_shared<const Impl>(Impl{impl_->name, impl_->fn, std::make_shared<const Domain<T>>(Domain<T>{size, std::move(at)})}));
    }

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
        std::shared_ptr<const Domain<T>> domain;
    };
    explicit Gen(std::shared_ptr<const Impl> impl) : impl_(std::move(impl)) {}
    std::shared_ptr<const Impl> impl_;
};

template <class T>
template <class F>
auto Gen<T>::map(F f) const {
    using U = std::decay_t<std::invoke_result_t<F&, const T&>>;
    Gen source = *this;
    auto shared = std::make_shared<const F>(std::move(f));
    Gen<U> mapped("gen::map(" + name() + ")", [source, shared](Random& random) { return source.generate(random).map(*shared); });
    if (const Domain<T>* d = domain())
        return mapped.with_domain(d->size, [source, shared](std::uint64_t i) { return source.domain()->at(i).map(*shared); });
    return mapped;
}

namespace detail {

// flat_map: the dependent side is regenerated from a seed captured at
// generation time, so a shrunk source re-binds deterministically. The results of
// the dependent side's draws are kept: a shrunk source replays them (the new
// side starts as the old one did, each draw keeping its result where its new
// bounds hold it), and when it needs fewer of them, the surplus is
// also removed block by block elsewhere in the tape -- so a list whose length
// comes from the source can keep the elements that matter, not just its prefix.
template <class T, class U, class F>
struct BoundTree {
    Shrinkable<T> source;
    Shrinkable<U> dependent;
    F f;
    std::uint64_t seed;
    EdgeCases mode;
    std::vector<std::uint64_t> draws;

    static Shrinkable<U> make(Shrinkable<T> source, const F& f, std::uint64_t seed, EdgeCases mode, std::vector<std::uint64_t> tape) {
        Random random(seed, mode, std::move(tape));
        random.start_recording();
        Shrinkable<U> dependent = f(source.value()).generate(random);
        return with(std::move(source), std::move(dependent), f, seed, mode, random.take_recording());
    }

    static Shrinkable<U> with(Shrinkable<T> source, Shrinkable<U> dependent, const F& f, std::uint64_t seed, EdgeCases mode,
                              std::vector<std::uint64_t> draws) {
        U value = dependent.value();
        auto state = std::make_shared<const BoundTree>(BoundTree{std::move(source), std::move(dependent), f, seed, mode, std::move(draws)});
        return Shrinkable<U>(std::move(value), &children, std::move(state));
    }

    static std::optional<Shrinkable<U>> try_make(const Shrinkable<T>& source, const F& f, std::uint64_t seed, EdgeCases mode,
                                                 std::vector<std::uint64_t> tape) {
        try {
            return make(source, f, seed, mode, std::move(tape));
        } catch (const GenerationExhausted&) {
            return std::nullopt;
        }
    }

    /// For one source candidate: the replayed tape, then the tape with each aligned block of the surplus removed.
    static Seq<Shrinkable<U>> rebinds(std::shared_ptr<const BoundTree> me, Shrinkable<T> candidate) {
        std::optional<Shrinkable<U>> replayed = try_make(candidate, me->f, me->seed, me->mode, me->draws);
        if (!replayed) return {};
        const std::size_t used = static_cast<const BoundTree*>(replayed->state().get())->draws.size();
        const std::size_t total = me->draws.size();
        const std::size_t block = used < total ? total - used : 0;
        auto first = Seq<Shrinkable<U>>([once = std::move(replayed)]() mutable { return std::exchange(once, std::nullopt); });
        if (block == 0) return first;
        // Offsets 0, block, 2*block, ... short of the tail (removing the tail is the replay itself).
        const std::size_t offsets = (total - block) / block + ((total - block) % block != 0 ? 1 : 0);
        return concat_lazy(std::move(first), [me, candidate, block, offsets] {
            return Seq<Shrinkable<U>>::indexed(offsets, [me, candidate, block](std::size_t k) -> std::optional<Shrinkable<U>> {
                const std::size_t offset = k * block;
                if (offset + block >= me->draws.size()) return std::nullopt;
                std::vector<std::uint64_t> tape(me->draws.begin(), me->draws.begin() + static_cast<std::ptrdiff_t>(offset));
                tape.insert(tape.end(), me->draws.begin() + static_cast<std::ptrdiff_t>(offset + block), me->draws.end());
                return try_make(candidate, me->f, me->seed, me->mode, std::move(tape));
            });
        });
    }

    static Seq<Shrinkable<U>> children(const U&, const std::shared_ptr<const void>& state, std::int64_t) {
        auto me = std::static_pointer_cast<const BoundTree>(state);
        auto sources = seq_filter_map<Seq<Shrinkable<U>>>(
            me->source.children(), [me](Shrinkable<T> candidate) -> std::optional<Seq<Shrinkable<U>>> { return rebinds(me, std::move(candidate)); });
        return concat_lazy(seq_flatten<Shrinkable<U>>(std::move(sources)), [me] {
            return seq_filter_map<Shrinkable<U>>(me->dependent.children(), [me](Shrinkable<U> child) -> std::optional<Shrinkable<U>> {
                return with(me->source, std::move(child), me->f, me->seed, me->mode, me->draws);
            });
        });
    }
};

/// A refused candidate (by a filter, by a composite's body) stands aside for
/// the first of its own first `stand_in_budget` candidates that is accepted: a
/// ladder whose every rung a filter refuses (even numbers, all of whose
/// halvings are odd) still moves on, and each stand-in is smaller than the
/// refused candidate, so descents still end.
inline constexpr int stand_in_budget = 8;

/// A tree whose candidates all satisfy a predicate. The predicate is held
/// type-erased so that a tree holding a filtered one (a tuple merging two
/// filtered lists) recognises it and can rebuild it around new contents.
template <class T>
struct FilteredTree {
    using Predicate = std::function<bool(const T&)>;
    Shrinkable<T> inner;
    std::shared_ptr<const Predicate> predicate;

    static Shrinkable<T> make(Shrinkable<T> inner, std::shared_ptr<const Predicate> predicate) {
        T value = inner.value();
        auto state = std::make_shared<const FilteredTree>(FilteredTree{std::move(inner), std::move(predicate)});
        return Shrinkable<T>(std::move(value), &children, std::move(state));
    }
    /// The filter behind `tree`, if it is a filtered tree.
    static const FilteredTree* of(const Shrinkable<T>& tree) {
        return tree.children_fn() == &children ? static_cast<const FilteredTree*>(tree.state().get()) : nullptr;
    }
    /// `inner` filtered like this tree, or nullopt when the predicate rejects it.
    std::optional<Shrinkable<T>> rewrap(Shrinkable<T> replaced) const {
        if (!(*predicate)(replaced.value())) return std::nullopt;
        return make(std::move(replaced), predicate);
    }
    static Seq<Shrinkable<T>> children(const T&, const std::shared_ptr<const void>& state, std::int64_t) {
        auto me = std::static_pointer_cast<const FilteredTree>(state);
        return seq_filter_map<Shrinkable<T>>(me->inner.children(), [me](Shrinkable<T> child) -> std::optional<Shrinkable<T>> {
            if ((*me->predicate)(child.value())) return make(std::move(child), me->predicate);
            auto nephews = child.children();
            for (int i = 0; i < stand_in_budget; ++i) {
                auto nephew = nephews.next();
                if (!nephew) break;
                if ((*me->predicate)(nephew->value())) return make(std::move(*nephew), me->predicate);
            }
            return std::nullopt;
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
        return detail::BoundTree<T, U, F>::make(std::move(tree), f, seed, random.edge_cases(), {});
    });
}

template <class T>
template <class P>
Gen<T> Gen<T>::filter(P predicate, std::size_t max_attempts) const {
    Gen source = *this;
    auto shared = std::make_shared<const typename detail::FilteredTree<T>::Predicate>(std::move(predicate));
    std::string label = "gen::filter(" + name() + ")";
    return Gen<T>(label, [source, shared, max_attempts, label](Random& random) {
        for (std::size_t attempt = 0; attempt < max_attempts; ++attempt) {
            Shrinkable<T> tree = source.generate(random);
            if ((*shared)(tree.value())) return detail::FilteredTree<T>::make(std::move(tree), shared);
        }
        throw GenerationExhausted(label, max_attempts,
                                  "the predicate rejected every generated value; widen the source generator, raise "
                                  "the attempt budget, or build dependent values with gen::flat_map() instead of filtering");
    });
}

}  // namespace falsify
