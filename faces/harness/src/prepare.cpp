// The environment, the pinned-seed rule and the corpus, applied to a
// property before it runs; and the run itself.
#include <falsify/harness.hpp>

#include "campaign_claims.hpp"

#include <falsify/corpus.hpp>
#include <falsify/detail/report_line.hpp>
#include <falsify/environment.hpp>

#include <algorithm>
#include <cstdio>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <mutex>

#include <unistd.h>

namespace falsify::harness {

namespace {

/// A progress line written in place on a terminal, still to be ended by a newline.
thread_local bool progress_line_open = false;

std::string seconds(double ms) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f s", ms / 1000.0);
    return text;
}

/// Progress lines on stderr: rewritten in place on a terminal, one a time in a log (CI).
std::function<void(const Progress&)> progress_printer(const std::string& name) {
    const bool terminal = ::isatty(STDERR_FILENO) == 1;
    return [prefix = "falsify: \"" + name + "\" ", terminal](const Progress& p) {
        std::string line = prefix + seconds(p.elapsed_ms);
        if (p.budget_ms) line += " of its " + seconds(static_cast<double>(*p.budget_ms)) + " budget";
        const double rate = p.elapsed_ms > 0 ? static_cast<double>(p.attempts) * 1000.0 / p.elapsed_ms : 0;
        line += ": " + std::to_string(p.attempts) + " attempt(s) (" + std::to_string(std::llround(rate)) + "/s), " +
                std::to_string(p.passed) + " of " + std::to_string(p.runs) + " run(s) passed, " + std::to_string(p.discarded) +
                " discarded";
        if (terminal) {
            std::cerr << '\r' << line << "\x1b[K" << std::flush;
            progress_line_open = true;
        } else {
            std::cerr << line << '\n' << std::flush;
        }
    };
}

}  // namespace

PropertyDefinition prepare(PropertyDefinition definition, const TestContext& context) {
    // PROPERTY_DB may name a Redis address, which only a program linking the Redis store
    // (falsify::redis, registered before main) opens; without it the property fails, saying so.
    if (const char* db = std::getenv("PROPERTY_DB"); db && *db) campaign_detail::check_redis_store_linked(db);
    const EnvironmentOverrides environment = EnvironmentOverrides::current();
    // Once a process: the same variables are read for every property.
    static std::once_flag warned;
    std::call_once(warned, [&] {
        for (const std::string& warning : environment.warnings) std::cerr << "falsify: " << warning << '\n';
    });
    definition.id = context.id;
    definition.name = context.name;
    // A seed pinned in code asks for that seed's run, and a path for that exact descent: the corpus is
    // not replayed first (a falsification is still recorded).
    const bool pinned = definition.config.seed().has_value();
    definition.config = environment.apply(definition.config);
    if (pinned || definition.config.path()) definition.replay_regressions = false;
    if (environment.db && !definition.corpus) definition.corpus = open_corpus(*environment.db, environment.db_password.value_or(""));
    // Only with a corpus: a listener makes the runner render every run's arguments for its events.
    if (definition.corpus) definition.listeners.push_back(corpus_failure_listener(context.name));
    if (definition.config.progress_ms() && !campaign_requested()) definition.progress = progress_printer(context.name);
    if (const auto& file = definition.config.observe()) definition.listeners.push_back(observation_listener(*file, context.name));
    // A campaign's workers would print every run of every seed: its verbose lines are its claims instead.
    if (environment.verbose && !campaign_requested()) definition.listeners.push_back(verbose_listener(context.name));
    return definition;
}

Result run(const PropertyDefinition& definition, const TestContext& context) {
    if (const char* campaign = campaign_requested()) return run_as_campaign(definition, context, campaign);
    Result result = falsify::run(definition);
    if (progress_line_open) {
        std::cerr << '\n';
        progress_line_open = false;
    }
    if (const std::string& declined = result.statistics().exhaustive_declined; !declined.empty())
        std::cerr << "Property \"" << context.name << "\" was sampled, not walked exhaustively: " << declined << '\n';
    return result;
}

