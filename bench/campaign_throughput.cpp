// Runs per second of a campaign (<falsify/campaign.hpp>) with 1, 2 and 4
// worker processes, on the passing property of runs_per_second (std::vector<int>
// of up to 100 elements): `campaign_throughput SECONDS`, each count of
// workers given SECONDS. With PROPERTY_DB=redis://... the seeds are claimed
// through that server (scripts/campaign-throughput starts one), else through
// a counter in memory the workers share.
#include <falsify/campaign.hpp>
#include <falsify/corpus_redis.hpp>
#include <falsify/falsify.hpp>

#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: %s SECONDS\n", argv[0]);
        return 2;
    }
    const long seconds = std::strtol(argv[1], nullptr, 10);
    const char* db = std::getenv("PROPERTY_DB");
    const bool redis = db && falsify::is_redis_dsn(db);
    const falsify::PropertyDefinition definition =
        falsify::property("campaign_throughput", [](const std::vector<int>& xs) { return xs.size() <= 100; }).definition();
    std::printf("workers  runs/s      per worker  (seeds claimed from %s, %ld s each)\n", redis ? "redis" : "this machine", seconds);
    for (const unsigned workers : {1u, 2u, 4u}) {
        falsify::CampaignOptions options;
        options.workers = workers;
        options.time_budget = std::chrono::seconds(seconds);
        options.progress_every = std::chrono::hours(1);
        if (redis) options.claims = db;
        std::ostringstream progress;  // the per-campaign lines would drown the table
        const falsify::CampaignSummary summary = falsify::run_campaign(definition, options, progress);
        std::printf("%7u  %10.0f  %10.0f\n", workers, summary.runs_per_second(), summary.runs_per_second() / workers);
    }
    return 0;
}
