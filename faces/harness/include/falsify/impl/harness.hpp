#pragma once
// The definitions behind <falsify/harness.hpp>, which includes this file at its end.
#include <falsify/harness.hpp>

namespace falsify::harness {

template <class Body, class... Args, class... Extras>
PropertyDefinition define(Body body, const Site& site, Extras&&... extras) {
    // Every parameter needs a generator: refused here, at compile time, where
    // the plain API refuses it when the property is assembled.
    falsify::detail::require_generators(falsify::detail::TypeList<Args...>{}, falsify::detail::TypeList<Extras...>{},
                                        std::index_sequence_for<Args...>());
    Property<Body, Args...> property(site.name, std::move(body));
    property.names(falsify::detail::parameter_names(site.parameters)).file(site.file);
    falsify::detail::ExtrasApplier::apply(property, std::forward<Extras>(extras)...);
    return property.definition();
}

}  // namespace falsify::harness
