// Lifecycle events: their order, every field, listener order, and the corpus
// events of targeted search.
#include <falsify/corpus.hpp>
#include <falsify/falsify.hpp>

#include "test_corpus_support.hpp"

#include <boost/test/unit_test.hpp>

#include <stdexcept>
#include <string_view>
#include <type_traits>
#include <variant>

namespace gen = falsify::gen;
using falsify::Config;
using falsify::Event;
using falsify::Outcome;
using falsify::test::Recorder;
namespace event = falsify::event;

namespace {

/// Fails for x >= 50, discards x % 7 == 3, draws once and labels every run.
falsify::Result eventful(Recorder& recorder) {
    return falsify::property("eventful",
                             [](int x) {
                                 if (x % 7 == 3) throw falsify::AssumptionSkipped();
                                 const int d = falsify::draw(gen::ints(0, 3));
                                 falsify::classify::label(d % 2 == 0 ? "even draw" : "odd draw");
                                 FALSIFY_ASSERT(x < 50);
                             })
        .names({"x"})
        .with(falsify::param("x", gen::ints(0, 100)))
        .with(falsify::example(4))
        .with(Config().seed(12).runs(100))
        .with(recorder.listener())
        .check();
}

class TargetsRefused final : public falsify::Corpus {
public:
    std::vector<falsify::CorpusEntry> recall(const std::string&, const std::vector<std::string>&) override { return {}; }
    void remember(const std::string&, const falsify::CorpusEntry&) override {}
    void prune(const std::string&, const falsify::CorpusEntry&) override {}
    std::optional<falsify::Data> recall_targets(const std::string&) override { throw falsify::CorpusError("search document unreadable"); }
    void remember_targets(const std::string&, const std::optional<falsify::Data>&) override { throw falsify::CorpusError("disk full"); }
};

/// One seed entry recorded as failing after `runs_before_failure` runs; counts what is pruned.
class OneSeedEntry final : public falsify::Corpus {
public:
    explicit OneSeedEntry(std::size_t runs_before_failure) : runs_before_failure_(runs_before_failure) {}
    std::vector<falsify::CorpusEntry> recall(const std::string&, const std::vector<std::string>&) override {
        return {falsify::CorpusEntry::seeded(99, runs_before_failure_, falsify::EdgeCases::Mixin)};
    }
    void remember(const std::string&, const falsify::CorpusEntry&) override {}
    void prune(const std::string&, const falsify::CorpusEntry&) override { ++pruned; }
    std::optional<falsify::Data> recall_targets(const std::string&) override { return std::nullopt; }
    void remember_targets(const std::string&, const std::optional<falsify::Data>&) override {}
    int pruned = 0;

private:
    std::size_t runs_before_failure_;
};

}  // namespace

BOOST_AUTO_TEST_SUITE(events)

BOOST_AUTO_TEST_CASE(an_environment_skip_is_a_run_discarded_with_its_reason) {
    Recorder recorder;
    const auto result = falsify::property("skipping",
                                          [](int x) {
                                              if (x % 3 == 2) FALSIFY_SKIP("two more than a multiple of three: " + std::to_string(x));
                                              FALSIFY_ASSUME(x % 3 != 1);
                                          })
                            .names({"x"})
                            .with(falsify::param("x", gen::ints(0, 100)))
                            .with(Config().seed(2).runs(30))
                            .with(recorder.listener())
                            .check();
    BOOST_TEST(result.passed(), result.message());
    std::size_t skipped = 0, discarded = 0;
    for (const auto& e : recorder.of<event::RunDiscarded>()) {
        const int x = std::stoi(e.arguments.at(0).value);
        if (e.skipped) {
            ++skipped;
            BOOST_TEST(x % 3 == 2);
            BOOST_TEST(e.skip_reason == "two more than a multiple of three: " + std::to_string(x));
        } else {
            ++discarded;
            BOOST_TEST(x % 3 == 1);
            BOOST_TEST(e.skip_reason.empty());
        }
    }
    BOOST_TEST(skipped == result.statistics().skips);
    BOOST_TEST(discarded == result.statistics().discards);
    BOOST_TEST(skipped > 0u);
    BOOST_TEST(discarded > 0u);
}

