#pragma once
// The definitions behind <falsify/gen/aggregate.hpp>, which includes this file at its end.
#include <falsify/gen/aggregate.hpp>

namespace falsify::gen {

template <class T, class... Fs>
Gen<T> aggregate(Gen<Fs>... fields) {
    static_assert(std::is_aggregate_v<T>, "gen::aggregate<T> builds an aggregate (a struct with public fields and no constructors)");
    std::string name = "gen::aggregate<" + type_name(typeid(T)) + ">";
    return tuples(std::move(fields)...)
        .map([](const std::tuple<Fs...>& parts) { return std::apply([](const Fs&... f) { return T{f...}; }, parts); })
        .named(std::move(name));
}

template <detail::DerivableAggregate T>
Gen<T> aggregate() {
    static thread_local bool building = false;
    if (building) detail::refuse_recursive_aggregate(display_type_name(typeid(T)));
    building = true;
    struct Done {
        ~Done() { building = false; }
    } done;
    std::string name = "gen::aggregate<" + type_name(typeid(T)) + ">";
    return detail::aggregate_fields<T>(std::make_index_sequence<detail::field_count<T>>())
        .map([](const auto& parts) { return std::apply([](const auto&... f) { return T{f...}; }, parts); })
        .named(std::move(name));
}

}  // namespace falsify::gen
