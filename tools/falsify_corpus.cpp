// falsify-corpus: list, show, prune and copy regression corpora, in a
// directory or in Redis. Both stores hold the same documents byte for byte,
// so a copy in either direction is a copy.
//
//   falsify-corpus list  STORE
//   falsify-corpus show  STORE PROPERTY-ID|KEY [--search]
//   falsify-corpus prune STORE PROPERTY-ID|KEY... | --all
//   falsify-corpus copy  FROM TO      (a merge: what TO holds is never overwritten)
//
// STORE is what PROPERTY_DB takes: a directory, or redis://host[:port][/db][?prefix=..&timeout=..]
// (rediss:// for TLS, trusting the system's certificates or SSL_CERT_FILE); the
// password comes from PROPERTY_DB_PASSWORD, never from the address.
#include <falsify/corpus.hpp>
#include <falsify/corpus_redis.hpp>

#include <boost/json.hpp>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

using namespace falsify;

constexpr const char* usage =
    "usage: falsify-corpus list  STORE\n"
    "       falsify-corpus show  STORE PROPERTY-ID|KEY [--search]\n"
    "       falsify-corpus prune STORE PROPERTY-ID|KEY... | --all\n"
    "       falsify-corpus copy  FROM TO\n"
    "STORE: a directory, or a redis:// / rediss:// address (password in PROPERTY_DB_PASSWORD)\n"
    "copy merges: an entry or a document TO holds is never overwritten\n";

std::shared_ptr<DocumentStore> open_store(const std::string& location) {
    const char* password = std::getenv("PROPERTY_DB_PASSWORD");
    return open_document_store(location, password ? password : "");
}

/// A store to read from: a directory must exist (a mistyped path would otherwise read as an empty corpus).
std::shared_ptr<DocumentStore> open_existing_store(const std::string& location) {
    auto store = open_store(location);  // first: a path that loops is named as such
    std::error_code error;
    if (!store_scheme_of(location) && !std::filesystem::is_directory(location, error))
        throw CorpusError("There is no corpus directory \"" + location + "\"" +
                          (std::filesystem::exists(location, error) ? ": it is not a directory" : ""));
    return store;
}

/// What to run to see what a store holds (the store itself is never repeated: an address may carry a secret).
constexpr const char* list_hint = "`falsify-corpus list STORE` lists the keys and property ids it holds";

/// The document as text for a terminal: a byte that is neither printable nor
/// white space (a document never holds one) is shown as \xNN.
std::string printable(const std::string& text, std::size_t* escaped) {
    std::string out;
    out.reserve(text.size());
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if ((byte < 0x20 && c != '\n' && c != '\t' && c != '\r') || byte == 0x7f) {
            constexpr const char* hex = "0123456789abcdef";
            out += "\\x";
            out += hex[byte >> 4];
            out += hex[byte & 15];
            ++*escaped;
        } else {
            out += c;
        }
    }
    return out;
}

/// A document key as given (40 hex digits), or the key of a property id.
std::string key_of(const std::string& argument) {
    const bool is_key = argument.size() == 40 && argument.find_first_not_of("0123456789abcdef") == std::string::npos;
    return is_key ? argument : corpus_key(argument);
}

const char* kind_name(DocumentKind kind) { return kind == DocumentKind::Search ? "search" : "regression"; }

/// "<entries> <property id>" of a document, or "? (unreadable)" for what is not one.
std::string summary(const std::string& text, DocumentKind kind) {
    boost::system::error_code ec;
    const boost::json::value v = boost::json::parse(text, ec);
    if (ec || !v.is_object()) return "? (unreadable)";
    const auto& o = v.get_object();
    const auto* id = o.if_contains(kind == DocumentKind::Search ? "id" : "property");
    const auto* items = o.if_contains(kind == DocumentKind::Search ? "targets" : "entries");
    std::string count = "?";
    if (items && items->is_array()) count = std::to_string(items->get_array().size());
    if (items && items->is_object()) count = std::to_string(items->get_object().size());
    return count + " " + (id && id->is_string() ? std::string(id->get_string()) : std::string("?"));
}

int list(const std::string& location) {
    const auto store = open_existing_store(location);
    const std::vector<StoredDocument> documents = store->list();
    for (const auto& doc : documents) {
        std::optional<std::string> text;
        try {
            text = store->load(doc.key, doc.kind);
        } catch (const CorpusError& e) {
            // Listed, not skipped: a document that cannot be read still holds something.
            std::cout << doc.key << " " << kind_name(doc.kind) << " ? (unreadable: " << e.what() << ")\n";
            continue;
        }
        if (!text) continue;
        std::cout << doc.key << " " << kind_name(doc.kind) << " " << summary(*text, doc.kind) << "\n";
    }
    // Said, so that a store that holds nothing (a Redis address with another database or prefix) is not mistaken for one that was read.
    if (documents.empty()) std::cerr << "falsify-corpus: the store holds no documents\n";
    return 0;
}

