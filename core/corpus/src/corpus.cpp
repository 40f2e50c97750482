// The shared document layer over a DocumentStore, the property key, and the
// corpus a PROPERTY_DB value names.
#include <falsify/corpus.hpp>
#include <falsify/detail/json_text.hpp>
#include <falsify/json.hpp>

#include "corpus_document.hpp"

#include <openssl/evp.h>

#include <stdexcept>

namespace falsify {

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

std::optional<Data> DocumentCorpus::recall_targets(const std::string& property_id) {
    const auto text = store_->load(corpus_key(property_id), DocumentKind::Search);
    if (!text || text->size() > detail::max_document_bytes) return std::nullopt;
    return parse_json(*text);
}

void DocumentCorpus::remember_targets(const std::string& property_id, const std::optional<Data>& document) {
    std::optional<std::string> text;
    if (document) {
        const auto compact = to_json(*document);
        if (!compact) throw CorpusError("The search document holds a number JSON cannot write (NaN or infinite)");
        text = detail::pretty_json(*compact) + "\n";
    }
    store_->update(corpus_key(property_id), DocumentKind::Search, [&](const std::optional<std::string>&) { return text; });
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
    if (store_scheme_of(location)) return open_scheme_store(location, password);
    return directory_store(location);
}

std::shared_ptr<Corpus> open_corpus(const std::string& location, const std::string& password) {
    return std::make_shared<DocumentCorpus>(open_document_store(location, password));
}

}  // namespace falsify
