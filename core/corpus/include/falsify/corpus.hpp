#pragma once
// The regression corpus: every falsification is remembered, and replayed first
// on the next run.
//
//   auto corpus = falsify::directory_corpus("build/property-db");
//   falsify::property("p", body).with(corpus).check();
//
// or PROPERTY_DB=build/property-db under the Boost.Test face (or a redis://
// address: <falsify/corpus_redis.hpp>). Library falsify_corpus. One JSON document
// per property (<sha1(id)>.json), holding at most 8 values entries (the
// shrunk arguments, replayed as one run) and 2 seed entries (the random phase
// re-run from its seed, for inputs that are not data), newest first.
//
// The document layer (format, limits, recall filters) is shared by every
// backend; a backend implements DocumentStore and only stores strings, so
// two backends hold byte-identical documents.
#include <falsify/corpus_interface.hpp>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace falsify {

/// The shared document layer over any store.
class DocumentCorpus : public Corpus {
public:
    explicit DocumentCorpus(std::shared_ptr<DocumentStore> store, CorpusLimits limits = {});
    std::vector<CorpusEntry> recall(const std::string& property_id, const std::vector<std::string>& parameter_names) override;
    void remember(const std::string& property_id, const CorpusEntry& entry) override;
    void prune(const std::string& property_id, const CorpusEntry& entry) override;
    std::optional<Data> recall_targets(const std::string& property_id) override;
    void remember_targets(const std::string& property_id, const std::optional<Data>& document) override;

private:
    std::shared_ptr<DocumentStore> store_;
    CorpusLimits limits_;
};

/// The key of a property's documents: the hex SHA-1 of its id.
std::string corpus_key(std::string_view property_id);

/// Documents as files in `directory` (created, 0700, when first written):
/// <key>.json and <key>.search.json, each 0600, written to an exclusive temp
/// file and renamed into place under an exclusive lock on <directory>/.corpus.lock.
/// A document that is a symbolic link (or not a regular file) is refused by name
/// (CorpusError), never followed nor replaced; a lock another process holds is
/// waited for 5 s, and once given up on is not waited for again by this process
/// while the same holder keeps it. Throws std::invalid_argument when the
/// directory's path meets a loop of symbolic links.
std::shared_ptr<DocumentStore> directory_store(std::string directory);
std::shared_ptr<Corpus> directory_corpus(std::string directory);

/// What merging a stored document into a destination's gave (merge_documents).
struct DocumentMerge {
    /// The destination's new text; std::nullopt leaves it as it is.
    std::optional<std::string> text;
    /// Entries of the source the destination did not have, now in `text`.
    std::size_t added = 0;
    /// Entries of the source the destination did not have, left out beyond the limits.
    std::size_t left_out = 0;
};

/// Merges the stored document `from` into the destination's (`into`, none when
/// absent), both stored under `key`: a copy that never loses what the
/// destination holds. With no destination document the source's text is taken
/// byte for byte; otherwise every entry the destination has stays as it is,
/// and the source's others follow (within `limits`, raised to hold all of the
/// destination's). A search document is taken only where the destination has none.
/// Throws CorpusError, naming the key, when the source cannot be read (not a
/// document, misfiled under another key, a damaged entry), or when the
/// destination's is of another format (never overwritten nor downgraded) or
/// cannot be read.
DocumentMerge merge_documents(const std::string& key, DocumentKind kind, const std::optional<std::string>& into, const std::string& from,
                              CorpusLimits limits = {});

/// The store a PROPERTY_DB value names: a directory path, or the address of a
/// registered scheme (see register_store_scheme; the Redis store registers
/// redis:// and rediss://, <falsify/corpus_redis.hpp>), whose password is
/// `password` (PROPERTY_DB_PASSWORD). Any other `scheme://` is refused, and so
/// is an empty value; a message never repeats the value (it may hold a secret).
std::shared_ptr<DocumentStore> open_document_store(const std::string& location, const std::string& password = {});
/// The corpus over open_document_store(location, password).
std::shared_ptr<Corpus> open_corpus(const std::string& location, const std::string& password = {});

}  // namespace falsify
