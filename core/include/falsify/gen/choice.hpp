#pragma once
// Choices: constant, elements (values), one_of (generators), frequency (weighted generators).
#include <falsify/gen_type.hpp>

#include <concepts>
#include <initializer_list>
#include <stdexcept>
#include <utility>
#include <vector>

namespace falsify::gen {

template <class T>
Gen<T> constant(T value) {
    return Gen<T>("gen::constant()", [value](Random&) { return Shrinkable<T>::leaf(value); });
}

namespace detail {

template <class T>
struct ElementTree {
    static Shrinkable<T> make(const std::shared_ptr<const std::vector<T>>& values, std::size_t index) {
        return Shrinkable<T>((*values)[index], &children, values, static_cast<std::int64_t>(index));
    }
    // Earlier listed values, each distinct from the ones before it and from the current one.
    static Seq<Shrinkable<T>> children(const T&, const std::shared_ptr<const void>& state, std::int64_t word) {
        auto values = std::static_pointer_cast<const std::vector<T>>(state);
        const auto index = static_cast<std::size_t>(word);
        return Seq<Shrinkable<T>>::indexed(index, [values, index](std::size_t j) -> std::optional<Shrinkable<T>> {
            if constexpr (std::equality_comparable<T>) {
                if ((*values)[j] == (*values)[index]) return std::nullopt;
                for (std::size_t k = 0; k < j; ++k)
                    if ((*values)[k] == (*values)[j]) return std::nullopt;
            }
            return make(values, j);
        });
    }
};

template <class T>
struct BranchTree {
    // one_of: earlier generators first (regenerated from the captured seed), then within the branch.
    std::shared_ptr<const std::vector<Gen<T>>> gens;
    std::size_t index;
    std::uint64_t seed;
    EdgeCases mode;
    Shrinkable<T> inner;

    static Shrinkable<T> make(std::shared_ptr<const std::vector<Gen<T>>> gens, std::size_t index, std::uint64_t seed, EdgeCases mode,
                              Shrinkable<T> inner) {
        T value = inner.value();
        auto state = std::make_shared<const BranchTree>(BranchTree{std::move(gens), index, seed, mode, std::move(inner)});
        return Shrinkable<T>(std::move(value), &children, std::move(state));
    }
    static Seq<Shrinkable<T>> children(const T&, const std::shared_ptr<const void>& state, std::int64_t) {
        auto me = std::static_pointer_cast<const BranchTree>(state);
        auto earlier = Seq<Shrinkable<T>>::indexed(me->index, [me](std::size_t j) -> std::optional<Shrinkable<T>> {
            try {
                Random random(me->seed, me->mode);
                return make(me->gens, j, me->seed, me->mode, (*me->gens)[j].generate(random));
            } catch (const GenerationExhausted&) {
                return std::nullopt;
            }
        });
        return concat_lazy(std::move(earlier), [me] {
            return seq_filter_map<Shrinkable<T>>(me->inner.children(), [me](Shrinkable<T> child) -> std::optional<Shrinkable<T>> {
                return make(me->gens, me->index, me->seed, me->mode, std::move(child));
            });
        });
    }
};

}  // namespace detail

/// One of the listed values, uniformly; shrinks toward earlier distinct values.
template <class T>
Gen<T> elements(std::vector<T> values) {
    if (values.empty()) throw std::invalid_argument("gen::elements: at least one value is required");
    auto shared = std::make_shared<const std::vector<T>>(std::move(values));
    return Gen<T>("gen::elements()", [shared](Random& random) {
        return detail::ElementTree<T>::make(shared, random.below_or_equal(shared->size() - 1));
    });
}

template <class T>
Gen<T> elements(std::initializer_list<T> values) {
    return elements(std::vector<T>(values));
}

/// One of the generators, uniformly; shrinks toward earlier generators, then within.
template <class T, class... More>
Gen<T> one_of(Gen<T> first, More... more) {
    auto gens = std::make_shared<const std::vector<Gen<T>>>(std::vector<Gen<T>>{std::move(first), Gen<T>(std::move(more))...});
    std::string name = "gen::one_of(";
    for (const auto& g : *gens) name += g.name() + ", ";
    name.resize(name.size() - 2);
    name += ")";
    return Gen<T>(name, [gens](Random& random) {
        const std::size_t index = random.below_or_equal(gens->size() - 1);
        const std::uint64_t seed = random.next_seed();
        Random branch(seed, random.edge_cases());
        return detail::BranchTree<T>::make(gens, index, seed, random.edge_cases(), (*gens)[index].generate(branch));
    });
}

/// A weighted choice among generators (weights >= 1); shrinks within the branch drawn.
template <class T>
Gen<T> frequency(std::vector<std::pair<unsigned, Gen<T>>> weighted) {
    if (weighted.empty()) throw std::invalid_argument("gen::frequency: at least one weighted generator is required");
    std::uint64_t total = 0;
    for (const auto& [weight, gen] : weighted) {
        if (weight < 1) throw std::invalid_argument("gen::frequency: every weight must be at least 1, got 0 for " + gen.name());
        total += weight;
    }
    return Gen<T>("gen::frequency()", [weighted = std::move(weighted), total](Random& random) {
        std::uint64_t pick = random.below_or_equal(total - 1);
        for (const auto& [weight, gen] : weighted) {
            if (pick < weight) return gen.generate(random);
            pick -= weight;
        }
        return weighted.back().second.generate(random);
    });
}

}  // namespace falsify::gen
