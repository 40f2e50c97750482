// falsify-report's library: observation lines read (and refused with FILE:LINE),
// summarized, and drawn as a page that holds the numbers a person looks for;
// and what a campaign writes for it.
#include <falsify/campaign.hpp>
#include <falsify/corpus.hpp>
#include <falsify/harness.hpp>
#include <falsify/rules.hpp>

#include "campaign_timeline.hpp"
#include "corpus_summary.hpp"
#include "observation_file.hpp"
#include "property_summary.hpp"
#include "report_page.hpp"
#include "shown_value.hpp"
#include "test_corpus_support.hpp"

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <deque>
#include <regex>
#include <sstream>

using namespace falsify;
using namespace falsify::report_page;

namespace {

// Two properties as falsify writes them: one passes (classify labels, a cover,
// a discard, a state machine's commands), one fails and shrinks in two steps.
constexpr const char* small_observations = R"lines(
{"type":"test_case","status":"passed","status_reason":"","representation":"n=2, s=\"ab\"","arguments":{"n":"2","s":"\"ab\""},"how_generated":"generated","features":{"even":""},"coverage":null,"timing":{},"metadata":{"seed":7},"property":"holds","run_start":10}
{"type":"test_case","status":"passed","status_reason":"","representation":"n=3, s=\"<script>\"","arguments":{"n":"3","s":"\"<script>\""},"how_generated":"generated","features":{},"coverage":null,"timing":{},"metadata":{"seed":7},"property":"holds","run_start":10}
{"type":"test_case","status":"gave_up","status_reason":"discarded by an assumption or a filter","representation":"n=5, s=\"\"","arguments":{"n":"5","s":"\"\""},"how_generated":"generated","features":{},"coverage":null,"timing":{},"metadata":{"seed":7},"property":"holds","run_start":10}
{"type":"test_case","status":"passed","status_reason":"","representation":"n=4, s=\"x\"","arguments":{"n":"4","s":"\"x\""},"how_generated":"generated","features":{"even":""},"coverage":null,"timing":{},"metadata":{"seed":7},"property":"holds","run_start":10}

{"type":"info","title":"falsify: property totals","content":{"outcome":"Passed","seed":7,"attempts":4,"passed":3,"discarded":1,"skipped":0,"cover:even":50,"cover:huge":10,"commands":{"push":{"generated":9,"executed":8,"skipped":1},"pop":{"generated":4,"executed":0,"skipped":4}},"sequence_lengths":[[0,1],[3,2]]},"property":"holds","run_start":10}
{"type":"test_case","status":"passed","status_reason":"","representation":"xs=[1]","arguments":{"xs":"[1]"},"how_generated":"generated","features":{},"coverage":null,"timing":{},"metadata":{"seed":8},"property":"sorts","run_start":11}
{"type":"test_case","status":"failed","status_reason":"falsify::AssertionFailure: sorted(xs) <b>&</b>","representation":"xs=[3, 20, 100]","arguments":{"xs":"[3, 20, 100]"},"how_generated":"generated","features":{},"coverage":null,"timing":{},"metadata":{"seed":8,"status_reason_location":"sorts.cpp:12"},"property":"sorts","run_start":11}
{"type":"test_case","status":"failed","status_reason":"still fails the same way (shrink step 1)","representation":"xs=[3, 20]","arguments":{"xs":"[3, 20]"},"how_generated":"shrink","features":{},"coverage":null,"timing":{},"metadata":{"seed":8},"property":"sorts","run_start":11}
{"type":"test_case","status":"failed","status_reason":"still fails the same way (shrink step 2)","representation":"xs=[1, 0]","arguments":{"xs":"[1, 0]"},"how_generated":"shrink","features":{},"coverage":null,"timing":{},"metadata":{"seed":8},"property":"sorts","run_start":11}
{"type":"info","title":"falsify: property totals","content":{"outcome":"Falsified","seed":8,"shrunk":{"xs":"[1, 0]"},"path":"xs:1/xs:0","shrink_steps":2},"property":"sorts","run_start":11}
)lines";

