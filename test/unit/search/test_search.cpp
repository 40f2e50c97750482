// Targeted search: the seed engine's measurement, the pool, the search phase
// and its replay, the search document in the corpus, and target errors.
#include <falsify/corpus.hpp>
#include <falsify/environment.hpp>
#include <falsify/falsify.hpp>
#include <falsify/json.hpp>
#include <falsify/target.hpp>

#include "engine/search_pool.hpp"
#include "test_corpus_support.hpp"

#include <boost/test/unit_test.hpp>

#include <array>
#include <chrono>
#include <cmath>
#include <cstring>

namespace gen = falsify::gen;
using falsify::Config;
using falsify::Event;
using falsify::Outcome;
using falsify::test::Recorder;
using falsify::test::TempDir;

namespace {

falsify::Result sum_property(Config config, std::vector<falsify::Listener> listeners = {},
                             std::shared_ptr<falsify::Corpus> corpus = nullptr, int bound = 2900) {
    // Three ranges of 1000 apart, so that no value repeats across parameters (a run
    // leaning to equal integers would otherwise meet a == b == c near the top).
    auto property = falsify::property("sum_bounded",
                                      [bound](int a, int b, int c) {
                                          falsify::target::maximize("sum", a + b + c);
                                          FALSIFY_ASSERT(a + (b - 2000) + (c - 4000) <= bound);
                                      })
                        .names({"a", "b", "c"})
                        .with(falsify::param("a", gen::ints(0, 1000)))
                        .with(falsify::param("b", gen::ints(2000, 3000)))
                        .with(falsify::param("c", gen::ints(4000, 5000)))
                        .with(config);
    for (auto& l : listeners) property.with(l);
    if (corpus) property.with(corpus);
    return property.check();
}

/// The seed engine's measurement: a + b + c > 2900 over [0, 1000]^3 (each range shifted, see sum_property).
falsify::Result sum_bug(std::uint64_t seed, std::size_t runs, std::size_t search_runs) {
    return sum_property(Config().seed(seed).runs(runs).search_runs(search_runs));
}

int argument(const std::vector<falsify::Argument>& args, const std::string& name) {
    for (const auto& a : args)
        if (a.name == name) return std::stoi(a.value);
    BOOST_FAIL("no argument " + name);
    return 0;
}

std::vector<falsify::detail::AnyTree> one(int x) { return {falsify::detail::erase(falsify::Shrinkable<int>::leaf(x))}; }

}  // namespace

BOOST_AUTO_TEST_SUITE(search)

// The seed engine found it on 52 of 100 seeds with 300 random runs, and on 98
// with 200 random + 100 search runs; falsify, with each range shifted so that
// no value repeats across parameters, on 39 and 97. Same seeds (1..100) for both arms.
BOOST_AUTO_TEST_CASE(the_2900_bug_is_found_on_far_more_seeds_with_200_random_and_100_search_runs) {
    std::size_t random_only = 0, with_search = 0;
    for (std::uint64_t seed = 1; seed <= 100; ++seed) {
        if (sum_bug(seed, 300, 0).outcome() == Outcome::Falsified) ++random_only;
        if (sum_bug(seed, 200, 100).outcome() == Outcome::Falsified) ++with_search;
    }
    BOOST_TEST_MESSAGE("a+b+c > 2900 over seeds 1..100: 300 random runs found it on " << random_only << ", 200 random + 100 search runs on "
                                                                                      << with_search);
    BOOST_TEST(with_search >= 90u);
    BOOST_TEST(random_only <= 70u);
    BOOST_TEST(with_search >= random_only + 30);
}

BOOST_AUTO_TEST_CASE(on_a_fixed_set_of_seeds_the_search_finds_what_300_random_runs_miss) {
    for (std::uint64_t seed : {1u, 3u, 4u, 6u, 7u, 8u, 9u, 11u}) {
        BOOST_TEST_CONTEXT("seed " << seed) {
            BOOST_TEST(sum_bug(seed, 300, 0).outcome() == Outcome::Passed);
            const falsify::Result found = sum_bug(seed, 200, 100);
            BOOST_TEST_REQUIRE(found.outcome() == Outcome::Falsified);
            const auto& ce = *found.counter_example();
            BOOST_TEST(ce.search_run >= 1u);
            BOOST_TEST(ce.search_run <= 100u);
            BOOST_TEST(ce.seed == seed);
            // It shrinks like any other failure: to the smallest a with b and c at the top.
            BOOST_TEST(argument(ce.shrunk_arguments, "a") + argument(ce.shrunk_arguments, "b") + argument(ce.shrunk_arguments, "c") == 2901 + 6000);
            BOOST_TEST(ce.shrink_steps > 0u);
        }
    }
}

