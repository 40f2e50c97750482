// The built-in Redis client: Boost.Asio over TCP, or TLS through Asio's
// OpenSSL stream for rediss:// (hiredis 0.14, as Debian ships it, has no TLS),
// speaking RESP2 through hiredis's formatter and reader. Blocking from the
// caller's side, but every step runs as an asynchronous operation bounded by
// the address's timeout: a server that accepts and never answers costs a
// timeout, not a hung test run.
#include <falsify/corpus_redis.hpp>

#include "corpus_redis_resp.hpp"

#include <boost/asio/connect.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/ssl.hpp>
#include <boost/asio/write.hpp>

#include <chrono>
#include <memory>

namespace falsify {

RedisClient::~RedisClient() = default;

namespace {

namespace asio = boost::asio;
using tcp = asio::ip::tcp;
using error_code = boost::system::error_code;

bool is_ip_address(const std::string& host) {
    error_code ec;
    (void)asio::ip::make_address(host, ec);
    return !ec;
}

/// `text` with every occurrence of `secret` masked: a server message is shown
/// to help, and must never carry the password back out. Built into a new
/// string, so the mask is never searched again (a password of "*" inside "***").
std::string masked(const std::string& text, const std::string& secret) {
    if (secret.empty()) return text;
    std::string out;
    std::size_t from = 0;
    for (auto at = text.find(secret); at != std::string::npos; at = text.find(secret, from)) {
        out.append(text, from, at - from).append("***");
        from = at + secret.size();
    }
    return out.append(text, from);
}

/// Every error text in `reply` masked (an array may carry errors too).
void mask_errors(RedisReply& reply, const std::string& secret) {
    if (reply.is_error()) reply.text = masked(reply.text, secret);
    for (RedisReply& element : reply.elements) mask_errors(element, secret);
}

class AsioRedisClient final : public RedisClient {
public:
    explicit AsioRedisClient(const RedisDsn& dsn)
        : timeout_(std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(dsn.timeout_seconds))),
          where_((dsn.host.find(':') != std::string::npos ? "[" + dsn.host + "]" : dsn.host) + ":" + std::to_string(dsn.port)),
          password_(dsn.password),
          tls_context_(asio::ssl::context::tls_client) {
        if (dsn.tls) {
            error_code ec;
            if (dsn.tls_ca_file.empty()) tls_context_.set_default_verify_paths(ec);
            else tls_context_.load_verify_file(dsn.tls_ca_file, ec);
            if (ec) throw CorpusError("Cannot load the trusted certificates for the Redis corpus: " + ec.message());
            tls_context_.set_verify_mode(asio::ssl::verify_peer);
            tls_ = std::make_unique<asio::ssl::stream<tcp::socket>>(io_, tls_context_);
            tls_->set_verify_callback(asio::ssl::host_name_verification(dsn.host));
            // SNI, for a server behind a proxy that routes by name (an IP address is not a server name).
            if (!is_ip_address(dsn.host)) SSL_set_tlsext_host_name(tls_->native_handle(), dsn.host.c_str());
        } else {
            plain_ = std::make_unique<tcp::socket>(io_);
        }
        connect(dsn);
        if (!dsn.password.empty()) {
            const RedisReply reply = command({"AUTH", dsn.password});
            if (reply.is_error())
                throw CorpusError("The Redis server at " + where_ + " refused the password in PROPERTY_DB_PASSWORD: " + reply.text);
        }
        if (dsn.database != 0) {
            const RedisReply reply = command({"SELECT", std::to_string(dsn.database)});
            if (reply.is_error())
                throw CorpusError("The Redis server at " + where_ + " refused database " + std::to_string(dsn.database) + ": " +
                                  reply.text +
                                  (reply.text.rfind("NOAUTH", 0) == 0 ? " (the server wants a password: set PROPERTY_DB_PASSWORD)" : ""));
        }
    }

