// The Redis corpus under contention and faults: concurrent writers lose
// nothing they do not account for; a server that dies, is down, or never
// answers is a CorpusFailed event, and the verdict is the property's own.
#include "test_corpus_redis_support.hpp"

#include <boost/test/unit_test.hpp>

#include <atomic>
#include <barrier>
#include <chrono>
#include <map>
#include <set>
#include <thread>

using namespace falsify;
using falsify::test::Recorder;
using falsify::test::RedisServer;

namespace {

const std::string id = "redis/faults";

/// Fails on x = value, a constant: its counterexample is the values entry {"x": value}. Not replaying.
Result fails_on(int value, const std::shared_ptr<Corpus>& corpus, Recorder& recorder) {
    return property(id, [](int x) { FALSIFY_ASSERT(x < 0); })
        .names({"x"})
        .with(param("x", gen::constant(value)))
        .with(Config().seed(1).runs(3).phases({Phase::Random, Phase::Shrink}))
        .with(corpus)
        .with(recorder.listener())
        .check();
}

/// Holds every writer's first compare-and-set until all of them have read the
/// document: the race every optimistic writer must survive, every time.
struct ContendingClient final : RedisClient {
    std::unique_ptr<RedisClient> inner;
    std::barrier<>* gate = nullptr;
    std::shared_ptr<std::atomic<bool>> waiting;  // the writer's: still to arrive at the gate
    RedisReply command(const std::vector<std::string>& arguments) override {
        if (gate && (arguments.front() == "EVALSHA" || arguments.front() == "EVAL") && waiting->exchange(false))
            gate->arrive_and_wait();
        return inner->command(arguments);
    }
};

struct Writer {
    std::shared_ptr<std::atomic<bool>> waiting = std::make_shared<std::atomic<bool>>(true);
    std::shared_ptr<RedisStore> store;
    std::vector<int> values;
    std::atomic<int> stored{0};
    std::atomic<int> failed{0};
};

/// Each writer in its own thread with its own connection, recording its values in order.
void run_writers(const RedisServer& server, std::vector<std::unique_ptr<Writer>>& writers, std::barrier<>* gate) {
    const RedisDsn dsn = server.parsed();
    for (auto& w : writers)
        w->store = redis_store(
            [dsn, gate, waiting = w->waiting] {
                auto client = std::make_unique<ContendingClient>();
                client->inner = redis_connect(dsn);
                client->gate = gate;
                client->waiting = waiting;
                return client;
            },
            dsn.prefix);
    std::vector<std::thread> threads;
    for (auto& w : writers)
        threads.emplace_back([&w = *w, gate] {
            for (int value : w.values) {
                Recorder recorder;
                fails_on(value, redis_corpus(w.store), recorder);
                w.stored += static_cast<int>(recorder.count<falsify::event::CorpusStored>());
                w.failed += static_cast<int>(recorder.count<falsify::event::CorpusFailed>());
            }
            // A writer that failed before its compare-and-set must not hold the others at the gate forever.
            if (gate && w.waiting->exchange(false)) gate->arrive_and_drop();
        });
    for (auto& t : threads) t.join();
}

std::vector<int> recorded_values(const RedisServer& server) {
    std::vector<int> out;
    for (const auto& e : redis_corpus(server.parsed())->recall(id, {"x"})) out.push_back(*e.arguments.at(0).value.as_integer<int>());
    return out;
}

/// A loopback port that accepts connections (the kernel does) and never answers.
struct SilentListener {
    int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    int port = 0;
    explicit SilentListener(int backlog = 8) {
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t length = sizeof address;
        if (::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0 || ::listen(fd, backlog) != 0 ||
            ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length) != 0)
            throw std::runtime_error("cannot listen on loopback");
        port = ntohs(address.sin_port);
    }
    ~SilentListener() { ::close(fd); }
};

