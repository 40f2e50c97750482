#pragma once
// The Boost.Test face of check_commands: a state-machine test case in one call.
//
//   BOOST_AUTO_TEST_CASE(stack_matches_model) {
//       falsify::boost_test::check_commands(Model{}, {gen::command<Push>(gen::ints(0, 100)), gen::command<Pop>()},
//                                           [] { return Stack{}; });
//   }
//
// The verdict is reported at the test case's line, with the `Replay:` line of
// any property; BOOST_TEST and friends inside a command's run() fail that run.
// After make_system come, in any order, what FALSIFY_PROPERTY takes: a
// falsify::Config, listeners, a corpus; the environment overrides
// (PROPERTY_RUNS, PROPERTY_SEED, PROPERTY_DB, ...) apply. Link
// ../core//falsify_boost_test beside ../statemachine//falsify_statemachine.
#include <falsify/boost_test.hpp>
#include <falsify/statemachine/check_commands.hpp>

#include <initializer_list>
#include <string>
#include <utility>

namespace falsify::boost_test {

namespace detail {

/// One sequence against a fresh system, Boost.Test assertions collected.
template <class Model, class System, class Factory>
struct SilencedCommandsBody {
    Factory make_system;
    void operator()(const CommandSequence<Model, System>& commands) const {
        SilencedAssertions silence;
        try {
            StateMachine::check(commands, make_system);
        } catch (const boost::execution_aborted&) {
            // BOOST_REQUIRE: the failure was collected; rethrown below as ours.
        }
        silence.rethrow_if_failed();
    }
};

/// The running test case, as the site of a property it checks.
inline Site current_test_site() {
    const auto& test = boost::unit_test::framework::current_test_case();
    const boost::unit_test::const_string file = test.p_file_name;
    return Site{harness::interned_file_name(std::string(file.begin(), file.end())), static_cast<int>(test.p_line_num),
                test.p_name->c_str(), "(commands)"};
}

}  // namespace detail

/// Runs the sequences of `sequences` (gen::commands(...), perhaps under
/// gen::swarm) as the running test case's property.
template <class Model, class System, class Factory, class... Extras>
void check_commands(Gen<CommandSequence<Model, System>> sequences, Factory make_system, Extras&&... extras) {
    const Site site = detail::current_test_site();
    auto property = falsify::detail::commands_property(site.name, std::move(sequences),
                                                       detail::SilencedCommandsBody<Model, System, Factory>{std::move(make_system)},
                                                       std::forward<Extras>(extras)...);
    property.file(site.file);
    check_definition(property.definition(), site);
}

/// The same over gen::commands(initial_model, commands) at its default lengths.
template <class Model, class System, class Factory, class... Extras>
void check_commands(Model initial_model, std::initializer_list<Gen<CommandPtr<Model, System>>> commands, Factory make_system,
                    Extras&&... extras) {
    check_commands(Gen<CommandSequence<Model, System>>(gen::commands(std::move(initial_model), commands)), std::move(make_system),
                   std::forward<Extras>(extras)...);
}

}  // namespace falsify::boost_test