int show(const std::string& location, const std::string& which, bool search) {
    const auto text = open_existing_store(location)->load(key_of(which), search ? DocumentKind::Search : DocumentKind::Regression);
    if (!text) {
        std::cerr << "falsify-corpus: no " << (search ? "search" : "regression") << " document for \"" << which << "\" (key "
                  << key_of(which) << "); " << list_hint << "\n";
        return 1;
    }
    std::size_t escaped = 0;
    std::cout << printable(*text, &escaped);
    if (escaped) std::cerr << "falsify-corpus: the document holds " << escaped << " byte(s) that are not text, shown as \\xNN\n";
    return 0;
}

int prune(const std::string& location, const std::vector<std::string>& which) {
    const auto store = open_existing_store(location);
    std::vector<StoredDocument> doomed;
    if (which.size() == 1 && which[0] == "--all") doomed = store->list();
    else
        for (const auto& w : which)
            for (DocumentKind kind : {DocumentKind::Regression, DocumentKind::Search}) doomed.push_back({key_of(w), kind});
    std::size_t removed = 0;
    std::vector<std::string> matched;  // the keys that had a document
    // Removed unread: a document too large to read (over 16 MiB) is the one most in need of it.
    for (const auto& doc : doomed)
        if (store->remove(doc.key, doc.kind)) {
            ++removed;
            matched.push_back(doc.key);
        }
    std::cout << "removed " << removed << " document(s)" << std::endl;  // before any message on stderr
    if (which.size() == 1 && which[0] == "--all") return 0;
    // An id that matches nothing is a typo or another store: said, and a failure, never a quiet "removed 0".
    int status = 0;
    for (const auto& w : which)
        if (std::find(matched.begin(), matched.end(), key_of(w)) == matched.end()) {
            std::cerr << "falsify-corpus: nothing to prune for \"" << w << "\": the store holds no document under its key " << key_of(w)
                      << " (give a property id as the test names it, or a key); " << list_hint << "\n";
            status = 1;
        }
    return status;
}

/// Merges FROM into TO: what TO holds is never overwritten (see merge_documents);
/// a document that cannot be read or merged is named and makes the exit status 1.
int copy(const std::string& from_location, const std::string& to_location) {
    const auto from = open_existing_store(from_location);
    const auto to = open_store(to_location);
    std::size_t copied = 0, merged = 0, added = 0, kept = 0, left_out = 0;
    std::vector<std::string> skipped;
    for (const auto& doc : from->list()) {
        const std::string name = doc.key + " " + kind_name(doc.kind);
        try {
            const std::optional<std::string> text = from->load(doc.key, doc.kind);
            if (!text) continue;  // vanished since it was listed
            DocumentMerge merge;
            bool existed = false;
            to->update(doc.key, doc.kind, [&](const std::optional<std::string>& current) {
                existed = current && !current->empty();
                merge = merge_documents(doc.key, doc.kind, current, *text);
                return merge.text ? merge.text : current;
            });
            left_out += merge.left_out;
            if (!merge.text) ++kept;
            else if (existed) ++merged, added += merge.added;
            else ++copied;
        } catch (const CorpusError& e) {
            skipped.push_back(name + ": " + e.what());
        }
    }
    std::cout << "copied " << copied << " document(s)";
    if (merged) std::cout << ", merged " << added << " entr" << (added == 1 ? "y" : "ies") << " into " << merged << " the destination had";
    if (kept) std::cout << ", left " << kept << " the destination already had as it was";
    if (left_out) std::cout << " (" << left_out << " entr" << (left_out == 1 ? "y" : "ies") << " beyond the limits not copied)";
    if (skipped.empty()) {
        std::cout << "\n";
        return 0;
    }
    std::cout << ", skipped " << skipped.size() << " that could not be copied:\n";
    for (const auto& line : skipped) std::cout << "  " << line << "\n";
    return 1;
}

}  // namespace

int main(int argc, char** argv) {
    falsify::register_redis_store();
    const std::vector<std::string> args(argv + 1, argv + argc);
    if (args.size() == 1 && (args[0] == "--help" || args[0] == "-h" || args[0] == "help")) {
        std::cout << usage;
        return 0;
    }
    // `--all` prunes everything, alone; any other option is a mistake, never a property id.
    const auto option_misused = [&] {
        for (std::size_t i = 1; i < args.size(); ++i)
            if (args[i].rfind("--", 0) == 0 && !(args[0] == "prune" && args[i] == "--all" && args.size() == 3) &&
                !(args[0] == "show" && args[i] == "--search" && i == 3))
                return true;
        return false;
    };
    try {
        if (option_misused()) {
            std::cerr << usage;
            return 2;
        }
        if (args.size() == 2 && args[0] == "list") return list(args[1]);
        if (args.size() == 3 && args[0] == "show") return show(args[1], args[2], false);
        if (args.size() == 4 && args[0] == "show" && args[3] == "--search") return show(args[1], args[2], true);
        if (args.size() >= 3 && args[0] == "prune") return prune(args[1], {args.begin() + 2, args.end()});
        if (args.size() == 3 && args[0] == "copy") return copy(args[1], args[2]);
    } catch (const std::exception& e) {
        // The messages never hold the password, nor repeat an address (see parse_redis_dsn).
        std::cerr << "falsify-corpus: " << e.what() << "\n";
        return 1;
    }
    std::cerr << usage;
    return 2;
}