/// A loopback server that answers each connection's first command with a
/// bulk string, one byte every `pause`: each read gets something, the whole
/// reply takes long.
struct TricklingServer {
    SilentListener listener;
    std::chrono::milliseconds pause;
    std::thread thread;
    explicit TricklingServer(std::chrono::milliseconds every) : pause(every) {
        thread = std::thread([this] {
            const int client = ::accept(listener.fd, nullptr, nullptr);
            if (client < 0) return;
            char request[512];
            (void)::read(client, request, sizeof request);
            for (char c : std::string("$12\r\nnot a corpus\r\n")) {
                if (::send(client, &c, 1, MSG_NOSIGNAL) != 1) break;
                std::this_thread::sleep_for(pause);
            }
            ::close(client);
        });
    }
    ~TricklingServer() {
        ::shutdown(listener.fd, SHUT_RDWR);
        thread.join();
    }
};

/// A loopback server that answers the n-th command of each connection with
/// replies[n] (the last one again after that: one reply answers every command).
struct ScriptedServer {
    SilentListener listener;
    std::vector<std::string> replies;
    std::atomic<int> client{-1};  // the connection being answered: a kept connection never closes by itself
    std::thread thread;
    explicit ScriptedServer(std::vector<std::string> script) : replies(std::move(script)) {
        thread = std::thread([this] {
            for (;;) {
                const int fd = ::accept(listener.fd, nullptr, nullptr);
                if (fd < 0) return;
                client = fd;
                char request[4096];
                for (std::size_t n = 0; ::read(fd, request, sizeof request) > 0; ++n) {
                    const std::string& reply = replies[std::min(n, replies.size() - 1)];
                    if (::send(fd, reply.data(), reply.size(), MSG_NOSIGNAL) < 0) break;
                }
                client = -1;
                ::close(fd);
            }
        });
    }
    ~ScriptedServer() {
        ::shutdown(listener.fd, SHUT_RDWR);
        if (const int fd = client.load(); fd >= 0) ::shutdown(fd, SHUT_RDWR);
        thread.join();
    }
    RedisDsn dsn(const std::string& password) const {
        return parse_redis_dsn("redis://127.0.0.1:" + std::to_string(listener.port) + "?timeout=2", password);
    }
};

}  // namespace

BOOST_AUTO_TEST_SUITE(corpus_redis_faults)

// The timeout only stops a regression from hanging the suite: masking "*" once looped forever.
BOOST_AUTO_TEST_CASE(a_password_made_of_the_mask_character_is_masked_and_masking_ends, *boost::unit_test::timeout(60)) {
    for (const std::string password : {"*", "**", "***", "a*", "ab"}) {
        ScriptedServer server({"-ERR pw=" + password + " again " + password + "!\r\n"});
        std::string said;
        try {
            redis_connect(parse_redis_dsn("redis://127.0.0.1:" + std::to_string(server.listener.port) + "?timeout=2", password));
        } catch (const CorpusError& e) {
            said = e.what();
        }
        BOOST_TEST(said == "The Redis server at 127.0.0.1:" + std::to_string(server.listener.port) +
                               " refused the password in PROPERTY_DB_PASSWORD: ERR pw=*** again ***!",
                   password);
    }
}

BOOST_AUTO_TEST_CASE(a_password_echoed_in_an_error_outside_auth_is_masked) {
    // AUTH succeeds; the server then echoes the password in its answer to GET (as a
    // proxy or a module may), and in an error inside an array.
    ScriptedServer server({"+OK\r\n", "-ERR unknown command, with args beginning with: 'hunter2' 'hunter2'\r\n"});
    Recorder recorder;
    BOOST_TEST(fails_on(7, redis_corpus(server.dsn("hunter2")), recorder).outcome() == Outcome::Falsified);
    BOOST_TEST(test::joined(recorder.failures()) ==
               "remember: The Redis server refused GET: ERR unknown command, with args beginning with: '***' '***'");

    ScriptedServer nested({"+OK\r\n", "*2\r\n:1\r\n-ERR hunter2\r\n"});
    const RedisReply reply = redis_connect(nested.dsn("hunter2"))->command({"EXEC"});
    BOOST_REQUIRE(reply.elements.size() == 2u);
    BOOST_TEST(reply.elements[1].text == "ERR ***");
}

