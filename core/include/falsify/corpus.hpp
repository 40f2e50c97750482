#pragma once
// The regression corpus: every falsification is remembered, and replayed first
// on the next run.
//
//   auto corpus = falsify::directory_corpus("build/property-db");
//   falsify::property("p", body).with(corpus).check();
//
// or PROPERTY_DB=build/property-db under the Boost.Test face (or a redis://
// address: <falsify/corpus_redis.hpp>). One JSON document
// per property (<sha1(id)>.json), holding at most 8 values entries (the
// shrunk arguments, replayed as one run) and 2 seed entries (the random phase
// re-run from its seed, for inputs that are not data), newest first.
//
// The document layer (format, limits, recall filters) is shared by every
// backend; a backend implements DocumentStore and only stores strings, so
// two backends hold byte-identical documents.
#include <falsify/data.hpp>
#include <falsify/errors.hpp>
#include <falsify/random.hpp>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace falsify {

/// The document format written. A document of another format is never overwritten.
inline constexpr int corpus_format = 1;
/// The generation sequence: bumped whenever a seed stops producing the values it
/// produced. Seed entries of another epoch are not replayed (they would replay a
/// different input under the name of a regression).
inline constexpr int sequence_epoch = 6;
inline constexpr std::size_t max_value_entries = 8;
inline constexpr std::size_t max_seed_entries = 2;

/// How many entries of each kind a document keeps (the newest); a shared store
/// may want more than the defaults.
struct CorpusLimits {
    std::size_t values = max_value_entries;
    std::size_t seeds = max_seed_entries;
};

/// A corpus operation that could not complete (the runner reports it as a
/// CorpusFailed event; it never changes a property's verdict).
class CorpusError : public Error {
public:
    using Error::Error;
};

struct CorpusEntry {
    enum class Kind { Values, Seed };

    Kind kind = Kind::Seed;
    /// The seed of the random phase that found the failure.
    std::uint64_t seed = 0;
    std::int64_t epoch = sequence_epoch;
    /// Values: the encoded arguments by parameter name.
    Data::Object arguments;
    /// Seed: the successful runs before the failure; a replay runs at least one more.
    /// Absent in older documents: no extension then.
    std::optional<std::size_t> runs_before_failure;
    /// Seed: the edge-case mode of the recorded random phase.
    EdgeCases edge_cases = EdgeCases::Mixin;

    bool is_values() const noexcept { return kind == Kind::Values; }
    static CorpusEntry values(Data::Object arguments, std::uint64_t seed);
    static CorpusEntry seeded(std::uint64_t seed, std::optional<std::size_t> runs_before_failure, EdgeCases edge_cases);
};

/// Where falsifications are remembered between runs. Every method may throw
/// (CorpusError, or what the storage raises); the runner reports it.
class Corpus {
public:
    virtual ~Corpus();
    /// The entries that can be replayed: values entries first, then seed
    /// entries, newest first in each. Entries of another epoch, values
    /// entries whose argument names (as a set) differ from `parameter_names`,
    /// and anything malformed are left out.
    virtual std::vector<CorpusEntry> recall(const std::string& property_id, const std::vector<std::string>& parameter_names) = 0;
    /// Adds `entry` as the newest of its kind, replacing an older copy of it and
    /// evicting the oldest beyond the limits. Returns once it is stored.
    virtual void remember(const std::string& property_id, const CorpusEntry& entry) = 0;
    /// Removes `entry` (a regression that no longer fails).
    virtual void prune(const std::string& property_id, const CorpusEntry& entry) = 0;
    /// The raw search document of targeted search (<sha1(id)>.search.json),
    /// separate from the regression entries; std::nullopt when there is none.
    virtual std::optional<std::string> recall_targets(const std::string& property_id) = 0;
    /// Replaces the search document whole; an empty text deletes it.
    virtual void remember_targets(const std::string& property_id, const std::string& document) = 0;
};

/// The two documents a property may have.
enum class DocumentKind { Regression, Search };

/// A document a store holds: its key (corpus_key of the property) and kind.
struct StoredDocument {
    std::string key;
    DocumentKind kind = DocumentKind::Regression;
    bool operator==(const StoredDocument&) const = default;
};

/// Storage of whole documents, keyed by the property's hash: all a backend implements.
class DocumentStore {
public:
    virtual ~DocumentStore();
    /// The stored text, or std::nullopt when there is none (or it is not a
    /// readable document). Throws when the storage itself fails.
    virtual std::optional<std::string> load(const std::string& key, DocumentKind kind) = 0;
    /// Replaces the text by `change(current)` with no other writer in between;
    /// std::nullopt deletes it. `change` may throw: nothing is written then.
    virtual void update(const std::string& key, DocumentKind kind,
                        const std::function<std::optional<std::string>(const std::optional<std::string>&)>& change) = 0;
    /// Every document held, sorted by key then kind (for tools that copy or
    /// prune a whole corpus; the runner never lists). The default throws
    /// CorpusError: a store need not support it.
    virtual std::vector<StoredDocument> list();
};

/// The shared document layer over any store.
class DocumentCorpus : public Corpus {
public:
    explicit DocumentCorpus(std::shared_ptr<DocumentStore> store, CorpusLimits limits = {});
    std::vector<CorpusEntry> recall(const std::string& property_id, const std::vector<std::string>& parameter_names) override;
    void remember(const std::string& property_id, const CorpusEntry& entry) override;
    void prune(const std::string& property_id, const CorpusEntry& entry) override;
    std::optional<std::string> recall_targets(const std::string& property_id) override;
    void remember_targets(const std::string& property_id, const std::string& document) override;

private:
    std::shared_ptr<DocumentStore> store_;
    CorpusLimits limits_;
};

/// The key of a property's documents: the hex SHA-1 of its id.
std::string corpus_key(std::string_view property_id);

/// Documents as files in `directory` (created, 0700, when first written):
/// <key>.json and <key>.search.json, each 0600, written to an exclusive temp
/// file and renamed into place under an exclusive lock on <directory>/.corpus.lock.
std::shared_ptr<DocumentStore> directory_store(std::string directory);
std::shared_ptr<Corpus> directory_corpus(std::string directory);

/// The store a PROPERTY_DB value names: a directory path, or a redis:// or
/// rediss:// address (see <falsify/corpus_redis.hpp>), whose password is
/// `password` (PROPERTY_DB_PASSWORD). Any other `scheme://` is refused, and so
/// is an empty value; a message never repeats the value (it may hold a secret).
/// A Redis store is shared by every call with the same address and password
/// in a process (one connection, not one per property).
std::shared_ptr<DocumentStore> open_document_store(const std::string& location, const std::string& password = {});
/// The corpus over open_document_store(location, password).
std::shared_ptr<Corpus> open_corpus(const std::string& location, const std::string& password = {});

}  // namespace falsify
