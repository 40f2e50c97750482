#pragma once
// What the engine needs of a regression corpus: the entries it replays and
// records, the Corpus it talks to, the DocumentStore a backend implements,
// and the schemes (redis://, ...) that libraries linked into a program
// register. Nothing here reads or writes a document: that is the corpus
// library's (<falsify/corpus.hpp>), so the engine links no JSON library.
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
inline constexpr int sequence_epoch = 9;
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
    /// The search document of targeted search (<sha1(id)>.search.json),
    /// separate from the regression entries; std::nullopt when there is none
    /// (or it is not a readable document).
    virtual std::optional<Data> recall_targets(const std::string& property_id) = 0;
    /// Replaces the search document whole; std::nullopt deletes it.
    virtual void remember_targets(const std::string& property_id, const std::optional<Data>& document) = 0;
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
    /// Deletes the document without reading it, so that one too large or too
    /// damaged to read can still be removed; true when there was one. The
    /// default goes through update() (which reads it); the built-in stores do not.
    virtual bool remove(const std::string& key, DocumentKind kind);
};

/// How the stores of one scheme (`name://...`) are checked and opened;
/// registered by the library that implements them (see register_store_scheme).
struct StoreScheme {
    /// Throws std::invalid_argument when `location` is malformed; the message
    /// never repeats the location (it may carry credentials).
    std::function<void(const std::string& location)> check;
    std::function<std::shared_ptr<DocumentStore>(const std::string& location, const std::string& password)> open;
};

/// Makes `scheme://...` locations openable in this process (replacing an
/// earlier registration of the same scheme). The Redis store registers
/// redis and rediss (falsify::register_redis_store()).
void register_store_scheme(const std::string& scheme, StoreScheme how);

/// The scheme of `location`, lowercased ("redis" for REDIS://h), or
/// std::nullopt for a plain path (a directory).
std::optional<std::string> store_scheme_of(std::string_view location);

/// Throws std::invalid_argument unless `location` is a non-empty directory
/// path or an address of a registered scheme that passes its check. The
/// message never repeats the location.
void check_store_location(const std::string& location);

/// The store of a registered scheme; throws std::invalid_argument (as
/// check_store_location) for an unregistered one. A plain path is the corpus
/// library's: open_document_store() in <falsify/corpus.hpp> opens both.
std::shared_ptr<DocumentStore> open_scheme_store(const std::string& location, const std::string& password);

}  // namespace falsify

// The definitions of the templates and inline functions declared above.
#include <falsify/impl/corpus_interface.hpp>