BOOST_AUTO_TEST_CASE(a_server_that_answers_with_the_wrong_kind_of_reply_is_reported) {
    // Something that speaks RESP but is no Redis (every command answered ":42").
    ScriptedServer integers({":42\r\n"});
    Recorder recorder;
    BOOST_TEST(fails_on(7, open_corpus("redis://127.0.0.1:" + std::to_string(integers.listener.port) + "?timeout=2"), recorder).outcome() ==
               Outcome::Falsified);
    BOOST_TEST(test::joined(recorder.failures()) ==
               "remember: The Redis server answered GET with an integer (42), where a corpus document or nothing belongs (is "
               "PROPERTY_DB the address of a Redis server?)");
    // A compare-and-set answered with something other than 0 or 1 is not a lost race to retry quietly.
    auto store = redis_store(
        [] {
            struct Odd final : RedisClient {
                RedisReply command(const std::vector<std::string>& arguments) override {
                    RedisReply reply;
                    if (arguments.front() == "GET") return reply;  // nil: no document yet
                    reply.type = RedisReply::Type::Integer;
                    reply.integer = 42;
                    return reply;
                }
            };
            return std::make_unique<Odd>();
        },
        "odd:");
    Recorder odd;
    fails_on(7, redis_corpus(store), odd);
    BOOST_TEST(test::joined(odd.failures()) == "remember: The Redis corpus script returned an integer (42) rather than 0 or 1");
    BOOST_TEST(store->abandoned() == 0u);
}


BOOST_AUTO_TEST_CASE(a_server_that_timed_out_is_not_waited_for_again_in_this_process) {
    // A paused server (kill -STOP): the kernel accepts, nothing answers. One
    // property pays the timeout; the rest of the process is told at once.
    SilentListener paused;
    const std::string dsn = "redis://127.0.0.1:" + std::to_string(paused.port) + "?timeout=0.2";
    std::vector<std::string> said;
    for (int i = 0; i < 3; ++i) {
        Recorder recorder;
        BOOST_TEST(fails_on(7, open_corpus(dsn), recorder).outcome() == Outcome::Falsified);
        said.push_back(test::joined(recorder.failures()));
    }
    const std::string first = "Timed out trying to read the reply to GET from the Redis server at 127.0.0.1:" + std::to_string(paused.port) +
                              " (raise ?timeout= in PROPERTY_DB if the server is slow)";
    BOOST_TEST(said[0] == "remember: " + first);
    for (int i = 1; i < 3; ++i)
        BOOST_TEST(said[i] == "remember: Not trying the Redis corpus again: " + first +
                                  " earlier in this process, so the corpus is off until the process ends");
}

BOOST_AUTO_TEST_CASE(the_timeout_bounds_a_whole_command_not_each_read) {
    // 19 bytes at one per 100 ms: every read gets a byte within the 0.4 s
    // timeout, but the command does not end within it.
    TricklingServer trickling(std::chrono::milliseconds(100));
    Recorder recorder;
    fails_on(7, open_corpus("redis://127.0.0.1:" + std::to_string(trickling.listener.port) + "?timeout=0.4"), recorder);
    const std::string said = test::joined(recorder.failures());
    BOOST_TEST(said.find("remember: Timed out trying to read the reply to GET") == 0u, said);
}

BOOST_AUTO_TEST_CASE(a_reply_larger_than_any_document_is_refused_unread_and_left_as_it_is) {
    RedisServer server;
    const auto store = redis_store(server.parsed());
    const std::string key = store->redis_key(corpus_key(id), DocumentKind::Regression);
    auto client = redis_connect(server.parsed());
    BOOST_REQUIRE(client->command({"SET", key, std::string(17u << 20, 'x')}).type == RedisReply::Type::Status);
    Recorder recorder;
    BOOST_TEST(fails_on(7, redis_corpus(store), recorder).outcome() == Outcome::Falsified);
    const std::string said = test::joined(recorder.failures());
    BOOST_TEST(said == "remember: The reply to GET from the Redis server at 127.0.0.1:" + std::to_string(server.port()) +
                           " is larger than 16781312 bytes, more than any corpus document: refused unread (a key of the corpus "
                           "prefix holds something else?), and left as it is");
    const RedisReply length = client->command({"STRLEN", key});
    BOOST_TEST(length.integer == (17LL << 20));
}