// A campaign of two workers as its coordinator samples it (the lines of worker 2
// out of time order, as a file appended to by hand may hold them), beside a
// property run's totals line.
constexpr const char* campaign_observations = R"lines(
{"type":"info","title":"falsify: campaign progress","content":{"worker":1,"elapsed":0,"executions":0,"seeds":0,"corpus_entries":0,"findings":0,"workers":2},"property":"big<x>","run_start":20}
{"type":"info","title":"falsify: campaign progress","content":{"worker":2,"elapsed":0,"executions":0,"seeds":0,"corpus_entries":0,"findings":0,"workers":2},"property":"big<x>","run_start":20}
{"type":"info","title":"falsify: campaign progress","content":{"worker":1,"elapsed":1.5,"executions":1500,"seeds":15,"corpus_entries":0,"findings":0,"workers":2},"property":"big<x>","run_start":20}
{"type":"info","title":"falsify: campaign progress","content":{"worker":2,"elapsed":3,"executions":2900,"seeds":29,"corpus_entries":1,"findings":1,"workers":2,"stopped":"stopped by a failure"},"property":"big<x>","run_start":20}
{"type":"info","title":"falsify: campaign progress","content":{"worker":2,"elapsed":1.5,"executions":1400,"seeds":14,"corpus_entries":0,"findings":0,"workers":2},"property":"big<x>","run_start":20}
{"type":"info","title":"falsify: campaign progress","content":{"worker":1,"elapsed":3,"executions":3000,"seeds":30,"corpus_entries":0,"findings":0,"workers":2,"stopped":"stopped by a failure"},"property":"big<x>","run_start":20}
{"type":"info","title":"falsify: property totals","content":{"outcome":"Falsified","seed":8,"shrunk":{"x":"990"},"path":"x:0","shrink_steps":3},"property":"big<x>","run_start":23}
)lines";

