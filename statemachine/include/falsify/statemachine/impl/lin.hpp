#pragma once
// The bodies behind <falsify/statemachine/lin.hpp>'s check_property.
#include <falsify/statemachine/lin.hpp>

#include <string>
#include <utility>

namespace falsify::lin {

namespace detail {

/// A case of lin::commands(spec), checked by lin::check.
template <class C>
struct LinBody {
    Spec<C> spec;
    void operator()(const ParallelCalls<C>& commands) const { lin::check(spec, commands); }
};

}  // namespace detail

template <class C, class... Extras>
Result check_property(std::string name, const Spec<C>& spec, Extras&&... extras) {
    Gen<ParallelCalls<C>> cases = commands(spec);
    Property<detail::LinBody<C>, const ParallelCalls<C>&> property(std::move(name), detail::LinBody<C>{spec});
    property.names({"commands"});
    falsify::detail::ExtrasApplier::apply(property, std::move(cases), std::forward<Extras>(extras)...);
    return property.check();
}

}  // namespace falsify::lin