BOOST_AUTO_TEST_CASE(eight_threads_writing_at_once_leave_a_valid_document_with_every_entry_accounted_for) {
    RedisServer server;
    // Round one: one write each, 8 slots. All read the empty document before any writes,
    // so exactly one compare-and-set wins and seven must read again and retry.
    std::vector<std::unique_ptr<Writer>> writers;
    for (int i = 1; i <= 8; ++i) {
        writers.push_back(std::make_unique<Writer>());
        writers.back()->values = {100 * i};
    }
    std::barrier<> gate(8);
    run_writers(server, writers, &gate);
    std::uint64_t retries = 0;
    for (const auto& w : writers) retries += w->store->retries();
    BOOST_TEST(retries >= 7u);
    BOOST_TEST_MESSAGE("8 writers: " << retries << " retries");
    const auto values = recorded_values(server);
    BOOST_TEST(values.size() <= 8u);
    const std::set<int> found(values.begin(), values.end());
    BOOST_TEST(found.size() == values.size());  // no duplicates
    for (const auto& w : writers) {
        // Either stored, or given up after max_attempts lost races and reported: never lost unsaid.
        BOOST_TEST(w->failed == static_cast<int>(w->store->abandoned()));
        BOOST_TEST(w->stored + w->failed == 1);
        const bool present = found.count(w->values[0]) == 1;
        BOOST_TEST(present == (w->stored == 1), "writer " << w->values[0]);
    }

    // Round two: three writes each, 24 in all, no gate: the newest 8 stay, each writer's newest first.
    server.command({"FLUSHALL"});
    writers.clear();
    for (int i = 1; i <= 8; ++i) {
        writers.push_back(std::make_unique<Writer>());
        writers.back()->values = {100 * i, 100 * i + 1, 100 * i + 2};
    }
    run_writers(server, writers, nullptr);
    const auto after = recorded_values(server);
    std::uint64_t abandoned = 0;
    for (const auto& w : writers) abandoned += w->store->abandoned();
    BOOST_TEST_MESSAGE("24 writes: " << abandoned << " given up");
    BOOST_TEST(after.size() == std::min<std::size_t>(8, 24 - abandoned));
    std::map<int, std::vector<int>> by_writer;
    for (int x : after) by_writer[x / 100].push_back(x % 100);
    for (const auto& [writer, writes] : by_writer)
        for (std::size_t k = 1; k < writes.size(); ++k) BOOST_TEST(writes[k - 1] > writes[k], "writer " << writer);
    // The document is the one format-1 text the directory corpus would hold.
    const auto text = server.get(std::string(default_redis_prefix) + corpus_key(id));
    BOOST_REQUIRE(text);
    BOOST_TEST(text->rfind("{\n  \"format\": 1,\n  \"property\": \"redis/faults\",\n", 0) == 0u, *text);
}

BOOST_AUTO_TEST_CASE(twenty_writers_storming_one_document_lose_no_write_unsaid) {
    // 20 writers with a connection each, 10 entries each, into one document that
    // holds 200: 129 of 200 were kept, the rest given up without a word.
    RedisServer server;
    const RedisDsn dsn = server.parsed();
    std::atomic<int> reported{0};
    std::vector<std::set<int>> refused(20);
    std::vector<std::thread> threads;
    for (int w = 0; w < 20; ++w)
        threads.emplace_back([&, w] {
            const auto corpus = redis_corpus(redis_store(dsn), CorpusLimits{.values = 200, .seeds = 2});
            for (int k = 0; k < 10; ++k) {
                try {
                    corpus->remember("redis/storm", CorpusEntry::values({{"x", Data::integer(100 * w + k)}}, 1));
                } catch (const CorpusError&) {
                    ++reported;
                    refused[static_cast<std::size_t>(w)].insert(100 * w + k);
                }
            }
        });
    for (auto& t : threads) t.join();
    std::set<int> stored;
    for (const auto& e : redis_corpus(dsn, CorpusLimits{.values = 200, .seeds = 2})->recall("redis/storm", {"x"}))
        stored.insert(*e.arguments.at(0).value.as_integer<int>());
    BOOST_TEST_MESSAGE("storm: " << stored.size() << " stored, " << reported << " reported");
    BOOST_TEST(stored.size() + static_cast<std::size_t>(reported.load()) == 200u);
    for (int w = 0; w < 20; ++w)
        for (int k = 0; k < 10; ++k)
            BOOST_TEST((stored.count(100 * w + k) == 1) != (refused[static_cast<std::size_t>(w)].count(100 * w + k) == 1), 100 * w + k);
}