    /// Every error text leaving the client is masked: a server may echo the
    /// password in any error (a command it refuses, a garbled reply), not only AUTH's.
    RedisReply command(const std::vector<std::string>& arguments) override {
        try {
            RedisReply reply = unmasked_command(arguments);
            mask_errors(reply, password_);
            return reply;
        } catch (const RedisTimedOut& e) {
            throw RedisTimedOut(masked(e.what(), password_));
        } catch (const CorpusError& e) {
            throw CorpusError(masked(e.what(), password_));
        }
    }

private:
    RedisReply unmasked_command(const std::vector<std::string>& arguments) {
        if (broken_) throw CorpusError("The connection to the Redis server at " + where_ + " failed earlier; connect again");
        const std::string request = detail::encode_redis_command(arguments);
        const std::string verb = arguments.empty() ? std::string("a command") : arguments.front();
        // One deadline for the whole command: a server trickling its reply byte by byte still ends it.
        const auto deadline = std::chrono::steady_clock::now() + timeout_;
        std::size_t read = 0;
        run("send " + verb + " to", deadline, [&](auto done) {
            if (tls_) asio::async_write(*tls_, asio::buffer(request), [done](const error_code& ec, std::size_t) { done(ec); });
            else asio::async_write(*plain_, asio::buffer(request), [done](const error_code& ec, std::size_t) { done(ec); });
        });
        while (true) {
            if (auto reply = next_reply()) return std::move(*reply);
            std::size_t received = 0;
            run("read the reply to " + verb + " from", deadline, [&](auto done) {
                auto handler = [done, &received](const error_code& ec, std::size_t n) {
                    received = n;
                    done(ec);
                };
                if (tls_) tls_->async_read_some(asio::buffer(buffer_), handler);
                else plain_->async_read_some(asio::buffer(buffer_), handler);
            });
            read += received;
            if (read > max_redis_reply_bytes) {
                broken_ = true;
                throw CorpusError("The reply to " + verb + " from the Redis server at " + where_ + " is larger than " +
                                  std::to_string(max_redis_reply_bytes) +
                                  " bytes, more than any corpus document: refused unread (a key of the corpus prefix holds "
                                  "something else?), and left as it is");
            }
            reader_.feed(buffer_, received);
        }
    }

    tcp::socket& socket() { return tls_ ? tls_->next_layer() : *plain_; }

    std::optional<RedisReply> next_reply() {
        try {
            return reader_.next();
        } catch (...) {
            broken_ = true;
            throw;
        }
    }

    void connect(const RedisDsn& dsn) {
        const auto deadline = std::chrono::steady_clock::now() + timeout_;
        tcp::resolver resolver(io_);
        tcp::resolver::results_type endpoints;
        run("resolve", deadline, [&](auto done) {
            resolver.async_resolve(dsn.host, std::to_string(dsn.port), [done, &endpoints](const error_code& ec, tcp::resolver::results_type r) {
                endpoints = std::move(r);
                done(ec);
            });
        });
        run("connect to", deadline, [&](auto done) {
            asio::async_connect(socket(), endpoints, [done](const error_code& ec, const tcp::endpoint&) { done(ec); });
        });
        socket().set_option(tcp::no_delay(true));
        if (tls_)
            run("complete the TLS handshake with", deadline, [&](auto done) {
                tls_->async_handshake(asio::ssl::stream_base::client, [done](const error_code& ec) { done(ec); });
            });
    }

    /// Starts one asynchronous operation and runs it to completion by
    /// `deadline`; a failure or a timeout breaks the connection and throws.
    template <class Start>
    void run(const std::string& what, std::chrono::steady_clock::time_point deadline, Start start) {
        bool finished = false;
        error_code result;
        start([&finished, &result](const error_code& ec) {
            finished = true;
            result = ec;
        });
        io_.restart();
        io_.run_until(deadline);
        if (!finished) {
            // Closing cancels the operation; its handler must still run before `finished` goes out of scope.
            error_code ignored;
            socket().close(ignored);
            io_.restart();
            io_.run();
            broken_ = true;
            throw RedisTimedOut("Timed out trying to " + what + " the Redis server at " + where_ +
                                " (raise ?timeout= in PROPERTY_DB if the server is slow)");
        }
        if (result) {
            broken_ = true;
            throw CorpusError("Cannot " + what + " the Redis server at " + where_ + ": " + result.message());
        }
    }

    asio::io_context io_;
    std::chrono::steady_clock::duration timeout_;
    std::string where_;
    std::string password_;
    asio::ssl::context tls_context_;
    std::unique_ptr<asio::ssl::stream<tcp::socket>> tls_;
    std::unique_ptr<tcp::socket> plain_;
    detail::RedisReplyReader reader_;
    char buffer_[16384];
    bool broken_ = false;
};

}  // namespace

std::unique_ptr<RedisClient> redis_connect(const RedisDsn& dsn) {
    if (dsn.host.empty()) throw std::invalid_argument("redis_connect needs a host (parse the address with parse_redis_dsn)");
    return std::make_unique<AsioRedisClient>(dsn);
}

}  // namespace falsify
