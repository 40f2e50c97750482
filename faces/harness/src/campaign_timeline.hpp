#pragma once
// A campaign's progress over time in its observation file: per worker, now and
// then, its executions, seeds, corpus entries and findings, as an `info` line
// titled "falsify: campaign progress" (docs/observability.md), from which
// falsify-report draws each worker's series. Written by the coordinator alone:
// its workers observe nothing (worker_definition), so that the file holds the
// campaign's course rather than every run of every seed.
#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

namespace falsify::campaign_detail {

inline constexpr const char* progress_title = "falsify: campaign progress";

/// One worker's totals so far (a worker replaced after a death goes on under its number).
struct WorkerSample {
    unsigned worker = 0;  ///< 1-based
    std::uint64_t executions = 0;
    std::uint64_t seeds = 0;
    /// Failures it recorded in the corpus (event::CorpusStored); 0 without a corpus.
    std::uint64_t corpus_entries = 0;
    /// Failing seeds it met, a failure another worker met too included.
    std::uint64_t findings = 0;
};

/// The samples of one campaign, appended to `file` at a bounded rate.
class CampaignTimeline {
public:
    CampaignTimeline(std::string file, std::string property);

    /// Writes a sample per worker, `elapsed` after the start, unless the
    /// previous samples are less than min_interval old: at most one a second
    /// per worker whatever the progress interval, so that a long campaign's
    /// file stays small (a day at the default 10 s: 8640 lines a worker).
    void sample(std::chrono::milliseconds elapsed, const std::vector<WorkerSample>& workers);

    /// The samples at the campaign's end, always written; each says why it
    /// stopped (`stopped`), so that a file without them is a campaign cut short.
    void last_sample(std::chrono::milliseconds elapsed, const std::vector<WorkerSample>& workers, const std::string& stopped);

    static constexpr std::chrono::milliseconds min_interval{1000};

private:
    void write(std::chrono::milliseconds elapsed, const std::vector<WorkerSample>& workers, const std::string& stopped);

    std::string file_;
    std::string property_;
    double run_start_ = 0;
    std::chrono::milliseconds previous_{0};
    bool any_ = false;
};

}  // namespace falsify::campaign_detail
