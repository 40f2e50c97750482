// The regression corpus in a real Redis: the directory corpus's scenario gives
// the same bytes; database index and prefix; TLS; AUTH; the client seam and
// the script's NOSCRIPT fallback.
#include "test_corpus_redis_support.hpp"

#include <boost/test/unit_test.hpp>

#include <mutex>

using namespace falsify;
using falsify::test::Recorder;
using falsify::test::RedisServer;
using falsify::test::TempDir;

namespace {

/// Always fails, on fixed arguments of many shapes: a values entry with envelopes.
Result fixed_failure(const std::shared_ptr<Corpus>& corpus, Recorder& recorder) {
    return property("redis/golden_values",
                    [](int, const std::string&, double, const std::vector<int>&, const std::optional<int>&) {
                        throw std::runtime_error("always");
                    })
        .names({"n", "s", "d", "xs", "o"})
        .with(param("n", gen::constant(-7)))
        .with(param("s", gen::constant(std::string("h\xC3\xA9 \"q\"\xFF / \xE2\x82\xAC"))))
        .with(param("d", gen::constant(-0.0)))
        .with(param("xs", gen::constant(std::vector<int>{1, 2})))
        .with(param("o", gen::constant(std::optional<int>())))
        .with(Config().seed(42))
        .with(corpus)
        .with(recorder.listener())
        .check();
}

/// x > 50 over 0..100; with a draw, the counterexample is a seed entry.
Result over_50(const std::shared_ptr<Corpus>& corpus, Recorder& recorder, std::uint64_t seed, bool with_draw) {
    return property("redis/over_50",
                    [with_draw](int x) {
                        if (with_draw) (void)draw(gen::ints(0, 3));
                        FALSIFY_ASSERT(x <= 50);
                    })
        .names({"x"})
        .with(param("x", gen::ints(0, 100)))
        .with(Config().seed(seed).phases({Phase::Random, Phase::Shrink}))
        .with(corpus)
        .with(recorder.listener())
        .check();
}

/// Fails on the constant x while `fails` (recorded, not replaying the older ones), then passes (replayed and pruned).
Result fails_on(const std::shared_ptr<Corpus>& corpus, Recorder& recorder, int x, bool fails) {
    return property("redis/prunable",
                    [fails](int) {
                        if (fails) throw std::runtime_error("broken");
                    })
        .names({"x"})
        .with(param("x", gen::constant(x)))
        .with(fails ? Config().seed(5).runs(3).phases({Phase::Random, Phase::Shrink}) : Config().seed(5).runs(3))
        .with(corpus)
        .with(recorder.listener())
        .check();
}

/// The whole scenario, against any corpus.
void scenario(const std::shared_ptr<Corpus>& corpus) {
    Recorder r;
    BOOST_TEST(fixed_failure(corpus, r).outcome() == Outcome::Falsified);
    BOOST_TEST(over_50(corpus, r, 7, false).outcome() == Outcome::Falsified);
    BOOST_TEST(over_50(corpus, r, 8, true).outcome() == Outcome::Falsified);
    BOOST_TEST(over_50(corpus, r, 9, true).outcome() == Outcome::Falsified);
    BOOST_TEST(over_50(corpus, r, 10, true).outcome() == Outcome::Falsified);  // the third seed entry evicts the first
    BOOST_TEST(fails_on(corpus, r, 3, true).outcome() == Outcome::Falsified);
    BOOST_TEST(fails_on(corpus, r, 4, true).outcome() == Outcome::Falsified);
    BOOST_TEST(fails_on(corpus, r, 3, false).passed());  // replays {3} and {4}, both now pass: pruned, document deleted
    corpus->remember_targets("redis/over_50",
                             Data::object({{"id", Data::string("redis/over_50")}, {"format", Data::integer(1)}, {"targets", Data::object()}}));
    BOOST_TEST(r.count<falsify::event::CorpusFailed>() == 0u, test::joined(r.failures()));
    BOOST_TEST(r.count<falsify::event::CorpusPruned>() == 2u);
}

std::string key_of(const std::string& prefix, const std::string& id, bool search = false) {
    return prefix + corpus_key(id) + (search ? ":search" : "");
}

/// Forwards to a real client and keeps the verbs it was asked for: a custom client behind the seam.
struct RecordingClient final : RedisClient {
    std::unique_ptr<RedisClient> inner;
    std::shared_ptr<std::vector<std::string>> verbs;
    RedisReply command(const std::vector<std::string>& arguments) override {
        verbs->push_back(arguments.front());
        return inner->command(arguments);
    }
};

}  // namespace

