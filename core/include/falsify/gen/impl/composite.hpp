#pragma once
// The definitions behind <falsify/gen/composite.hpp>, which includes this file at its end.
#include <falsify/gen/composite.hpp>

namespace falsify::gen::detail {

template <class R, class F>
Shrinkable<R> CompositeTree<R, F>::run(std::shared_ptr<const F> body, const std::vector<AnyTree>& tape, std::uint64_t seed, EdgeCases mode, std::size_t depth) {
    Draw draw(seed, mode, tape);
    R value = (*body)(draw);
    auto state = falsify::detail::make_node<CompositeTree>(CompositeTree{std::move(body), seed, mode, std::move(draw.recorded_), depth});
    return Shrinkable<R>::from_node(std::move(value), std::move(state));
}

template <class R, class F>
Seq<Shrinkable<R>> CompositeTree<R, F>::children(const R& value, const std::shared_ptr<const void>& state, std::int64_t, ShrinkRound round) {
    auto me = std::static_pointer_cast<const CompositeTree>(state);
    if (me->depth >= composite_max_depth) return {};
    return Seq<Shrinkable<R>>([me, value, round, position = std::size_t{0}, current = std::optional<Seq<AnyTree>>()]() mutable
                              -> std::optional<Shrinkable<R>> {
        while (position < me->recorded.size()) {
            if (!current) current.emplace(me->recorded[position]->children(round));
            while (std::optional<AnyTree> candidate = current->next()) {
                if ((*candidate)->same_value(*me->recorded[position])) continue;
                // A candidate the body refuses (it throws) stands aside (see stand_in_budget).
                auto stand_ins = (*candidate)->children(round);
                for (int attempt = 0; candidate && attempt <= falsify::detail::stand_in_budget;
                     ++attempt, candidate = stand_ins.next()) {
                    std::vector<AnyTree> tape(me->recorded.begin(), me->recorded.begin() + static_cast<std::ptrdiff_t>(position));
                    tape.push_back(*candidate);
                    try {
                        Shrinkable<R> smaller = run(me->body, tape, me->seed, me->mode, me->depth + 1);
                        if constexpr (falsify::detail::Comparable<R>) {
                            if (smaller.value() == value) break;
                        }
                        return smaller;
                    } catch (const std::exception&) {
                    }
                }
            }
            current.reset();
            ++position;
        }
        return std::nullopt;
    });
}

}  // namespace falsify::gen::detail

namespace falsify::gen {

template <class T>
T Draw::operator()(const Gen<T>& generator) {
    return falsify::detail::value_of<T>(node_at(typeid(falsify::detail::TypedTree<T>), &generate_node<T>, &generator));
}

template <class T>
T Draw::draw(const Gen<T>& generator) {
    return (*this)(generator);
}

template <class T>
detail::AnyTree Draw::generate_node(Random& random, const void* generator) {
    return falsify::detail::erase(static_cast<const Gen<T>*>(generator)->generate(random));
}

}  // namespace falsify::gen

namespace falsify::gen {

template <class F>
Gen<std::decay_t<std::invoke_result_t<const F&, Draw&>>> composite(F body) {
    using R = std::decay_t<std::invoke_result_t<const F&, Draw&>>;
    auto shared = falsify::detail::make_node<F>(std::move(body));
    return Gen<R>("gen::composite()", [shared](Random& random) {
        const std::uint64_t seed = random.next_seed();
        return detail::CompositeTree<R, F>::run(shared, {}, seed, random.edge_cases(), 0);
    });
}

}  // namespace falsify::gen
