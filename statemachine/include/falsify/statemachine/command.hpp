#pragma once
// Command<Model, System>: one step of a state machine. Extend it and override
// what the command needs; everything has a default except run():
//
//   struct Push final : falsify::Command<Model, Stack> {
//       int value;
//       explicit Push(int value) : value(value) {}
//       Model next_state(const Model& model) const override { auto next = model; next.push_back(value); return next; }
//       falsify::CommandResult run(const Model&, Stack& stack) const override { stack.push(value); return {}; }
//       std::string label() const override { return falsify::show_call("Push", value); }
//   };
//
// Commands are immutable values shared between sequences (held as
// std::shared_ptr<const Command>), so every member function is const.
#include <falsify/show.hpp>
#include <falsify/statemachine/command_result.hpp>
#include <falsify/statemachine/detail/command.hpp>

#include <memory>
#include <string>
#include <string_view>
#include <typeinfo>

namespace falsify {

template <class Model, class System>
class Command {
public:
    using model_type = Model;
    using system_type = System;
    /// The root of the hierarchy: what sequences and generators hold.
    using command_type = Command;

    virtual ~Command() = default;

    /// Whether the command applies to `model`. It gates generation, and a command
    /// whose precondition no longer holds when a sequence is replayed is skipped.
    virtual bool precondition(const Model& /*model*/) const { return true; }
    /// The model after the command: a pure function of the model before it.
    virtual Model next_state(const Model& model) const { return model; }
    /// Acts on the system under test; `model` is the state before the command.
    /// Throwing fails the sequence with that exception.
    virtual CommandResult run(const Model& model, System& system) const = 0;
    /// Whether `result` (from run) is right for the state before the command.
    virtual bool postcondition(const Model& /*model*/, const CommandResult& /*result*/) const { return true; }
    /// The label used in traces; by default the class name followed by "()".
    virtual std::string label() const { return short_type_name(typeid(*this)) + "()"; }
};

template <class Model, class System>
using CommandPtr = std::shared_ptr<const Command<Model, System>>;

/// A label shaped as a call, each argument rendered as in messages:
/// show_call("Put", key, 3) gives `Put("a", 3)`.
template <class... Args>
std::string show_call(std::string_view name, const Args&... args);

/// A command renders as its label wherever a value is shown.
template <class Model, class System>
struct Show<std::shared_ptr<const Command<Model, System>>> {
    static void show(std::string& out, const std::shared_ptr<const Command<Model, System>>& command) {
        out += command ? command->label() : "nullptr";
    }
};

}  // namespace falsify

// The definitions of the templates and inline functions declared above.
#include <falsify/statemachine/impl/command.hpp>
