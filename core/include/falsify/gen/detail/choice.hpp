#pragma once
// What <falsify/gen/choice.hpp> is made of, apart so that the public header reads as its API.
#include <falsify/detail/comparable.hpp>
#include <falsify/detail/make_node.hpp>
#include <falsify/gen/swarm.hpp>
#include <falsify/gen_type.hpp>

#include <concepts>
#include <initializer_list>
#include <stdexcept>
#include <type_traits>
#include <utility>
#include <vector>

namespace falsify::gen::detail {

template <class T>
struct ElementTree {
    static Shrinkable<T> make(const std::shared_ptr<const std::vector<T>>& values, std::size_t index) {
        return Shrinkable<T>((*values)[index], &children, values, static_cast<std::int64_t>(index));
    }
    // Earlier listed values, each distinct from the ones before it and from the current one.
    static Seq<Shrinkable<T>> children(const T&, const std::shared_ptr<const void>& state, std::int64_t word, ShrinkRound) {
        auto values = std::static_pointer_cast<const std::vector<T>>(state);
        const auto index = static_cast<std::size_t>(word);
        return Seq<Shrinkable<T>>::indexed(index, [values, index](std::size_t j) -> std::optional<Shrinkable<T>> {
            if constexpr (falsify::detail::Comparable<T>) {
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
        auto state = falsify::detail::make_node<BranchTree>(BranchTree{std::move(gens), index, seed, mode, inner});
        return Shrinkable<T>::from_node_over(inner, std::move(state));
    }
    // Each earlier alternative twice: first at its simplest, keeping what fits
    // of this branch's tree (a "/" node becomes a "+" node over the same or
    // simplest operands: ["/", 0, 1] -> ["+", 0, 0]); then as the captured
    // seed draws it, which may keep the failure where the simplest does not.
    static Seq<Shrinkable<T>> children(const T&, const std::shared_ptr<const void>& state, std::int64_t, ShrinkRound round) {
        auto me = std::static_pointer_cast<const BranchTree>(state);
        auto earlier = Seq<Shrinkable<T>>::indexed(2 * me->index, [me](std::size_t k) -> std::optional<Shrinkable<T>> {
            const std::size_t j = k / 2;
            const bool simplest = k % 2 == 0;
            try {
                Random random = simplest ? Random::simplest(me->mode) : Random(me->seed, me->mode);
                Shrinkable<T> regenerated = simplest ? (*me->gens)[j].regenerate(random, me->inner) : (*me->gens)[j].generate(random);
                if constexpr (falsify::detail::Comparable<T>) {
                    // Two branches may produce the same value: never offer the parent again.
                    if (regenerated.value() == me->inner.value()) return std::nullopt;
                    if (!simplest) {
                        Random at_simplest = Random::simplest(me->mode);
                        if ((*me->gens)[j].regenerate(at_simplest, me->inner).value() == regenerated.value()) return std::nullopt;
                    }
                }
                return make(me->gens, j, me->seed, me->mode, std::move(regenerated));
            } catch (const GenerationExhausted&) {
                return std::nullopt;
            }
        });
        return concat_lazy(std::move(earlier), [me, round] {
            return seq_filter_map<Shrinkable<T>>(me->inner.children(round), [me](Shrinkable<T> child) -> std::optional<Shrinkable<T>> {
                return make(me->gens, me->index, me->seed, me->mode, std::move(child));
            });
        });
    }
};

template <class T>
Gen<T> elements_of(std::shared_ptr<const std::vector<T>> values, std::string name) {
    return Gen<T>(std::move(name),
                  [values](Random& random) { return ElementTree<T>::make(values, random.below_or_equal(values->size() - 1)); })
        .with_domain(values->size(), [values](std::uint64_t index) { return ElementTree<T>::make(values, static_cast<std::size_t>(index)); });
}

template <class T>
struct ElementVariants final : Swarmable<T> {
    std::shared_ptr<const std::vector<T>> values;
    std::string name;
    ElementVariants(std::shared_ptr<const std::vector<T>> values_arg, std::string name_arg) : values(std::move(values_arg)), name(std::move(name_arg)) {}
    std::size_t variant_count() const override { return values->size(); }
    Gen<T> with_variants(const std::vector<std::size_t>& kept) const override {
        return elements_of(falsify::detail::make_node<std::vector<T>>(restrict_to(*values, kept)), name);
    }
};

template <class T>
Choice<T> element_choice(std::vector<T> values, std::string name) {
    auto shared = falsify::detail::make_node<std::vector<T>>(std::move(values));
    return Choice<T>(elements_of(shared, name), falsify::detail::make_node<ElementVariants<T>>(shared, name));
}

template <class T>
Gen<T> one_of_gens(std::shared_ptr<const std::vector<Gen<T>>> gens, std::string name) {
    Gen<T> sampled(std::move(name), [gens](Random& random) {
        const std::size_t index = random.below_or_equal(gens->size() - 1);
        const std::uint64_t seed = random.next_seed();
        // Under a Random that draws its simplest values, the branch draws its simplest too.
        Random branch = random.draws_simplest() ? Random::simplest(random.edge_cases()) : Random(seed, random.edge_cases());
        branch.follow(random);
        return BranchTree<T>::make(gens, index, seed, random.edge_cases(), (*gens)[index].generate(branch));
    });
    // Finite when every branch is: the branches' domains one after another, in listed order.
    std::uint64_t size = 0;
    for (const Gen<T>& g : *gens) {
        if (!g.domain()) return sampled;
        size = size > UINT64_MAX - g.domain()->size ? UINT64_MAX : size + g.domain()->size;
    }
    return sampled.with_domain(size, [gens](std::uint64_t index) {
        std::size_t branch = 0;
        while (index >= (*gens)[branch].domain()->size) index -= (*gens)[branch++].domain()->size;
        // Seed 0: shrinking to an earlier branch regenerates it deterministically.
        return BranchTree<T>::make(gens, branch, 0, EdgeCases::Mixin, (*gens)[branch].domain()->at(index));
    });
}

template <class T>
struct OneOfVariants final : Swarmable<T> {
    std::shared_ptr<const std::vector<Gen<T>>> gens;
    std::string name;
    OneOfVariants(std::shared_ptr<const std::vector<Gen<T>>> gens_arg, std::string name_arg) : gens(std::move(gens_arg)), name(std::move(name_arg)) {}
    std::size_t variant_count() const override { return gens->size(); }
    Gen<T> with_variants(const std::vector<std::size_t>& kept) const override {
        return one_of_gens(falsify::detail::make_node<std::vector<Gen<T>>>(restrict_to(*gens, kept)), name);
    }
};

template <class T>
using Weighted = std::vector<std::pair<unsigned, Gen<T>>>;

template <class T>
Gen<T> frequency_of(std::shared_ptr<const Weighted<T>> weighted, std::uint64_t total) {
    return Gen<T>("gen::frequency()", [weighted, total](Random& random) {
        std::uint64_t pick = random.below_or_equal(total - 1);
        for (const auto& [weight, gen] : *weighted) {
            if (pick < weight) return gen.generate(random);
            pick -= weight;
        }
        return weighted->back().second.generate(random);
    });
}

template <class T>
struct FrequencyVariants final : Swarmable<T> {
    std::shared_ptr<const Weighted<T>> weighted;
    explicit FrequencyVariants(std::shared_ptr<const Weighted<T>> weighted_arg) : weighted(std::move(weighted_arg)) {}
    std::size_t variant_count() const override { return weighted->size(); }
    Gen<T> with_variants(const std::vector<std::size_t>& kept) const override {
        auto restricted = falsify::detail::make_node<Weighted<T>>(restrict_to(*weighted, kept));
        std::uint64_t total = 0;
        for (const auto& entry : *restricted) total += entry.first;
        return frequency_of(std::move(restricted), total);
    }
};

}  // namespace falsify::gen::detail