BOOST_AUTO_TEST_CASE(a_search_phase_failure_replays_from_its_seed_and_path) {
    const falsify::Result found = sum_bug(3, 200, 100);
    BOOST_TEST_REQUIRE(found.outcome() == Outcome::Falsified);
    const auto& ce = *found.counter_example();
    BOOST_TEST_REQUIRE(!ce.path.empty());
    // The random phase replays its 200 passing runs, the search phase its runs up to the failure, then the path.
    Recorder recorder;
    const falsify::Result replayed = sum_property(Config().seed(3).runs(200).search_runs(100).path(ce.path), {recorder.listener()});
    BOOST_TEST_REQUIRE(replayed.outcome() == Outcome::Falsified, replayed.message());
    const auto& again = *replayed.counter_example();
    BOOST_TEST(again.search_run == ce.search_run);
    BOOST_TEST(again.original_arguments == ce.original_arguments);
    BOOST_TEST(again.shrunk_arguments == ce.shrunk_arguments);
    BOOST_TEST(again.path == ce.path);
    // One execution per step, no search for candidates.
    BOOST_TEST(again.shrink_trials == again.shrink_steps);
    BOOST_TEST(recorder.count<falsify::event::ShrinkTried>() == again.shrink_steps);
}

BOOST_AUTO_TEST_CASE(a_search_phase_failure_recorded_as_a_seed_replays_through_its_search_phase) {
    // A draw makes the corpus keep the seed rather than the values.
    auto drawing = [](std::uint64_t seed, std::shared_ptr<falsify::Corpus> corpus, Recorder& recorder) {
        return falsify::property("sum_drawing",
                                 [](int a, int b, int c) {
                                     const int d = falsify::draw(gen::ints(0, 1));
                                     falsify::target::maximize("sum", a + b + c);
                                     FALSIFY_ASSERT(a + (b - 2000) + (c - 4000) + d * 0 <= 2900);
                                 })
            .names({"a", "b", "c"})
            .with(falsify::param("a", gen::ints(0, 1000)))
            .with(falsify::param("b", gen::ints(2000, 3000)))
            .with(falsify::param("c", gen::ints(4000, 5000)))
            .with(Config().seed(seed).runs(200).search_runs(100))
            .with(corpus)
            .with(recorder.listener())
            .check();
    };
    TempDir dir;
    auto corpus = falsify::directory_corpus(dir.path());
    Recorder first_events;
    const auto first = drawing(3, corpus, first_events);
    BOOST_TEST_REQUIRE(first.outcome() == Outcome::Falsified);
    BOOST_TEST_REQUIRE(first.counter_example()->search_run > 0u);
    BOOST_TEST(first_events.count<falsify::event::CorpusStored>() == 1u);
    const auto document = falsify::test::read_text(falsify::test::document_path(dir.path(), "sum_drawing"));
    BOOST_TEST_REQUIRE(document.has_value());
    // Replayed with the configured runs, not extended past the random phase.
    BOOST_TEST(document->find("runsBeforeFailure") == std::string::npos, *document);

    // Another seed: the recorded seed is replayed first, random phase then search phase, and fails again.
    Recorder second_events;
    const auto second = drawing(99, corpus, second_events);
    BOOST_TEST(second_events.count<falsify::event::CorpusReplayed>() == 1u);
    BOOST_TEST_REQUIRE(second.outcome() == Outcome::Falsified, second.message());
    BOOST_TEST(second.seed() == 3u);
    BOOST_TEST(second.counter_example()->search_run == first.counter_example()->search_run);
    BOOST_TEST(second.counter_example()->original_arguments == first.counter_example()->original_arguments);
}

BOOST_AUTO_TEST_CASE(search_runs_are_normal_attempts_and_are_reported) {
    Recorder recorder;
    const falsify::Result result = sum_property(Config().seed(11).runs(50).search_runs(30), {recorder.listener()}, nullptr, 3000);
    BOOST_TEST_REQUIRE(result.passed(), result.message());
    const auto& stats = result.statistics();
    BOOST_TEST(stats.attempts == 80u);
    BOOST_TEST(stats.checks == 80u);
    BOOST_TEST(recorder.count<falsify::event::RunStarted>() == 80u);
    BOOST_TEST_REQUIRE(stats.search.has_value());
    BOOST_TEST(stats.search->evaluations == 30u);
    BOOST_TEST_REQUIRE(stats.search->targets.size() == 1u);
    const auto& target = stats.search->targets[0];
    BOOST_TEST(target.label == "sum");
    BOOST_TEST(target.direction == "maximize");
    BOOST_TEST(target.improvements == recorder.count<falsify::event::TargetImproved>());
    BOOST_TEST_REQUIRE(target.best.has_value());
    BOOST_TEST(*target.best == recorder.of<falsify::event::TargetImproved>().back().score);
}

