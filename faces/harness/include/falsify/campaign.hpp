#pragma once
// A campaign: one property run continuously on fresh seeds by N worker
// processes, on one machine or on many pointed at one Redis corpus, until a
// budget is spent, a failure is found or Ctrl-C.
//
//   PROPERTY_CAMPAIGN=workers=4,time=10m PROPERTY_DB=redis://corpus.internal/3 ./tests --run_test=varint
//
// (any face: the test runs as a campaign instead of its configured runs), or
// in code: falsify::run_campaign(property.definition(), options, std::cerr).
//
// Every worker claims seeds before it runs them: from one counter in Redis when
// PROPERTY_DB is a redis:// address (so that workers on every machine, and
// every later campaign, run seeds no other has run), else from a counter the
// workers of this machine share. A failure is shrunk by the worker that found
// it and remembered in the property's corpus as any test run remembers it
// (concurrent writers merge; the same shrunk input is one entry), so the next
// ordinary run replays it first. A crash, an exit or (under Config::hang_ms)
// a hang in the property is a failure like any other, shrunk by its worker. A
// worker that dies all the same (killed from outside) or stops reporting is
// replaced, so that the campaign goes on, and fails the campaign: its verdict
// names the worker, its seed and how it ended, and that seed is run again in
// the coordinator for the report.
// A campaign stopped by Ctrl-C or SIGTERM is not a pass either: the test fails,
// naming the signal and what was found so far, and later campaigns of the same
// process are not started.
// Library falsify_harness (POSIX: fork, pipes, signals).
#include <falsify/definition.hpp>

#include <chrono>
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace falsify {

struct CampaignOptions {
    /// Worker processes; 0: one per core.
    unsigned workers = 0;
    /// Stop after this long (checked between seeds); none: no time limit.
    std::optional<std::chrono::milliseconds> time_budget;
    /// Stop once this many runs are done, over all workers of this campaign
    /// (checked between seeds: a run budget may be passed by up to a seed per worker).
    std::optional<std::uint64_t> run_budget;
    /// How often the progress line is printed.
    std::chrono::milliseconds progress_every{10'000};
    /// Print every claim of seeds and every worker start (PROPERTY_VERBOSE).
    bool verbose = false;
    /// Where workers claim seeds: a redis:// or rediss:// address shared by
    /// every machine of the campaign; empty: only this machine's workers share
    /// a counter (from a random start).
    std::string claims;
    /// The Redis password of `claims` (PROPERTY_DB_PASSWORD). Never printed.
    std::string claims_password;
    /// A worker that says nothing for this long (it reports every seed it
    /// starts and ends) has stopped reporting: it is killed, and that is a
    /// failure of the campaign. A property whose one seed may run longer
    /// needs a longer limit, or Config::hang_ms to bound each execution.
    std::chrono::milliseconds silence{std::chrono::minutes(5)};
};

/// Reads PROPERTY_CAMPAIGN's value: comma-separated `workers=N`, `time=D`,
/// `runs=N`, `progress=D`, `silence=D` (see CampaignOptions), where a duration D is a number of seconds or a
/// number followed by ms, s, m or h (`90s`, `10m`). `on` (or an empty text)
/// asks for the defaults: a worker per core, until a failure or Ctrl-C. (The
/// harness takes an empty PROPERTY_CAMPAIGN as unset: a `Replay:` command sets
/// it empty, to run one seed.) Case never matters (keys, `on`, units).
/// Throws std::invalid_argument naming what it could not read: an unknown key
/// (listing the keys), a key given twice (naming it), an empty item, a bad value.
CampaignOptions parse_campaign_options(std::string_view text);

struct CampaignFailure {
    unsigned worker = 0;  ///< 1-based
    std::uint64_t seed = 0;
    /// Runs of that seed that passed before the failing one.
    std::uint64_t runs_before_failure = 0;
    /// Since the campaign started.
    std::chrono::milliseconds found_after{0};
    /// The report's `Shrunk:` text (`x=999950`): two failures that shrink to the same text are one.
    std::string shrunk;
    /// How many seeds met it (workers busy when the first stops them may meet it again).
    std::uint64_t times = 1;
};

/// A worker that ended without being asked to: a failure of the campaign.
struct CampaignWorkerDeath {
    unsigned worker = 0;
    int signal = 0;       ///< the signal that ended it; 0 when it exited
    int exit_status = 0;  ///< when it exited
    /// The seed it was running; none between seeds.
    std::optional<std::uint64_t> seed;
    /// It was killed for saying nothing for CampaignOptions::silence.
    bool silent = false;
};

/// `killed by SIGKILL`, `exited with status 2`, `stopped reporting for 300.0 s` and the seed it was running.
std::string describe(const CampaignWorkerDeath& death, std::chrono::milliseconds silence);

struct CampaignSummary {
    enum class Stop { Failure, TimeBudget, RunBudget, Interrupted, WorkersDied };

    Stop stopped_by = Stop::Interrupted;
    /// The signal that interrupted it (SIGINT, SIGTERM) when stopped_by is Interrupted; 0 otherwise.
    int signal = 0;
    unsigned workers = 0;
    std::chrono::milliseconds elapsed{0};
    /// Runs done (passing, and each failing one), in all and per worker (1-based: worker i at i - 1).
    std::uint64_t runs = 0;
    std::vector<std::uint64_t> worker_runs;
    /// Seeds run to their end (each seed is the property's configured number of runs).
    std::uint64_t seeds = 0;
    /// The distinct failures, in the order found.
    std::vector<CampaignFailure> failures;
    std::vector<CampaignWorkerDeath> deaths;
    /// Where seeds were claimed: "redis" or "this machine".
    std::string claims;

    /// No failure, no worker that died, exited or went silent unasked, and not
    /// interrupted: a campaign never passes on the votes of the workers that
    /// were left, nor on the part of its work a signal let it do.
    bool passed() const noexcept { return failures.empty() && deaths.empty() && stopped_by != Stop::Interrupted; }
    double runs_per_second() const noexcept;
};

/// Runs `definition` as a campaign, printing progress lines, each failure as
/// it is found, and the summary to `progress`. The definition's corpus (if
/// any) records every failure; its random phase's configured runs make one
/// seed; its examples and corpus phases are not run by the workers (run the
/// property once, as a test, for those). With Config::observe set, each worker's
/// executions, seeds, corpus entries and findings are sampled into that file
/// (docs/observability.md), and the workers drop the definition's observation
/// listeners. Throws std::invalid_argument for bad options and CorpusError when
/// the claims' Redis cannot be reached at the start.
CampaignSummary run_campaign(const PropertyDefinition& definition, const CampaignOptions& options, std::ostream& progress);

/// The summary's last line: `falsify campaign "varint": stopped by a failure after 12.3 s: ...`.
std::string campaign_summary_line(const std::string& name, const CampaignSummary& summary);

}  // namespace falsify
