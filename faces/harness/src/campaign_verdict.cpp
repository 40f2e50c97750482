// A test run as a campaign (PROPERTY_CAMPAIGN): the campaign's verdict in the
// form the test framework reports, the first failure run again in this process.
#include <falsify/campaign.hpp>
#include <falsify/detail/result_access.hpp>
#include <falsify/environment.hpp>
#include <falsify/harness.hpp>

#include "campaign_claims.hpp"

#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <stdexcept>
#include <vector>

namespace falsify::harness {

const char* campaign_requested() {
    const char* campaign = std::getenv("PROPERTY_CAMPAIGN");
    return campaign && *campaign ? campaign : nullptr;
}

namespace {

/// The signal that interrupted a campaign of this process; 0 while none was.
/// Every property of a test program runs as a campaign under PROPERTY_CAMPAIGN:
/// after Ctrl-C or SIGTERM, the ones after it are not started.
std::atomic<int> interrupted_by{0};

std::string signal_text(int signal) { return "signal " + std::to_string(signal) + " (" + strsignal(signal) + ")"; }

std::string seconds_text(std::chrono::milliseconds elapsed) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f s", static_cast<double>(elapsed.count()) / 1000.0);
    return text;
}

/// Interrupted, with no failure and no death: not a pass, and said so.
Result interrupted_verdict(const CampaignSummary& summary) {
    RunStatistics statistics;
    statistics.attempts = statistics.checks = summary.runs;
    return detail::make_result(
        Outcome::GaveUp,
        "The campaign was interrupted by " + signal_text(summary.signal) + " after " + seconds_text(summary.elapsed) +
            ", before a budget was spent or a failure found: an "
            "interrupted campaign is not a pass. Found so far: no failure, in " +
            std::to_string(summary.runs) + " runs of " + std::to_string(summary.seeds) + " seeds by " + std::to_string(summary.workers) +
            " worker(s). To end a campaign without failing the test, give it a budget (PROPERTY_CAMPAIGN=time=10m or runs=N); "
            "later campaigns of this process are not started",
        statistics);
}

/// No failure found, but a worker died: the seed it was running is run again
/// here (a crash there is contained, shrunk and reported like any failure);
/// when it passes here, or the worker died between seeds, the death itself is
/// the verdict. Never a pass.
Result worker_death_verdict(const PropertyDefinition& definition, const TestContext& context, const CampaignSummary& summary,
                            const CampaignOptions& options) {
    const CampaignWorkerDeath& death = summary.deaths.front();
    const std::string what = "A campaign worker (worker " + std::to_string(death.worker) + ") " + describe(death, options.silence);
    if (!death.seed) return detail::make_result(Outcome::Falsified, what + "; no seed to replay", RunStatistics{});
    // A seed that went silent would hang here too, unless each execution has a deadline.
    if (death.silent && !definition.config.hang_ms()) {
        Result silent = detail::make_result(Outcome::Falsified,
                                            what + ": replay with PROPERTY_SEED=" + std::to_string(*death.seed) +
                                                " (with PROPERTY_HANG_MS set, a hang there is a failure that shrinks)",
                                            RunStatistics{});
        detail::ResultAccess::set_seed(silent, *death.seed);
        return silent;
    }
    std::cerr << "falsify campaign \"" << context.name << "\": the seed a dead worker was running, run again here:" << std::endl;
    PropertyDefinition again = definition;
    again.config.seed(*death.seed);
    again.replay_regressions = false;
    Result result = falsify::run(again);
    if (!result.passed()) return result;
    Result died =
        detail::make_result(Outcome::Falsified,
                            what +
                                "; that seed passed when run again here, so the worker was ended by something else (a signal from outside, "
                                "the memory limit, a hang): replay with PROPERTY_SEED=" +
                                std::to_string(*death.seed),
                            result.statistics());
    detail::ResultAccess::set_seed(died, *death.seed);
    return died;
}

}  // namespace

Result run_as_campaign(const PropertyDefinition& definition, const TestContext& context, std::string_view campaign) {
    const EnvironmentOverrides environment = EnvironmentOverrides::current();
    if (environment.seed || environment.path)
        throw std::invalid_argument("PROPERTY_CAMPAIGN runs fresh seeds: unset PROPERTY_SEED and PROPERTY_PATH (or PROPERTY_CAMPAIGN, to replay)");
    CampaignOptions options = parse_campaign_options(campaign);
    if (const int signal = interrupted_by.load(); signal != 0)
        return detail::make_result(Outcome::GaveUp,
                                   "The campaign was not started: an earlier campaign of this process was interrupted by " +
                                       signal_text(signal) + ", which stops the campaigns after it too. Run the test again to run this one",
                                   RunStatistics{});
    options.verbose = environment.verbose;
    if (environment.db && campaign_detail::is_redis_address(*environment.db)) {
        options.claims = *environment.db;
        options.claims_password = environment.db_password.value_or("");
    }
    // What an ordinary run tries first, the examples and the recorded failures, is tried once here:
    // a known failure that still fails needs no campaign to be found again.
    std::vector<Phase> first_phases;
    for (const Phase phase : {Phase::Examples, Phase::Corpus})
        if (definition.config.has_phase(phase)) first_phases.push_back(phase);
    if (!first_phases.empty()) {
        PropertyDefinition first = definition;
        first.config.phases(first_phases);
        Result known = falsify::run(first);
        if (!known.passed()) {
            std::cerr << "falsify campaign \"" << context.name << "\": not started: an example or a recorded failure fails" << std::endl;
            return known;
        }
    }
    const CampaignSummary summary = run_campaign(definition, options, std::cerr);
    if (summary.stopped_by == CampaignSummary::Stop::Interrupted) interrupted_by = summary.signal != 0 ? summary.signal : SIGINT;
    if (summary.passed()) {
        RunStatistics statistics;
        statistics.attempts = statistics.checks = summary.runs;
        return detail::make_result(Outcome::Passed, {}, statistics);
    }
    if (summary.failures.empty() && summary.deaths.empty()) return interrupted_verdict(summary);
    if (summary.failures.empty()) return worker_death_verdict(definition, context, summary, options);
    std::cerr << "falsify campaign \"" << context.name << "\": the first failure's seed, run again here for its report:" << std::endl;
    PropertyDefinition again = definition;
    again.config.seed(summary.failures.front().seed);
    again.replay_regressions = false;
    Result result = falsify::run(again);
    if (result.passed()) {
        Result flaky = detail::make_result(
            Outcome::Falsified,
            "The campaign's failure (" + summary.failures.front().shrunk + ", seed " + std::to_string(summary.failures.front().seed) +
                ") did not fail again when its seed was run here: the property depends on more than its inputs "
                "(time, global state, another process)",
            result.statistics());
        detail::ResultAccess::set_seed(flaky, summary.failures.front().seed);
        return flaky;
    }
    return result;
}

}  // namespace falsify::harness
