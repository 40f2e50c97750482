#pragma once
// The definitions behind <falsify/gen_type.hpp>, which includes this file at its end.
#include <falsify/gen_type.hpp>

namespace falsify {

template <class T>
struct Gen<T>::Impl {
    Impl() = default;
    Impl(const Impl&) = delete;
    Impl& operator=(const Impl&) = delete;
    virtual ~Impl() = default;
    virtual Shrinkable<T> generate(Random& random) const = 0;
    virtual Shrinkable<T> regenerate(Random& random, const Shrinkable<T>&) const { return generate(random); }
    virtual void each_part(const Shrinkable<T>&, const PartVisitor&) const {}
    virtual const std::string& name() const = 0;
    virtual const Domain<T>* domain() const { return nullptr; }
    // The node that draws and the one that regenerates and lists the parts (a
    // refinement passes on those of the generator it refines): one virtual
    // call per draw, however many refinements wrap the generator.
    const Impl* drawing = this;
    const Impl* structuring = this;
};

template <class T>
template <class F, class Name, class R, class P>
struct Gen<T>::Source final : Impl {
    template <class N>
    Source(F f, N n, R r = {}, P p = {}) : fn(std::move(f)), label(std::move(n)), refit(std::move(r)), parts(std::move(p)) {}
    Shrinkable<T> generate(Random& random) const override { return fn(random); }
    Shrinkable<T> regenerate(Random& random, const Shrinkable<T>& earlier) const override {
        if constexpr (std::is_same_v<R, detail::NoRefit>) return fn(random);
        else return refit(random, earlier);
    }
    void each_part(const Shrinkable<T>& tree, const PartVisitor& visit) const override {
        if constexpr (!std::is_same_v<P, detail::NoParts>) parts(tree, visit);
    }
    const std::string& name() const override { return label.get(); }
    // Called as std::function calls it: a callable with state of its own may change it.
    mutable F fn;
    Name label;
    [[no_unique_address]] mutable R refit;
    [[no_unique_address]] mutable P parts;
};

template <class T>
struct Gen<T>::Refinement : Impl {
    explicit Refinement(ImplPtr b) : base(std::move(b)) {
        this->drawing = base->drawing;
        this->structuring = base->structuring;
    }
    Shrinkable<T> generate(Random& random) const override { return base->generate(random); }
    Shrinkable<T> regenerate(Random& random, const Shrinkable<T>& earlier) const override { return base->regenerate(random, earlier); }
    void each_part(const Shrinkable<T>& tree, const PartVisitor& visit) const override { base->each_part(tree, visit); }
    const std::string& name() const override { return base->name(); }
    const Domain<T>* domain() const override { return base->domain(); }
    ImplPtr base;
};

template <class T>
template <class R, class P>
struct Gen<T>::Structured final : Refinement {
    Structured(ImplPtr b, R r, P p) : Refinement(std::move(b)), refit(std::move(r)), parts(std::move(p)) { this->structuring = this; }
    Shrinkable<T> regenerate(Random& random, const Shrinkable<T>& earlier) const override {
        if constexpr (std::is_same_v<R, Refit>) {
            if (!refit) return this->base->generate(random);
        }
        return refit(random, earlier);
    }
    void each_part(const Shrinkable<T>& tree, const PartVisitor& visit) const override {
        if constexpr (std::is_same_v<P, Parts>) {
            if (!parts) return;
        }
        parts(tree, visit);
    }
    mutable R refit;
    mutable P parts;
};

template <class T>
struct Gen<T>::Named final : Refinement {
    Named(ImplPtr b, std::string n) : Refinement(std::move(b)), label(std::move(n)) {}
    const std::string& name() const override { return label; }
    std::string label;
};

template <class T>
struct Gen<T>::WithDomain final : Refinement {
    WithDomain(ImplPtr b, Domain<T> d) : Refinement(std::move(b)), finite(std::move(d)) {}
    const Domain<T>* domain() const override { return &finite; }
    Domain<T> finite;
};

template <class T>
template <class At>
struct Gen<T>::LazyDomain final : Refinement {
    LazyDomain(ImplPtr b, std::uint64_t s, At a) : Refinement(std::move(b)), size(s), at(std::move(a)) {}
    const Domain<T>* domain() const override {
        return &finite.get([this] { return Domain<T>{size, at}; });
    }
    std::uint64_t size;
    At at;
    detail::MadeOnce<Domain<T>> finite;
};

namespace detail {

/// `part` (built by `gen`) and every tree nested in it, outermost first.
template <class V>
void visit_part(const Shrinkable<V>& part, const Gen<V>& gen, const PartVisitor& visit);

}  // namespace detail

template <class T>
template <class F>
auto Gen<T>::map(F f) const {
    using U = MappedValue<F, T>;
    Gen source = *this;
    auto shared = falsify::detail::make_node<F>(std::move(f));
    using Tree = detail::MappedTree<T, U, F>;
    Gen<U> mapped = Gen<U>(
        [source] { return "gen::map(" + source.name() + ")"; }, [source, shared](Random& random) { return source.generate(random).map(*shared); },
        [source, shared](Random& random, const Shrinkable<U>& earlier) {
            if (const auto* mine = dynamic_cast<const Tree*>(detail::MappedNode<U>::of(earlier)))
                return source.regenerate(random, mine->source()).map(*shared);
            return source.generate(random).map(*shared);
        },
        [source](const Shrinkable<U>& tree, const PartVisitor& visit) {
            if (const auto* mine = dynamic_cast<const Tree*>(detail::MappedNode<U>::of(tree))) detail::visit_part(mine->source(), source, visit);
        });
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
    /// What every tree of one flat_map shares: its source generator and its function.
    struct Binding {
        Gen<T> source;
        F f;
    };
    using BindingPtr = std::shared_ptr<const Binding>;

    BindingPtr binding;
    Shrinkable<T> source;
    Shrinkable<U> dependent;
    std::uint64_t seed;
    EdgeCases mode;
    std::vector<std::uint64_t> draws;
    /// The function's generator for `source`, kept so that listing the nested
    /// trees and rebuilding the dependent side need not call the function again.
    Gen<U> gen;

    /// The stream of a dependent side: from its seed after replaying `tape`,
    /// or all zeros under a parent that draws its simplest values.
    static Random stream(const Random& parent, std::uint64_t seed, std::vector<std::uint64_t> tape) {
        Random random = parent.draws_simplest() ? Random::simplest(parent.edge_cases()) : Random(seed, parent.edge_cases(), std::move(tape));
        random.follow(parent);
        return random;
    }

    /// The dependent side drawn from `random` (seeded by `seed`), keeping what fits of `earlier` when given.
    static Shrinkable<U> make(const BindingPtr& b, Shrinkable<T> source, std::uint64_t seed, Random random,
                              const Shrinkable<U>* earlier = nullptr) {
        random.start_recording();
        Gen<U> dependent_gen = b->f(source.value());
        Shrinkable<U> dependent = earlier ? dependent_gen.regenerate(random, *earlier) : dependent_gen.generate(random);
        return with(b, std::move(source), std::move(dependent), seed, random.edge_cases(), random.take_recording(), std::move(dependent_gen));
    }

    static Shrinkable<U> with(const BindingPtr& b, Shrinkable<T> source, Shrinkable<U> dependent, std::uint64_t seed, EdgeCases mode,
                              std::vector<std::uint64_t> draws, Gen<U> gen) {
        auto state = falsify::detail::make_node<BoundTree>(
            BoundTree{b, std::move(source), dependent, seed, mode, std::move(draws), std::move(gen)});
        return Shrinkable<U>::from_node_over(dependent, std::move(state));
    }

    static Shrinkable<U> generate(const BindingPtr& b, Random& random) {
        Shrinkable<T> tree = b->source.generate(random);
        const std::uint64_t seed = random.next_seed();
        return make(b, std::move(tree), seed, stream(random, seed, {}));
    }

    /// `earlier` (a tree of this kind) drawn again, each side keeping what still fits.
    static Shrinkable<U> refit(const BindingPtr& b, Random& random, const Shrinkable<U>& earlier) {
        const BoundTree* old = earlier.template node_of<BoundTree>();
        if (!old) return generate(b, random);
        Shrinkable<T> tree = b->source.regenerate(random, old->source);
        const std::uint64_t seed = random.next_seed();
        return make(b, std::move(tree), seed, stream(random, seed, old->draws), &old->dependent);
    }

    static void parts(const BindingPtr& b, const Shrinkable<U>& tree, const PartVisitor& visit) {
        const BoundTree* me = tree.template node_of<BoundTree>();
        if (!me) return;
        visit_part(me->source, b->source, visit);
        visit_part(me->dependent, me->gen, visit);
    }

    static std::optional<Shrinkable<U>> try_make(const BindingPtr& b, const Shrinkable<T>& source, std::uint64_t seed, Random random,
                                                 const Shrinkable<U>* earlier) {
        try {
            return make(b, source, seed, std::move(random), earlier);
        } catch (const GenerationExhausted&) {
            return std::nullopt;
        }
    }

    /// For one source candidate: the replayed tape, then the tape with each aligned block of the surplus removed.
    static Seq<Shrinkable<U>> rebinds(std::shared_ptr<const BoundTree> me, Shrinkable<T> candidate) {
        std::optional<Shrinkable<U>> replayed = try_make(me->binding, candidate, me->seed, Random(me->seed, me->mode, me->draws), &me->dependent);
        if (!replayed) return {};
        const std::size_t used = replayed->template node_of<BoundTree>()->draws.size();
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
                return try_make(me->binding, candidate, me->seed, Random(me->seed, me->mode, std::move(tape)), &me->dependent);
            });
        });
    }

    /// Restructuring: a recursive generator (one whose dependent side nests
    /// trees of this same kind, like a heap's subheaps) offers each nested
    /// tree, outermost first, drawn again as the whole. Honest, since this
    /// node's own source and function draw it; what they cannot keep of the
    /// nested tree (a subtree cut by a depth limit it no longer has) is drawn
    /// at its simplest.
    static Seq<Shrinkable<U>> promotions(const std::shared_ptr<const BoundTree>& me) {
        std::vector<Shrinkable<U>> nested;
        auto collect = [&nested](const NestedTree& part) {
            const Shrinkable<U>* tree = part.as<U>();
            if (tree && tree->template built_by<BoundTree>()) nested.push_back(*tree);
        };
        visit_part(me->dependent, me->gen, collect);
        const std::size_t count = nested.size();
        return Seq<Shrinkable<U>>::indexed(count, [me, nested = std::move(nested)](std::size_t i) -> std::optional<Shrinkable<U>> {
            const BoundTree* inner = nested[i].template node_of<BoundTree>();
            Random simplest = Random::simplest(me->mode);
            Shrinkable<T> redrawn = me->binding->source.regenerate(simplest, inner->source);
            return try_make(me->binding, redrawn, inner->seed, std::move(simplest), &inner->dependent);
        });
    }

    static Seq<Shrinkable<U>> children(const U&, const std::shared_ptr<const void>& state, std::int64_t, ShrinkRound round) {
        auto me = std::static_pointer_cast<const BoundTree>(state);
        auto sources = seq_filter_map<Seq<Shrinkable<U>>>(
            me->source.children(round), [me](Shrinkable<T> candidate) -> std::optional<Seq<Shrinkable<U>>> { return rebinds(me, std::move(candidate)); });
        return concat_lazy(seq_flatten<Shrinkable<U>>(std::move(sources)), [me, round] {
            return concat_lazy(seq_filter_map<Shrinkable<U>>(me->dependent.children(round), [me](Shrinkable<U> child) -> std::optional<Shrinkable<U>> {
                                   return with(me->binding, me->source, std::move(child), me->seed, me->mode, me->draws, me->gen);
                               }),
                               [me, round] { return round == ShrinkRound::restructuring ? promotions(me) : Seq<Shrinkable<U>>(); });
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
        auto state = falsify::detail::make_node<FilteredTree>(FilteredTree{inner, std::move(predicate)});
        return Shrinkable<T>::from_node_over(inner, std::move(state));
    }
    /// The filter behind `tree`, if it is a filtered tree.
    static const FilteredTree* of(const Shrinkable<T>& tree) {
        return tree.template node_of<FilteredTree>();
    }
    /// `inner` filtered like this tree, or nullopt when the predicate rejects it.
    std::optional<Shrinkable<T>> rewrap(Shrinkable<T> replaced) const {
        if (!(*predicate)(replaced.value())) return std::nullopt;
        return make(std::move(replaced), predicate);
    }
    static Seq<Shrinkable<T>> children(const T&, const std::shared_ptr<const void>& state, std::int64_t, ShrinkRound round) {
        auto me = std::static_pointer_cast<const FilteredTree>(state);
        return seq_filter_map<Shrinkable<T>>(me->inner.children(round), [me, round](Shrinkable<T> child) -> std::optional<Shrinkable<T>> {
            if ((*me->predicate)(child.value())) return make(std::move(child), me->predicate);
            auto nephews = child.children(round);
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
    using Tree = detail::BoundTree<T, U, F>;
    auto binding = falsify::detail::make_node<typename Tree::Binding>(typename Tree::Binding{source, std::move(f)});
    return Gen<U>([source] { return "gen::flat_map(" + source.name() + ")"; }, [binding](Random& random) { return Tree::generate(binding, random); },
                  [binding](Random& random, const Shrinkable<U>& earlier) { return Tree::refit(binding, random, earlier); },
                  [binding](const Shrinkable<U>& tree, const PartVisitor& visit) { Tree::parts(binding, tree, visit); });
}

}  // namespace falsify

namespace falsify::detail {

template <class V>
void visit_part(const Shrinkable<V>& part, const Gen<V>& gen, const PartVisitor& visit) {
    visit(NestedTree(part));
    gen.each_part(part, visit);
}

}  // namespace falsify::detail

namespace falsify {

template <class T>
template <class P>
Gen<T> Gen<T>::filter(P predicate, std::size_t max_attempts) const {
    Gen source = *this;
    auto shared = falsify::detail::make_node<typename detail::FilteredTree<T>::Predicate>(std::move(predicate));
    const auto label = [source] { return "gen::filter(" + source.name() + ")"; };
    // The first attempt may keep what fits of an earlier tree; the later ones are fresh.
    auto attempts = [source, shared, max_attempts](Random& random, const Shrinkable<T>* earlier) {
        for (std::size_t attempt = 0; attempt < max_attempts; ++attempt) {
            Shrinkable<T> tree = attempt == 0 && earlier ? source.regenerate(random, *earlier) : source.generate(random);
            if ((*shared)(tree.value())) return detail::FilteredTree<T>::make(std::move(tree), shared);
        }
        throw GenerationExhausted("gen::filter(" + source.name() + ")", max_attempts,
                                  "the predicate rejected every generated value; widen the source generator, raise "
                                  "the attempt budget, or build dependent values with gen::flat_map() instead of filtering");
    };
    Gen filtered = Gen<T>(
        label, [attempts](Random& random) { return attempts(random, nullptr); },
        [attempts](Random& random, const Shrinkable<T>& earlier) {
            const auto* kept = detail::FilteredTree<T>::of(earlier);
            return attempts(random, kept ? &kept->inner : nullptr);
        },
        [source](const Shrinkable<T>& tree, const PartVisitor& visit) {
            if (const auto* kept = detail::FilteredTree<T>::of(tree)) detail::visit_part(kept->inner, source, visit);
        });
    if (!source.domain()) return filtered;
    // The source's walk with the rejected values left out: its size is an upper bound.
    return filtered.with_domain(source.domain()->size, [source, shared](std::uint64_t index) {
        Shrinkable<T> tree = source.domain()->at(index);
        if (!(*shared)(tree.value())) throw DomainGap();
        return detail::FilteredTree<T>::make(std::move(tree), shared);
    });
}

}  // namespace falsify

namespace falsify {

template <class T>
auto Gen<T>::with_structure(Refit refit, Parts parts) const -> Gen {
    return Gen(falsify::detail::make_node<Structured<Refit, Parts>>(impl_, std::move(refit), std::move(parts)));
}

template <class T>
auto Gen<T>::with_domain(std::uint64_t size, std::function<Shrinkable<T>(std::uint64_t)> at) const -> Gen {
    return Gen(falsify::detail::make_node<WithDomain>(impl_, Domain<T>{size, std::move(at)}));
}

}  // namespace falsify
