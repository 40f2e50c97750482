#pragma once
// Synthetic Jepsen histories, written in the formats the readers take (an etcd
// log, a key-value EDN history), so that any checker can be timed on the same
// files: larger and more concurrent than the recorded ones (up to 10,000
// operations and 100 clients). Each is recorded from a simulated atomic store,
// so it is linearizable, unless a violation is asked for: then one completed
// read returns a value no operation ever wrote, which no order explains.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace jepsen {

struct SyntheticShape {
    enum Kind { Register, KeyValue } kind = Register;
    std::size_t operations = 1000;
    std::size_t clients = 10;
    /// The most operations open at once: a client idles when this many are.
    std::size_t in_flight = 10;
    /// Key-value only: how many keys the operations spread over.
    std::size_t keys = 10;
    /// Register only: the share (per thousand) of writes and cas that time out
    /// (:info, unknown outcome; half of them took effect) and of reads that do.
    unsigned unknown_per_mille = 0;
    bool violation = false;
    std::uint64_t seed = 1;

    /// e.g. `register-n10000-c100-f10-u50-ok`: its file's stem.
    std::string name() const;
};

/// The history's text: an etcd log for a register, EDN lines for a key-value store.
std::string synthetic_history(const SyntheticShape& shape);

/// The shapes the bench writes with --synthetic: a register and a key-value
/// store at 10 to 100 clients and 1,000 to 10,000 operations, each with and
/// without a violation, registers with operations of unknown outcome
/// (without: every one left open widens the search, exponentially for any
/// checker that must refute), and key-value stores of 50 and 100 clients, all
/// busy, over 5 to 20 keys (a healthy store's history: each key's operations
/// overlap many others'; 200 to 2,000 operations).
std::vector<SyntheticShape> synthetic_shapes();

}  // namespace jepsen
