#pragma once
// std::vector, std::optional, std::tuple and std::pair.
#include <array>
#include <cstdint>
#include <falsify/gen/numeric.hpp>
#include <falsify/gen/sequence_tree.hpp>

#include <optional>
#include <tuple>
#include <utility>
#include <vector>

namespace falsify::gen {

namespace detail {

template <class T>
std::vector<T> values_of(const std::vector<Shrinkable<T>>& elements) {
    std::vector<T> values;
    values.reserve(elements.size());
    for (const auto& e : elements) values.push_back(e.value());
    return values;
}

void check_sizes(const char* generator, std::size_t min_size, std::size_t max_size);

}  // namespace detail

/// Vectors whose size is uniform in [min_size, max_size].
template <class T>
Gen<std::vector<T>> vectors(Gen<T> element, std::size_t min_size = 0, std::size_t max_size = 100) {
    detail::check_sizes("gen::vectors", min_size, max_size);
    return Gen<std::vector<T>>(
        "gen::vectors(" + element.name() + ")", [element, min_size, max_size](Random& random) {
            const std::size_t size = random.between(min_size, max_size);
            std::vector<Shrinkable<T>> elements;
            elements.reserve(size);
            for (std::size_t i = 0; i < size; ++i) elements.push_back(element.generate(random));
            return detail::SequenceTree<T, std::vector<T>>::make(std::move(elements), min_size, &detail::values_of<T>);
        });
}

template <class T>
Gen<std::vector<T>> non_empty_vectors(Gen<T> element, std::size_t max_size = 100) {
    return vectors(std::move(element), 1, max_size);
}

/// std::nullopt half of the time; shrinks to std::nullopt first, then within.
template <class T>
Gen<std::optional<T>> optionals(Gen<T> inner) {
    return Gen<std::optional<T>>("gen::optionals(" + inner.name() + ")", [inner](Random& random) {
        if (random.below_or_equal(1) == 0) return Shrinkable<std::optional<T>>::leaf(std::nullopt);
        Shrinkable<std::optional<T>> present = inner.generate(random).map([](const T& v) { return std::optional<T>(v); });
        return Shrinkable<std::optional<T>>::of(present.value(), [present] {
            return concat_lazy(Seq<Shrinkable<std::optional<T>>>::from_vector({Shrinkable<std::optional<T>>::leaf(std::nullopt)}),
                               [present] { return present.children(); });
        });
    });
}

namespace detail {

template <class T>
inline constexpr bool is_vector = false;
template <class E>
inline constexpr bool is_vector<std::vector<E>> = true;

template <class... Ts>
struct TupleTree {
    using Tuple = std::tuple<Ts...>;
    std::tuple<Shrinkable<Ts>...> parts;
    /// The position whose shrink produced this tuple: its candidates start
    /// there (the positions before it were just tried) and wrap around.
    std::size_t resume = 0;

    static Shrinkable<Tuple> make(std::tuple<Shrinkable<Ts>...> parts, std::size_t resume = 0) {
        Tuple value = std::apply([](const auto&... p) { return Tuple(p.value()...); }, parts);
        auto state = std::make_shared<const TupleTree>(TupleTree{std::move(parts), resume});
        return Shrinkable<Tuple>(std::move(value), &children, std::move(state));
    }

    /// Position I shrunk alone, through its own tree.
    template <std::size_t I>
    static Seq<Shrinkable<Tuple>> position(const std::shared_ptr<const TupleTree>& me) {
        return seq_filter_map<Shrinkable<Tuple>>(std::get<I>(me->parts).children(), [me](auto child) -> std::optional<Shrinkable<Tuple>> {
            auto parts = me->parts;
            std::get<I>(parts) = std::move(child);
            return make(std::move(parts), I);
        });
    }

    static Seq<Shrinkable<Tuple>> position_at(const std::shared_ptr<const TupleTree>& me, std::size_t i) {
        Seq<Shrinkable<Tuple>> out;
        [&]<std::size_t... I>(std::index_sequence<I...>) { ((i == I ? (out = position<I>(me), 0) : 0), ...); }(std::index_sequence_for<Ts...>{});
        return out;
    }

    static Seq<Shrinkable<Tuple>> children(const Tuple&, const std::shared_ptr<const void>& state, std::int64_t) {
        auto me = std::static_pointer_cast<const TupleTree>(state);
        constexpr std::size_t n = sizeof...(Ts);
        // Equal integers first (moving one alone would only break what makes
        // them fail together), then coupled integers and lists that move as
        // one, before each position alone; folds and the simplest rest last.
        return concat_lazy(pairs<true>(me), [me] {
            return concat_lazy(pairs<false>(me), [me] {
                return concat_lazy(merges(me), [me] {
                    auto positions = seq_flatten<Shrinkable<Tuple>>(Seq<Seq<Shrinkable<Tuple>>>::indexed(
                        n, [me](std::size_t k) -> std::optional<Seq<Shrinkable<Tuple>>> { return position_at(me, (me->resume + k) % n); }));
                    return concat_lazy(std::move(positions), [me] { return concat_lazy(folds(me), [me] { return with_rest_simplest<0>(me); }); });
                });
            });
        });
    }

