// The environment, the pinned-seed rule and the corpus, applied to a
// property before it runs; and the run itself.
#include <falsify/harness.hpp>

#include "campaign_claims.hpp"

#include <falsify/corpus.hpp>
#include <falsify/environment.hpp>

#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <mutex>

namespace falsify::harness {

PropertyDefinition prepare(PropertyDefinition definition, const TestContext& context) {
    // PROPERTY_DB may name a Redis address, which only a program linking the Redis store
    // (falsify::redis, registered before main) opens; without it the property fails, saying so.
    if (const char* db = std::getenv("PROPERTY_DB"); db && *db) campaign_detail::check_redis_store_linked(db);
    const EnvironmentOverrides environment = EnvironmentOverrides::from_environment();
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
    // A campaign's workers would print every run of every seed: its verbose lines are its claims instead.
    if (environment.verbose && !campaign_requested()) definition.listeners.push_back(verbose_listener(context.name));
    return definition;
}

Result run(const PropertyDefinition& definition, const TestContext& context) {
    if (const char* campaign = campaign_requested()) return run_as_campaign(definition, context, campaign);
    Result result = falsify::run(definition);
    if (const std::string& declined = result.statistics().exhaustive_declined; !declined.empty())
        std::cerr << "Property \"" << context.name << "\" was sampled, not walked exhaustively: " << declined << '\n';
    return result;
}

void note_pass(const Result& result, const TestContext& context, std::ostream& out, std::ostream& err) {
    if (const std::string line = distribution_line(context.name, result.statistics()); !line.empty()) out << line << '\n';
    if (EnvironmentOverrides::from_environment().verbose)
        for (const auto& extension : result.statistics().extensions)
            if (const std::string lines = extension->verbose_lines(context.name); !lines.empty()) out << lines << '\n';
    if (const std::string warning = discard_warning(context.name, result.statistics()); !warning.empty()) err << warning << '\n';
}

std::string corpus_warning(const Result& result, const TestContext& context) {
    const auto& failures = result.statistics().corpus_failures;
    const auto recall = std::find_if(failures.begin(), failures.end(), [](const std::string& f) { return f.rfind("recall: ", 0) == 0; });
    if (recall == failures.end()) return {};
    return "Property \"" + context.name + "\" passed without replaying its recorded failures: the regression corpus could not be read (" +
           recall->substr(8) + "); PROPERTY_DB_STRICT=1 makes that a failure";
}

namespace {

/// A recorded input is replayed by the corpus phase alone, from the same corpus.
std::string corpus_replay_command(const TestContext& context) {
    std::string command = "PROPERTY_PHASES=corpus";
    if (const char* db = std::getenv("PROPERTY_DB"); db && *db) command += " PROPERTY_DB=" + shell_quote(db);
    const std::string program = context.program.empty() ? "<test-binary>" : context.program;
    return command + " " + shell_quote(program) + (context.filter.empty() ? "" : " " + context.filter);
}

}  // namespace

std::string failure_message(const Result& result, const PropertyDefinition& definition, const TestContext& context) {
    std::string message = result.message();
    if (result.outcome() == Outcome::Falsified)
        message += "\n  Replay:   " + replay_command(result, definition, context) + regression_draft(result, definition, context.declaration);
    else if (result.outcome() == Outcome::RegressionFailed && result.counter_example())
        message += "\n  Replay:   " + corpus_replay_command(context);
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