BOOST_AUTO_TEST_CASE(a_server_killed_mid_run_is_a_corpus_failed_event_and_the_verdict_stands) {
    RedisServer server;
    const auto corpus = redis_corpus(server.parsed());
    bool killed = false;
    Recorder recorder;
    const Result result = property(id,
                                   [&](int x) {
                                       if (!killed) {
                                           killed = true;
                                           server.kill();  // after the corpus phase read the store, before the write
                                       }
                                       FALSIFY_ASSERT(x <= 50);
                                   })
                              .names({"x"})
                              .with(param("x", gen::ints(0, 100)))
                              .with(Config().seed(3))
                              .with(corpus)
                              .with(recorder.listener())
                              .check();
    BOOST_TEST(killed);
    BOOST_TEST(result.outcome() == Outcome::Falsified);
    BOOST_TEST(result.message().find("Shrunk:   x=51 (") != std::string::npos, result.message());
    const auto failures = recorder.failures();
    BOOST_REQUIRE_MESSAGE(failures.size() == 1u, test::joined(failures));
    BOOST_TEST(failures[0].rfind("remember: ", 0) == 0u, failures[0]);
    BOOST_TEST(failures[0].find("Redis server at 127.0.0.1:" + std::to_string(server.port())) != std::string::npos, failures[0]);
    BOOST_TEST(recorder.of<falsify::event::CorpusFailed>().at(0).failure.type == "falsify::CorpusError");
    BOOST_TEST(recorder.count<falsify::event::CorpusStored>() == 0u);
}

BOOST_AUTO_TEST_CASE(a_prune_that_fails_with_the_server_is_reported_and_the_property_still_passes) {
    RedisServer server;
    const auto corpus = redis_corpus(server.parsed());
    Recorder first;
    fails_on(3, corpus, first);
    BOOST_TEST(recorded_values(server).size() == 1u);
    bool killed = false;
    Recorder recorder;
    const Result result = property(id,
                                   [&](int) {
                                       if (!killed) {
                                           killed = true;
                                           server.kill();
                                       }
                                   })
                              .names({"x"})
                              .with(param("x", gen::constant(3)))
                              .with(Config().seed(1).runs(3))
                              .with(corpus)
                              .with(recorder.listener())
                              .check();
    BOOST_TEST(result.passed());
    BOOST_TEST(recorder.count<falsify::event::CorpusReplayed>() == 1u);
    BOOST_TEST(recorder.count<falsify::event::CorpusPruned>() == 0u);
    const auto failures = recorder.failures();
    BOOST_REQUIRE_MESSAGE(failures.size() == 1u, test::joined(failures));
    BOOST_TEST(failures[0].rfind("prune: ", 0) == 0u, failures[0]);
}

BOOST_AUTO_TEST_CASE(a_server_that_is_down_is_reported_once_and_the_verdict_stands) {
    int port = 0;
    {
        RedisServer gone;
        port = gone.port();
    }
    Recorder recorder;
    const Result result = fails_on(7, open_corpus("redis://127.0.0.1:" + std::to_string(port) + "?timeout=2"), recorder);
    BOOST_TEST(result.outcome() == Outcome::Falsified);
    const auto failures = recorder.failures();
    BOOST_REQUIRE_MESSAGE(failures.size() == 1u, test::joined(failures));
    BOOST_TEST(failures[0].find("remember: Cannot connect to the Redis server at 127.0.0.1:" + std::to_string(port)) == 0u, failures[0]);

    // With the corpus phase on, the failed recall is reported, and so is what it cost: a store
    // that cannot be read is not written, so the new falsification is not stored.
    Recorder replaying;
    const Result again = property(id, [](int x) { FALSIFY_ASSERT(x < 0); })
                             .names({"x"})
                             .with(param("x", gen::constant(7)))
                             .with(open_corpus("redis://127.0.0.1:" + std::to_string(port)))
                             .with(replaying.listener())
                             .check();
    BOOST_TEST(again.outcome() == Outcome::Falsified);
    BOOST_TEST(test::joined(replaying.failures()).rfind("recall: Cannot connect", 0) == 0u, test::joined(replaying.failures()));
    BOOST_REQUIRE(replaying.failures().size() == 2u);
    BOOST_TEST(replaying.failures()[1].rfind("remember: this falsification was not stored", 0) == 0u, replaying.failures()[1]);
}