std::size_t occurrences(const std::string& text, const std::string& part) {
    std::size_t n = 0;
    for (auto at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
    return n;
}

std::string written(const test::TempDir& dir, const std::string& name, const std::string& text) {
    const std::string path = dir / name;
    test::write_text(path, text);
    return path;
}

/// The message read_observation_file throws for `text`, or "" when it reads it.
std::string refusal(const std::string& text) {
    const test::TempDir dir;
    try {
        read_observation_file(written(dir, "bad.jsonl", text));
    } catch (const InputError& error) {
        const std::string message = error.what();
        return message.substr(message.find("bad.jsonl"));
    }
    return "";
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

class StackMachine : public RuleMachine<StackMachine> {
    std::deque<int> items_;

public:
    FALSIFY_RULE(push, (int value), param("value", gen::ints(0, 9))) { items_.push_back(value); }
    FALSIFY_RULE(pop, ()) { items_.pop_back(); }
    FALSIFY_PRECONDITION(pop) { return !items_.empty(); }
};

}  // namespace

BOOST_AUTO_TEST_SUITE(report_page_tests)

BOOST_AUTO_TEST_CASE(a_small_file_is_summarized_into_its_numbers) {
    const test::TempDir dir;
    const auto runs = summarize(read_observation_file(written(dir, "small.jsonl", small_observations)));
    BOOST_REQUIRE_EQUAL(runs.size(), 2u);
    const PropertySummary& holds = runs[0];
    BOOST_TEST(holds.property == "holds");
    BOOST_TEST(!holds.failed());
    BOOST_TEST(*holds.passed == 3);
    BOOST_TEST(*holds.discarded == 1);
    BOOST_TEST(holds.where == dir / "small.jsonl:2");
    BOOST_REQUIRE_EQUAL(holds.parameters.size(), 2u);
    BOOST_TEST(holds.parameters[0].numeric);
    BOOST_TEST((holds.parameters[0].samples == std::vector<double>{2, 3, 5, 4}));
    BOOST_TEST(!holds.parameters[1].numeric);  // strings: their lengths
    BOOST_TEST((holds.parameters[1].samples == std::vector<double>{2, 8, 0, 1}));
    BOOST_REQUIRE_EQUAL(holds.labels.size(), 2u);
    BOOST_TEST(holds.labels[0].label == "even");
    BOOST_TEST(holds.labels[0].count == 2u);
    BOOST_TEST(*holds.labels[0].required_percent == 50.0);
    BOOST_TEST(holds.labels[1].label == "huge");  // a cover no case met is still listed
    BOOST_TEST(holds.labels[1].count == 0u);
    BOOST_REQUIRE_EQUAL(holds.commands.size(), 2u);
    BOOST_TEST(holds.commands[1].kind == "pop");
    BOOST_TEST(holds.commands[1].skipped == 4);
    BOOST_TEST((holds.sequence_lengths == std::vector<std::pair<std::size_t, std::size_t>>{{0, 1}, {3, 2}}));

    const PropertySummary& sorts = runs[1];
    BOOST_TEST(sorts.failed());
    BOOST_TEST(sorts.outcome == "Falsified");
    BOOST_TEST(sorts.failure_location == "sorts.cpp:12");
    BOOST_TEST(sorts.first_failing_input == "xs=[3, 20, 100]");
    BOOST_TEST(*sorts.passed == 1);  // a falsification's totals have no counts: counted from its cases
    BOOST_TEST(sorts.shrink_steps_observed == 2u);
    BOOST_REQUIRE_EQUAL(sorts.shrink_trajectory.size(), 1u);
    // Characters shown, as found and after each step: [3, 20, 100] -> [3, 20] -> [1, 0].
    BOOST_TEST((sorts.shrink_trajectory[0].sizes == std::vector<double>{12, 7, 6}));
    BOOST_TEST(sorts.parameters[0].samples.size() == 2u);  // shrink steps are not the generators' values
}

BOOST_AUTO_TEST_CASE(the_page_has_every_section_and_number_and_escapes_what_tests_show) {
    const test::TempDir dir;
    const std::string input = written(dir, "small.jsonl", small_observations);
    const std::string page = page_html(summarize(read_observation_file(input)), {input});
    BOOST_TEST(page.starts_with("<!DOCTYPE html>"));
    BOOST_TEST(contains(page, "2 property run(s), 1 failed"));
    BOOST_TEST(contains(page, "<section class=\"property\" id=\"property-1\" data-verdict=\"passed\"><h2>holds"));
    BOOST_TEST(contains(page, "<section class=\"property\" id=\"property-2\" data-verdict=\"failed\"><h2>sorts"));
    BOOST_TEST(contains(page, "failed: Falsified"));
    BOOST_TEST(contains(page, "data-field=\"passed\">3<"));
    BOOST_TEST(contains(page, "data-field=\"discarded\">1<"));
    for (const char* heading : {"<h3>Counterexample</h3>", "<h3>Parameters</h3>", "<h3>Classify and cover</h3>", "<h3>Commands</h3>",
                                "<h3>Shrinking</h3>"})
        BOOST_TEST(contains(page, heading), heading);
    BOOST_TEST(contains(page, "<td>even</td><td class=\"num\">2</td><td>66.7%</td><td>50%</td>"));
    BOOST_TEST(contains(page, "<tr class=\"short\"><td>huge</td><td class=\"num\">0</td><td>0.0%</td><td>10% (not met)</td>"));
    BOOST_TEST(contains(page, "<tr class=\"short\"><td>pop</td><td class=\"num\">4</td><td class=\"num\">0</td><td class=\"num\">4</td>"));
    BOOST_TEST(contains(page, "sequence lengths, 3 sequence(s)"));
    BOOST_TEST(contains(page, "<code class=\"shrunk\">xs=[1, 0]</code>"));
    BOOST_TEST(contains(page, "after each of 2 accepted step(s)"));
    BOOST_TEST(contains(page, "<svg class=\"chart\""));
    // A value a test shows is text, never markup; and nothing is fetched.
    BOOST_TEST(contains(page, "sorted(xs) &lt;b&gt;&amp;&lt;/b&gt;"));
    BOOST_TEST(!contains(page, "src="));
    BOOST_TEST(!contains(page, "http://"));
    BOOST_TEST(!contains(page, "https://"));
}

BOOST_AUTO_TEST_CASE(a_malformed_line_is_refused_with_its_file_and_line) {
    BOOST_TEST(refusal("\n{\"type\":\"info\",\"property\":\"p\",\"content\":{}}\n{oops\n") == "bad.jsonl:3: not JSON: {oops");
    BOOST_TEST(refusal("[1, 2]\n") == "bad.jsonl:1: not a JSON object: [1, 2]");
    BOOST_TEST(refusal("{\"type\":\"test_case\"}\n") == "bad.jsonl:1: no \"property\" field (every observation has one)");
    BOOST_TEST(refusal("{\"type\":\"test_case\",\"property\":\"p\",\"status\":\"ok\"}\n") ==
               "bad.jsonl:1: \"status\" is \"ok\", not passed, failed or gave_up");
    BOOST_TEST(refusal("{\"type\":\"test_case\",\"property\":\"p\",\"status\":\"passed\",\"arguments\":[]}\n") ==
               "bad.jsonl:1: \"arguments\" is not an object");
    BOOST_TEST(refusal("{\"type\":\"info\",\"property\":\"p\",\"run_start\":\"soon\"}\n") == "bad.jsonl:1: \"run_start\" is not a number");
    // Totals of the wrong type are found when summarized, named by their line too.
    const test::TempDir dir;
    const auto lines = read_observation_file(written(dir, "totals.jsonl", "{\"type\":\"info\",\"property\":\"p\",\"content\":{\"passed\":\"3\"}}\n"));
    BOOST_CHECK_EXCEPTION(summarize(lines), InputError,
                          [](const InputError& e) { return contains(e.what(), "totals.jsonl:1: \"content\".\"passed\" is not an integer"); });
}

BOOST_AUTO_TEST_CASE(a_missing_file_or_a_directory_is_refused_by_name) {
    const test::TempDir dir;
    BOOST_CHECK_EXCEPTION(read_observation_file(dir / "absent.jsonl"), InputError,
                          [](const InputError& e) { return contains(e.what(), "absent.jsonl: cannot be read: No such file or directory"); });
    BOOST_CHECK_EXCEPTION(read_observation_file(dir.path()), InputError,
                          [](const InputError& e) { return contains(e.what(), ": is a directory, not an observation file"); });
}

BOOST_AUTO_TEST_CASE(shown_values_give_their_numbers_and_sizes) {
    BOOST_TEST(*shown_number("-12") == -12.0);
    BOOST_TEST(*shown_number("2.5") == 2.5);
    BOOST_TEST(!shown_number("12 apples"));
    BOOST_TEST(!shown_number("inf"));
    BOOST_TEST(shown_size("[]") == 0u);
    BOOST_TEST(shown_size("[1, [2, 3], \"a,b\"]") == 3u);
    BOOST_TEST(shown_size("{\"k\": 1, \"l\": 2}") == 2u);
    BOOST_TEST(shown_size("\"h\xc3\xa9llo\"") == 5u);  // characters, not bytes
    BOOST_TEST(shown_size("push(value: 1)") == 14u);
}

BOOST_AUTO_TEST_CASE(a_corpus_directory_shows_what_each_property_remembers) {
    const test::TempDir dir;
    const auto store = open_document_store(dir.path());
    const auto put = [&](const std::string& property, DocumentKind kind, const std::string& text) {
        store->update(corpus_key(property), kind, [&](const std::optional<std::string>&) { return text; });
    };
    put("sorts", DocumentKind::Regression,
        R"({"format":1,"property":"sorts","entries":[{"kind":"values","seed":3,"epoch":1,"args":{"xs":"[1, 0]"}},)"
        R"({"kind":"values","seed":4,"epoch":1,"args":{"xs":"[<b>]"}},{"kind":"seed","seed":9,"epoch":1,"runsBeforeFailure":2}]})");
    put("sorts", DocumentKind::Search, R"({"format":1,"id":"sorts","targets":[{"label":"depth"}]})");
    put("broken", DocumentKind::Regression, "{not json");
    const CorpusSummary corpus = read_corpus(dir.path());
    BOOST_REQUIRE_EQUAL(corpus.documents.size(), 2u);
    const auto sorts = std::find_if(corpus.documents.begin(), corpus.documents.end(), [](const auto& d) { return d.property == "sorts"; });
    BOOST_TEST_REQUIRE((sorts != corpus.documents.end()));
    BOOST_TEST(sorts->failures == 2u);
    BOOST_TEST(sorts->seeds == 1u);
    BOOST_TEST(sorts->search_targets == 1u);
    BOOST_TEST((sorts->recorded_inputs == std::vector<std::string>{"xs=[1, 0]", "xs=[<b>]"}));
    const auto broken = std::find_if(corpus.documents.begin(), corpus.documents.end(), [](const auto& d) { return d.property == "?"; });
    BOOST_TEST_REQUIRE((broken != corpus.documents.end()));
    BOOST_TEST(broken->unreadable == "not a JSON document");
    const std::string page = page_html({}, {}, {corpus});
    BOOST_TEST(contains(page, "2 propert(ies), 3 remembered failure(s)"));
    BOOST_TEST(contains(page, "<code>xs=[&lt;b&gt;]</code>"));
    BOOST_CHECK_EXCEPTION(read_corpus(dir / "absent"), InputError, [](const InputError& e) { return contains(e.what(), "is not a corpus directory"); });
    BOOST_CHECK_EXCEPTION(read_corpus("redis://localhost"), InputError, [](const InputError& e) { return contains(e.what(), "only a corpus directory"); });
}

// The reader is a parser of what any file may hold: a line of any bytes, or a
// real line (a property's totals, a campaign's sample) cut anywhere and
// continued with anything, is read or refused, and what it reads is
// summarized and drawn without a crash.
BOOST_AUTO_TEST_CASE(any_line_is_read_or_refused_and_what_is_read_is_drawn) {
    const std::string real = R"({"type":"info","property":"p","run_start":1,"content":{"outcome":"Passed","passed":3,"cover:a":5,)"
                             R"("commands":{"push":{"generated":1,"executed":1,"skipped":0}},"sequence_lengths":[[1,2]],"shrunk":{"x":"1"}}})";
    const std::string sample = R"({"type":"info","title":"falsify: campaign progress","property":"p","run_start":1,"content":{"worker":3,)"
                               R"("elapsed":2.5,"executions":9007199254740993,"seeds":1,"corpus_entries":0,"findings":1,"stopped":"interrupted"}})";
    const Result result = property("lines",
                                   [&](const std::string& tail, int cut) {
                                       for (const std::string& line : {tail, real.substr(0, static_cast<std::size_t>(cut)) + tail,
                                                                       sample.substr(0, static_cast<std::size_t>(cut)) + tail}) {
                                           try {
                                               const std::vector<Observation> observations{parse_observation(line, "f:1")};
                                               const auto runs = summarize(observations);
                                               FALSIFY_ASSERT(page_html(runs, {"f"}, {}, summarize_campaigns(observations)).ends_with("</html>\n"));
                                           } catch (const InputError& refused) {
                                               FALSIFY_ASSERT(std::string(refused.what()).starts_with("f:1: "));
                                           }
                                       }
                                   },
                                   gen::ascii_strings(0, 40), gen::ints(0, static_cast<int>(std::max(real.size(), sample.size()))))
                              .with(Config().seed(5).runs(400))
                              .check();
    BOOST_TEST(result.passed(), result.message());
}

// The writer's side: a rule machine's totals line carries its commands and
// sequence lengths, and the report reads them back.
BOOST_AUTO_TEST_CASE(a_rule_machine_s_observations_show_its_commands) {
    const test::TempDir dir;
    const std::string file = dir / "machine.jsonl";
    const Result result = detail::commands_property("stack", gen::rules<StackMachine>(0, 10), [](const RuleSequence<StackMachine>& steps) {
                              run_rules(steps);
                          }, Config().seed(3).runs(50))
                              .with(harness::observation_listener(file, "stack"))
                              .check();
    BOOST_TEST_REQUIRE(result.passed());
    const auto runs = summarize(read_observation_file(file));
    BOOST_REQUIRE_EQUAL(runs.size(), 1u);
    BOOST_REQUIRE_EQUAL(runs[0].commands.size(), 2u);
    std::int64_t executed = 0;
    for (const auto& command : runs[0].commands) executed += command.executed;
    BOOST_TEST(executed > 0);
    std::size_t sequences = 0;
    for (const auto& [length, count] : runs[0].sequence_lengths) sequences += count;
    BOOST_TEST(sequences == 50u);
}

BOOST_AUTO_TEST_CASE(a_campaign_s_samples_are_drawn_one_series_per_worker) {
    const test::TempDir dir;
    const std::string input = written(dir, "campaign.jsonl", campaign_observations);
    const auto observations = read_observation_file(input);
    // Its samples are the campaign's; the totals line after it is a property run's, as before.
    const auto runs = summarize(observations);
    BOOST_REQUIRE_EQUAL(runs.size(), 1u);
    BOOST_TEST(runs[0].outcome == "Falsified");
    const auto campaigns = summarize_campaigns(observations);
    BOOST_REQUIRE_EQUAL(campaigns.size(), 1u);
    const CampaignTimeline& campaign = campaigns[0];
    BOOST_TEST(campaign.property == "big<x>");
    BOOST_TEST(campaign.where == input + ":2");
    BOOST_TEST(campaign.stopped == "stopped by a failure");
    BOOST_REQUIRE_EQUAL(campaign.workers.size(), 2u);
    BOOST_TEST(campaign.workers[1].worker == 2);
    std::vector<double> times;
    for (const CampaignSample& sample : campaign.workers[1].samples) times.push_back(sample.elapsed);
    BOOST_TEST((times == std::vector<double>{0, 1.5, 3}));  // in time order, whatever the file's
    BOOST_TEST(campaign.totals().executions == 5900);
    BOOST_TEST(campaign.totals().findings == 1);

    const std::string page = page_html(runs, {input}, {}, campaigns);
    BOOST_TEST(contains(page, "1 property run(s), 1 failed; 1 campaign(s); from "));
    BOOST_TEST(contains(page, "<a href=\"#campaign-1\">big&lt;x&gt;</a>"));
    BOOST_TEST(contains(page, "<section class=\"campaign\" id=\"campaign-1\" data-workers=\"2\"><h2>Campaign big&lt;x&gt; "
                              "<span class=\"verdict bad\">stopped by a failure</span>"));
    BOOST_TEST(contains(page, "2 worker(s), 3 s: 5900 executions (1967/s), 59 seeds, 1 corpus entr(ies), 1 finding(s)."));
    BOOST_TEST(contains(page, "<tr class=\"short\"><td>worker 2</td><td class=\"num\">2900</td><td class=\"num\">967/s</td>"));
    // Executions, corpus entries and findings: a chart each, a series per worker in each.
    BOOST_TEST(occurrences(page, "<figure class=\"timeline\">") == 3u);
    for (const char* chart : {"<figcaption>executions, per worker", "<figcaption>corpus entries, per worker", "<figcaption>findings, per worker"})
        BOOST_TEST(contains(page, chart), chart);
    BOOST_TEST(occurrences(page, "<polyline class=\"series\" data-series=\"worker 1\"") == 3u);
    BOOST_TEST(occurrences(page, "<polyline class=\"series\" data-series=\"worker 2\"") == 3u);
    BOOST_TEST(occurrences(page, "<polyline class=\"series\"") == 6u);
    BOOST_TEST(!contains(page, "src="));
}

BOOST_AUTO_TEST_CASE(a_malformed_campaign_sample_is_refused_with_its_file_and_line) {
    const auto refused = [](const std::string& content) {
        const std::string line = R"({"type":"info","title":"falsify: campaign progress","property":"p","content":)" + content + "}";
        try {
            summarize_campaigns({parse_observation(line, "f:4")});
        } catch (const InputError& error) {
            return std::string(error.what());
        }
        return std::string();
    };
    const std::string fine = R"("elapsed":1,"executions":2,"seeds":1,"corpus_entries":0,"findings":0)";
    BOOST_TEST(refused(R"({"worker":1,)" + fine + "}").empty());
    BOOST_TEST(refused("[]") == "f:4: a campaign progress line's \"content\" is not an object");
    BOOST_TEST(refused(R"({)" + fine + "}") == "f:4: a campaign progress line has no \"content\".\"worker\"");
    BOOST_TEST(refused(R"({"worker":0,)" + fine + "}") == "f:4: \"content\".\"worker\" is not a worker's number (1, 2, ...)");
    BOOST_TEST(refused(R"({"worker":1,"elapsed":"soon","executions":2,"seeds":1,"corpus_entries":0,"findings":0})") ==
               "f:4: \"content\".\"elapsed\" is not a number of seconds");
    BOOST_TEST(refused(R"({"worker":1,"elapsed":1,"executions":-2,"seeds":1,"corpus_entries":0,"findings":0})") ==
               "f:4: \"content\".\"executions\" is not a whole number of at least 0");
    BOOST_CHECK_EXCEPTION(parse_observation(R"({"type":"info","title":7,"property":"p","content":{}})", "f:5"), InputError,
                          [](const InputError& e) { return contains(e.what(), "f:5: \"title\" is not a string"); });
}

// The writer's side: a campaign under Config::observe samples each worker, at
// its start, at most once a second while it runs and at its end; its workers
// write no test case (the coordinator observes the campaign).
BOOST_AUTO_TEST_CASE(a_campaign_observed_writes_progress_samples_per_worker) {
    const test::TempDir dir;
    const std::string file = dir / "campaign.jsonl";
    const auto observed = [&](PropertyDefinition definition, const std::string& name) {
        definition.name = name;
        definition.config.observe(file);
        definition.listeners.push_back(harness::observation_listener(file, definition.name));
        return definition;
    };
    CampaignOptions options;
    options.workers = 2;
    options.time_budget = std::chrono::milliseconds(1200);
    options.progress_every = std::chrono::milliseconds(100);
    std::ostringstream said;
    const PropertyDefinition passes = observed(property("passes", [](int x) { FALSIFY_ASSERT(x >= 0); }, gen::ints(0, 999)).definition(), "passes");
    const CampaignSummary passed = run_campaign(passes, options, said);
    BOOST_TEST_REQUIRE(passed.passed(), said.str());
    // Its progress lines put the time against the budget and count what the corpus got.
    BOOST_TEST(std::regex_search(said.str(), std::regex(R"(: [0-9.]+ s of 1\.2 s, 2 worker\(s\), [0-9]+ runs \(.*\), [0-9]+ seeds, 0 corpus entries, no failure\n)")),
               said.str());

    // A failure one run in a hundred, remembered in a corpus directory.
    PropertyDefinition fails = observed(property("fails", [](int x) { FALSIFY_ASSERT(x < 990); }, gen::ints(0, 999)).definition(), "fails");
    fails.corpus = open_corpus(dir / "corpus");
    options.time_budget = std::chrono::seconds(60);
    const CampaignSummary failed = run_campaign(fails, options, said);
    BOOST_TEST_REQUIRE(failed.failures.size() == 1u, said.str());

    const auto observations = read_observation_file(file);
    for (const Observation& o : observations) BOOST_TEST(o.type == "info", o.where << " is a " << o.type << " line");
    const auto campaigns = summarize_campaigns(observations);
    BOOST_REQUIRE_EQUAL(campaigns.size(), 2u);
    BOOST_TEST(summarize(observations).empty());

    const CampaignTimeline& quiet = campaigns[0];
    BOOST_TEST(quiet.property == "passes");
    BOOST_TEST(quiet.stopped == "time budget spent");
    BOOST_REQUIRE_EQUAL(quiet.workers.size(), 2u);
    for (const WorkerTimeline& w : quiet.workers) {
        // The start, the progress lines a second apart (12 of them, one sampled) and the end.
        BOOST_TEST(w.samples.size() >= 2u);
        BOOST_TEST(w.samples.size() <= 2u + static_cast<std::size_t>(w.samples.back().elapsed));
        BOOST_TEST(w.samples.front().elapsed == 0.0);
        BOOST_TEST(w.samples.front().executions == 0);
        BOOST_TEST(w.samples.back().elapsed >= 1.2);
        for (std::size_t i = 1; i < w.samples.size(); ++i) BOOST_TEST(w.samples[i].executions >= w.samples[i - 1].executions);
        BOOST_TEST(static_cast<std::uint64_t>(w.samples.back().executions) == passed.worker_runs[static_cast<std::size_t>(w.worker - 1)]);
        BOOST_TEST(w.samples.back().seeds > 0);
        BOOST_TEST(w.samples.back().findings == 0);
    }

    const CampaignTimeline& found = campaigns[1];
    BOOST_TEST(found.property == "fails");
    BOOST_TEST(found.stopped == "stopped by a failure");
    BOOST_REQUIRE_EQUAL(found.workers.size(), 2u);
    const CampaignFailure& failure = failed.failures.front();
    const CampaignSample& finder = found.workers[failure.worker - 1].samples.back();
    BOOST_TEST(finder.findings >= 1);
    BOOST_TEST(finder.corpus_entries == finder.findings);  // each failure it met, recorded
    BOOST_TEST(static_cast<std::uint64_t>(found.totals().findings) == failure.times);
    BOOST_TEST(read_corpus(dir / "corpus").documents.size() == 1u);

    const std::string page = page_html({}, {file}, {}, campaigns);
    BOOST_TEST(occurrences(page, "<section class=\"campaign\"") == 2u);
    BOOST_TEST(occurrences(page, "<polyline class=\"series\"") == 12u);
}

BOOST_AUTO_TEST_SUITE_END()