    /// Position I at its first candidate with every later position at its own
    /// first candidate too: when a later value only means something under the
    /// earlier one (an operator and its operands, a tag and its payload), no
    /// single move reaches the simpler pair. Tried last, once per position.
    template <std::size_t I>
    static Seq<Shrinkable<Tuple>> with_rest_simplest(std::shared_ptr<const TupleTree> me) {
        if constexpr (I + 1 >= sizeof...(Ts)) {
            return {};
        } else {
            return concat_lazy(Seq<Shrinkable<Tuple>>::indexed(1, [me](std::size_t) -> std::optional<Shrinkable<Tuple>> {
                auto first = std::get<I>(me->parts).children().next();
                if (!first) return std::nullopt;
                auto parts = me->parts;
                std::get<I>(parts) = std::move(*first);
                if (!simplify_after<I + 1>(parts)) return std::nullopt;
                return make(std::move(parts));
            }), [me] { return with_rest_simplest<I + 1>(me); });
        }
    }

    /// Moves every position from J on to its first candidate; false when none has one.
    template <std::size_t J>
    static bool simplify_after(std::tuple<Shrinkable<Ts>...>& parts) {
        if constexpr (J >= sizeof...(Ts)) {
            return false;
        } else {
            bool moved = false;
            if (auto first = std::get<J>(parts).children().next()) {
                std::get<J>(parts) = std::move(*first);
                moved = true;
            }
            return simplify_after<J + 1>(parts) || moved;
        }
    }

    /// The candidates `at.template operator()<I, J>(me)` of every pair of
    /// positions I < J, pair after pair.
    template <std::size_t I, std::size_t J, class At>
    static Seq<Shrinkable<Tuple>> each_pair(const std::shared_ptr<const TupleTree>& me, At at) {
        if constexpr (I + 1 >= sizeof...(Ts)) {
            return {};
        } else if constexpr (J >= sizeof...(Ts)) {
            return each_pair<I + 1, I + 2>(me, at);
        } else {
            return concat_lazy(at.template operator()<I, J>(me), [me, at] { return each_pair<I, J + 1>(me, at); });
        }
    }

    template <std::size_t I, std::size_t J>
    static constexpr bool same_integers = std::is_same_v<std::tuple_element_t<I, Tuple>, std::tuple_element_t<J, Tuple>> &&
                                          std::is_integral_v<std::tuple_element_t<I, Tuple>> &&
                                          !std::is_same_v<std::tuple_element_t<I, Tuple>, bool>;

    /// Two non-empty vectors of one type (I < J) as one: J's elements appended
    /// to I's, J left empty. Lists whose contents only matter together (a
    /// total across them) concentrate in fewer of them; each candidate has
    /// one non-empty position fewer.
    static Seq<Shrinkable<Tuple>> merges(const std::shared_ptr<const TupleTree>& me) {
        return each_pair<0, 1>(me, []<std::size_t I, std::size_t J>(const std::shared_ptr<const TupleTree>& tree) -> Seq<Shrinkable<Tuple>> {
            using A = std::tuple_element_t<I, Tuple>;
            if constexpr (std::is_same_v<A, std::tuple_element_t<J, Tuple>> && is_vector<A>) {
                using Vectors = VectorTrees<typename A::value_type>;
                return Seq<Shrinkable<Tuple>>::indexed(1, [tree](std::size_t) -> std::optional<Shrinkable<Tuple>> {
                    const auto& a = std::get<I>(tree->parts);
                    const auto& b = std::get<J>(tree->parts);
                    const auto* left = Vectors::sequence(a);
                    const auto* right = Vectors::sequence(b);
                    if (!left || !right) return std::nullopt;
                    auto joined = left->elements;
                    joined.insert(joined.end(), right->elements.begin(), right->elements.end());
                    auto emptied = Vectors::rebuild(b, {});
                    auto merged = emptied ? Vectors::rebuild(a, std::move(joined)) : std::nullopt;
                    if (!merged) return std::nullopt;
                    auto parts = tree->parts;
                    std::get<I>(parts) = std::move(*merged);
                    std::get<J>(parts) = std::move(*emptied);
                    return make(std::move(parts), I);
                });
            } else {
                return {};
            }
        });
    }