BOOST_AUTO_TEST_CASE(a_falsifying_run_emits_the_lifecycle_in_order_with_every_field) {
    Recorder recorder;
    const falsify::Result result = eventful(recorder);
    BOOST_TEST_REQUIRE(result.outcome() == Outcome::Falsified);
    const auto& ev = recorder.events;
    BOOST_TEST_REQUIRE(ev.size() > 6u);
    for (const auto& e : ev) BOOST_TEST(falsify::property_id(e) == "eventful");

    const auto* started = std::get_if<event::PropertyStarted>(&ev[0]);
    BOOST_TEST_REQUIRE(started);
    BOOST_TEST(started->seed == 12u);
    BOOST_TEST(started->runs == 100u);
    const auto* example = std::get_if<event::ExampleStarted>(&ev[1]);
    BOOST_TEST_REQUIRE(example);
    BOOST_TEST(example->index == 1u);
    BOOST_TEST((example->arguments == std::vector<falsify::Argument>{{"x", "4"}}));
    const auto* example_end = std::get_if<event::ExampleFinished>(&ev[2]);
    BOOST_TEST_REQUIRE(example_end);
    BOOST_TEST(example_end->index == 1u);
    BOOST_TEST(example_end->arguments == example->arguments);
    BOOST_TEST(!example_end->failure.has_value());

    // Every run: RunStarted, then exactly one of passed / discarded / failed for the same attempt and input.
    std::size_t i = 3, attempt = 0, passed = 0, discarded = 0;
    for (; i < ev.size(); i += 2) {
        const auto* run = std::get_if<event::RunStarted>(&ev[i]);
        if (!run) break;
        BOOST_TEST(run->attempt == ++attempt);
        BOOST_TEST_REQUIRE(i + 1 < ev.size());
        const auto& end = ev[i + 1];
        const auto& ended = std::visit([](const auto& e) -> const event::RunEnded& {
            if constexpr (std::is_base_of_v<event::RunEnded, std::decay_t<decltype(e)>>) return e;
            else throw std::logic_error("a RunStarted is not followed by the end of its run");
        }, end);
        BOOST_TEST(ended.attempt == attempt);
        BOOST_TEST(ended.arguments == run->arguments);
        const int x = std::stoi(run->arguments.at(0).value);
        if (const auto* d = std::get_if<event::RunDiscarded>(&end)) {
            ++discarded;
            BOOST_TEST(x % 7 == 3);
            BOOST_TEST(d->draws.empty());
            BOOST_TEST(!d->skipped);
        } else if (const auto* p = std::get_if<event::RunPassed>(&end)) {
            ++passed;
            BOOST_TEST(x < 50);
            BOOST_TEST_REQUIRE(p->draws.size() == 1u);
            BOOST_TEST(p->draws[0].name == "draw#1");
            const int drawn = std::stoi(p->draws[0].value);
            BOOST_TEST(p->labels == std::vector<std::string>{drawn % 2 == 0 ? "even draw" : "odd draw"}, boost::test_tools::per_element());
            BOOST_TEST(p->elapsed_ns > 0u);
        } else {
            const auto* f = std::get_if<event::RunFailed>(&end);
            BOOST_TEST_REQUIRE(f);
            BOOST_TEST(x >= 50);
            BOOST_TEST(f->failure.message == "x < 50 [" + std::to_string(x) + " < 50]");
            BOOST_TEST(f->draws.size() == 1u);
            i += 2;
            break;
        }
    }
    BOOST_TEST(passed == result.counter_example()->runs_before_failure);
    BOOST_TEST(discarded == result.counter_example()->discards);

    // Then the descent: every accepted step is announced by the trial that accepted it.
    std::size_t step = 0, tried = 0;
    std::string last_accepted_candidate;
    bool last_tried_accepted = false;
    for (; i < ev.size(); ++i) {
        if (const auto* t = std::get_if<event::ShrinkTried>(&ev[i])) {
            ++tried;
            BOOST_TEST((t->parameter == "x" || t->parameter == "draw#1" || t->parameter == "x+draw#1"));
            last_tried_accepted = t->accepted;
            if (t->accepted) last_accepted_candidate = t->candidate;
            continue;
        }
        const auto* a = std::get_if<event::ShrinkAccepted>(&ev[i]);
        if (!a) break;
        BOOST_TEST(a->step == ++step);
        BOOST_TEST(last_tried_accepted);
        BOOST_TEST(a->after == last_accepted_candidate);
        BOOST_TEST(a->before != a->after);
        last_tried_accepted = false;
    }
    BOOST_TEST(step == result.counter_example()->shrink_steps);
    BOOST_TEST(tried == result.counter_example()->shrink_trials);

    BOOST_TEST_REQUIRE(i + 1 == ev.size());
    const auto* finished = std::get_if<event::PropertyFinished>(&ev[i]);
    BOOST_TEST_REQUIRE(finished);
    BOOST_TEST_REQUIRE(finished->failure.has_value());
    BOOST_TEST(finished->failure->type == "Falsified");
    BOOST_TEST(finished->failure->message == result.message());
    BOOST_TEST(!finished->statistics.has_value());  // a falsification carries no distribution
}

