// What a state machine's commands did in the current run, counted into the
// property's CommandStatistics when the run passes.
#include <falsify/detail/run_observation.hpp>
#include <falsify/show.hpp>
#include <falsify/statemachine/command_statistics.hpp>
#include <falsify/statemachine/detail/command_observations.hpp>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

namespace falsify::detail {

namespace {

/// One kind of command in one run: a Command class (`type`) or a rule (`name`).
struct ObservedCommand {
    const std::type_info* type = nullptr;
    std::string name;
    std::size_t executed = 0;
    std::size_t skipped = 0;
    std::uint64_t elapsed_ns = 0;

    void tally(bool was_executed, std::uint64_t ns) {
        if (was_executed) {
            ++executed;
            elapsed_ns += ns;
        } else {
            ++skipped;
        }
    }
};

class CommandObservation final : public RunObservation {
public:
    std::vector<ObservedCommand> commands;      // by kind, in first-seen order
    std::vector<std::size_t> sequence_lengths;  // each sequence run

    std::shared_ptr<const StatisticsExtension> counted_into(const StatisticsExtension* total) const override {
        const auto* so_far = dynamic_cast<const CommandStatistics*>(total);
        if (total && !so_far) return nullptr;
        auto next = so_far ? std::make_shared<CommandStatistics>(*so_far) : std::make_shared<CommandStatistics>();
        for (const auto& command : commands) {
            std::string kind = command.type ? short_type_name(*command.type) : command.name;
            auto& known = next->commands;
            auto count = std::find_if(known.begin(), known.end(), [&](const CommandCount& c) { return c.kind == kind; });
            if (count == known.end()) count = known.insert(known.end(), CommandCount{std::move(kind), 0, 0, 0, 0});
            count->generated += command.executed + command.skipped;
            count->executed += command.executed;
            count->skipped += command.skipped;
            count->elapsed_ns += command.elapsed_ns;
        }
        for (const std::size_t length : sequence_lengths) {
            auto& lengths = next->sequence_lengths;
            auto at =
                std::lower_bound(lengths.begin(), lengths.end(), length, [](const auto& entry, std::size_t l) { return entry.first < l; });
            if (at == lengths.end() || at->first != length) at = lengths.insert(at, {length, 0});
            ++at->second;
        }
        return next;
    }
};

}  // namespace

bool observing_commands() noexcept { return observing_run(); }

void observe_sequence(std::size_t length) {
    if (auto* observation = observed_run<CommandObservation>()) observation->sequence_lengths.push_back(length);
}

void observe_declared(std::string_view kind) {
    auto* observation = observed_run<CommandObservation>();
    if (!observation) return;
    auto& commands = observation->commands;
    if (std::none_of(commands.begin(), commands.end(), [&](const ObservedCommand& c) { return !c.type && c.name == kind; }))
        commands.push_back(ObservedCommand{nullptr, std::string(kind), 0, 0, 0});
}

void observe_command(const std::type_info& kind, bool executed, std::uint64_t elapsed_ns) {
    auto* observation = observed_run<CommandObservation>();
    if (!observation) return;
    auto& commands = observation->commands;
    auto found = std::find_if(commands.begin(), commands.end(), [&](const ObservedCommand& c) { return c.type && *c.type == kind; });
    if (found == commands.end()) found = commands.insert(commands.end(), ObservedCommand{&kind, {}, 0, 0, 0});
    found->tally(executed, elapsed_ns);
}

void observe_command(std::string_view kind, bool executed, std::uint64_t elapsed_ns) {
    auto* observation = observed_run<CommandObservation>();
    if (!observation) return;
    auto& commands = observation->commands;
    auto found = std::find_if(commands.begin(), commands.end(), [&](const ObservedCommand& c) { return !c.type && c.name == kind; });
    if (found == commands.end()) found = commands.insert(commands.end(), ObservedCommand{nullptr, std::string(kind), 0, 0, 0});
    found->tally(executed, elapsed_ns);
}

}  // namespace falsify::detail
