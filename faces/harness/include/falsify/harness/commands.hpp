#pragma once
// Command sequences and parallel command sequences as the running test of any
// face: what <falsify/boost_test.hpp> (gtest.hpp, catch2.hpp, doctest.hpp)
// declare in the face's namespace, written once over the harness's face core
// (<falsify/harness/face.hpp>). Each call is the running test's property,
// reported at the test's line with its `Replay:` line; the face's assertions
// inside a command's run() fail that run. The extras after make_system:
// docs/reference/macros.md#extras; a parallel check takes a
// falsify::ParallelCheckOptions ({.executions = 64}) before them. The
// environment (PROPERTY_RUNS, PROPERTY_SEED, PROPERTY_DB, ...) applies.
#include <falsify/harness/detail/commands.hpp>
#include <falsify/harness/face.hpp>
#include <falsify/statemachine.hpp>
#include <falsify/statemachine/check_commands.hpp>
#include <falsify/statemachine/gen/parallel_commands.hpp>
#include <falsify/statemachine/parallel_commands.hpp>
#include <falsify/statemachine/state_machine.hpp>

#include <initializer_list>
#include <utility>
#include <vector>

/// Declares, in a face's namespace, its state-machine entry points over `Face`:
///   check_commands(gen::commands(...), make_system, extras...)
///   check_commands(initial_model, {command generators...}, make_system, extras...)
///   check_parallel_commands(gen::parallel_commands(...), make_system, [ParallelCheckOptions,] extras...)
///   check_parallel_commands(initial_model, {command generators...}, make_system, [ParallelCheckOptions,] extras...)
#define FALSIFY_DETAIL_STATEMACHINE_ENTRY_POINTS(Face)                                                                                     \
    template <class Model, class System, class Factory, class... Extras>                                                                   \
    void check_commands(::falsify::Gen<::falsify::CommandSequence<Model, System>> sequences, Factory make_system, Extras&&... extras) {    \
        ::falsify::detail::face_check_commands<Face>(std::move(sequences), std::move(make_system), std::forward<Extras>(extras)...);       \
    }                                                                                                                                      \
    template <class Model, class System, class Factory, class... Extras>                                                                   \
    void check_commands(Model initial_model, std::initializer_list<::falsify::Gen<::falsify::CommandPtr<Model, System>>> commands,         \
                        Factory make_system, Extras&&... extras) {                                                                         \
        ::falsify::detail::face_check_commands<Face>(                                                                                      \
            ::falsify::Gen<::falsify::CommandSequence<Model, System>>(::falsify::gen::commands(std::move(initial_model), commands)),       \
            std::move(make_system), std::forward<Extras>(extras)...);                                                                      \
    }                                                                                                                                      \
    template <class Model, class System, class Factory, class... Extras>                                                                   \
    void check_parallel_commands(::falsify::Gen<::falsify::ParallelCommands<Model, System>> cases, Factory make_system,                    \
                                 ::falsify::ParallelCheckOptions options, Extras&&... extras) {                                            \
        ::falsify::detail::face_check_parallel_commands<Face>(std::move(cases), std::move(make_system), options,                           \
                                                              std::forward<Extras>(extras)...);                                            \
    }                                                                                                                                      \
    template <class Model, class System, class Factory, class... Extras>                                                                   \
    void check_parallel_commands(::falsify::Gen<::falsify::ParallelCommands<Model, System>> cases, Factory make_system,                    \
                                 Extras&&... extras) {                                                                                     \
        ::falsify::detail::face_check_parallel_commands<Face>(std::move(cases), std::move(make_system), ::falsify::ParallelCheckOptions{}, \
                                                              std::forward<Extras>(extras)...);                                            \
    }                                                                                                                                      \
    template <class Model, class System, class Factory, class... Extras>                                                                   \
    void check_parallel_commands(Model initial_model,                                                                                      \
                                 std::initializer_list<::falsify::Gen<::falsify::CommandPtr<Model, System>>> commands,                     \
                                 Factory make_system, Extras&&... extras) {                                                                \
        check_parallel_commands(                                                                                                           \
            ::falsify::gen::parallel_commands(std::move(initial_model),                                                                    \
                                              std::vector<::falsify::Gen<::falsify::CommandPtr<Model, System>>>(commands)),                \
            std::move(make_system), std::forward<Extras>(extras)...);                                                                      \
    }                                                                                                                                      \
    static_assert(true, "")
