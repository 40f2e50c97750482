#pragma once
// Jepsen histories as the linearizability checker reads them, and the
// sequential models they are checked against (the formats and models of
// ../shared/data/linearizability/README.md):
//   etcd logs       one register, read / write / cas, `INFO jepsen.util - ...` lines
//   key-value EDN   get / put / append on string keys, one map per line
// Shared by bench/linearizability.cpp and the checker's tests.
#include <falsify/linearizability.hpp>

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>

namespace jepsen {

// ---- etcd: one register -----------------------------------------------------

struct RegisterInput {
    enum Kind { Read, Write, Cas } kind = Read;
    int value = 0;  // write(value); cas(value -> swap)
    int swap = 0;
};
/// read: the value read (-1: unset); write: 0; cas: 1 when it swapped, 0 when not.
using RegisterOutput = int;
using RegisterHistory = falsify::linearizability::History<RegisterInput, RegisterOutput>;

/// An etcd log: one operation per :invoke; :ok and :fail return it, :info
/// (a timeout) leaves it pending. Times are line numbers.
RegisterHistory parse_etcd_log(const std::string& text);

struct RegisterModel {
    int initial_state() const { return -1; }
    std::optional<int> step(int state, const RegisterInput& input, const std::optional<RegisterOutput>& output) const;
    std::string describe(const RegisterInput& input, const std::optional<RegisterOutput>& output) const;
};

// ---- key-value store ----------------------------------------------------------

struct KeyValueInput {
    enum Kind { Get, Put, Append } kind = Get;
    std::string key;
    std::string value;
};
/// get: the value read; put and append: empty.
using KeyValueOutput = std::string;
using KeyValueHistory = falsify::linearizability::History<KeyValueInput, KeyValueOutput>;

/// EDN maps, one per line: {:process 9, :type :invoke, :f :append, :key "0", :value "x 9 0 y"}.
KeyValueHistory parse_kv_edn(const std::string& text);

/// Each key alone (P-compositionality): the state is one key's value.
struct KeyValueModel {
    std::string initial_state() const { return {}; }
    std::optional<std::string> step(const std::string& state, const KeyValueInput& input,
                                    const std::optional<KeyValueOutput>& output) const;
    std::string partition(const KeyValueInput& input) const { return input.key; }
    std::string describe(const KeyValueInput& input, const std::optional<KeyValueOutput>& output) const;
};

/// The whole map at once, as a checker without partitioning must see it.
struct KeyValueMapModel {
    using State = std::map<std::string, std::string>;
    State initial_state() const { return {}; }
    std::optional<State> step(const State& state, const KeyValueInput& input,
                              const std::optional<KeyValueOutput>& output) const;
    std::size_t hash(const State& state) const;
    std::string describe(const KeyValueInput& input, const std::optional<KeyValueOutput>& output) const;
};

/// The whole file, or an exception naming it.
std::string read_file(const std::string& path);

}  // namespace jepsen
