#pragma once
// A campaign's worker process: claims seeds, runs the property on each, and
// tells the coordinator what it does, one line per event on a pipe:
//   claim <first index> <count>
//   seed <seed>                        about to run it
//   done <runs>                        the seed passed
//   failed <seed> <runs before> <shrunk arguments>
//   stored                             the failure it met is recorded in the corpus
//   error <message>                    the worker cannot go on (exits 2)
#include "campaign_claims.hpp"

#include <falsify/definition.hpp>

#include <cstdint>
#include <functional>
#include <memory>
#include <string>

namespace falsify::campaign_detail {

struct WorkerSetup {
    const PropertyDefinition* definition = nullptr;
    /// Made in the worker, after the fork (a connection is not shared between processes).
    std::function<std::unique_ptr<SeedClaims>()> claims;
    std::uint64_t stream = 0;
    int report_fd = -1;
};

/// The worker's whole life, in the forked child: never returns.
[[noreturn]] void run_worker(const WorkerSetup& setup);

/// A worker's report line, read back by the coordinator.
struct WorkerLine {
    enum class Kind { Claim, Seed, Done, Failed, Stored, Error, Unknown };
    Kind kind = Kind::Unknown;
    std::uint64_t first = 0, count = 0;  ///< Claim
    std::uint64_t seed = 0;              ///< Seed, Failed
    std::uint64_t runs = 0;              ///< Done; Failed: runs before the failure
    std::string text;                    ///< Failed: the shrunk arguments; Error: the message
};
WorkerLine parse_worker_line(const std::string& line);

}  // namespace falsify::campaign_detail
