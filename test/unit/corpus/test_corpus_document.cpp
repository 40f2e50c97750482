// The regression corpus through the runner: byte-exact documents, limits and
// eviction, replay order, prune and keep rules, recall filters.
#include "test_corpus_support.hpp"

#include <falsify/codec_aggregate.hpp>

#include <boost/test/unit_test.hpp>

#include <chrono>
#include <thread>

using namespace falsify;
using falsify::test::Recorder;
using falsify::test::TempDir;

BOOST_AUTO_TEST_SUITE(corpus_document)

namespace {

struct Point {
    int x;
    int y;
};

/// No codec: a pointer is not data.
struct Handle {
    explicit Handle(const int* t) : target(t) {}
    const int* target;
};

/// Always fails, on fixed arguments: its shrunk arguments are exactly these.
Result fixed_failure(const std::shared_ptr<Corpus>& corpus, Recorder& recorder, Config config = Config().seed(42)) {
    return property("corpus/golden_values",
                    [](int, const std::string&, double, const std::vector<int>&, const std::optional<int>&, const std::tuple<int, bool>&) {
                        throw std::runtime_error("always");
                    })
        .names({"n", "s", "d", "xs", "o", "t"})
        .with(param("n", gen::constant(-7)))
        .with(param("s", gen::constant(std::string("h\xC3\xA9 \"q\"\xFF"))))
        .with(param("d", gen::constant(-0.0)))
        .with(param("xs", gen::constant(std::vector<int>{1, 2})))
        .with(param("o", gen::constant(std::optional<int>())))
        .with(param("t", gen::constant(std::tuple<int, bool>(3, true))))
        .with(config)
        .with(corpus)
        .with(recorder.listener())
        .check();
}

/// x > 50 over 0..100 (shrinks to 51), with an optional in-body draw.
Result over_50(const std::shared_ptr<Corpus>& corpus, Recorder& recorder, Config config, bool with_draw = false,
               const std::string& id = "corpus/over_50") {
    return property(id,
                    [with_draw](int x) {
                        if (with_draw) (void)draw(gen::ints(0, 3));
                        FALSIFY_ASSERT(x <= 50);
                    })
        .names({"x"})
        .with(param("x", gen::ints(0, 100)))
        .with(config)
        .with(corpus)
        .with(recorder.listener())
        .check();
}

/// Never fails, except on the values in `failing`; discards `discarded`.
Result holds_except(const std::shared_ptr<Corpus>& corpus, Recorder& recorder, std::vector<int> failing, int discarded = -1,
                    Config config = Config().seed(1).runs(5), const std::string& id = "corpus/over_50") {
    return property(id,
                    [failing, discarded](int x) {
                        FALSIFY_ASSUME(x != discarded);
                        for (int f : failing)
                            if (x == f) throw std::runtime_error("fails on " + std::to_string(x));
                    })
        .names({"x"})
        .with(param("x", gen::ints(1000, 2000)))
        .with(config)
        .with(corpus)
        .with(recorder.listener())
        .check();
}

std::string document(const std::string& id, const std::string& entries) {
    return "{\n  \"format\": 1,\n  \"property\": \"" + id + "\",\n  \"entries\": [" + entries + "]\n}\n";
}

std::vector<std::string> replayed_kinds(const Recorder& r) {
    std::vector<std::string> out;
    for (const auto& e : r.of<falsify::event::CorpusReplayed>()) {
        std::string args;
        for (const auto& a : e.arguments) args += (args.empty() ? "" : ",") + a.name + "=" + a.value;
        out.push_back((e.is_values ? "values(" + args + ")" : "seed(" + std::to_string(e.seed) + ")"));
    }
    return out;
}

const char* const values_golden = R"({
  "format": 1,
  "property": "corpus/golden_values",
  "entries": [
    {
      "kind": "values",
      "seed": 42,
      "epoch": 9,
      "args": {
        "n": -7,
        "s": {
          "#": "b",
          "v": "aMOpICJxIv8="
        },
        "d": {
          "#": "f",
          "v": "-0.0"
        },
        "xs": [
          1,
          2
        ],
        "o": null,
        "t": [
          3,
          true
        ]
      }
    }
  ]
}
)";

}  // namespace

