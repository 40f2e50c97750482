// The varint stream's round trip (varint_stream.hpp) as a campaign: fresh
// seeds, run by several worker processes until a failure, a budget or Ctrl-C.
//
//   varint_campaign [workers] [seconds]
//
// With PROPERTY_DB set (a directory, or redis://... shared by every machine
// running this), a failure is remembered there and the seeds are claimed
// through Redis, so that no two workers, here or elsewhere, run the same one.
// A test framework's test runs as a campaign with PROPERTY_CAMPAIGN instead
// (PROPERTY_CAMPAIGN=workers=4,time=10m ./tests --run_test=...).
#include "varint_stream.hpp"

#include <falsify/campaign.hpp>
#include <falsify/corpus.hpp>
#include <falsify/corpus_redis.hpp>

#include <cstdlib>
#include <iostream>
#include <string>

int main(int argc, char** argv) {
    falsify::CampaignOptions options;
    if (argc > 1) options.workers = static_cast<unsigned>(std::stoul(argv[1]));
    if (argc > 2) options.time_budget = std::chrono::seconds(std::stol(argv[2]));
    options.progress_every = std::chrono::seconds(5);
    falsify::PropertyDefinition definition = varint::round_trip().definition();
    if (const char* db = std::getenv("PROPERTY_DB"); db && *db) {
        falsify::register_redis_store();
        const char* password = std::getenv("PROPERTY_DB_PASSWORD");
        definition.corpus = falsify::open_corpus(db, password ? password : "");
        if (falsify::is_redis_dsn(db)) {
            options.claims = db;
            options.claims_password = password ? password : "";
        }
    }
    const falsify::CampaignSummary summary = falsify::run_campaign(definition, options, std::cout);
    if (summary.passed()) return 0;
    // The failure's seed, run again here for the whole report.
    definition.config.seed(summary.failures.front().seed);
    std::cout << falsify::run(definition).message() << '\n';
    return 1;
}
