#pragma once
// What <falsify/harness/commands.hpp> is made of, apart so that the public header reads as its API.
#include <falsify/harness/face.hpp>
#include <falsify/statemachine.hpp>
#include <falsify/statemachine/check_commands.hpp>
#include <falsify/statemachine/gen/parallel_commands.hpp>
#include <falsify/statemachine/parallel_commands.hpp>
#include <falsify/statemachine/state_machine.hpp>

#include <initializer_list>
#include <utility>
#include <vector>

namespace falsify::detail {

/// One sequence against a fresh system, the face's assertions collected.
template <class Face, class Model, class System, class Factory>
struct FaceCommandsBody {
    Factory make_system;
    void operator()(const CommandSequence<Model, System>& commands) const {
        harness::silenced<Face>([&] { StateMachine::check(commands, make_system); });
    }
};

/// One parallel case, run options.executions times, the face's assertions collected.
template <class Face, class Model, class System, class Factory>
struct FaceParallelBody {
    Factory make_system;
    ParallelCheckOptions options;
    void operator()(const ParallelCommands<Model, System>& commands) const {
        harness::silenced<Face>([&] { StateMachine::check_parallel(commands, make_system, options); });
    }
};

template <class Face, class Model, class System, class Factory, class... Extras>
void face_check_commands(Gen<CommandSequence<Model, System>> sequences, Factory make_system, Extras&&... extras) {
    const harness::Site site = Face::current_site("(commands)");
    auto property =
        commands_property(site.name, std::move(sequences), FaceCommandsBody<Face, Model, System, Factory>{std::move(make_system)},
                          std::forward<Extras>(extras)...);
    property.file(site.file);
    harness::check(property.definition(), site, Face::framework());
}

template <class Face, class Model, class System, class Factory, class... Extras>
void face_check_parallel_commands(Gen<ParallelCommands<Model, System>> cases, Factory make_system, ParallelCheckOptions options,
                                  Extras&&... extras) {
    const harness::Site site = Face::current_site("(commands)");
    using Body = FaceParallelBody<Face, Model, System, Factory>;
    Property<Body, const ParallelCommands<Model, System>&> property(site.name, Body{std::move(make_system), options});
    property.names({"commands"}).file(site.file);
    ExtrasApplier::apply(property, std::move(cases), std::forward<Extras>(extras)...);
    harness::check(property.definition(), site, Face::framework());
}

}  // namespace falsify::detail
