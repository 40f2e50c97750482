#pragma once
// The definitions behind <falsify/gen/choice.hpp>, which includes this file at its end.
#include <falsify/gen/choice.hpp>

namespace falsify::gen {

template <class T>
Gen<T> constant(T value) {
    return Gen<T>("gen::constant()", [value](Random&) { return Shrinkable<T>::leaf(value); })
        .with_domain(1, [value](std::uint64_t) { return Shrinkable<T>::leaf(value); });
}

template <class T>
Choice<T> elements(std::vector<T> values) {
    if (values.empty()) throw std::invalid_argument("gen::elements: at least one value is required");
    return detail::element_choice(std::move(values), "gen::elements()");
}

template <class T>
Choice<T> elements(std::initializer_list<T> values) {
    return elements(std::vector<T>(values));
}

template <class E>
    requires std::is_enum_v<E>
Choice<E> enums(std::vector<E> values) {
    if (values.empty())
        throw std::invalid_argument("gen::enums: at least one enumerator is required; list the values to draw from, "
                                    "e.g. gen::enums({Color::red, Color::green})");
    return detail::element_choice(std::move(values), "gen::enums()");
}

template <class E>
    requires std::is_enum_v<E>
Choice<E> enums(std::initializer_list<E> values) {
    return enums(std::vector<E>(values));
}

template <class T, class... More>
Choice<T> one_of(Gen<T> first, More... more) {
    auto gens = falsify::detail::make_node<std::vector<Gen<T>>>(std::vector<Gen<T>>{std::move(first), Gen<T>(std::move(more))...});
    std::string name = "gen::one_of(";
    for (const auto& g : *gens) name += g.name() + ", ";
    name.resize(name.size() - 2);
    name += ")";
    return Choice<T>(detail::one_of_gens(gens, name), falsify::detail::make_node<detail::OneOfVariants<T>>(gens, name));
}

template <class T>
Choice<T> frequency(std::vector<std::pair<unsigned, Gen<T>>> weighted) {
    if (weighted.empty()) throw std::invalid_argument("gen::frequency: at least one weighted generator is required");
    std::uint64_t total = 0;
    for (const auto& [weight, gen] : weighted) {
        if (weight < 1) throw std::invalid_argument("gen::frequency: every weight must be at least 1, got 0 for " + gen.name());
        total += weight;
    }
    auto shared = falsify::detail::make_node<detail::Weighted<T>>(std::move(weighted));
    return Choice<T>(detail::frequency_of(shared, total), falsify::detail::make_node<detail::FrequencyVariants<T>>(shared));
}

}  // namespace falsify::gen
