#pragma once
// The definitions behind <falsify/gen/tuples.hpp>, which includes this file at its end.
#include <falsify/gen/tuples.hpp>

namespace falsify::gen {

template <class... Ts>
Gen<std::tuple<Ts...>> tuples(Gen<Ts>... gens) {
    using Tree = detail::TupleTree<Ts...>;
    auto all = falsify::detail::make_node<typename Tree::Gens>(gens...);
    auto name = [all] {
        std::string text = "gen::tuples(";
        std::apply([&](const auto&... g) { ((text += g.name() + ", "), ...); }, *all);
        if constexpr (sizeof...(Ts) > 0) text.resize(text.size() - 2);
        return text + ")";
    };
    // Braced initialisation: elements are generated left to right.
    Gen<std::tuple<Ts...>> sampled =
        Gen<std::tuple<Ts...>>(
            name,
            [all](Random& random) {
                return std::apply([&](const auto&... g) { return Tree::make(std::tuple<Shrinkable<Ts>...>{g.generate(random)...}, 0, all); }, *all);
            },
            [all](Random& random, const Shrinkable<std::tuple<Ts...>>& earlier) {
                const Tree* mine = earlier.template node_of<Tree>();
                return [&]<std::size_t... I>(std::index_sequence<I...>) {
                    if (!mine) return Tree::make(std::tuple<Shrinkable<Ts>...>{std::get<I>(*all).generate(random)...}, 0, all);
                    return Tree::make(std::tuple<Shrinkable<Ts>...>{std::get<I>(*all).regenerate(random, std::get<I>(mine->parts))...}, 0, all);
                }(std::index_sequence_for<Ts...>{});
            },
            [all](const Shrinkable<std::tuple<Ts...>>& tree, const falsify::PartVisitor& visit) {
                const Tree* mine = tree.template node_of<Tree>();
                if (!mine) return;
                [[maybe_unused]] const auto& parts = mine->parts;
                [&]<std::size_t... I>(std::index_sequence<I...>) { (falsify::detail::visit_part(std::get<I>(parts), std::get<I>(*all), visit), ...); }(
                    std::index_sequence_for<Ts...>{});
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
            const std::tuple<Gen<Ts>...> parts{gens...};
            return [&]<std::size_t... I>(std::index_sequence<I...>) {
                return detail::TupleTree<Ts...>::make(std::tuple<Shrinkable<Ts>...>{std::get<I>(parts).domain()->at(digits[I])...});
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