BOOST_AUTO_TEST_CASE(a_passing_run_finishes_with_its_statistics) {
    Recorder recorder;
    const auto result = falsify::property("quiet", [](int x) { falsify::classify::when(x > 0, "positive"); })
                            .with(Config().seed(3).runs(15))
                            .with(recorder.listener())
                            .check();
    BOOST_TEST_REQUIRE(result.passed());
    const auto* finished = std::get_if<event::PropertyFinished>(&recorder.events.back());
    BOOST_TEST_REQUIRE(finished);
    BOOST_TEST(!finished->failure.has_value());
    BOOST_TEST_REQUIRE(finished->statistics.has_value());
    BOOST_TEST(finished->statistics->checks == 15u);
    BOOST_TEST((finished->statistics->classifications == result.statistics().classifications));
    BOOST_TEST(!finished->statistics->classifications.empty());
    BOOST_TEST(recorder.count<event::RunPassed>() == 15u);
}

BOOST_AUTO_TEST_CASE(listeners_are_called_in_registration_order_and_may_abort_the_run) {
    std::vector<std::string> calls;
    const auto result = falsify::property("ordered", [](bool) {})
                            .with(Config().seed(1).runs(2))
                            .with(falsify::Listener([&](const Event&) { calls.push_back("first"); }))
                            .with(falsify::Listener([&](const Event&) { calls.push_back("second"); }))
                            .check();
    BOOST_TEST_REQUIRE(result.passed());
    // PropertyStarted, 2 x (RunStarted, RunPassed), PropertyFinished: each to both, first then second.
    BOOST_TEST_REQUIRE(calls.size() == 12u);
    for (std::size_t k = 0; k < calls.size(); k += 2) {
        BOOST_TEST(calls[k] == "first");
        BOOST_TEST(calls[k + 1] == "second");
    }
    struct Stop {};
    BOOST_CHECK_THROW(falsify::property("aborted", [](bool) {})
                          .with(Config().seed(1))
                          .with(falsify::Listener([](const Event& e) {
                              if (std::holds_alternative<event::RunPassed>(e)) throw Stop{};
                          }))
                          .check(),
                      Stop);
}

BOOST_AUTO_TEST_CASE(target_improved_carries_label_direction_score_previous_and_arguments) {
    Recorder recorder;
    const auto result = falsify::property("improving", [](int x) { falsify::target::minimize("distance", std::abs(x - 40)); })
                            .names({"x"})
                            .with(falsify::param("x", gen::ints(0, 100)))
                            .with(Config().seed(4).runs(30).search_runs(30))
                            .with(recorder.listener())
                            .check();
    BOOST_TEST_REQUIRE(result.passed());
    const auto improved = recorder.of<event::TargetImproved>();
    BOOST_TEST_REQUIRE(improved.size() >= 2u);
    BOOST_TEST(!improved[0].previous.has_value());
    for (std::size_t k = 0; k < improved.size(); ++k) {
        BOOST_TEST(improved[k].label == "distance");
        BOOST_TEST(improved[k].direction == "minimize");
        BOOST_TEST_REQUIRE(improved[k].arguments.size() == 1u);
        BOOST_TEST(improved[k].score == std::abs(std::stoi(improved[k].arguments[0].value) - 40));
        if (k > 0) {
            BOOST_TEST_REQUIRE(improved[k].previous.has_value());
            BOOST_TEST(*improved[k].previous == improved[k - 1].score);
            BOOST_TEST(improved[k].score < *improved[k].previous);
        }
    }
    BOOST_TEST(result.statistics().search->targets[0].improvements == improved.size());
}

