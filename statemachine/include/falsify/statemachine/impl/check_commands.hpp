#pragma once
// The definitions behind <falsify/statemachine/check_commands.hpp>, which includes this file at its end.
#include <falsify/statemachine/check_commands.hpp>

namespace falsify {

template <class Model, class System, class Factory, class... Extras>
Result check_commands(std::string name, Gen<CommandSequence<Model, System>> sequences, Factory make_system, Extras&&... extras) {
    return detail::commands_property(std::move(name), std::move(sequences),
                                     detail::CommandsBody<Model, System, Factory>{std::move(make_system)},
                                     std::forward<Extras>(extras)...)
        .check();
}

template <class Model, class System, class Factory, class... Extras>
Result check_commands(std::string name, Model initial_model, std::initializer_list<Gen<CommandPtr<Model, System>>> commands,
                      Factory make_system, Extras&&... extras) {
    return check_commands(std::move(name), Gen<CommandSequence<Model, System>>(gen::commands(std::move(initial_model), commands)),
                          std::move(make_system), std::forward<Extras>(extras)...);
}

}  // namespace falsify
