// The shared document layer over a DocumentStore, the property key, and the
// corpus a PROPERTY_DB value names.
#include <falsify/corpus.hpp>
#include <falsify/corpus_redis.hpp>

#include "corpus_document.hpp"

#include <openssl/evp.h>

#include <map>
#include <mutex>
#include <stdexcept>

#include <unistd.h>

namespace falsify {

CorpusEntry CorpusEntry::values(Data::Object arguments, std::uint64_t seed) {
    CorpusEntry e;
    e.kind = Kind::Values;
    e.seed = seed;
    e.arguments = std::move(arguments);
    return e;
}

CorpusEntry CorpusEntry::seeded(std::uint64_t seed, std::optional<std::size_t> runs_before_failure, EdgeCases edge_cases) {
    CorpusEntry e;
    e.kind = Kind::Seed;
    e.seed = seed;
    e.runs_before_failure = runs_before_failure;
    e.edge_cases = edge_cases;
    return e;
}

Corpus::~Corpus() = default;
DocumentStore::~DocumentStore() = default;

std::vector<StoredDocument> DocumentStore::list() {
    throw CorpusError("This corpus store cannot list its documents");
}

DocumentCorpus::DocumentCorpus(std::shared_ptr<DocumentStore> store, CorpusLimits limits) : store_(std::move(store)), limits_(limits) {
    if (!store_) throw std::invalid_argument("DocumentCorpus needs a store, got a null pointer");
}

std::vector<CorpusEntry> DocumentCorpus::recall(const std::string& property_id, const std::vector<std::string>& parameter_names) {
    return detail::recall_entries(store_->load(corpus_key(property_id), DocumentKind::Regression), property_id, parameter_names);
}

void DocumentCorpus::remember(const std::string& property_id, const CorpusEntry& entry) {
    store_->update(corpus_key(property_id), DocumentKind::Regression,
                   [&](const std::optional<std::string>& current) -> std::optional<std::string> {
                       return detail::remember_entry(current, property_id, entry, limits_);
                   });
}

void DocumentCorpus::prune(const std::string& property_id, const CorpusEntry& entry) {
    store_->update(corpus_key(property_id), DocumentKind::Regression,
                   [&](const std::optional<std::string>& current) { return detail::prune_entry(current, property_id, entry, limits_); });
}

std::optional<std::string> DocumentCorpus::recall_targets(const std::string& property_id) {
    return store_->load(corpus_key(property_id), DocumentKind::Search);
}

void DocumentCorpus::remember_targets(const std::string& property_id, const std::string& document) {
    store_->update(corpus_key(property_id), DocumentKind::Search, [&](const std::optional<std::string>&) -> std::optional<std::string> {
        if (document.empty()) return std::nullopt;
        return document;
    });
}

std::string corpus_key(std::string_view property_id) {
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    if (EVP_Digest(property_id.data(), property_id.size(), digest, &length, EVP_sha1(), nullptr) != 1)
        throw CorpusError("SHA-1 is unavailable in this OpenSSL, so the corpus cannot name its documents");
    static constexpr char hex[] = "0123456789abcdef";
    std::string out;
    for (unsigned int i = 0; i < length; ++i) {
        out += hex[digest[i] >> 4];
        out += hex[digest[i] & 15];
    }
    return out;
}

std::shared_ptr<Corpus> directory_corpus(std::string directory) {
    return std::make_shared<DocumentCorpus>(directory_store(std::move(directory)));
}

std::shared_ptr<DocumentStore> open_document_store(const std::string& location, const std::string& password) {
    if (location.empty()) throw std::invalid_argument("The corpus location is empty: give a directory path, e.g. build/property-db");
    if (is_redis_dsn(location)) {
        const RedisDsn dsn = parse_redis_dsn(location, password);
        // One store, so one connection, per address and password: a suite of many properties does not
        // connect (and shake hands over TLS) once per property. Per process too: a forked child must
        // not talk over its parent's socket.
        static std::mutex mutex;
        static std::map<std::string, std::shared_ptr<DocumentStore>> stores;
        const std::string slot = std::to_string(::getpid()) + '\0' + location + '\0' + password;
        std::lock_guard lock(mutex);
        auto& store = stores[slot];
        if (!store) store = redis_store(dsn);
        return store;
    }
    if (const auto scheme_end = location.find("://"); scheme_end != std::string::npos) {
        // The location is never echoed, not even its scheme: a DSN may carry credentials, and this message reaches CI logs.
        throw std::invalid_argument("The corpus location names a store this build of falsify cannot open: give a directory "
                                    "path (e.g. build/property-db), or a redis:// or rediss:// address");
    }
    return directory_store(location);
}

std::shared_ptr<Corpus> open_corpus(const std::string& location, const std::string& password) {
    return std::make_shared<DocumentCorpus>(open_document_store(location, password));
}

}  // namespace falsify
