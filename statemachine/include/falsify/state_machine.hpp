#pragma once
// StateMachine::check(sequence, system_factory): runs a command sequence
// against a fresh system, checking every postcondition against the model.
//
// A command whose precondition does not hold on the running model is skipped,
// not failed: shrinking deletes commands without re-validating the rest (that
// would cost an execution per candidate), so a deletion can invalidate a later
// command, and the replay is where that is caught. Steps count executed
// commands only, so `step 3` is the third command of the reported sequence.
#include <falsify/command_sequence.hpp>
#include <falsify/postcondition_violation.hpp>
#include <falsify/show.hpp>

#include <concepts>
#include <cstddef>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace falsify {

class StateMachine {
public:
    /// Runs `sequence` against the system `make_system()` returns: a System by
    /// value, or a pointer to one (std::unique_ptr, std::shared_ptr). Throws
    /// PostconditionViolation at the first false postcondition; an exception
    /// thrown by a command's run() propagates unchanged.
    template <class Model, class System, class Factory>
    static void check(const CommandSequence<Model, System>& sequence, Factory&& make_system) {
        auto made = std::forward<Factory>(make_system)();
        if constexpr (std::is_same_v<std::decay_t<decltype(made)>, System>) {
            run(sequence, made);
        } else {
            static_assert(std::is_convertible_v<decltype(*made), System&>,
                          "falsify: the system factory must return the System by value, or a pointer to it "
                          "(std::unique_ptr<System>, std::shared_ptr<System>)");
            run(sequence, *made);
        }
    }

    /// Runs `sequence` against a value-initialised System.
    template <class Model, class System>
        requires std::default_initializable<System>
    static void check(const CommandSequence<Model, System>& sequence) {
        System system{};
        run(sequence, system);
    }

private:
    template <class Model, class System>
    static void run(const CommandSequence<Model, System>& sequence, System& system) {
        Model model = sequence.initial_model;
        std::vector<const Command<Model, System>*> executed;
        executed.reserve(sequence.commands.size());
        for (const auto& command : sequence.commands) {
            if (!command->precondition(model)) continue;
            executed.push_back(command.get());
            const CommandResult result = command->run(model, system);
            if (!command->postcondition(model, result)) {
                std::vector<std::string> labels;
                labels.reserve(executed.size());
                for (const auto* done : executed) labels.push_back(done->label());
                throw PostconditionViolation(executed.size(), std::move(labels), falsify::show(model), result.show());
            }
            model = command->next_state(model);
        }
    }
};

}  // namespace falsify
