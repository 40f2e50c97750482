#pragma once
// Jepsen histories as the linearizability checker reads them, and the
// sequential models they are checked against (the formats and models of
// test/data/linearizability/README.md):
//   etcd logs       one register, read / write / cas, `INFO jepsen.util - ...` lines
//   key-value EDN   get / put / append on string keys, one map per line
// Shared by bench/linearizability.cpp and the checker's tests.
//
// The readers refuse what they cannot read (HistoryError, naming the file and
// line): a line misread would change the verdict without a word.
#include <falsify/linearizability.hpp>

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace jepsen {

/// A history that cannot be read. what() is "<source>:<line>: <what was wrong>",
/// or "<source>: <what was wrong>" for the whole file (line 0).
class HistoryError : public std::runtime_error {
public:
    HistoryError(const std::string& source, std::size_t line, const std::string& problem);
    const std::string& source() const noexcept { return source_; }
    std::size_t line() const noexcept { return line_; }

private:
    std::string source_;
    std::size_t line_;
};

// ---- etcd: one register -----------------------------------------------------

struct RegisterInput {
    enum Kind { Read, Write, Cas } kind = Read;
    int value = 0;  // write(value); cas(value -> swap)
    int swap = 0;
};
/// read: the value read (-1: unset); write: 0; cas: 1 when it swapped, 0 when not.
using RegisterOutput = int;
using RegisterHistory = falsify::linearizability::History<RegisterInput, RegisterOutput>;

/// An etcd log, fields separated by any run of tabs or spaces:
///   INFO  jepsen.util - <process> <type> <f> [<value>] [<reason>]
/// type :invoke | :ok | :fail | :info; f :read | :write | :cas; value nil, an
/// integer >= 0 or [from to]; reason a keyword such as :timed-out. :ok returns
/// the operation; :info (unknown outcome) leaves it pending; :fail on a cas
/// without a reason is a cas that did not swap, any other :fail never took
/// effect and is dropped. Times are line numbers; blank lines are skipped.
RegisterHistory parse_etcd_log(std::string_view text, const std::string& source = "etcd log");

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
/// Other keys (:time, :index, :error) are read and ignored when their values
/// are strings, keywords, integers or nil. :ok returns the operation, :info
/// leaves it pending, :fail never took effect and is dropped.
KeyValueHistory parse_kv_edn(std::string_view text, const std::string& source = "EDN history");

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

enum class Format { EtcdLog, KeyValueEdn };

/// Which reader a history needs: EDN when its first non-blank line opens a
/// map, the etcd log otherwise (whose reader then says what is wrong).
/// Throws HistoryError when the text is blank.
Format detect_format(std::string_view text, const std::string& source);

}  // namespace jepsen