BOOST_AUTO_TEST_SUITE(corpus_redis)

BOOST_AUTO_TEST_CASE(the_directory_scenario_leaves_byte_identical_documents_in_redis) {
    RedisServer server;
    TempDir dir;
    scenario(directory_corpus(dir.path()));
    scenario(redis_corpus(server.parsed()));
    const std::string prefix(default_redis_prefix);
    for (const std::string id : {"redis/golden_values", "redis/over_50"}) {
        const auto on_disk = test::read_text(test::document_path(dir.path(), id));
        BOOST_REQUIRE(on_disk);
        BOOST_TEST(server.get(key_of(prefix, id)).value_or("<none>") == *on_disk);
    }
    BOOST_TEST(server.get(key_of(prefix, "redis/over_50", true)).value_or("<none>") ==
               test::read_text(dir / (corpus_key("redis/over_50") + ".search.json")).value_or("<none on disk>"));
    // The pruned document is gone from both.
    BOOST_TEST(!test::read_text(test::document_path(dir.path(), "redis/prunable")));
    BOOST_TEST(!server.get(key_of(prefix, "redis/prunable")));
    // What the documents hold, in case both stores went wrong the same way.
    const std::string over_50 = *server.get(key_of(prefix, "redis/over_50"));
    BOOST_TEST(over_50.find("\"kind\": \"values\"") != std::string::npos, over_50);
    BOOST_TEST(over_50.find("\"x\": 51") != std::string::npos, over_50);
    BOOST_TEST(over_50.find("\"seed\": 10") < over_50.find("\"seed\": 9"), over_50);
    BOOST_TEST(over_50.find("\"seed\": 8") == std::string::npos, over_50);
    // Both stores list the same documents.
    const auto listed = redis_store(server.parsed())->list();
    BOOST_TEST(listed.size() == 3u);
    BOOST_TEST((listed == directory_store(dir.path())->list()));
    // And both replay them: the recorded value fails again at once.
    Recorder replay;
    const Result again = property("redis/over_50", [](int x) { FALSIFY_ASSERT(x <= 50); })
                             .names({"x"})
                             .with(param("x", gen::ints(0, 100)))
                             .with(redis_corpus(server.parsed()))
                             .with(replay.listener())
                             .check();
    BOOST_TEST(again.outcome() == Outcome::RegressionFailed);
    BOOST_TEST(again.message().find("x=51") != std::string::npos, again.message());
}

BOOST_AUTO_TEST_CASE(the_database_index_and_the_prefix_are_respected) {
    RedisServer server;
    Recorder r;
    fixed_failure(open_corpus(server.dsn(3, "suite-a:")), r);
    fixed_failure(open_corpus(server.dsn(0, "suite-b:")), r);
    BOOST_TEST(r.count<falsify::event::CorpusStored>() == 2u, test::joined(r.failures()));
    const std::string id = "redis/golden_values";
    BOOST_TEST(server.get(key_of("suite-a:", id), 3).has_value());
    BOOST_TEST(!server.get(key_of("suite-a:", id), 0).has_value());
    BOOST_TEST(server.get(key_of("suite-b:", id), 0).has_value());
    BOOST_TEST(!server.get(key_of("suite-b:", id), 3).has_value());
    BOOST_TEST(server.command({"DBSIZE"}, 3).integer == 1);
    BOOST_TEST(server.command({"DBSIZE"}, 0).integer == 1);
    // Each corpus sees only its own.
    BOOST_TEST(open_corpus(server.dsn(3, "suite-a:"))->recall(id, {"n", "s", "d", "xs", "o"}).size() == 1u);
    BOOST_TEST(open_corpus(server.dsn(3, "suite-b:"))->recall(id, {"n", "s", "d", "xs", "o"}).empty());
    BOOST_TEST(open_corpus(server.dsn(4, "suite-a:"))->recall(id, {"n", "s", "d", "xs", "o"}).empty());
    // Other keys under a prefix are left alone by list().
    server.command({"SET", "suite-b:not-a-document", "x"});
    BOOST_TEST(redis_store(server.parsed(0, "suite-b:"))->list().size() == 1u);
    // A database the server does not have is a reported failure, not a crash.
    Recorder missing;
    fixed_failure(open_corpus(server.dsn(99, "suite-a:")), missing);
    BOOST_TEST(test::joined(missing.failures()).find("refused database 99") != std::string::npos, test::joined(missing.failures()));
}

