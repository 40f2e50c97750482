// A campaign's progress samples as observation lines.
#include "campaign_timeline.hpp"

#include "observation_files.hpp"

#include <falsify/data.hpp>

namespace falsify::campaign_detail {

CampaignTimeline::CampaignTimeline(std::string file, std::string property) : file_(std::move(file)), property_(std::move(property)) {
    // The campaign's run_start, as a property run's: what tells two campaigns of one property apart in a file.
    run_start_ = std::chrono::duration<double>(std::chrono::system_clock::now().time_since_epoch()).count();
}

void CampaignTimeline::sample(std::chrono::milliseconds elapsed, const std::vector<WorkerSample>& workers) {
    if (any_ && elapsed - previous_ < min_interval) return;
    write(elapsed, workers, {});
}

void CampaignTimeline::last_sample(std::chrono::milliseconds elapsed, const std::vector<WorkerSample>& workers, const std::string& stopped) {
    write(elapsed, workers, stopped);
}

void CampaignTimeline::write(std::chrono::milliseconds elapsed, const std::vector<WorkerSample>& workers, const std::string& stopped) {
    any_ = true;
    previous_ = elapsed;
    const double at = static_cast<double>(elapsed.count()) / 1000.0;
    for (const WorkerSample& w : workers) {
        Data::Object content{{"worker", Data::integer(w.worker)},
                             {"elapsed", Data::number(at)},
                             {"executions", Data::integer(w.executions)},
                             {"seeds", Data::integer(w.seeds)},
                             {"corpus_entries", Data::integer(w.corpus_entries)},
                             {"findings", Data::integer(w.findings)},
                             {"workers", Data::integer(workers.size())}};
        if (!stopped.empty()) content.push_back({"stopped", Data::string(stopped)});
        Data::Object line{{"type", Data::string("info")},
                          {"title", Data::string(progress_title)},
                          {"content", Data::object(std::move(content))},
                          {"property", Data::string(property_)},
                          {"run_start", Data::number(run_start_)}};
        harness::append_observation(file_, Data::object(std::move(line)));
    }
}

}  // namespace falsify::campaign_detail
