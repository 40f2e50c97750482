#pragma once
// PROPERTY_* environment variables, parsed strictly: a malformed value is an
// error naming the variable. The engine never reads the environment itself;
// the test-framework faces call this and apply the result.
//
// Precedence: the environment dials the suite, the code pins the property.
// Each variable, its precedence and its meaning is one row of the settings
// table (settings(); docs/configuration.md shows it): the parser, the known
// names, the Replay: line's dials and the docs are made from it.
#include <falsify/config.hpp>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace falsify {

/// One PROPERTY_* variable, as the settings table describes it.
struct Setting {
    enum class Precedence {
        OverridesCode,    // the environment dials the suite over the property's Config
        YieldsToCode,     // used unless the property sets its own (a seed, a path, a corpus)
        EnvironmentOnly,  // no Config counterpart
    };
    const char* variable;
    /// The Config setter it stands for ("runs"); empty when there is none.
    const char* config;
    /// What it takes, as a malformed value's message says it: "a positive integer".
    const char* values;
    /// What holds when it is unset, and what it does: the docs' table.
    const char* default_value;
    const char* effect;
    Precedence precedence;
    /// The Replay: line carries it when it is set: it changes which run fails, or how.
    bool replayed;
};

/// Every variable falsify reads, in the order the docs list them.
const std::vector<Setting>& settings();

/// The settings as docs/configuration.md's table shows them (Markdown, one row a variable).
std::string settings_table_markdown();

struct EnvironmentOverrides {
    std::optional<std::size_t> runs;
    std::optional<std::uint64_t> seed;
    std::optional<std::vector<Phase>> phases;
    std::optional<bool> derandomize;
    std::optional<EdgeCases> edge_cases;
    std::optional<std::string> path;
    /// PROPERTY_DB: the regression corpus, a directory or the address of a registered store
    /// (redis:// and rediss:// once falsify::register_redis_store() has run, as a program linking falsify::redis does).
    std::optional<std::string> db;
    /// PROPERTY_DB_PASSWORD: the Redis password, kept out of the address (which is logged). Never printed.
    std::optional<std::string> db_password;
    /// PROPERTY_SEARCH_RUNS: runs of the targeted search phase (0 allowed); overrides the code.
    std::optional<std::size_t> search_runs;
    /// PROPERTY_HANG_MS: the per-execution deadline (Config::hang_ms); overrides the code.
    std::optional<std::uint64_t> hang_ms;
    /// PROPERTY_MAX_SHRINK_TRIALS: the descent's budget in executions (Config::max_shrink_trials).
    std::optional<std::size_t> max_shrink_trials;
    /// PROPERTY_SHRINK_BUDGET_MS: the descent's budget in time (Config::shrink_budget_ms).
    std::optional<std::uint64_t> shrink_budget_ms;
    /// PROPERTY_FORK: whether a crashed property shrinks in forked children (Config::fork_after_crash).
    std::optional<bool> fork_after_crash;
    /// PROPERTY_DB_STRICT: a corpus that cannot be read fails the property (Config::strict_corpus).
    std::optional<bool> strict_corpus;
    bool verbose = false;
    /// PROPERTY_DRAFT: print the regression draft after a falsification (overrides the code).
    std::optional<bool> draft;
    /// PROPERTY_OBSERVE: the file observations are appended to (Config::observe; overrides the code).
    std::optional<std::string> observe;
    /// PROPERTY_ATTEMPT: the one attempt of the seed to run (Config::attempt), unless the code pins one.
    std::optional<std::size_t> attempt;
    /// PROPERTY_PROGRESS_MS: how long a run goes before, and between, progress lines (Config::progress_ms).
    std::optional<std::uint64_t> progress_ms;
    /// PROPERTY_SCHEDULE: how parallel cases interleave their threads (Config::scheduling; overrides the code).
    std::optional<Scheduling> scheduling;
    /// From from_environment(): a line for each PROPERTY_* variable that is
    /// set but not read (a misspelling), with the nearest known name. The
    /// adapter prints them.
    std::vector<std::string> warnings;

    /// Reads the process environment. Throws std::invalid_argument on a malformed value.
    static EnvironmentOverrides from_environment();
    /// The process environment as read once: read again only when a PROPERTY_*
    /// variable changed since (a test that sets one). Throws as from_environment().
    static EnvironmentOverrides current();
    /// The same, from any lookup (an unset or empty value means "not given").
    static EnvironmentOverrides parse(const std::function<const char*(const char*)>& lookup);

    Config apply(Config config) const;

private:
    void unknown_variables_checked(std::string_view name);
};

}  // namespace falsify