BOOST_AUTO_TEST_CASE(rediss_speaks_tls_and_verifies_the_certificate) {
    RedisServer server({.tls = true, .password = "", .port = 0});
    BOOST_TEST(server.dsn().rfind("rediss://", 0) == 0u);
    Recorder r;
    fixed_failure(redis_corpus(server.parsed(2)), r);
    BOOST_TEST(r.count<falsify::event::CorpusStored>() == 1u, test::joined(r.failures()));
    BOOST_TEST(server.get(key_of(std::string(default_redis_prefix), "redis/golden_values"), 2).has_value());
    // Plain TCP to the TLS port is not RESP.
    RedisDsn plain = server.parsed();
    plain.tls = false;
    plain.timeout_seconds = 1;
    BOOST_CHECK_THROW(redis_connect(plain)->command({"PING"}), CorpusError);
    // Without trusting the self-signed certificate, the handshake is refused: reported, verdict unchanged.
    RedisDsn untrusted = server.parsed();
    untrusted.tls_ca_file.clear();
    Recorder refused;
    const Result result = fixed_failure(redis_corpus(untrusted), refused);
    BOOST_TEST(result.outcome() == Outcome::Falsified);
    BOOST_TEST(test::joined(refused.failures()).find("TLS handshake") != std::string::npos, test::joined(refused.failures()));
}

BOOST_AUTO_TEST_CASE(rediss_refuses_a_trusted_certificate_issued_for_another_host) {
    // The CA is trusted, but the certificate names another host than the one dialled.
    RedisServer server({.tls = true, .password = "", .port = 0, .certificate_names = "DNS:cache.example.org"});
    Recorder refused;
    const Result result = fixed_failure(redis_corpus(server.parsed()), refused);
    BOOST_TEST(result.outcome() == Outcome::Falsified);
    BOOST_TEST(refused.count<falsify::event::CorpusStored>() == 0u);
    BOOST_TEST(test::joined(refused.failures()).find("Cannot complete the TLS handshake with the Redis server at 127.0.0.1:") !=
                   std::string::npos,
               test::joined(refused.failures()));
}

BOOST_AUTO_TEST_CASE(auth_uses_property_db_password_and_never_prints_it) {
    RedisServer server({.tls = false, .password = "pa55-w0rd", .port = 0});
    Recorder r;
    fixed_failure(open_corpus(server.dsn(1), "pa55-w0rd"), r);
    BOOST_TEST(r.count<falsify::event::CorpusStored>() == 1u, test::joined(r.failures()));
    BOOST_TEST(open_corpus(server.dsn(1), "pa55-w0rd")->recall("redis/golden_values", {"n", "s", "d", "xs", "o"}).size() == 1u);

    Recorder none;
    BOOST_TEST(fixed_failure(open_corpus(server.dsn(1)), none).outcome() == Outcome::Falsified);
    BOOST_TEST(test::joined(none.failures()).find("set PROPERTY_DB_PASSWORD") != std::string::npos, test::joined(none.failures()));

    Recorder wrong;
    BOOST_TEST(fixed_failure(open_corpus(server.dsn(1), "not-the-pa55-w0rd"), wrong).outcome() == Outcome::Falsified);
    const std::string said = test::joined(wrong.failures());
    BOOST_TEST(said.find("refused the password in PROPERTY_DB_PASSWORD") != std::string::npos, said);
    BOOST_TEST(said.find("pa55-w0rd") == std::string::npos, said);
}