BOOST_AUTO_TEST_CASE(no_search_phase_when_the_body_targets_nothing_or_search_runs_is_zero) {
    const auto plain = falsify::property("plain", [](int) {}).with(Config().seed(1).runs(20).search_runs(50)).check();
    BOOST_TEST(plain.statistics().attempts == 20u);
    BOOST_TEST(!plain.statistics().search.has_value());
    const falsify::Result off = sum_property(Config().seed(1).runs(20), {}, nullptr, 3000);
    BOOST_TEST(off.statistics().attempts == 20u);
    BOOST_TEST_REQUIRE(off.statistics().search.has_value());  // it targeted: the report is there, with no evaluations
    BOOST_TEST(off.statistics().search->evaluations == 0u);
}

BOOST_AUTO_TEST_CASE(search_runs_respect_the_discard_budget) {
    // Every input above 100 in the search phase is discarded: the phase gives up like the random phase would.
    const auto result = falsify::property("discarding",
                                          [](int x) {
                                              falsify::target::maximize("x", x);
                                              if (x > 100) throw falsify::AssumptionSkipped();
                                          })
                            .with(falsify::param("arg1", gen::ints(0, 100)))
                            .with(Config().seed(5).runs(10).max_discards(3).search_runs(1000))
                            .check();
    // Regenerated from ints(0, 100) it never leaves the domain: nothing discarded.
    BOOST_TEST(result.passed(), result.message());
    const auto gave_up = falsify::property("discarding",
                                           [](int x) {
                                               falsify::target::minimize("x", x);
                                               if (x % 2 == 1) throw falsify::AssumptionSkipped();
                                           })
                             .with(falsify::param("arg1", gen::ints(0, 1000)))
                             .with(Config().seed(5).runs(10).max_discards(20).search_runs(1000))
                             .check();
    BOOST_TEST(gave_up.outcome() == Outcome::GaveUp, gave_up.message());
    BOOST_TEST(gave_up.statistics().checks > 10u);  // it got past the random phase
}

namespace {

void busy_for(std::chrono::milliseconds span) {
    const auto until = std::chrono::steady_clock::now() + span;
    while (std::chrono::steady_clock::now() < until) {
    }
}

/// Fast for the first `fast` executions, then slow: only search runs are slow.
falsify::Result slow_search(Config config, std::size_t fast, std::chrono::milliseconds slow) {
    auto calls = std::make_shared<std::size_t>(0);
    return falsify::property("slow_search",
                             [calls, fast, slow](int x) {
                                 falsify::target::maximize("x", x);
                                 if (++*calls > fast) busy_for(slow);
                             })
        .names({"x"})
        .with(falsify::param("x", gen::ints(0, 100)))
        .with(config)
        .check();
}

}  // namespace

BOOST_AUTO_TEST_CASE(the_run_deadline_applies_to_search_runs) {
    const auto result = slow_search(Config().seed(2).runs(10).search_runs(5).timeout_ms(1), 10, std::chrono::milliseconds(5));
    BOOST_TEST_REQUIRE(result.outcome() == Outcome::DeadlineExceeded, result.message());
    BOOST_TEST(result.message().rfind("Property \"slow_search\" run exceeded its 1 ms deadline (took ", 0) == 0u, result.message());
    BOOST_TEST(result.message().find(" ms) for x=") != std::string::npos, result.message());
    BOOST_TEST(result.statistics().checks == 10u);  // all ten random runs passed in time
}

BOOST_AUTO_TEST_CASE(the_time_budget_covers_the_search_phase) {
    const auto result = slow_search(Config().seed(2).runs(10).search_runs(50).budget_ms(20), 10, std::chrono::milliseconds(25));
    BOOST_TEST_REQUIRE(result.outcome() == Outcome::TimeBudgetExceeded, result.message());
    BOOST_TEST(result.statistics().checks == 11u);  // the random phase and one slow search run
    BOOST_TEST(result.message().find(" ms with 11/10 successful run(s). Raise budget_ms") != std::string::npos, result.message());
    BOOST_TEST_REQUIRE(result.statistics().search.has_value());
    BOOST_TEST(result.statistics().search->evaluations == 1u);
}

