// The shared document layer over a DocumentStore, the property key, and the
// corpus a PROPERTY_DB value names.
#include <falsify/corpus.hpp>
#include <falsify/detail/json_text.hpp>
#include <falsify/json.hpp>

#include "corpus_document.hpp"

#include <array>
#include <cstdint>
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

namespace {

/// SHA-1 (FIPS 180-4) of `text`: the name of a property's documents. Written
/// here, not taken from OpenSSL, so that the directory corpus (and every face
/// over it) links no TLS library; the Redis store alone needs OpenSSL.
std::array<std::uint8_t, 20> sha1(std::string_view text) {
    std::uint32_t h[5] = {0x67452301u, 0xEFCDAB89u, 0x98BADCFEu, 0x10325476u, 0xC3D2E1F0u};
    const auto rotl = [](std::uint32_t x, int n) { return (x << n) | (x >> (32 - n)); };
    std::string message(text);
    const std::uint64_t bits = static_cast<std::uint64_t>(text.size()) * 8;
    message += static_cast<char>(0x80);
    while (message.size() % 64 != 56) message += '\0';
    for (int i = 7; i >= 0; --i) message += static_cast<char>((bits >> (8 * i)) & 0xff);
    for (std::size_t block = 0; block < message.size(); block += 64) {
        std::uint32_t w[80];
        for (int i = 0; i < 16; ++i) {
            w[i] = 0;
            for (int b = 0; b < 4; ++b) w[i] = (w[i] << 8) | static_cast<std::uint8_t>(message[block + 4 * static_cast<std::size_t>(i) + b]);
        }
        for (int i = 16; i < 80; ++i) w[i] = rotl(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1);
        std::uint32_t a = h[0], b = h[1], c = h[2], d = h[3], e = h[4];
        for (int i = 0; i < 80; ++i) {
            std::uint32_t f, k;
            if (i < 20) f = (b & c) | (~b & d), k = 0x5A827999u;
            else if (i < 40) f = b ^ c ^ d, k = 0x6ED9EBA1u;
            else if (i < 60) f = (b & c) | (b & d) | (c & d), k = 0x8F1BBCDCu;
            else f = b ^ c ^ d, k = 0xCA62C1D6u;
            const std::uint32_t t = rotl(a, 5) + f + e + k + w[i];
            e = d;
            d = c;
            c = rotl(b, 30);
            b = a;
            a = t;
        }
        h[0] += a, h[1] += b, h[2] += c, h[3] += d, h[4] += e;
    }
    std::array<std::uint8_t, 20> digest{};
    for (std::size_t i = 0; i < 20; ++i) digest[i] = static_cast<std::uint8_t>(h[i / 4] >> (24 - 8 * (i % 4)));
    return digest;
}

}  // namespace

std::string corpus_key(std::string_view property_id) {
    static constexpr char hex[] = "0123456789abcdef";
    std::string out;
    for (const std::uint8_t byte : sha1(property_id)) {
        out += hex[byte >> 4];
        out += hex[byte & 15];
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