BOOST_AUTO_TEST_CASE(a_custom_client_goes_behind_the_seam_and_the_script_is_reloaded_after_noscript) {
    RedisServer server;
    auto verbs = std::make_shared<std::vector<std::string>>();
    const RedisDsn dsn = server.parsed(0, "seam:");
    const auto store = redis_store(
        [&] {
            auto client = std::make_unique<RecordingClient>();
            client->inner = redis_connect(dsn);
            client->verbs = verbs;
            return client;
        },
        "seam:");
    const auto corpus = redis_corpus(store);
    corpus->remember("seam/p", CorpusEntry::values({{"x", Data::integer(1)}}, 1));
    // A fresh server has no script cached: EVALSHA, NOSCRIPT, then EVAL.
    BOOST_TEST(test::joined(*verbs) == "GET | EVALSHA | EVAL");
    verbs->clear();
    corpus->remember("seam/p", CorpusEntry::values({{"x", Data::integer(2)}}, 1));
    BOOST_TEST(test::joined(*verbs) == "GET | EVALSHA");
    server.command({"SCRIPT", "FLUSH"});
    verbs->clear();
    corpus->remember("seam/p", CorpusEntry::values({{"x", Data::integer(3)}}, 1));
    BOOST_TEST(test::joined(*verbs) == "GET | EVALSHA | EVAL");
    BOOST_TEST(corpus->recall("seam/p", {"x"}).size() == 3u);
    BOOST_TEST(store->retries() == 0u);
    // Remembering what is already stored writes nothing.
    verbs->clear();
    corpus->remember("seam/p", CorpusEntry::values({{"x", Data::integer(3)}}, 1));
    BOOST_TEST(test::joined(*verbs) == "GET");
}

BOOST_AUTO_TEST_CASE(a_document_of_another_format_is_left_untouched) {
    RedisServer server;
    const std::string id = "redis/over_50";
    const std::string foreign = "{\"format\": 2, \"property\": \"" + id + "\", \"entries\": []}";
    server.command({"SET", key_of(std::string(default_redis_prefix), id), foreign});
    Recorder r;
    BOOST_TEST(over_50(redis_corpus(server.parsed()), r, 7, false).outcome() == Outcome::Falsified);
    BOOST_TEST(test::joined(r.failures()).find("is in format 2") != std::string::npos, test::joined(r.failures()));
    BOOST_TEST(*server.get(key_of(std::string(default_redis_prefix), id)) == foreign);
    // A key of another type is reported, not overwritten.
    server.command({"DEL", key_of(std::string(default_redis_prefix), id)});
    server.command({"LPUSH", key_of(std::string(default_redis_prefix), id), "mine"});
    Recorder typed;
    BOOST_TEST(over_50(redis_corpus(server.parsed()), typed, 7, false).outcome() == Outcome::Falsified);
    BOOST_TEST(test::joined(typed.failures()).find("WRONGTYPE") != std::string::npos, test::joined(typed.failures()));
    BOOST_TEST(server.command({"TYPE", key_of(std::string(default_redis_prefix), id)}).text == "list");
}

BOOST_AUTO_TEST_CASE(a_shared_corpus_may_keep_more_or_fewer_entries) {
    RedisServer server;
    const auto small = redis_corpus(server.parsed(0, "small:"), CorpusLimits{.values = 2, .seeds = 1});
    const auto large = redis_corpus(server.parsed(0, "large:"), CorpusLimits{.values = 12, .seeds = 3});
    for (const auto& corpus : {small, large}) {
        for (int x = 1; x <= 12; ++x) corpus->remember("limits/p", CorpusEntry::values({{"x", Data::integer(x)}}, 1));
        for (std::uint64_t seed = 1; seed <= 3; ++seed) corpus->remember("limits/p", CorpusEntry::seeded(seed, 0, EdgeCases::Mixin));
    }
    const auto kept = small->recall("limits/p", {"x"});
    BOOST_REQUIRE(kept.size() == 3u);
    BOOST_TEST(*kept[0].arguments.at(0).value.as_integer<int>() == 12);  // the newest values first
    BOOST_TEST(*kept[1].arguments.at(0).value.as_integer<int>() == 11);
    BOOST_TEST(kept[2].seed == 3u);
    BOOST_TEST(large->recall("limits/p", {"x"}).size() == 15u);
    // Pruning applies the same limits (it never grows a document back).
    small->prune("limits/p", kept[0]);
    BOOST_TEST(small->recall("limits/p", {"x"}).size() == 2u);
}

BOOST_AUTO_TEST_SUITE_END()
