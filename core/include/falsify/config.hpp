#pragma once
// Config: every knob of a property run. Each setter refuses an invalid value at
// once with std::invalid_argument; combinations are checked by validate(),
// which the runner calls before anything runs.
#include <falsify/count.hpp>
#include <falsify/random.hpp>
#include <falsify/scheduling.hpp>

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace falsify {

/// Explain follows shrinking: it varies the parts of the shrunk counterexample
/// and reports which of them do not matter, never changing it.
enum class Phase { Examples, Corpus, Random, Shrink, Explain };

std::string to_string(Phase phase);

class Config {
public:
    // Special members out of line: their bodies (the phase list, the optional
    // settings) are compiled once, in the library, not in every file that
    // passes a Config.
    Config();
    Config(const Config&);
    Config(Config&&) noexcept;
    Config& operator=(const Config&);
    Config& operator=(Config&&) noexcept;
    ~Config();

    // Every count is refused below its minimum and above 2^63 - 1 (a negative
    // number converted to an unsigned type lands there).

    /// Successful runs to reach (discards do not count). Default 100, at least 1.
    Config& runs(Count count);
    /// Seed of the random phase; without one a random seed is drawn (and printed on failure).
    Config& seed(std::uint64_t value);
    // Shrinking: on or off, and two budgets, one in executions and one in
    // time; a descent that reaches either ends with the best counterexample
    // so far, and its report says which budget was spent.

    /// Shrink a falsification (default on); off, the input is reported as found.
    Config& shrink(bool on);
    /// The executions the descent may spend (default 100 000, at least 1).
    Config& max_shrink_trials(Count count);
    /// The wall clock the descent may spend (default: none). Costs determinism.
    Config& shrink_budget_ms(std::uint64_t ms);
    /// Caps both discards and environment skips (default: 10 x runs discards, runs skips).
    Config& max_discards(Count count);
    /// Per-run wall clock, measured after the body returns (it cannot interrupt a hung body).
    Config& timeout_ms(std::uint64_t ms);
    /// Interrupts an execution still running after `ms` (default: never) and
    /// reports it as a failure, "did not return within N ms", shrunk as any
    /// other (PROPERTY_HANG_MS overrides it).
    Config& hang_ms(std::uint64_t ms);
    /// Once a body has crashed, the property's later executions (the
    /// shrinking) run in forked children (default on). Off, or where the
    /// platform cannot fork, the crash is reported with the input that crashed,
    /// unshrunk (PROPERTY_FORK overrides it).
    Config& fork_after_crash(bool on);
    /// Wall clock of the whole random phase, checked before each attempt.
    Config& budget_ms(std::uint64_t ms);
    Config& phases(std::vector<Phase> phases);
    Config& phases(std::initializer_list<Phase> phases) { return this->phases(std::vector<Phase>(phases)); }
    /// An unset seed is derived from the property id instead of drawn.
    Config& derandomize(bool on);
    Config& edge_cases(EdgeCases mode);
    /// Re-executions of the minimised input after the descent (default 2; 0 disables).
    Config& flaky_replays(Count count);
    /// Replays a recorded descent (the `Path:` line of a report) instead of
    /// searching: one execution per step. Needs the seed it was recorded with.
    /// A malformed path is refused at once: `Invalid shrink path "..."`.
    Config& path(std::string recorded);
    /// Runs of the targeted search phase, after the random phase (default 0: none).
    /// The phase runs only when the body called target::maximize/minimize.
    Config& search_runs(Count count);
    /// Walk every input instead of sampling, when each parameter's generator
    /// has a finite domain and their product fits exhaustive_budget.
    Config& exhaustive(bool on);
    /// The largest domain exhaustive mode walks (default 10 000, at least 1).
    Config& exhaustive_budget(Count inputs);
    /// After a falsification, the test-framework faces print the shrunk input
    /// as an explicit example to paste into the property (default on;
    /// PROPERTY_DRAFT=0 turns it off too).
    Config& draft(bool on);
    /// A regression corpus that cannot be read fails the property instead of
    /// being said on the side (default off; PROPERTY_DB_STRICT overrides it).
    Config& strict_corpus(bool on);
    /// Executions the explain phase may spend on one falsification (default
    /// 200, at least 1; the phase is switched off by leaving Phase::Explain out).
    Config& explain_trials(Count count);
    /// After a pass, the faces warn when more than half of the attempts were
    /// discarded (by assumptions, filters or skips): the rest are a skewed sample (default on).
    Config& warn_discards(bool on);
    /// After a pass, the faces warn when a command or rule of a state machine
    /// never ran: its precondition never held, or the bundle it takes from
    /// stayed empty, so nothing tested it (default on).
    Config& warn_idle_commands(bool on);
    /// Appends one JSON line per test case, and one per property with its
    /// totals, to `file`, in Hypothesis's observability format (what Tyche
    /// reads); read by the test-framework faces (PROPERTY_OBSERVE sets it too).
    /// An empty name turns it off.
    Config& observe(std::string file);
    /// Runs only the random phase's `n`-th attempt (1-based) of the seed: the
    /// attempts before it are generated, not run, so that a replay starts from
    /// the run that failed, whatever the others would do today (a body whose
    /// failures depend on timing). Needs the seed; a path applies to that run.
    Config& attempt(Count n);
    /// A run still going after `ms` is reported every `ms` while it goes on:
    /// its attempts, their rate, its discards and its time against its budget
    /// (default 5000; 0 turns it off). The test-framework faces print it.
    Config& progress_ms(std::uint64_t ms);
    /// How StateMachine::check_parallel interleaves threads (default
    /// Scheduling::automatic(); PROPERTY_SCHEDULE overrides it).
    Config& scheduling(Scheduling strategy);

    std::size_t runs() const noexcept { return runs_; }
    const std::optional<std::uint64_t>& seed() const noexcept { return seed_; }
    bool shrink() const noexcept { return shrink_; }
    std::size_t max_shrink_trials() const noexcept { return max_shrink_trials_; }
    const std::optional<std::uint64_t>& shrink_budget_ms() const noexcept { return shrink_budget_ms_; }
    const std::optional<std::size_t>& max_discards() const noexcept { return max_discards_; }
    const std::optional<std::uint64_t>& timeout_ms() const noexcept { return timeout_ms_; }
    const std::optional<std::uint64_t>& hang_ms() const noexcept { return hang_ms_; }
    bool fork_after_crash() const noexcept { return fork_after_crash_; }
    const std::optional<std::uint64_t>& budget_ms() const noexcept { return budget_ms_; }
    const std::vector<Phase>& phases() const noexcept { return phases_; }
    bool derandomize() const noexcept { return derandomize_; }
    EdgeCases edge_cases() const noexcept { return edge_cases_; }
    std::size_t flaky_replays() const noexcept { return flaky_replays_; }
    const std::optional<std::string>& path() const noexcept { return path_; }
    std::size_t search_runs() const noexcept { return search_runs_; }
    bool exhaustive() const noexcept { return exhaustive_; }
    std::uint64_t exhaustive_budget() const noexcept { return exhaustive_budget_; }
    bool draft() const noexcept { return draft_; }
    bool strict_corpus() const noexcept { return strict_corpus_; }
    std::size_t explain_trials() const noexcept { return explain_trials_; }
    bool warn_discards() const noexcept { return warn_discards_; }
    bool warn_idle_commands() const noexcept { return warn_idle_commands_; }
    const std::optional<std::string>& observe() const noexcept { return observe_; }
    const std::optional<std::size_t>& attempt() const noexcept { return attempt_; }
    std::uint64_t progress_ms() const noexcept { return progress_ms_; }
    Scheduling scheduling() const noexcept { return scheduling_; }

    bool has_phase(Phase phase) const noexcept;
    /// A falsification is shrunk: shrinking is on and the Shrink phase runs.
    bool shrinks() const noexcept;
    /// Checks the combinations (e.g. a path with a shrink budget); throws std::invalid_argument.
    void validate() const;

private:
    std::size_t runs_ = 100;
    std::optional<std::uint64_t> seed_;
    bool shrink_ = true;
    std::size_t max_shrink_trials_ = 100'000;
    std::optional<std::uint64_t> shrink_budget_ms_;
    std::optional<std::size_t> max_discards_;
    std::optional<std::uint64_t> timeout_ms_;
    std::optional<std::uint64_t> hang_ms_;
    bool fork_after_crash_ = true;
    std::optional<std::uint64_t> budget_ms_;
    std::vector<Phase> phases_{Phase::Examples, Phase::Corpus, Phase::Random, Phase::Shrink, Phase::Explain};
    bool derandomize_ = false;
    EdgeCases edge_cases_ = EdgeCases::Mixin;
    std::size_t flaky_replays_ = 2;
    std::optional<std::string> path_;
    std::size_t search_runs_ = 0;
    bool exhaustive_ = false;
    std::uint64_t exhaustive_budget_ = 10000;
    bool draft_ = true;
    bool strict_corpus_ = false;
    std::size_t explain_trials_ = 200;
    bool warn_discards_ = true;
    Scheduling scheduling_ = Scheduling::automatic();
    bool warn_idle_commands_ = true;
    std::optional<std::string> observe_;
    std::optional<std::size_t> attempt_;
    std::uint64_t progress_ms_ = 5000;
};

/// One step of a shrink path: the node (a parameter name, draw#N, or two
/// parameters `a+b` moved together) and the zero-based index of the accepted
/// candidate in that node's enumeration.
struct PathStep {
    std::string node;
    std::size_t index;
    /// For `a+b`: node is "a", partner "b"; for `a+b+c` (equal values moved
    /// as one), partner "b+c".
    std::string partner = {};
    /// `name!index`: taken in a restructuring round, whose enumerations also
    /// offer rearrangements (a nested tree promoted, tuple positions traded).
    bool restructuring = false;
};

/// Parses `name:index/name!index/...` (a name may be `a+b`); throws
/// std::invalid_argument `Invalid shrink path "..."` when malformed.
std::vector<PathStep> parse_shrink_path(const std::string& path);

}  // namespace falsify
