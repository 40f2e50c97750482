// Corpus entries, and the registry of store schemes: a library that
// implements a store (Redis, say) registers its scheme, so that neither the
// engine nor the environment parser names any store.
#include <falsify/corpus_interface.hpp>

#include <algorithm>
#include <cctype>
#include <map>
#include <mutex>
#include <stdexcept>

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

namespace {

// Schemes are case-insensitive (RFC 3986 § 3.1): REDIS://h is redis://h.
std::string lowercase(std::string_view s) {
    std::string out(s);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return out;
}

struct Registry {
    std::mutex mutex;
    std::map<std::string, StoreScheme> schemes;
};

Registry& registry() {
    static Registry r;
    return r;
}

StoreScheme registered(const std::string& location) {
    const auto scheme = store_scheme_of(location);
    Registry& r = registry();
    std::lock_guard lock(r.mutex);
    if (const auto found = r.schemes.find(*scheme); found != r.schemes.end()) return found->second;
    // The location is never echoed, not even its scheme: an address may carry credentials, and this message reaches CI logs.
    std::string known;
    for (const auto& [name, how] : r.schemes) known += (known.empty() ? "" : ", ") + name + "://";
    throw std::invalid_argument(
        "The corpus location names a store this program cannot open: give a directory path (e.g. build/property-db)" +
        (known.empty() ? std::string(", or link the library of that store and register it (falsify_redis: falsify::register_redis_store())")
                       : ", or an address of a store this program registered (" + known + ")"));
}

}  // namespace

std::optional<std::string> store_scheme_of(std::string_view location) {
    const auto end = location.find("://");
    if (end == std::string_view::npos) return std::nullopt;
    return lowercase(location.substr(0, end));
}

void register_store_scheme(const std::string& scheme, StoreScheme how) {
    if (scheme.empty() || !how.check || !how.open)
        throw std::invalid_argument("register_store_scheme needs a scheme name, a check and an opener");
    Registry& r = registry();
    std::lock_guard lock(r.mutex);
    r.schemes[lowercase(scheme)] = std::move(how);
}


void check_store_location(const std::string& location) {
    if (location.empty()) throw std::invalid_argument("The corpus location is empty: give a directory path, e.g. build/property-db");
    // Never echoed (an address may carry credentials): the rule is said instead.
    if (std::isspace(static_cast<unsigned char>(location.front())) || std::isspace(static_cast<unsigned char>(location.back())))
        throw std::invalid_argument("The corpus location begins or ends with white space, which is almost always a quoting slip: "
                                    "remove it (a directory whose name has outer spaces is not taken)");
    if (!store_scheme_of(location)) {
        // "redis:" or "redis:host": an address missing its "//", not a directory named so.
        const std::size_t colon = location.find(':');
        const bool scheme_like = colon != std::string::npos && colon > 0 && std::isalpha(static_cast<unsigned char>(location[0])) &&
                                 location.find('/') > colon &&
                                 std::all_of(location.begin(), location.begin() + static_cast<std::ptrdiff_t>(colon), [](unsigned char c) {
                                     return std::isalnum(c) || c == '+' || c == '-' || c == '.';
                                 });
        if (scheme_like)
            throw std::invalid_argument("The corpus location looks like an address without \"//\" after its scheme: write scheme://host "
                                        "(e.g. redis://localhost:6379), or ./name for a directory whose name has a colon");
        return;
    }
    registered(location).check(location);
}

std::shared_ptr<DocumentStore> open_scheme_store(const std::string& location, const std::string& password) {
    if (!store_scheme_of(location)) throw std::invalid_argument("open_scheme_store: the location is a directory path, not an address");
    const StoreScheme how = registered(location);
    how.check(location);
    return how.open(location, password);
}

}  // namespace falsify
