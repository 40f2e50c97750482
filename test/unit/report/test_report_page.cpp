// falsify-report's library: observation lines read (and refused with FILE:LINE),
// summarized, and drawn as a page that holds the numbers a person looks for.
#include <falsify/corpus.hpp>
#include <falsify/harness.hpp>
#include <falsify/rules.hpp>

#include "corpus_summary.hpp"
#include "observation_file.hpp"
#include "property_summary.hpp"
#include "report_page.hpp"
#include "shown_value.hpp"
#include "test_corpus_support.hpp"

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <deque>

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
// real line cut anywhere and continued with anything, is read or refused, and
// what it reads is summarized and drawn without a crash.
BOOST_AUTO_TEST_CASE(any_line_is_read_or_refused_and_what_is_read_is_drawn) {
    const std::string real = R"({"type":"info","property":"p","run_start":1,"content":{"outcome":"Passed","passed":3,"cover:a":5,)"
                             R"("commands":{"push":{"generated":1,"executed":1,"skipped":0}},"sequence_lengths":[[1,2]],"shrunk":{"x":"1"}}})";
    const Result result = property("lines",
                                   [&](const std::string& tail, int cut) {
                                       for (const std::string& line : {tail, real.substr(0, static_cast<std::size_t>(cut)) + tail}) {
                                           try {
                                               const auto runs = summarize({parse_observation(line, "f:1")});
                                               FALSIFY_ASSERT(page_html(runs, {"f"}).ends_with("</html>\n"));
                                           } catch (const InputError& refused) {
                                               FALSIFY_ASSERT(std::string(refused.what()).starts_with("f:1: "));
                                           }
                                       }
                                   },
                                   gen::ascii_strings(0, 40), gen::ints(0, static_cast<int>(real.size())))
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

BOOST_AUTO_TEST_SUITE_END()
