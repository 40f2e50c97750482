// Documents in Redis: <prefix><key> and <prefix><key>:search, holding the
// same text the directory store writes. Writes are optimistic rather than
// locked: read, change, then a server-side compare-and-set; a write that lost
// a race waits a random, growing pause and reads again. Giving up after a few
// quiet attempts kept 129 of 200 entries in a storm of 20 writers; now a
// write lands or, after many attempts, is reported (CorpusError, which the
// runner reports as a CorpusFailed event without changing the verdict).
#include <falsify/corpus_redis.hpp>

#include <algorithm>
#include <chrono>
#include <functional>
#include <random>
#include <stdexcept>
#include <thread>

#include <unistd.h>

namespace falsify {

namespace {

/// The compare-and-set, atomic on the server. The empty string stands for
/// "absent": a document is never empty. Returns 1 when it wrote, 0 when the
/// stored value was not the expected one.
constexpr const char* cas_script =
    "local current = redis.call('GET', KEYS[1])\n"
    "if current == false then current = '' end\n"
    "if current ~= ARGV[1] then return 0 end\n"
    "if ARGV[2] == '' then redis.call('DEL', KEYS[1]) else redis.call('SET', KEYS[1], ARGV[2]) end\n"
    "return 1\n";

const std::string& cas_sha() {
    // The script's own SHA-1 is what EVALSHA names it by; corpus_key is that digest.
    static const std::string sha = corpus_key(cas_script);
    return sha;
}

[[noreturn]] void refused(const std::vector<std::string>& arguments, const std::string& error) {
    std::string hint;
    if (error.rfind("NOAUTH", 0) == 0) hint = " (the server wants a password: set PROPERTY_DB_PASSWORD)";
    if (error.rfind("WRONGTYPE", 0) == 0) hint = " (the key holds something other than a corpus document: use another ?prefix=)";
    throw CorpusError("The Redis server refused " + arguments.front() + ": " + error + hint);
}

/// A reply as a person would name it, for a message about an unexpected one.
std::string described(const RedisReply& reply) {
    switch (reply.type) {
        case RedisReply::Type::String: return "a string of " + std::to_string(reply.text.size()) + " byte(s)";
        case RedisReply::Type::Array: return "an array of " + std::to_string(reply.elements.size()) + " element(s)";
        case RedisReply::Type::Integer: return "an integer (" + std::to_string(reply.integer) + ")";
        case RedisReply::Type::Nil: return "nil";
        case RedisReply::Type::Status: return "a status (" + reply.text + ")";
        case RedisReply::Type::Error: return "an error (" + reply.text + ")";
    }
    return "an unknown reply";
}

/// The stored text a GET answered ("" for none); any other kind of answer is an error, not "no document".
std::string stored_text(const std::vector<std::string>& get, const RedisReply& reply) {
    if (reply.is_error()) refused(get, reply.text);
    if (reply.type == RedisReply::Type::Nil) return {};
    if (reply.type != RedisReply::Type::String)
        throw CorpusError("The Redis server answered GET with " + described(reply) +
                          ", where a corpus document or nothing belongs (is PROPERTY_DB the address of a Redis server?)");
    return reply.text;
}

/// A glob pattern matching `text` literally (SCAN MATCH treats *?[]\ as special).
std::string glob_escaped(const std::string& text) {
    std::string out;
    for (char c : text) {
        if (c == '*' || c == '?' || c == '[' || c == ']' || c == '\\') out += '\\';
        out += c;
    }
    return out;
}

/// A pause before the next attempt of a write that lost a race: random, so the
/// losers do not meet again at once, and growing with the attempt (to 64 ms).
void back_off(int attempt) {
    thread_local std::minstd_rand random(static_cast<unsigned>(std::hash<std::thread::id>()(std::this_thread::get_id()) ^
                                                               static_cast<unsigned>(::getpid())));
    const int most = 1 << std::min(attempt, 6);
    std::this_thread::sleep_for(std::chrono::microseconds(std::uniform_int_distribution<int>(0, most * 1000)(random)));
}

bool is_hex_key(std::string_view key) { return !key.empty() && key.find_first_not_of("0123456789abcdef") == std::string_view::npos; }

}  // namespace

RedisStore::RedisStore(RedisClientFactory factory, std::string prefix) : factory_(std::move(factory)), prefix_(std::move(prefix)) {
    if (!factory_) throw std::invalid_argument("RedisStore needs a client factory, got an empty one");
    if (prefix_.empty())
        throw std::invalid_argument("The Redis corpus key prefix is empty: give one (the default is " +
                                    std::string(default_redis_prefix) + "), so the corpus cannot collide with other keys");
}

std::string RedisStore::redis_key(const std::string& key, DocumentKind kind) const {
    if (!is_hex_key(key)) throw std::invalid_argument("A corpus key is a lowercase hex digest (corpus_key()), got \"" + key + "\"");
    return prefix_ + key + (kind == DocumentKind::Search ? ":search" : "");
}

RedisReply RedisStore::call(const std::vector<std::string>& arguments) {
    std::lock_guard lock(mutex_);
    if (!timed_out_.empty())
        throw CorpusError("Not trying the Redis corpus again: " + timed_out_ +
                          " earlier in this process, so the corpus is off until the process ends");
    // A connection made before a fork is the parent's: the child must neither speak on it (the two
    // would interleave their commands) nor close it (a TLS close would end the parent's session).
    if (client_ && client_process_ != static_cast<long>(::getpid())) (void)client_.release();
    // A connection kept from an earlier call may have been closed since (a server restart, an idle
    // timeout): a failure on it earns one fresh connection. Repeating is safe: GET and SCAN only read,
    // and a compare-and-set whose first attempt did land is refused the second time (the value moved).
    for (int attempt = 0;; ++attempt) {
        const bool reused = client_ != nullptr;
        try {
            if (!client_) {
                client_ = factory_();
                client_process_ = static_cast<long>(::getpid());
            }
            if (!client_) throw CorpusError("The Redis client factory returned no client");
            return client_->command(arguments);
        } catch (const RedisTimedOut& e) {
            // A paused server would cost the full timeout again for every property.
            client_.reset();
            timed_out_ = e.what();
            throw;
        } catch (...) {
            // A connection that failed once is not trusted again.
            client_.reset();
            if (!reused || attempt > 0) throw;
        }
    }
}

std::optional<std::string> RedisStore::load(const std::string& key, DocumentKind kind) {
    const std::vector<std::string> get{"GET", redis_key(key, kind)};
    std::string text = stored_text(get, call(get));
    if (text.empty()) return std::nullopt;
    return text;
}

bool RedisStore::compare_and_set(const std::string& redis_key, const std::string& expected, const std::string& next) {
    std::vector<std::string> evalsha{"EVALSHA", cas_sha(), "1", redis_key, expected, next};
    RedisReply reply = call(evalsha);
    if (reply.is_error() && reply.text.rfind("NOSCRIPT", 0) == 0) {
        // The server's script cache is empty (a restart, SCRIPT FLUSH): EVAL loads it again.
        std::vector<std::string> eval{"EVAL", cas_script, "1", redis_key, expected, next};
        reply = call(eval);
        if (reply.is_error()) refused(eval, reply.text);
    } else if (reply.is_error()) {
        refused(evalsha, reply.text);
    }
    if (reply.type != RedisReply::Type::Integer || (reply.integer != 0 && reply.integer != 1))
        throw CorpusError("The Redis corpus script returned " + described(reply) + " rather than 0 or 1");
    return reply.integer == 1;
}

void RedisStore::update(const std::string& key, DocumentKind kind,
                        const std::function<std::optional<std::string>(const std::optional<std::string>&)>& change) {
    const std::string target = redis_key(key, kind);
    for (int attempt = 1; attempt <= max_attempts; ++attempt) {
        const std::vector<std::string> get{"GET", target};
        // What is compared is the raw stored value; what `change` sees is a document or nothing.
        const std::string stored = stored_text(get, call(get));
        std::optional<std::string> current;
        if (!stored.empty()) current = stored;
        const std::optional<std::string> next = change(current);
        if (next == current) return;
        if (next && next->empty()) throw std::invalid_argument("A corpus document cannot be empty (an empty text means absent)");
        if (compare_and_set(target, stored, next.value_or(std::string()))) return;
        if (attempt < max_attempts) {
            ++retries_;
            back_off(attempt);
        }
    }
    ++abandoned_;
    throw CorpusError("Other writers kept changing the Redis key " + target + ": " + std::to_string(max_attempts) +
                      " attempts each lost the race, so this write was not stored");
}

bool RedisStore::remove(const std::string& key, DocumentKind kind) {
    const std::vector<std::string> del{"DEL", redis_key(key, kind)};
    const RedisReply reply = call(del);
    if (reply.is_error()) refused(del, reply.text);
    if (reply.type != RedisReply::Type::Integer) throw CorpusError("The Redis server answered DEL with " + described(reply));
    return reply.integer > 0;
}

std::vector<StoredDocument> RedisStore::list() {
    std::vector<StoredDocument> out;
    std::string cursor = "0";
    do {
        const std::vector<std::string> scan{"SCAN", cursor, "MATCH", glob_escaped(prefix_) + "*", "COUNT", "1000"};
        const RedisReply reply = call(scan);
        if (reply.is_error()) refused(scan, reply.text);
        if (reply.type != RedisReply::Type::Array || reply.elements.size() != 2 || reply.elements[1].type != RedisReply::Type::Array)
            throw CorpusError("The Redis server answered SCAN with something other than a cursor and keys");
        cursor = reply.elements[0].text;
        for (const RedisReply& name : reply.elements[1].elements) {
            // Only names this store writes: other keys under the prefix are someone else's.
            std::string_view rest = std::string_view(name.text).substr(std::min(prefix_.size(), name.text.size()));
            DocumentKind kind = DocumentKind::Regression;
            if (rest.size() > 7 && rest.substr(rest.size() - 7) == ":search") {
                kind = DocumentKind::Search;
                rest.remove_suffix(7);
            }
            if (name.text.rfind(prefix_, 0) == 0 && is_hex_key(rest)) out.push_back({std::string(rest), kind});
        }
    } while (cursor != "0");
    std::sort(out.begin(), out.end(), [](const StoredDocument& a, const StoredDocument& b) {
        return a.key != b.key ? a.key < b.key : a.kind < b.kind;
    });
    // SCAN may return a key twice.
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

std::shared_ptr<RedisStore> redis_store(const RedisDsn& dsn) {
    if (dsn.host.empty()) throw std::invalid_argument("The Redis corpus needs a host (parse the address with parse_redis_dsn)");
    return std::make_shared<RedisStore>([dsn] { return redis_connect(dsn); }, dsn.prefix);
}

std::shared_ptr<RedisStore> redis_store(RedisClientFactory factory, std::string prefix) {
    return std::make_shared<RedisStore>(std::move(factory), std::move(prefix));
}

std::shared_ptr<Corpus> redis_corpus(const RedisDsn& dsn, CorpusLimits limits) { return redis_corpus(redis_store(dsn), limits); }

std::shared_ptr<Corpus> redis_corpus(std::shared_ptr<RedisStore> store, CorpusLimits limits) {
    return std::make_shared<DocumentCorpus>(std::move(store), limits);
}

}  // namespace falsify