BOOST_AUTO_TEST_CASE(a_values_entry_is_written_byte_for_byte) {
    TempDir dir;
    Recorder recorder;
    const Result result = fixed_failure(directory_corpus(dir.path()), recorder);
    BOOST_TEST(result.outcome() == Outcome::Falsified);
    BOOST_TEST(recorder.count<falsify::event::CorpusStored>() == 1u);
    BOOST_TEST(*test::read_text(test::document_path(dir.path(), "corpus/golden_values")) == values_golden);
    // The same failure again: the same bytes (one entry, not two).
    fixed_failure(directory_corpus(dir.path()), recorder, Config().seed(42).phases({Phase::Random}));
    BOOST_TEST(*test::read_text(test::document_path(dir.path(), "corpus/golden_values")) == values_golden);
}

BOOST_AUTO_TEST_CASE(a_failure_with_draws_is_a_seed_entry_byte_for_byte) {
    TempDir dir;
    Recorder recorder;
    const std::uint64_t seed = 2;
    const Result result = over_50(directory_corpus(dir.path()), recorder, Config().seed(seed).edge_cases(EdgeCases::None), true);
    BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
    const std::size_t runs = result.counter_example()->runs_before_failure;
    // A later values entry goes before it.
    over_50(directory_corpus(dir.path()), recorder, Config().seed(3).phases({Phase::Random, Phase::Shrink}));
    BOOST_TEST(*test::read_text(test::document_path(dir.path(), "corpus/over_50")) ==
               document("corpus/over_50", R"(
    {
      "kind": "values",
      "seed": 3,
      "epoch": 9,
      "args": {
        "x": 51
      }
    },
    {
      "kind": "seed",
      "seed": )" + std::to_string(seed) + R"(,
      "epoch": 9,
      "runsBeforeFailure": )" + std::to_string(runs) + R"(,
      "edgeCases": "none"
    }
  )"));
}

BOOST_AUTO_TEST_CASE(at_most_8_values_and_2_seed_entries_newest_first_without_duplicates) {
    TempDir dir;
    const auto corpus = directory_corpus(dir.path());
    for (int i = 1; i <= 10; ++i) corpus->remember("p", CorpusEntry::values({{"x", Data::integer(i)}}, 100 + i));
    for (std::uint64_t s = 1; s <= 3; ++s) corpus->remember("p", CorpusEntry::seeded(s, 0, EdgeCases::Mixin));
    auto summary = [&] {
        std::string out;
        for (const auto& e : corpus->recall("p", {"x"})) {
            out += e.is_values() ? 'v' : 's';
            out += e.is_values() ? std::to_string(*e.arguments.at(0).value.as_integer<int>()) : std::to_string(e.seed);
            out += ' ';
        }
        return out;
    };
    BOOST_TEST(summary() == "v10 v9 v8 v7 v6 v5 v4 v3 s3 s2 ");
    corpus->remember("p", CorpusEntry::values({{"x", Data::integer(5)}}, 999));  // the same input: moved, not doubled
    BOOST_TEST(summary() == "v5 v10 v9 v8 v7 v6 v4 v3 s3 s2 ");
    corpus->remember("p", CorpusEntry::values({{"x", Data::integer(1)}}, 101));
    BOOST_TEST(summary() == "v1 v5 v10 v9 v8 v7 v6 v4 s3 s2 ");
    corpus->remember("p", CorpusEntry::seeded(2, 7, EdgeCases::None));
    BOOST_TEST(summary() == "v1 v5 v10 v9 v8 v7 v6 v4 s2 s3 ");
    // The moved entry carries its new seed and fields.
    BOOST_TEST(corpus->recall("p", {"x"}).at(1).seed == 999u);
    BOOST_TEST(*corpus->recall("p", {"x"}).at(8).runs_before_failure == 7u);
    // Identity sorts the argument names: a reordered signature is the same input.
    corpus->remember("q", CorpusEntry::values({{"a", Data::integer(1)}, {"b", Data::integer(2)}}, 1));
    corpus->remember("q", CorpusEntry::values({{"b", Data::integer(2)}, {"a", Data::integer(1)}}, 2));
    BOOST_TEST(corpus->recall("q", {"a", "b"}).size() == 1u);
}

BOOST_AUTO_TEST_CASE(values_entries_replay_first_and_passing_entries_are_pruned) {
    TempDir dir;
    const std::string path = test::document_path(dir.path(), "corpus/over_50");
    // Seed entries written first in the file: values entries still replay first.
    test::write_text(path, document("corpus/over_50", R"(
    {"kind": "seed", "seed": 77, "epoch": 9, "runsBeforeFailure": 0, "edgeCases": "mixin"},
    {"kind": "values", "seed": 5, "epoch": 9, "args": {"x": 1500}},
    {"kind": "values", "seed": 6, "epoch": 9, "args": {"x": 1600}}
  )"));
    Recorder recorder;
    const Result result = holds_except(directory_corpus(dir.path()), recorder, {});
    BOOST_TEST(result.passed());
    BOOST_TEST(test::joined(replayed_kinds(recorder)) == "values(x=1500) | values(x=1600) | seed(77)");
    const auto pruned = recorder.of<falsify::event::CorpusPruned>();
    BOOST_REQUIRE(pruned.size() == 3u);
    BOOST_TEST((pruned[0].is_values && pruned[0].seed == 5u));
    BOOST_TEST((!pruned[2].is_values && pruned[2].seed == 77u));
    // Every entry passed: an empty document is removed.
    BOOST_TEST(!test::read_text(path).has_value());
    // The events come in order: replayed, pruned, for each entry, before the random phase.
    BOOST_TEST(std::holds_alternative<falsify::event::CorpusReplayed>(recorder.events.at(1)));
    BOOST_TEST(std::holds_alternative<falsify::event::CorpusPruned>(recorder.events.at(2)));
}

BOOST_AUTO_TEST_CASE(a_values_entry_that_still_fails_is_reported_first_and_kept) {
    TempDir dir;
    const std::string path = test::document_path(dir.path(), "corpus/over_50");
    const std::string text = document("corpus/over_50", R"(
    {"kind": "values", "seed": 5, "epoch": 9, "args": {"x": 1500}},
    {"kind": "values", "seed": 6, "epoch": 9, "args": {"x": 1600}}
  )");
    test::write_text(path, text);
    Recorder recorder;
    const Result result = holds_except(directory_corpus(dir.path()), recorder, {1600});
    BOOST_TEST(result.outcome() == Outcome::RegressionFailed);
    BOOST_TEST(result.message() == "Recorded regression failed (originally found with seed 6): x=1600\n  Failure:  fails on 1600");
    BOOST_TEST(result.seed() == 6u);
    BOOST_TEST(result.counter_example()->shrunk_arguments.at(0).value == "1600");
    BOOST_TEST(recorder.count<falsify::event::RunStarted>() == 0u);  // the random phase never ran
    // 1500 passed and is pruned; 1600 is kept, and nothing new is recorded.
    BOOST_TEST(*test::read_text(path) == document("corpus/over_50", R"(
    {
      "kind": "values",
      "seed": 6,
      "epoch": 9,
      "args": {
        "x": 1600
      }
    }
  )"));
    BOOST_TEST(recorder.count<falsify::event::CorpusStored>() == 0u);
}

BOOST_AUTO_TEST_CASE(a_discarded_replay_is_pruned_and_a_slow_one_is_a_deadline) {
    TempDir dir;
    const std::string path = test::document_path(dir.path(), "corpus/over_50");
    test::write_text(path, document("corpus/over_50", R"({"kind": "values", "seed": 5, "epoch": 9, "args": {"x": 1500}})"));
    Recorder recorder;
    BOOST_TEST(holds_except(directory_corpus(dir.path()), recorder, {1500}, 1500).passed());
    BOOST_TEST(recorder.count<falsify::event::CorpusPruned>() == 1u);
    BOOST_TEST(!test::read_text(path).has_value());

    test::write_text(path, document("corpus/over_50", R"({"kind": "values", "seed": 5, "epoch": 9, "args": {"x": 1777}})"));
    const Result slow = property("corpus/over_50",
                                 [](int x) {
                                     if (x == 1777) std::this_thread::sleep_for(std::chrono::milliseconds(30));
                                 })
                            .names({"x"})
                            .with(param("x", gen::ints(0, 10)))
                            .with(Config().timeout_ms(10))
                            .with(directory_corpus(dir.path()))
                            .check();
    BOOST_TEST(slow.outcome() == Outcome::DeadlineExceeded);
    BOOST_TEST(slow.message().find("for x=1777") != std::string::npos, slow.message());
    BOOST_TEST(test::read_text(path).has_value());  // kept: it is not a pass
}

BOOST_AUTO_TEST_CASE(a_replay_the_environment_skips_is_kept) {
    TempDir dir;
    const std::string path = test::document_path(dir.path(), "corpus/over_50");
    const std::string text = document("corpus/over_50", R"({"kind": "values", "seed": 5, "epoch": 9, "args": {"x": 1500}})");
    test::write_text(path, text);
    Recorder recorder;
    const Result result = property("corpus/over_50",
                                   [](int x) {
                                       if (x == 1500) FALSIFY_SKIP("the fixture for 1500 is missing");
                                   })
                              .names({"x"})
                              .with(param("x", gen::ints(0, 10)))
                              .with(Config().seed(1).runs(5))
                              .with(directory_corpus(dir.path()))
                              .with(recorder.listener())
                              .check();
    BOOST_TEST(result.passed(), result.message());
    BOOST_TEST(recorder.count<falsify::event::CorpusReplayed>() == 1u);
    // Inconclusive, unlike a discard: the entry waits for an environment that can run it.
    BOOST_TEST(recorder.count<falsify::event::CorpusPruned>() == 0u);
    BOOST_TEST(*test::read_text(path) == text);
}

BOOST_AUTO_TEST_CASE(a_seed_entry_replays_its_random_phase_up_to_the_recorded_attempt) {
    TempDir dir;
    const auto corpus = directory_corpus(dir.path());
    // A seed whose first failing attempt comes after a few successful runs.
    std::uint64_t seed = 0;
    std::size_t before = 0;
    for (std::uint64_t s = 0; s < 200 && before < 3; ++s) {
        Recorder ignored;
        const Result r = over_50(nullptr, ignored, Config().seed(s).runs(100).shrink(false), true);
        if (r.outcome() == Outcome::Falsified && r.counter_example()->runs_before_failure >= 3) {
            seed = s;
            before = r.counter_example()->runs_before_failure;
        }
    }
    BOOST_REQUIRE(before >= 3u);
    corpus->remember("corpus/over_50", CorpusEntry::seeded(seed, before, EdgeCases::Mixin));
    // runs(1) alone would pass; the replay runs on to the recorded attempt, and ignores the configured path.
    Recorder recorder;
    const Result result = over_50(corpus, recorder, Config().seed(12345).runs(1).path("x:99"), true);
    BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
    BOOST_TEST(result.seed() == seed);
    BOOST_TEST(result.counter_example()->seed == seed);
    BOOST_TEST(result.counter_example()->runs_before_failure == before);
    BOOST_TEST(result.counter_example()->shrunk_arguments.at(0).value == "51");  // shrunk normally
    BOOST_TEST(result.counter_example()->path != "x:99");
    BOOST_TEST(test::joined(replayed_kinds(recorder)) == "seed(" + std::to_string(seed) + ")");
    // Labelled as a replay, not a fresh find.
    BOOST_TEST(result.message().rfind("Property falsified by a seed entry of the regression corpus, replayed after " + std::to_string(before) +
                                          " successful run(s); seed=" + std::to_string(seed) + "\n",
                                      0) == 0u,
               result.message());
    // Kept, and re-recorded as the newest seed entry.
    BOOST_TEST(recorder.count<falsify::event::CorpusPruned>() == 0u);
    BOOST_TEST(recorder.count<falsify::event::CorpusStored>() == 1u);
    BOOST_TEST(corpus->recall("corpus/over_50", {"x"}).at(0).seed == seed);

    // Without the recorded run count (an older document), the replay stops at runs(1), passes, and prunes.
    TempDir legacy;
    test::write_text(test::document_path(legacy.path(), "corpus/over_50"),
                     document("corpus/over_50", R"({"kind": "seed", "seed": )" + std::to_string(seed) + R"(, "epoch": 9})"));
    Recorder pruned;
    BOOST_TEST(over_50(directory_corpus(legacy.path()), pruned, Config().seed(1).runs(1).phases({Phase::Corpus}), true).passed());
    BOOST_TEST(pruned.count<falsify::event::CorpusPruned>() == 1u);
}

BOOST_AUTO_TEST_CASE(a_seed_entry_replays_under_its_recorded_edge_case_mode) {
    TempDir dir;
    const auto corpus = directory_corpus(dir.path());
    corpus->remember("corpus/over_50", CorpusEntry::seeded(4, 0, EdgeCases::None));
    Recorder recorder;
    const Result result = over_50(corpus, recorder, Config().runs(1000), true);
    BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
    BOOST_TEST(result.seed() == 4u);
    BOOST_TEST((result.counter_example()->edge_cases == EdgeCases::None));
}

BOOST_AUTO_TEST_CASE(other_epochs_and_other_signatures_are_not_replayed) {
    TempDir dir;
    test::write_text(test::document_path(dir.path(), "corpus/over_50"), document("corpus/over_50", R"(
    {"kind": "values", "seed": 1, "epoch": 9, "args": {"y": 1100}},
    {"kind": "values", "seed": 2, "epoch": 9, "args": {"x": 1100, "y": 1}},
    {"kind": "values", "seed": 3, "epoch": 0, "args": {"x": 1200}},
    {"kind": "seed", "seed": 4, "epoch": 0, "runsBeforeFailure": 0, "edgeCases": "mixin"},
    {"kind": "seed", "seed": 5, "runsBeforeFailure": 0},
    {"kind": "seed", "seed": 6, "epoch": 9, "runsBeforeFailure": 0}
  )"));
    Recorder recorder;
    BOOST_TEST(holds_except(directory_corpus(dir.path()), recorder, {}).passed());
    // A values entry's epoch is not checked; a seed entry of another epoch (or none) is dropped.
    BOOST_TEST(test::joined(replayed_kinds(recorder)) == "values(x=1200) | seed(6)");

    // A reordered signature still replays, with each value under its name.
    const auto corpus = directory_corpus(dir.path());
    corpus->remember("corpus/pair", CorpusEntry::values({{"b", Data::string("B")}, {"a", Data::integer(7)}}, 9));
    Recorder pair;
    const Result result = property("corpus/pair", [](int a, const std::string& b) { FALSIFY_ASSERT(!(a == 7 && b == "B")); })
                              .names({"a", "b"})
                              .with(corpus)
                              .with(pair.listener())
                              .check();
    BOOST_TEST(result.outcome() == Outcome::RegressionFailed);
    BOOST_TEST(result.message().rfind("Recorded regression failed (originally found with seed 9): a=7, b=\"B\"\n", 0) == 0u,
               result.message());
}

BOOST_AUTO_TEST_CASE(malformed_entries_are_skipped_and_reported_by_name_and_unreadable_documents_reported_and_kept) {
    TempDir dir;
    const std::string path = test::document_path(dir.path(), "corpus/over_50");
    const std::string damaged = document("corpus/over_50", R"(
    42,
    {"kind": "values", "epoch": 9, "args": {"x": 1100}},
    {"kind": "values", "seed": "7", "epoch": 9, "args": {"x": 1101}},
    {"kind": "values", "seed": -1, "epoch": 9, "args": {"x": 1102}},
    {"kind": "martian", "seed": 1, "epoch": 9},
    {"kind": "seed", "seed": 2, "epoch": 9, "edgeCases": "sometimes"},
    {"kind": "seed", "seed": 3, "epoch": 9, "runsBeforeFailure": -4},
    {"kind": "values", "seed": 4, "epoch": 9, "args": {"x": "not an int"}},
    {"kind": "values", "seed": 5, "epoch": 9, "args": {"x": 99999999999}},
    {"kind": "values", "seed": 6, "epoch": 9, "args": {"x": 1103}}
  )");
    test::write_text(path, damaged);
    // The readable entry is replayed; pruning it would rewrite the document without
    // the damaged ones, so the prune is refused, naming each (it dropped them silently).
    const std::string damage =
        "The corpus document of property \"corpus/over_50\" (key " + corpus_key("corpus/over_50") +
        ") holds 7 damaged entries this version cannot read: #1 42 (not an object); "
        "#2 {\"kind\":\"values\",\"epoch\":9,\"args\":{\"x\":1100}} (no seed that is a non-negative integer); "
        "#3 {\"kind\":\"values\",\"seed\":\"7\",\"epoch\":9,\"args\":{\"x\":1101}} (no seed that is a non-negative integer); "
        "#4 {\"kind\":\"values\",\"seed\":-1,\"epoch\":9,\"args\":{\"x\":1102}} (no seed that is a non-negative integer); "
        "#5 {\"kind\":\"martian\",\"seed\":1,\"epoch\":9} (a kind that is neither \"values\" nor \"seed\"); "
        "#6 {\"kind\":\"seed\",\"seed\":2,\"epoch\":9,\"edgeCases\":\"sometimes\"} (an edgeCases that is not \"mixin\" or \"none\"); "
        "#7 {\"kind\":\"seed\",\"seed\":3,\"epoch\":9,\"runsBeforeFailure\":-4} (a runsBeforeFailure that is not a count). "
        "The document is left as it is and nothing is recorded in it; fix or remove those entries, or delete it (falsify-corpus "
        "prune STORE ID) to start afresh";
    Recorder recorder;
    BOOST_TEST(holds_except(directory_corpus(dir.path()), recorder, {}).passed());
    BOOST_TEST(test::joined(replayed_kinds(recorder)) == "values(x=1103)");
    BOOST_TEST(test::joined(recorder.failures()) == "prune: " + damage);
    BOOST_TEST(*test::read_text(path) == damaged);
    // A new falsification is not stored over them either, and says so.
    Recorder falsified;
    BOOST_TEST(holds_except(directory_corpus(dir.path()), falsified, {1103}).outcome() == Outcome::RegressionFailed);
    BOOST_CHECK_EXCEPTION(directory_corpus(dir.path())->remember("corpus/over_50", CorpusEntry::values({{"x", Data::integer(1)}}, 1)),
                          CorpusError, [&](const CorpusError& e) { return std::string(e.what()) == damage; });
    BOOST_TEST(*test::read_text(path) == damaged);
    // With no readable entry at all, the recall itself reports them.
    test::write_text(path, document("corpus/over_50", R"({"kind": "martian", "seed": 1})"));
    Recorder only_damaged;
    BOOST_TEST(holds_except(directory_corpus(dir.path()), only_damaged, {}).passed());
    BOOST_TEST(test::joined(only_damaged.failures()).find("recall: The corpus document of property \"corpus/over_50\" (key " +
                                                          corpus_key("corpus/over_50") + ") holds 1 damaged entry this version cannot "
                                                          "read: #1 {\"kind\":\"martian\",\"seed\":1} (a kind") == 0u,
               test::joined(only_damaged.failures()));

    // A document this version cannot read is reported, never replaced: each operation says why.
    const std::string intact = document("corpus/over_50", R"({"kind": "values", "seed": 6, "epoch": 9, "args": {"x": 1103}})");
    const std::vector<std::pair<std::string, std::string>> unreadable{
        {"{not json", "it is not valid JSON (cut short, or with bytes after its end)"},
        {intact + "garbage", "it is not valid JSON (cut short, or with bytes after its end)"},
        {"\xEF\xBB\xBF" + intact, "it starts with a byte-order mark, which JSON does not allow"},
        {"[]", "it is not a JSON object"},
        {"{\"format\": \"1\"}", "it has no format number"},
        {document("another/property", R"({"kind": "values", "seed": 6, "epoch": 9, "args": {"x": 1103}})"),
         "it belongs to another property, \"another/property\" (copied by hand?)"}};
    for (const auto& [content, why] : unreadable) {
        test::write_text(path, content);
        const std::string said = "The corpus document of property \"corpus/over_50\" cannot be read: " + why +
                                 ". It is left as it is and nothing is recorded in it; move it aside or delete it (falsify-corpus prune "
                                 "STORE ID) to start afresh";
        Recorder passing;
        BOOST_TEST(holds_except(directory_corpus(dir.path()), passing, {}).passed());
        BOOST_TEST(passing.count<falsify::event::CorpusReplayed>() == 0u, content);
        BOOST_TEST(test::joined(passing.failures()) == "recall: " + said);
        Recorder failing;
        BOOST_TEST(holds_except(directory_corpus(dir.path()), failing, {1000, 1001, 1999, 2000}, -1, Config().seed(1).runs(1000).shrink(false))
                       .outcome() == Outcome::Falsified);
        BOOST_TEST(failing.count<falsify::event::CorpusStored>() == 0u);
        BOOST_TEST(failing.failures().size() == 2u);  // the recall, and the falsification not stored
        BOOST_TEST(*test::read_text(path) == content);
        // Written by a corpus that does not replay first, it is refused as well.
        BOOST_CHECK_EXCEPTION(directory_corpus(dir.path())->remember("corpus/over_50", CorpusEntry::values({{"x", Data::integer(1)}}, 1)),
                              CorpusError, [&](const CorpusError& e) { return std::string(e.what()) == said; });
        BOOST_TEST(*test::read_text(path) == content);
    }
    // An empty file is no document: the next falsification takes its place.
    test::write_text(path, "");
    Recorder replaced;
    BOOST_TEST(holds_except(directory_corpus(dir.path()), replaced, {1000, 1001, 1999, 2000}, -1, Config().seed(1).runs(1000).shrink(false))
                   .outcome() == Outcome::Falsified);
    BOOST_TEST(replaced.count<falsify::event::CorpusStored>() == 1u, test::joined(replaced.failures()));
    BOOST_TEST(directory_corpus(dir.path())->recall("corpus/over_50", {"x"}).size() == 1u);
}

BOOST_AUTO_TEST_CASE(a_new_falsification_is_recorded_even_without_replay) {
    TempDir dir;
    const auto corpus = directory_corpus(dir.path());
    corpus->remember("corpus/over_50", CorpusEntry::values({{"x", Data::integer(77)}}, 1));
    // Phase::Corpus off: 77 is not replayed, the new failure is recorded.
    Recorder off;
    const Result first = over_50(corpus, off, Config().seed(3).phases({Phase::Random, Phase::Shrink}));
    BOOST_TEST(first.outcome() == Outcome::Falsified);
    BOOST_TEST(off.count<falsify::event::CorpusReplayed>() == 0u);
    BOOST_TEST(off.count<falsify::event::CorpusStored>() == 1u);
    BOOST_TEST(corpus->recall("corpus/over_50", {"x"}).size() == 2u);
    // replay_regressions off (a pinned seed under an adapter): the same.
    PropertyDefinition d = property("corpus/over_50", [](int x) { FALSIFY_ASSERT(x <= 60); })
                               .names({"x"})
                               .with(param("x", gen::ints(0, 100)))
                               .with(Config().seed(3))
                               .with(corpus)
                               .definition();
    d.replay_regressions = false;
    Recorder pinned;
    d.listeners.push_back(pinned.listener());
    BOOST_TEST(run(d).outcome() == Outcome::Falsified);
    BOOST_TEST(pinned.count<falsify::event::CorpusReplayed>() == 0u);
    BOOST_TEST(pinned.count<falsify::event::CorpusStored>() == 1u);
    BOOST_TEST(corpus->recall("corpus/over_50", {"x"}).size() == 3u);
    // With only the corpus phase, replays run and nothing else does.
    Recorder gate;
    const Result replayed = over_50(corpus, gate, Config().phases({Phase::Examples, Phase::Corpus}));
    BOOST_TEST(replayed.outcome() == Outcome::RegressionFailed);
    BOOST_TEST(gate.count<falsify::event::RunStarted>() == 0u);
}

BOOST_AUTO_TEST_CASE(corpus_events_carry_their_fields) {
    TempDir dir;
    Recorder recorder;
    const Result result = over_50(directory_corpus(dir.path()), recorder, Config().seed(3));
    const auto stored = recorder.of<falsify::event::CorpusStored>();
    BOOST_REQUIRE(stored.size() == 1u);
    BOOST_TEST(stored[0].counter_example.shrunk_arguments == result.counter_example()->shrunk_arguments);
    BOOST_TEST(stored[0].property_id == "corpus/over_50");
    Recorder replay;
    over_50(directory_corpus(dir.path()), replay, Config().seed(3));
    const auto replayed = replay.of<falsify::event::CorpusReplayed>();
    BOOST_REQUIRE(replayed.size() == 1u);
    BOOST_TEST(replayed[0].is_values);
    BOOST_TEST(replayed[0].seed == 3u);
    BOOST_TEST((replayed[0].arguments == std::vector<Argument>{{"x", "51"}}));
}

BOOST_AUTO_TEST_CASE(what_is_not_data_becomes_a_seed_entry) {
    TempDir dir;
    const auto corpus = directory_corpus(dir.path());
    auto kinds = [&](const std::string& property_id) {
        std::string out;
        for (const auto& e : corpus->recall(property_id, {"a", "b"})) out += e.is_values() ? "values " : "seed ";
        return out;
    };
    static const int target = 0;
    property("corpus/handle", [](int, Handle) { throw std::runtime_error("no"); })
        .names({"a", "b"})
        .with(param("b", gen::constant(Handle(&target))))
        .with(Config().seed(1))
        .with(corpus)
        .check();
    BOOST_TEST(kinds("corpus/handle") == "seed ");
    property("corpus/engine",
             [](int, RandomEngine engine) {
                 (void)engine();  // an in-body draw: only the seed reproduces it
                 throw std::runtime_error("no");
             })
        .names({"a", "b"})
        .with(Config().seed(1))
        .with(corpus)
        .check();
    BOOST_TEST(kinds("corpus/engine") == "seed ");
    // An aggregate (with <falsify/codec_aggregate.hpp>) is data, and replays as such.
    const Result found = property("corpus/point", [](int, Point p) { FALSIFY_ASSERT(p.x != 4); })
                             .names({"a", "b"})
                             .with(param("b", gen::constant(Point{4, -1})))
                             .with(Config().seed(1))
                             .with(corpus)
                             .check();
    BOOST_TEST(found.outcome() == Outcome::Falsified);
    BOOST_TEST(kinds("corpus/point") == "values ");
    const Result replayed = property("corpus/point", [](int, Point p) { FALSIFY_ASSERT(p.x != 4); })
                                .names({"a", "b"})
                                .with(param("b", gen::constant(Point{0, 0})))
                                .with(corpus)
                                .check();
    BOOST_TEST(replayed.outcome() == Outcome::RegressionFailed);
    BOOST_TEST(test::read_text(test::document_path(dir.path(), "corpus/point"))->find("\"b\": [\n          4,\n          -1\n        ]") !=
               std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()
