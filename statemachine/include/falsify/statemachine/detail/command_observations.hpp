#pragma once
// What a state machine's runner records of its commands while a property runs
// it, for CommandStatistics. Outside a run the statistics count (a random or
// search phase's), each call does nothing, so StateMachine::check stays usable
// on its own and shrinking pays nothing.
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <typeinfo>

namespace falsify::detail {

/// Whether this run's commands are recorded: a runner times a command only then.
bool observing_commands() noexcept;
/// A sequence of `length` commands is about to run.
void observe_sequence(std::size_t length);
/// One command of the sequence, of the class `kind` or the rule named `kind`:
/// run (taking `elapsed_ns`), or passed over because a precondition did not
/// hold. Each command of a sequence is observed once, so the generated ones
/// are those observed.
void observe_command(const std::type_info& kind, bool executed, std::uint64_t elapsed_ns);
void observe_command(std::string_view kind, bool executed, std::uint64_t elapsed_ns);
/// The rule named `kind` exists, whether or not a sequence holds it: one never
/// generated is counted, with nothing, so that a pass can say it never ran.
void observe_declared(std::string_view kind);

}  // namespace falsify::detail