BOOST_AUTO_TEST_CASE(the_pool_keeps_the_best_eight_per_label_best_first) {
    falsify::detail::SearchPool pool;
    std::size_t improvements = 0;
    const std::array<int, 12> scores = {5, 3, 9, 9, 1, 12, 7, 4, 12, 2, 8, 11};
    for (std::size_t i = 0; i < scores.size(); ++i)
        if (pool.offer("up", true, scores[i], one(static_cast<int>(i)))) ++improvements;
    BOOST_TEST(improvements == 3u);  // 5, then 9, then 12: a tie is no improvement
    BOOST_TEST_REQUIRE(pool.labels().size() == 1u);
    const auto& up = pool.labels()[0];
    BOOST_TEST(up.entries.size() == falsify::detail::SearchPool::capacity);
    std::vector<double> kept;
    for (const auto& e : up.entries) kept.push_back(e.score);
    BOOST_TEST(kept == (std::vector<double>{12, 12, 11, 9, 9, 8, 7, 5}), boost::test_tools::per_element());
    // The older of two equal scores stays first.
    BOOST_TEST(up.entries[0].args[0]->show() == "5");
    BOOST_TEST(up.entries[1].args[0]->show() == "8");
    // Minimizing keeps the lowest.
    for (int s : {4, 2, 6}) pool.offer("down", false, s, one(s));
    BOOST_TEST(pool.labels()[1].entries.front().score == 2);
    BOOST_TEST(pool.labels()[1].improvements == 2u);
}

BOOST_AUTO_TEST_CASE(the_pick_is_biased_toward_the_best_entry) {
    falsify::detail::SearchPool pool;
    for (int s = 0; s < 8; ++s) pool.offer("l", true, s, one(s));
    falsify::Random random(42);
    std::array<std::size_t, 8> picked{};
    for (int i = 0; i < 16000; ++i) {
        const auto& entry = pool.pick(pool.labels()[0], random);
        ++picked[static_cast<std::size_t>(7 - std::stoi(entry.args[0]->show()))];  // rank 0 is the best (score 7)
    }
    // The smaller of two uniform indices: rank r with probability (15 - 2r) / 64.
    BOOST_TEST(picked[0] > 3300u);  // expected 3750
    BOOST_TEST(picked[0] < 4200u);
    BOOST_TEST(picked[7] > 100u);   // expected 250
    BOOST_TEST(picked[7] < 400u);
    for (std::size_t r = 1; r < 8; ++r) BOOST_TEST(picked[r - 1] > picked[r], "rank " << r);
}

BOOST_AUTO_TEST_CASE(the_search_document_round_trips_through_the_corpus) {
    TempDir dir;
    auto corpus = falsify::directory_corpus(dir.path());
    const auto first = sum_property(Config().seed(7).runs(40).search_runs(20), {}, corpus, 3000);
    BOOST_TEST_REQUIRE(first.passed(), first.message());
    const auto text = falsify::test::read_text(dir.path() + "/" + falsify::corpus_key("sum_bounded") + ".search.json");
    BOOST_TEST_REQUIRE(text.has_value());
    BOOST_TEST(text->back() == '\n');
    BOOST_TEST(text->find("\"direction\": \"maximize\"") != std::string::npos, *text);
    BOOST_TEST(falsify::test::permissions(dir.path() + "/" + falsify::corpus_key("sum_bounded") + ".search.json") == 0600u);
    // Kept apart from the regression document: a passing property has none.
    BOOST_TEST(!falsify::test::read_text(falsify::test::document_path(dir.path(), "sum_bounded")).has_value());

    const auto stored = falsify::detail::read_search_document(falsify::parse_json(*text).value(), {"a", "b", "c"});
    BOOST_TEST_REQUIRE(stored.size() == 1u);
    BOOST_TEST(stored[0].label == "sum");
    BOOST_TEST(stored[0].entries.size() == 8u);
    BOOST_TEST(stored[0].entries[0].score == *first.statistics().search->targets[0].best);
    for (std::size_t i = 1; i < stored[0].entries.size(); ++i) BOOST_TEST(stored[0].entries[i - 1].score >= stored[0].entries[i].score);

    // The next run starts from them: all eight recalled, and its best is at least as good.
    Recorder recorder;
    const auto second = sum_property(Config().seed(8).runs(40).search_runs(20), {recorder.listener()}, corpus, 3000);
    BOOST_TEST_REQUIRE(second.passed(), second.message());
    const auto& target = second.statistics().search->targets[0];
    BOOST_TEST(target.recalled == 8u);
    BOOST_TEST(*target.best >= stored[0].entries[0].score);
    BOOST_TEST(recorder.failures().empty(), falsify::test::joined(recorder.failures()));
}

