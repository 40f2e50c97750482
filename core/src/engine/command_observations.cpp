// What a state machine's commands did in the current run, for its statistics.
#include <falsify/detail/command_observations.hpp>

#include "engine/draw_context.hpp"

#include <algorithm>

namespace falsify::detail {

namespace {

void tally(ObservedCommand& command, bool executed, std::uint64_t elapsed_ns) {
    if (executed) {
        ++command.executed;
        command.elapsed_ns += elapsed_ns;
    } else {
        ++command.skipped;
    }
}

DrawContext* observing_context() noexcept {
    DrawContext* context = current_context_if_any();
    return context && context->observe_commands ? context : nullptr;
}

}  // namespace

bool observing_commands() noexcept { return observing_context() != nullptr; }

void observe_sequence(std::size_t length) {
    if (DrawContext* context = observing_context()) context->observed.sequence_lengths.push_back(length);
}

void observe_command(const std::type_info& kind, bool executed, std::uint64_t elapsed_ns) {
    DrawContext* context = observing_context();
    if (!context) return;
    auto& commands = context->observed.commands;
    auto found = std::find_if(commands.begin(), commands.end(), [&](const ObservedCommand& c) { return c.type && *c.type == kind; });
    if (found == commands.end()) found = commands.insert(commands.end(), ObservedCommand{&kind, {}, 0, 0, 0});
    tally(*found, executed, elapsed_ns);
}

void observe_command(std::string_view kind, bool executed, std::uint64_t elapsed_ns) {
    DrawContext* context = observing_context();
    if (!context) return;
    auto& commands = context->observed.commands;
    auto found = std::find_if(commands.begin(), commands.end(), [&](const ObservedCommand& c) { return !c.type && c.name == kind; });
    if (found == commands.end()) found = commands.insert(commands.end(), ObservedCommand{nullptr, std::string(kind), 0, 0, 0});
    tally(*found, executed, elapsed_ns);
}

}  // namespace falsify::detail
