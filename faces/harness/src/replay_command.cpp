// The `Replay:` command of a falsification.
#include <falsify/environment.hpp>
#include <falsify/harness.hpp>

#include <algorithm>
#include <cstdlib>

namespace falsify::harness {

std::string shell_quote(const std::string& text) {
    // A control character (a newline in a file name) would break the one-line command, or be
    // pasted as typed: such a text is written $'...', which bash, zsh and POSIX.1-2024 sh read.
    const bool control = std::any_of(text.begin(), text.end(), [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7f; });
    if (!control) {
        std::string out = "'";
        for (char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
        return out + "'";
    }
    static const char hex[] = "0123456789abcdef";
    std::string out = "$'";
    for (char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (c == '\'' || c == '\\') {
            out += '\\';
            out += c;
        } else if (byte < 0x20 || byte == 0x7f) {
            out += "\\x";
            out += hex[byte >> 4];
            out += hex[byte & 0xf];
        } else {
            out += c;
        }
    }
    return out + "'";
}

namespace {

/// The phases a replay of one seed runs: those this run ran, with the random
/// phase (a failure found by a seed entry of the corpus was found under the
/// corpus phase alone) and, to follow a path, the shrink phase; without the
/// corpus phase, which a fresh shell has no PROPERTY_DB for. Empty when this
/// run's phases (the environment's PROPERTY_PHASES, or the code's) already replay it.
std::string replay_phases(const Config& config, bool follows_path) {
    const bool has_random = config.has_phase(Phase::Random);
    const bool has_shrink = config.has_phase(Phase::Shrink);
    if (has_random && (has_shrink || !follows_path)) return {};
    std::string phases;
    for (Phase phase : {Phase::Examples, Phase::Random, Phase::Shrink, Phase::Explain}) {
        const bool wanted = config.has_phase(phase) || phase == Phase::Random || (phase == Phase::Shrink && follows_path);
        if (!wanted) continue;
        // Appended piece by piece: g++ -O3 warns falsely (-Wrestrict) on "," + a string.
        if (!phases.empty()) phases.append(1, ',');
        phases.append(to_string(phase));
    }
    return phases;
}

}  // namespace

std::string replay_command(const Result& result, const PropertyDefinition& definition, const TestContext& context) {
    std::string command = "PROPERTY_SEED=" + std::to_string(result.seed());
    const auto& ce = result.counter_example();
    if (ce && !ce->path.empty()) command += " PROPERTY_PATH=" + shell_quote(ce->path);
    // The run that failed, and not the ones before it, whose timing may differ today.
    const bool pinned = ce && ce->attempt > 1;
    if (pinned) command += " PROPERTY_ATTEMPT=" + std::to_string(ce->attempt);
    // A failure replayed from a recorded seed may lie past today's run count, or under another edge-case mode.
    // A targeted-search failure comes after the whole random phase: the configured runs replay it as they are.
    const std::size_t needed_runs = ce && !ce->search_run && !pinned ? ce->runs_before_failure + 1 : 0;
    const std::size_t configured_runs = definition.config.runs();
    const std::string phases = replay_phases(definition.config, ce && !ce->path.empty());
    for (const Setting& setting : settings()) {
        if (!setting.replayed) continue;
        const char* dial = setting.variable;
        const std::string name = dial;
        if (name == "PROPERTY_RUNS" && needed_runs > configured_runs) {
            command += " PROPERTY_RUNS=" + std::to_string(needed_runs);
        } else if (name == "PROPERTY_PHASES" && !phases.empty()) {
            command += " PROPERTY_PHASES=" + phases;
        } else if (name == "PROPERTY_EDGE_CASES" && ce && ce->edge_cases != definition.config.edge_cases()) {
            command += std::string(" PROPERTY_EDGE_CASES=") + (ce->edge_cases == EdgeCases::None ? "none" : "mixin");
        } else if (const char* value = std::getenv(dial); value && *value) {
            command += " " + name + "=" + shell_quote(value);
        }
    }
    // The replay runs this one seed, not the campaign the environment may still ask for.
    if (campaign_requested()) command += " PROPERTY_CAMPAIGN=";
    const std::string program = shell_quote(context.program.empty() ? "<test-binary>" : context.program);
    return command + " " + program + (context.filter.empty() ? "" : " " + context.filter);
}

}  // namespace falsify::harness