    /// Two integer positions of one type, both away from one target (I < J):
    /// I at its target, J moved by I's distance, as a sequence folds
    /// neighbours (the total is kept, one position fewer away from the target).
    static Seq<Shrinkable<Tuple>> folds(const std::shared_ptr<const TupleTree>& me) {
        return each_pair<0, 1>(me, []<std::size_t I, std::size_t J>(const std::shared_ptr<const TupleTree>& tree) -> Seq<Shrinkable<Tuple>> {
            if constexpr (same_integers<I, J>) {
                using Pairs = SequenceTree<std::tuple_element_t<I, Tuple>, std::vector<std::tuple_element_t<I, Tuple>>>;
                return Seq<Shrinkable<Tuple>>::indexed(1, [tree](std::size_t) -> std::optional<Shrinkable<Tuple>> {
                    auto parts = tree->parts;
                    if (!Pairs::fold_pair(std::get<I>(parts), std::get<J>(parts), false)) return std::nullopt;
                    return make(std::move(parts), J);
                });
            } else {
                return {};
            }
        });
    }

    /// Two positions of one integer type moving together, as in a sequence:
    /// equal values toward the same smaller value (before any position alone),
    /// others shifted by the same amount (before every position alone too: a
    /// pair whose difference matters moves as one).
    template <bool Equal>
    static Seq<Shrinkable<Tuple>> pairs(const std::shared_ptr<const TupleTree>& me) {
        return each_pair<0, 1>(me, []<std::size_t I, std::size_t J>(const std::shared_ptr<const TupleTree>& tree) -> Seq<Shrinkable<Tuple>> {
            if constexpr (same_integers<I, J>) {
                using A = std::tuple_element_t<I, Tuple>;
                using Pairs = SequenceTree<A, std::vector<A>>;
                const auto& a = std::get<I>(tree->parts);
                const auto& b = std::get<J>(tree->parts);
                if ((a.value() == b.value()) != Equal) return {};
                return seq_filter_map<Shrinkable<Tuple>>(Pairs::shrink_together(a, b, true),
                                                         [tree](Shrinkable<A> moved) -> std::optional<Shrinkable<Tuple>> {
                                                             auto parts = tree->parts;
                                                             Pairs::place_pair(std::get<I>(parts), std::get<J>(parts), std::move(moved));
                                                             return make(std::move(parts));
                                                         });
            } else {
                return {};
            }
        });
    }
};

}  // namespace detail

/// Fixed-arity tuples; each position shrinks through its own tree, in order.
template <class... Ts>
Gen<std::tuple<Ts...>> tuples(Gen<Ts>... gens) {
    std::string name = "gen::tuples(";
    ((name += gens.name() + ", "), ...);
    if constexpr (sizeof...(Ts) > 0) name.resize(name.size() - 2);
    name += ")";
    Gen<std::tuple<Ts...>> sampled(name, [gens...](Random& random) {
        // Braced initialisation: elements are generated left to right.
        return detail::TupleTree<Ts...>::make(std::tuple<Shrinkable<Ts>...>{gens.generate(random)...});
    });
    if constexpr (sizeof...(Ts) > 0) {
        if (!(gens.domain() && ...)) return sampled;
        // The product of the positions' domains (saturating), the first position varying slowest.
        std::uint64_t size = 1;
        for (std::uint64_t part : {gens.domain()->size...})
            size = part != 0 && size > UINT64_MAX / part ? UINT64_MAX : size * part;
        return sampled.with_domain(size, [gens...](std::uint64_t index) {
            const std::array<std::uint64_t, sizeof...(Ts)> sizes{gens.domain()->size...};
            std::array<std::uint64_t, sizeof...(Ts)> digits{};
            for (std::size_t i = sizeof...(Ts); i-- > 0;) {
                digits[i] = index % sizes[i];
                index /= sizes[i];
            }
            const std::tuple<Gen<Ts>...> all{gens...};
            return [&]<std::size_t... I>(std::index_sequence<I...>) {
                return detail::TupleTree<Ts...>::make(std::tuple<Shrinkable<Ts>...>{std::get<I>(all).domain()->at(digits[I])...});
            }(std::index_sequence_for<Ts...>{});
        });
    } else {
        return sampled;
    }
}

template <class A, class B>
Gen<std::pair<A, B>> pairs(Gen<A> first, Gen<B> second) {
    std::string name = "gen::pairs(" + first.name() + ", " + second.name() + ")";
    return tuples(std::move(first), std::move(second))
        .map([](const std::tuple<A, B>& t) { return std::pair<A, B>(std::get<0>(t), std::get<1>(t)); })
        .named(std::move(name));
}

}  // namespace falsify::gen
