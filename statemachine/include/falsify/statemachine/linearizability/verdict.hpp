#pragma once
// What a linearizability check concludes, and the budget it may spend.
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

namespace falsify::linearizability {

enum class Verdict {
    Linearizable,
    NotLinearizable,
    /// The budget ran out before the search decided: neither verdict is proven.
    Unknown,
};

/// "linearizable", "not linearizable", "unknown".
const char* to_string(Verdict verdict) noexcept;
std::ostream& operator<<(std::ostream& out, Verdict verdict);

struct CheckOptions {
    /// Model steps the search may take over all partitions; 0: no limit.
    std::uint64_t max_steps = 0;
    /// Wall time the search may take; zero: no limit. The default keeps a
    /// pathological history from hanging a test run.
    std::chrono::milliseconds timeout{10'000};
    /// What messages call the issuer of an operation: "client", "thread".
    std::string client_name = "client";
};

struct CheckResult {
    Verdict verdict = Verdict::Unknown;
    /// For NotLinearizable: the longest order found in which every operation
    /// matched the model, as indices into the history, first to last; empty
    /// when the operation in `unplaced` takes effect in no state at all.
    std::vector<std::size_t> longest_prefix;
    /// For NotLinearizable: the operation (an index into the history) that had
    /// to take effect next, by real time, and fits nowhere after that prefix,
    /// or whose result no state the operations can lead to gives.
    std::vector<std::size_t> unplaced;
    /// A sentence a person can act on: empty when linearizable.
    std::string explanation;
    /// Model steps taken, and how many independent partitions were searched.
    std::uint64_t steps = 0;
    std::size_t partitions = 0;

    bool linearizable() const noexcept { return verdict == Verdict::Linearizable; }
};

}  // namespace falsify::linearizability
