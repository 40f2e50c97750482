#pragma once
// PROPERTY_* environment variables, parsed strictly: a malformed value is an
// error naming the variable. The engine never reads the environment itself;
// adapters (the Boost.Test face) call this and apply the result.
//
// Precedence: the environment dials the suite, the code pins the property.
// PROPERTY_RUNS, PROPERTY_PHASES, PROPERTY_DERANDOMIZE, PROPERTY_EDGE_CASES,
// PROPERTY_SEARCH_RUNS, PROPERTY_HANG_MS, PROPERTY_FORK and the shrink budgets
// PROPERTY_MAX_SHRINK_TRIALS and PROPERTY_SHRINK_BUDGET_MS override the property's
// config; PROPERTY_SEED and PROPERTY_PATH yield to a seed or path set in code. PROPERTY_DB names the regression corpus (a directory, or a Redis address whose
// password is PROPERTY_DB_PASSWORD) unless the code gives one.
#include <falsify/config.hpp>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace falsify {

struct EnvironmentOverrides {
    std::optional<std::size_t> runs;
    std::optional<std::uint64_t> seed;
    std::optional<std::vector<Phase>> phases;
    std::optional<bool> derandomize;
    std::optional<EdgeCases> edge_cases;
    std::optional<std::string> path;
    /// PROPERTY_DB: the regression corpus, a directory or the address of a registered store
    /// (redis:// and rediss:// once falsify::register_redis_store() has run, as the Boost.Test face does).
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
    /// From from_environment(): a line for each PROPERTY_* variable that is
    /// set but not read (a misspelling), with the nearest known name. The
    /// adapter prints them.
    std::vector<std::string> warnings;

    /// Reads the process environment. Throws std::invalid_argument on a malformed value.
    static EnvironmentOverrides from_environment();
    /// The same, from any lookup (an unset or empty value means "not given").
    static EnvironmentOverrides parse(const std::function<const char*(const char*)>& lookup);

    Config apply(Config config) const;

private:
    void unknown_variables_checked(std::string_view name);
};

}  // namespace falsify