BOOST_AUTO_TEST_CASE(a_server_that_never_answers_times_out_with_the_address_timeout) {
    SilentListener silent;
    Recorder recorder;
    const Result result = fails_on(7, open_corpus("redis://127.0.0.1:" + std::to_string(silent.port) + "?timeout=0.2"), recorder);
    BOOST_TEST(result.outcome() == Outcome::Falsified);
    const std::string said = test::joined(recorder.failures());
    BOOST_TEST(said.find("remember: Timed out trying to read the reply to GET from the Redis server") == 0u, said);
    BOOST_TEST(said.find("raise ?timeout=") != std::string::npos, said);
    // Over TLS the connection is not made until the handshake is: that is bounded by the same timeout.
    Recorder tls;
    fails_on(7, open_corpus("rediss://127.0.0.1:" + std::to_string(silent.port) + "?timeout=0.2"), tls);
    BOOST_TEST(test::joined(tls.failures()).find("remember: Timed out trying to complete the TLS handshake with the Redis server") == 0u,
               test::joined(tls.failures()));
}

BOOST_AUTO_TEST_CASE(a_server_that_never_accepts_times_out_connecting) {
    // A listener with a backlog of 0 whose queue is already full: Linux drops
    // further SYNs, so a connect neither succeeds nor fails until it gives up.
    SilentListener full(0);
    std::vector<int> fillers;
    for (int i = 0; i < 4; ++i) {
        const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        address.sin_port = htons(static_cast<std::uint16_t>(full.port));
        ::connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address);
        fillers.push_back(fd);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(50));  // let the handshakes that can complete, complete
    Recorder recorder;
    const Result result = fails_on(7, open_corpus("redis://127.0.0.1:" + std::to_string(full.port) + "?timeout=0.2"), recorder);
    for (int fd : fillers) ::close(fd);
    BOOST_TEST(result.outcome() == Outcome::Falsified);
    const std::string said = test::joined(recorder.failures());
    BOOST_TEST(said.find("remember: Timed out trying to connect to the Redis server at 127.0.0.1:" + std::to_string(full.port)) == 0u, said);
}

BOOST_AUTO_TEST_CASE(open_corpus_shares_one_connection_and_a_restarted_server_is_reconnected_to) {
    auto server = std::make_unique<RedisServer>();
    const int port = server->port();
    const std::string dsn = server->dsn();
    BOOST_TEST(open_document_store(dsn) == open_document_store(dsn));
    BOOST_TEST(open_document_store(dsn, "pw") != open_document_store(dsn));
    Recorder first;
    fails_on(1, open_corpus(dsn), first);
    BOOST_TEST(first.count<falsify::event::CorpusStored>() == 1u, test::joined(first.failures()));
    // The kept connection dies with the server; the next write connects to its successor, silently.
    server.reset();
    server = std::make_unique<RedisServer>(test::RedisServerOptions{.tls = false, .password = "", .port = port});
    Recorder second;
    fails_on(2, open_corpus(dsn), second);
    BOOST_TEST(second.failures().empty(), test::joined(second.failures()));
    BOOST_TEST(second.count<falsify::event::CorpusStored>() == 1u);
    BOOST_TEST(recorded_values(*server) == std::vector<int>{2});  // the successor started empty
}

BOOST_AUTO_TEST_SUITE_END()
