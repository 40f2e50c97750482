#pragma once
// The regression corpus in Redis: the same documents as the directory corpus,
// byte for byte, under <prefix><sha1(id)> and <prefix><sha1(id)>:search.
//
//   PROPERTY_DB=redis://cache.internal:6379/2?prefix=checkout-suite:&timeout=2
//   PROPERTY_DB_PASSWORD=... PROPERTY_DB=rediss://cache.internal:6380
//
// or in code: .with(falsify::redis_corpus(falsify::parse_redis_dsn(dsn, password))).
// Library falsify_redis.
// Writes are optimistic (a server-side compare-and-set, retried after random
// pauses; a write that keeps losing is a CorpusError, never lost unsaid). A
// server that is down or refuses is a CorpusError too, which the runner
// reports as a CorpusFailed event; a property's verdict never depends on it.
//
// RedisClient is the seam: put any client behind the store (a pool, a proxy,
// a test double). redis_connect() is the built-in one: Boost.Asio over TCP, or
// TLS through OpenSSL for rediss://, speaking RESP2.
#include <falsify/corpus.hpp>

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace falsify {

/// The key prefix used when the address gives none (the seed engine's, so both can share a server).
inline constexpr std::string_view default_redis_prefix = "property-testing:corpus:";

/// Where the Redis corpus lives. Built by parse_redis_dsn(), or by hand.
struct RedisDsn {
    bool tls = false;               ///< rediss://
    std::string host;               ///< brackets of an IPv6 literal stripped
    std::uint16_t port = 6379;
    int database = 0;               ///< SELECTed after connecting when not 0
    std::string prefix{default_redis_prefix};
    double timeout_seconds = 5.0;   ///< connect, handshake, and each command
    /// Never part of the address (which lands in CI logs): PROPERTY_DB_PASSWORD. Empty: no AUTH.
    std::string password;
    /// TLS only: a PEM file of trusted certificates. Empty: the system's (which OpenSSL
    /// lets SSL_CERT_FILE / SSL_CERT_DIR override).
    std::string tls_ca_file;
};

/// Parses redis://host[:port][/db][?prefix=...&timeout=...] (rediss:// for TLS).
/// Throws std::invalid_argument, with a message that never repeats the address
/// (it may hold a secret), for: another scheme, credentials in the userinfo, a
/// fragment, a query key other than prefix and timeout, a non-numeric path,
/// a bad port, host or timeout. `password` (PROPERTY_DB_PASSWORD) is kept as is.
RedisDsn parse_redis_dsn(std::string_view dsn, std::string password = {});

/// True when `location` names a Redis store (redis:// or rediss://, any case).
bool is_redis_dsn(std::string_view location);

/// Registers redis:// and rediss:// (register_store_scheme), so that
/// open_corpus() and PROPERTY_DB open them. A test program that links
/// falsify::redis has it called before main; a program on the plain API that
/// opens addresses calls it once. Idempotent.
void register_redis_store();

/// One RESP2 reply.
struct RedisReply {
    enum class Type { String, Array, Integer, Nil, Status, Error };
    Type type = Type::Nil;
    std::string text;  ///< String, Status, Error
    long long integer = 0;
    std::vector<RedisReply> elements;

    bool is_error() const noexcept { return type == Type::Error; }
};

/// A Redis server that did not answer within the address's timeout (a
/// paused or overloaded server). The store that meets one treats its server
/// as down for the rest of the process: one timeout, not one per property.
class RedisTimedOut : public CorpusError {
public:
    using CorpusError::CorpusError;
};

/// The largest reply a client reads: a corpus document is at most 16 MiB
/// (as in a directory); anything larger is refused, not read whole.
inline constexpr std::size_t max_redis_reply_bytes = (16u << 20) + 4096;

/// A connection to one Redis server: the seam behind the Redis store.
class RedisClient {
public:
    virtual ~RedisClient();
    /// Sends one command and returns its reply, within the timeout for the
    /// whole command. An error reply (-ERR ...) is a reply; a transport
    /// failure or a reply over max_redis_reply_bytes throws (CorpusError),
    /// after which the store drops this client for a fresh one (at once, once,
    /// when the failed client was an older connection the server may have
    /// closed); a timeout throws RedisTimedOut.
    virtual RedisReply command(const std::vector<std::string>& arguments) = 0;
};

/// Connects (TCP or TLS, within the timeout), authenticates with the password
/// when there is one, and selects the database. Throws CorpusError. Every
/// occurrence of the password in an error it returns or throws reads "***".
std::unique_ptr<RedisClient> redis_connect(const RedisDsn& dsn);

/// Makes a client on demand: the store calls it on first use and after a failure.
using RedisClientFactory = std::function<std::unique_ptr<RedisClient>()>;

/// Documents in Redis. Thread-safe; one connection, used by one thread at a time.
/// A process forked from one that has connected (a campaign's workers) connects
/// anew on its first call, and leaves the connection it inherited to its parent.
class RedisStore final : public DocumentStore {
public:
    /// Attempts at a compare-and-set before a write is given up (and reported).
    static constexpr int max_attempts = 50;

    /// Throws std::invalid_argument for a null factory or an empty prefix.
    RedisStore(RedisClientFactory factory, std::string prefix = std::string(default_redis_prefix));

    std::optional<std::string> load(const std::string& key, DocumentKind kind) override;
    /// Optimistic: reads, applies `change`, compare-and-sets; on a lost race pauses
    /// (random, growing) and reads again, up to max_attempts, then throws CorpusError.
    void update(const std::string& key, DocumentKind kind,
                const std::function<std::optional<std::string>(const std::optional<std::string>&)>& change) override;
    std::vector<StoredDocument> list() override;
    /// DEL: a value too large to read (or not a document at all) is removed all the same.
    bool remove(const std::string& key, DocumentKind kind) override;

    /// The Redis key of a document.
    std::string redis_key(const std::string& key, DocumentKind kind) const;
    const std::string& prefix() const noexcept { return prefix_; }
    /// Compare-and-sets that lost a race and were tried again.
    std::uint64_t retries() const noexcept { return retries_.load(); }
    /// Writes given up (and thrown as CorpusError) after max_attempts lost races.
    std::uint64_t abandoned() const noexcept { return abandoned_.load(); }

private:
    RedisReply call(const std::vector<std::string>& arguments);
    bool compare_and_set(const std::string& redis_key, const std::string& expected, const std::string& next);

    RedisClientFactory factory_;
    std::string prefix_;
    std::mutex mutex_;
    std::unique_ptr<RedisClient> client_;
    /// The process that made client_: a process forked since makes its own connection.
    long client_process_ = 0;
    /// What the server's first timeout said; once set, every call is refused at once.
    std::string timed_out_;
    std::atomic<std::uint64_t> retries_{0};
    std::atomic<std::uint64_t> abandoned_{0};
};

/// A store over the built-in client, connecting lazily (nothing happens until the first use).
std::shared_ptr<RedisStore> redis_store(const RedisDsn& dsn);
/// A store over your own client(s).
std::shared_ptr<RedisStore> redis_store(RedisClientFactory factory, std::string prefix = std::string(default_redis_prefix));
/// The corpus over a Redis store; `limits` may differ from the directory's defaults (a team's shared memory).
std::shared_ptr<Corpus> redis_corpus(const RedisDsn& dsn, CorpusLimits limits = {});
std::shared_ptr<Corpus> redis_corpus(std::shared_ptr<RedisStore> store, CorpusLimits limits = {});

}  // namespace falsify
