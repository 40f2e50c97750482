#pragma once
// The run of one property, phase by phase. One Runner per run() call; its
// phases are defined in runner*.cpp, one file per phase.
#include <falsify/corpus_interface.hpp>
#include <falsify/definition.hpp>
#include <falsify/detail/result_access.hpp>
#include <falsify/errors.hpp>
#include <falsify/gen_type.hpp>
#include <falsify/show.hpp>

#include "engine/runner_detail.hpp"
#include "engine/search_pool.hpp"
#include "engine/statistics.hpp"

#include <chrono>
#include <cstdint>
#include <exception>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace falsify::detail {

using Clock = std::chrono::steady_clock;

double elapsed_ms(Clock::time_point since);

/// A seed entry replays up to its recorded failing attempt, but at most ten
/// times the property's runs, and at least this many.
inline constexpr std::size_t min_seed_replay_runs = 10'000;
std::size_t max_seed_replay_runs(std::size_t runs) noexcept;

/// One run of the random phase: the configured one, or a seed entry's replay.
struct RandomPhase {
    std::uint64_t seed;
    EdgeCases edge_cases;
    std::size_t runs;
    /// A seed entry's replay never follows a configured path (it was recorded for another seed).
    bool apply_path;
    /// A seed entry's replay: its failure was recorded shrunk, and is reported shrunk.
    bool seed_entry;
};

/// A falsification's Result with its report's first line saying how it was found (runner_falsified.cpp).
Result reported_as(const Result& found, const FoundBy& found_by);

class Runner {
public:
    explicit Runner(const PropertyDefinition& d) : def_(d), config_(d.config), corpus_(d.corpus) {}
    Result run();
    /// One fuzzer input (see fuzz.hpp): its bytes are every draw's choice.
    Result run_on_bytes(const std::uint8_t* data, std::size_t size);

private:
    // runner.cpp: the phases in order, events, and the verdicts that end a run early.
    void validate() const;
    Result phases();
    /// An event of this property, its other fields to fill.
    template <class E>
    E new_event() const {
        E e;
        e.property_id = def_.id;
        return e;
    }
    void emit(const Event& event) const;
    std::vector<Argument> arguments(const std::vector<AnyTree>& args) const;
    std::vector<std::string> parameter_names() const;
    bool too_slow(const Trial& trial) const;
    Result deadline(const std::vector<AnyTree>& args, const Trial& trial) const;
    std::size_t max_discards() const;
    std::size_t max_skips() const { return config_.max_discards() ? *config_.max_discards() : config_.runs(); }
    Result gave_up(const RandomPhase& phase, std::size_t count, const char* counted, std::size_t cap, const std::string& advice) const;
    /// The statistics so far, with the search report when the body targeted something.
    RunStatistics statistics() const;
    std::optional<Result> over_budget(const RandomPhase& phase) const;

    // runner_examples.cpp
    std::optional<Result> examples();

    // runner_corpus.cpp
    /// Values entries first, then seed entries; the first that still fails is the verdict.
    std::optional<Result> corpus_phase();
    std::optional<Result> replay_values(const CorpusEntry& entry);
    std::optional<Result> replay_seed(const CorpusEntry& entry);
    void prune(const CorpusEntry& entry);
    /// Remembers a falsification; the verdict stands whatever the corpus does.
    Result record(Result result);
    /// Reports what the corpus threw (a CorpusError, or anything a custom corpus raises).
    void corpus_failed(const char* operation, std::exception_ptr thrown);
    /// Stored best inputs join the pool (never as improvements); a label the
    /// body no longer targets, or now pushes the other way, is skipped.
    void recall_targets();
    void remember_targets();

    // runner_random.cpp
    Result random_phase(const RandomPhase& phase);
    /// Runs `generate`; the verdict when a generator it calls threw (counted as an attempt).
    template <class Generate>
    std::optional<Result> generating(const RandomPhase& phase, const Generate& generate);
    /// The next input of the random phase into `args`; the verdict when a generator threw.
    std::optional<Result> generate_input(const RandomPhase& phase, Random& random, std::vector<AnyTree>& args);
    /// Config::attempt: the attempts before it generated, not run; then that one run.
    Result replay_attempt(const RandomPhase& phase, Random& random, std::size_t pinned);
    /// One run of the random or search phase; a verdict when it ends the phase.
    std::optional<Result> attempt(const RandomPhase& phase, Random& random, std::vector<AnyTree>&& args, bool exhaustive,
                                  std::size_t search_run);
    /// A generator threw `thrown` making attempt stats_.attempts: GenerationFailed, naming it and the seed.
    Result generation_failed(const RandomPhase& phase, std::exception_ptr thrown) const;
    /// Targeted search: mutate one parameter of a good input per run, labels in turn.
    std::optional<Result> search_phase(const RandomPhase& phase, Random& random);

    // runner_falsified.cpp
    Result falsified(const RandomPhase& phase, std::vector<AnyTree> original, DrawSource draws, Trial failure, std::size_t search_run);

    const PropertyDefinition& def_;
    const Config& config_;
    std::shared_ptr<Corpus> corpus_;
    /// Set when a failed recall took the corpus out of this run: a falsification then says it was not stored.
    bool corpus_unread_ = false;
    std::uint64_t seed_ = 0;
    /// The seed of the phase that produced the verdict (a seed entry's, when its replay failed).
    std::optional<std::uint64_t> result_seed_;
    std::optional<CorpusEntry> pending_entry_;
    RunStatistics stats_;
    TargetDirections directions_;
    SearchPool pool_;
    std::size_t search_evaluations_ = 0;
    std::optional<std::uint64_t> exhaustive_size_;
    Clock::time_point phase_started_;
    /// stats_.attempts when the current random phase began: its attempts are counted from there.
    std::size_t phase_first_attempt_ = 0;
    /// When the next progress line is due, in milliseconds of the phase.
    double next_progress_ms_ = 0;
    void report_progress(const RandomPhase& phase);
};

}  // namespace falsify::detail