void note_pass(const Result& result, const TestContext& context, std::ostream& out, std::ostream& err, const Config& config) {
    if (const std::string line = distribution_line(context.name, result.statistics()); !line.empty()) out << line << '\n';
    if (EnvironmentOverrides::current().verbose)
        for (const auto& extension : result.statistics().extensions)
            if (const std::string lines = extension->verbose_lines(context.name); !lines.empty()) out << lines << '\n';
    if (config.warn_discards())
        if (const std::string warning = discard_warning(context.name, result.statistics()); !warning.empty()) err << warning << '\n';
    if (config.warn_idle_commands())
        for (const auto& extension : result.statistics().extensions)
            if (const std::string lines = extension->warning_lines(context.name); !lines.empty()) err << lines << '\n';
}

std::string corpus_warning(const Result& result, const TestContext& context) {
    const auto& failures = result.statistics().corpus_failures;
    const auto recall = std::find_if(failures.begin(), failures.end(), [](const std::string& f) { return f.rfind("recall: ", 0) == 0; });
    if (recall == failures.end()) return {};
    return "Property \"" + context.name + "\" passed without replaying its recorded failures: the regression corpus could not be read (" +
           recall->substr(8) + "); PROPERTY_DB_STRICT=1 makes that a failure";
}

namespace {

/// A phase that needs no seed run alone: a recorded input by the corpus phase, from the
/// same corpus; an explicit example by the examples phase.
std::string phase_replay_command(const char* phase, const TestContext& context) {
    std::string command = std::string("PROPERTY_PHASES=") + phase;
    if (const char* db = std::getenv("PROPERTY_DB"); db && *db && std::string(phase) == "corpus") {
        // A directory given relative to where the test ran is made absolute: the command runs from any directory.
        std::string where = db;
        std::error_code error;
        if (where.find("://") == std::string::npos)
            if (const auto absolute = std::filesystem::absolute(where, error); !error) where = absolute.string();
        command += " PROPERTY_DB=" + shell_quote(where);
    }
    // The replay runs these phases once, not the campaign the environment may still ask for.
    if (campaign_requested()) command += " PROPERTY_CAMPAIGN=";
    const std::string program = context.program.empty() ? "<test-binary>" : context.program;
    return command + " " + shell_quote(program) + (context.filter.empty() ? "" : " " + context.filter);
}

}  // namespace

std::string failure_replay(const Result& result, const PropertyDefinition& definition, const TestContext& context) {
    switch (result.outcome()) {
        case Outcome::Falsified:
        // The same seed makes the same inputs up to the one that could not be made.
        case Outcome::GenerationFailed: return replay_command(result, definition, context);
        // Without a counterexample the corpus could not be read: there is nothing to replay.
        case Outcome::RegressionFailed: return result.counter_example() ? phase_replay_command("corpus", context) : std::string();
        case Outcome::ExampleFailed: return phase_replay_command("examples", context);
        default: return {};
    }
}

std::string failure_message(const Result& result, const PropertyDefinition& definition, const TestContext& context) {
    std::string message = result.message();
    if (const std::string replay = failure_replay(result, definition, context); !replay.empty())
        detail::append_report_line(message, "Replay:", replay);
    if (result.outcome() == Outcome::Falsified) message += regression_draft(result, definition, context.declaration);
    return message;
}

PropertyDefinition prepare_fuzz_target(PropertyDefinition definition) {
    TestContext context;
    context.id = definition.id;
    context.name = definition.name.empty() ? definition.id : definition.name;
    return prepare(std::move(definition), context);
}

std::string declaration_of(const Site& site) {
    if (!site.declaration) return {};
    std::string declaration = site.declaration;
    if (site.extras && *site.extras) declaration += std::string(", ") + site.extras;
    return declaration;
}

}  // namespace falsify::harness
