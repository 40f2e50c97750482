// The `Replay:` command of a falsification.
#include <falsify/environment.hpp>
#include <falsify/harness.hpp>

#include <cstdlib>

namespace falsify::harness {

std::string shell_quote(const std::string& text) {
    std::string out = "'";
    for (char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return out + "'";
}

std::string replay_command(const Result& result, const PropertyDefinition& definition, const TestContext& context) {
    std::string command = "PROPERTY_SEED=" + std::to_string(result.seed());
    const auto& ce = result.counter_example();
    if (ce && !ce->path.empty()) command += " PROPERTY_PATH=" + shell_quote(ce->path);
    // A failure replayed from a recorded seed may lie past today's run count, or under another edge-case mode.
    // A targeted-search failure comes after the whole random phase: the configured runs replay it as they are.
    const std::size_t needed_runs = ce && !ce->search_run ? ce->runs_before_failure + 1 : 0;
    const std::size_t configured_runs = definition.config.runs();
    for (const Setting& setting : settings()) {
        if (!setting.replayed) continue;
        const char* dial = setting.variable;
        const std::string name = dial;
        if (name == "PROPERTY_RUNS" && needed_runs > configured_runs) {
            command += " PROPERTY_RUNS=" + std::to_string(needed_runs);
        } else if (name == "PROPERTY_EDGE_CASES" && ce && ce->edge_cases != definition.config.edge_cases()) {
            command += std::string(" PROPERTY_EDGE_CASES=") + (ce->edge_cases == EdgeCases::None ? "none" : "mixin");
        } else if (const char* value = std::getenv(dial); value && *value) {
            command += " " + name + "=" + shell_quote(value);
        }
    }
    // The replay runs this one seed, not the campaign the environment may still ask for.
    if (campaign_requested()) command += " PROPERTY_CAMPAIGN=";
    const std::string program = context.program.empty() ? "<test-binary>" : context.program;
    return command + " " + shell_quote(program) + (context.filter.empty() ? "" : " " + context.filter);
}

}  // namespace falsify::harness