BOOST_AUTO_TEST_CASE(recall_skips_a_flipped_direction_and_malformed_entries) {
    const std::string document = R"({
  "id": "sum_bounded", "format": 1,
  "targets": {
    "sum": { "direction": "minimize", "entries": [ { "score": 3.0, "args": { "a": 1, "b": 1, "c": 1 } } ] },
    "other": { "direction": "sideways", "entries": [ { "score": 1.0, "args": { "a": 1, "b": 1, "c": 1 } } ] },
    "kept": { "direction": "maximize", "entries": [
      { "score": "high", "args": { "a": 1, "b": 1, "c": 1 } },
      { "score": 2.0, "args": { "a": 1, "b": 1 } },
      { "score": 5.5, "args": { "a": 1, "b": 2, "c": 3 } } ] }
  }
}
)";
    const auto parsed = falsify::parse_json(document);
    BOOST_TEST_REQUIRE(parsed.has_value());
    const auto stored = falsify::detail::read_search_document(*parsed, {"c", "b", "a"});
    BOOST_TEST_REQUIRE(stored.size() == 2u);  // "other" has no known direction
    BOOST_TEST(stored[1].label == "kept");
    BOOST_TEST_REQUIRE(stored[1].entries.size() == 1u);  // a non-numeric score and a wrong set of names are skipped
    BOOST_TEST(stored[1].entries[0].score == 5.5);
    BOOST_TEST(falsify::detail::read_search_document(falsify::Data::string("not a document"), {"a"}).empty());

    // "sum" is maximized by the body now: the stored minimize entries are not recalled.
    TempDir dir;
    auto corpus = falsify::directory_corpus(dir.path());
    corpus->remember_targets("sum_bounded", parsed);
    const auto result = sum_property(Config().seed(8).runs(10).search_runs(5), {}, corpus, 3000);
    BOOST_TEST_REQUIRE(result.passed(), result.message());
    BOOST_TEST_REQUIRE(result.statistics().search->targets.size() == 1u);
    BOOST_TEST(result.statistics().search->targets[0].recalled == 0u);
    // The document written afterwards is the pool's: the stale labels are gone.
    const auto rewritten = corpus->recall_targets("sum_bounded");
    BOOST_TEST_REQUIRE(rewritten.has_value());
    BOOST_TEST(rewritten->find("targets")->find("kept") == nullptr);
}

BOOST_AUTO_TEST_CASE(a_non_finite_score_or_a_flipped_direction_fails_the_run) {
    const auto nan = falsify::property("nan", [](int) { falsify::target::maximize("score", std::nan("")); })
                         .with(Config().seed(1).runs(5))
                         .check();
    BOOST_TEST_REQUIRE(nan.outcome() == Outcome::Falsified);
    BOOST_TEST(nan.counter_example()->failure->message.find("the score of \"score\" is not finite") != std::string::npos,
               nan.counter_example()->failure->message);
    const auto flip = falsify::property("flip",
                                        [](int x) {
                                            if (x % 2 == 0) falsify::target::maximize("score", x);
                                            else falsify::target::minimize("score", x);
                                        })
                          .with(Config().seed(1).runs(50))
                          .check();
    BOOST_TEST_REQUIRE(flip.outcome() == Outcome::Falsified);
    BOOST_TEST(flip.counter_example()->failure->message.find("keeps one direction") != std::string::npos,
               flip.counter_example()->failure->message);
    BOOST_CHECK_THROW(falsify::target::maximize("outside", 1), std::logic_error);
}

BOOST_AUTO_TEST_CASE(property_search_runs_is_read_from_the_environment) {
    auto lookup = [](const char* value) {
        return [value](const char* name) -> const char* { return std::strcmp(name, "PROPERTY_SEARCH_RUNS") == 0 ? value : nullptr; };
    };
    BOOST_TEST(falsify::EnvironmentOverrides::parse(lookup("100")).apply(Config()).search_runs() == 100u);
    BOOST_TEST(falsify::EnvironmentOverrides::parse(lookup("0")).apply(Config().search_runs(5)).search_runs() == 0u);
    BOOST_TEST(falsify::EnvironmentOverrides::parse(lookup("")).apply(Config().search_runs(5)).search_runs() == 5u);
    try {
        (void)falsify::EnvironmentOverrides::parse(lookup("-1"));
        BOOST_FAIL("accepted -1");
    } catch (const std::invalid_argument& e) {
        BOOST_TEST(std::string(e.what()) == "PROPERTY_SEARCH_RUNS must be a non-negative integer, got \"-1\"");
    }
}

BOOST_AUTO_TEST_SUITE_END()
