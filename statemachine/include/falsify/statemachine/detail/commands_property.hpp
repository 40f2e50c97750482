#pragma once
// The property behind every one-call state-machine check (check_commands, the
// rule runner and their test-framework faces): one parameter, named
// `commands`, over a generator of command sequences.
#include <falsify/property.hpp>
#include <falsify/statemachine/command_sequence.hpp>

#include <string>
#include <utility>

namespace falsify::detail {

/// The property over `sequences` whose body is `body`, the extras (a Config,
/// listeners, a corpus) applied in order.
template <class Model, class System, class Body, class... Extras>
Property<Body, const CommandSequence<Model, System>&> commands_property(std::string name, Gen<CommandSequence<Model, System>> sequences,
                                                                        Body body, Extras&&... extras) {
    Property<Body, const CommandSequence<Model, System>&> property(std::move(name), std::move(body));
    property.names({"commands"});
    ExtrasApplier::apply(property, std::move(sequences), std::forward<Extras>(extras)...);
    return property;
}

}  // namespace falsify::detail