BOOST_AUTO_TEST_CASE(every_event_names_its_type_and_property) {
    Recorder recorder;
    falsify::property("named", [](int x) { FALSIFY_ASSERT(x < 3); })
        .names({"x"})
        .with(falsify::param("x", gen::ints(0, 10)))
        .with(falsify::example(5))
        .with(Config().seed(1))
        .with(recorder.listener())
        .check();
    std::vector<std::string_view> names;
    for (const auto& e : recorder.events) {
        BOOST_TEST(falsify::property_id(e) == "named");
        names.push_back(falsify::event_name(e));
    }
    // An explicit example fails first: nothing is generated or shrunk after it.
    BOOST_TEST(names == (std::vector<std::string_view>{"PropertyStarted", "ExampleStarted", "ExampleFinished", "PropertyFinished"}),
               boost::test_tools::per_element());
    const auto finished = recorder.of<event::ExampleFinished>();
    BOOST_TEST_REQUIRE(finished.size() == 1u);
    BOOST_TEST_REQUIRE(finished[0].failure.has_value());
    BOOST_TEST(finished[0].failure->message == "x < 3 [5 < 3]");
    falsify::event::CorpusFailed failed;
    failed.property_id = "p";
    BOOST_TEST(falsify::event_name(Event(failed)) == "CorpusFailed");
    BOOST_TEST(falsify::property_id(Event(failed)) == "p");
}

BOOST_AUTO_TEST_CASE(search_document_failures_are_reported_and_do_not_fail_the_property) {
    Recorder recorder;
    const auto result = falsify::property("refused", [](int x) { falsify::target::maximize("x", x); })
                            .with(std::shared_ptr<falsify::Corpus>(std::make_shared<TargetsRefused>()))
                            .with(Config().seed(4).runs(10).search_runs(5))
                            .with(recorder.listener())
                            .check();
    BOOST_TEST(result.passed(), result.message());
    BOOST_TEST(recorder.failures() ==
                   (std::vector<std::string>{"recallTargets: search document unreadable", "rememberTargets: disk full"}),
               boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(a_seed_entry_that_asks_for_more_runs_than_a_replay_allows_is_cut_short_kept_and_reported) {
    // 4e9 runs would take hours: the replay stops at ten times the runs (at
    // least 10 000), keeps the entry, and says how to replay it in full.
    Recorder recorder;
    auto corpus = std::make_shared<OneSeedEntry>(4'000'000'000u);
    std::size_t executions = 0;
    const auto result = falsify::property("far", [&](int) { ++executions; })
                            .with(std::shared_ptr<falsify::Corpus>(corpus))
                            .with(Config().seed(4).runs(100))
                            .with(recorder.listener())
                            .check();
    BOOST_TEST(result.passed(), result.message());
    BOOST_TEST(executions == 10'000u + 100u);
    BOOST_TEST(corpus->pruned == 0);
    BOOST_TEST(recorder.failures() ==
                   (std::vector<std::string>{"replay: the seed entry 99 failed after 4000000000 successful run(s), more than a replay runs "
                                             "here (10000: ten times the runs, at least 10000); it passed those and is kept. To replay it "
                                             "in full, run with PROPERTY_RUNS=4000000001"}),
               boost::test_tools::per_element());
    // Within the bound the replay reaches the recorded attempt, and prunes what passes there.
    auto near = std::make_shared<OneSeedEntry>(500u);
    executions = 0;
    const auto replayed = falsify::property("near", [&](int) { ++executions; })
                              .with(std::shared_ptr<falsify::Corpus>(near))
                              .with(Config().seed(4).runs(100))
                              .check();
    BOOST_TEST(replayed.passed(), replayed.message());
    BOOST_TEST(executions == 501u + 100u);
    BOOST_TEST(near->pruned == 1);
}

BOOST_AUTO_TEST_SUITE_END()
