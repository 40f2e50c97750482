// Campaigns (PROPERTY_CAMPAIGN) as a user runs them: the campaign_target
// module's properties run by several worker processes, against a Redis server
// the suite starts, with workers killed and the coordinator interrupted.
#include "shell.hpp"
#include "test_corpus_redis_support.hpp"

#include <falsify/campaign.hpp>

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <csignal>
#include <cstdio>
#include <fstream>
#include <functional>
#include <regex>
#include <sstream>
#include <utility>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace falsify;
using falsify::test::Output;
using falsify::test::RedisServer;

namespace campaign_tests {

/// A command's output read line by line as it comes, each line handed to `on_line` first.
Output run_streamed(const std::string& command, const std::function<void(const std::string&)>& on_line) {
    Output out;
    FILE* pipe = ::popen((command + " 2>&1").c_str(), "r");
    if (!pipe) return out;
    char buffer[8192];
    while (std::fgets(buffer, sizeof buffer, pipe)) {
        const std::string line = buffer;
        out.text += line;
        on_line(line);
    }
    const int status = ::pclose(pipe);
    out.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return out;
}

std::string target_program(const std::string& test) {
    return "'" + test::input_binary("campaign_target") + "' --color_output=no --run_test=" + test;
}

/// Every "worker K claimed seeds #a..#b" line of `text`, as [a, b] ranges.
std::vector<std::pair<std::uint64_t, std::uint64_t>> claims_in(const std::string& text) {
    std::vector<std::pair<std::uint64_t, std::uint64_t>> claims;
    static const std::regex claim(R"(worker \d+ claimed seeds #(\d+)\.\.#(\d+))");
    for (auto it = std::sregex_iterator(text.begin(), text.end(), claim); it != std::sregex_iterator(); ++it)
        claims.emplace_back(std::stoull((*it)[1]), std::stoull((*it)[2]));
    return claims;
}

/// No seed index claimed twice; returns how many were claimed.
std::uint64_t check_disjoint(std::vector<std::pair<std::uint64_t, std::uint64_t>> claims) {
    std::sort(claims.begin(), claims.end());
    std::uint64_t total = 0;
    for (std::size_t i = 0; i < claims.size(); ++i) {
        BOOST_TEST(claims[i].first <= claims[i].second);
        if (i > 0) BOOST_TEST(claims[i - 1].second < claims[i].first, "seeds #" << claims[i].first << " claimed twice");
        total += claims[i].second - claims[i].first + 1;
    }
    return total;
}

/// The number after `prefix` in the first line of `text` holding it; 0 when none.
long long number_after(const std::string& text, const std::string& prefix) {
    const auto at = text.find(prefix);
    return at == std::string::npos ? 0 : std::atoll(text.c_str() + at + prefix.size());
}

bool process_exists(long long pid) { return pid > 0 && ::kill(static_cast<pid_t>(pid), 0) == 0; }

}  // namespace campaign_tests

BOOST_AUTO_TEST_SUITE(campaign)

using namespace campaign_tests;

BOOST_AUTO_TEST_CASE(four_workers_find_a_planted_bug_store_it_once_survive_a_sigkill_and_the_next_test_run_replays_it) {
    RedisServer server;
    test::TempDir scratch;
    const std::string armed = scratch / "armed";
    const std::string db = "PROPERTY_DB='" + server.dsn(0, "campaign:") + "' FALSIFY_TEST_BUG_ARMED='" + armed + "'";
    const std::string observations = scratch / "observations.jsonl";
    long long victim = 0;
    bool killed = false;
    // Worker 2 is killed at once, mid-run (each run sleeps); the bug is armed once its death is reported,
    // so that the failure is found by the workers left and the one that replaced it.
    const Output out = run_streamed(db + " PROPERTY_OBSERVE='" + observations + "' PROPERTY_CAMPAIGN=workers=4,time=120s,progress=1s PROPERTY_VERBOSE=1 " +
                                        target_program("planted_threshold"),
                                    [&](const std::string& line) {
                                        if (!victim && line.find("worker 2 (pid ") != std::string::npos)
                                            victim = number_after(line, "worker 2 (pid ");
                                        if (victim && !killed && line.find("worker 2 claimed seeds") != std::string::npos) {
                                            ::kill(static_cast<pid_t>(victim), SIGKILL);
                                            killed = true;
                                        }
                                        if (line.find("was killed by signal") != std::string::npos) std::ofstream(armed) << "armed\n";
                                    });
    BOOST_TEST(killed);
    BOOST_TEST(out.status != 0, out.text);
    BOOST_TEST(out.text.find("4 worker(s) (pid ") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("worker 2 (pid " + std::to_string(victim) + ") was killed by signal 9 (Killed)") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("a new worker takes its place") != std::string::npos, out.text);
    BOOST_TEST(test::occurrences(out.text, "worker 2 (pid ") >= 3u, out.text);  // started, killed, started again
    BOOST_TEST(out.text.find("found a failure after") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("stopped by a failure after") != std::string::npos, out.text);
    // The test's own report: the failure's seed run again in the coordinator, shrunk to the one minimum.
    BOOST_TEST(out.text.find("\n  Shrunk:   x=999990 (") != std::string::npos, out.text);
    const std::string replay = test::replay_line(out.text);
    BOOST_TEST(replay.find("PROPERTY_CAMPAIGN= ") != std::string::npos, replay);
    BOOST_TEST(check_disjoint(claims_in(out.text)) >= 5u, out.text);

    // Stored once, with the minimal input, in a document the corpus reads.
    const auto stored = server.get("campaign:" + corpus_key("planted_threshold"));
    BOOST_REQUIRE(stored);
    BOOST_TEST(test::occurrences(*stored, "\"x\":") == 1u, *stored);
    BOOST_TEST(stored->find("\"x\": 999990") != std::string::npos, *stored);
    const auto recalled = redis_corpus(server.parsed(0, "campaign:"))->recall("planted_threshold", {"x"});
    BOOST_REQUIRE_EQUAL(recalled.size(), 1u);
    BOOST_TEST(recalled.front().is_values());

    // Its course in the observations: each worker sampled, worker 2 under its number after its
    // replacement, the last samples saying why it stopped and counting the entry the corpus got.
    // The workers wrote no test case: those there are the failing seed's, run again in the coordinator.
    const std::string observed = test::read_text(observations).value_or("");
    BOOST_TEST(test::occurrences(observed, "\"title\":\"falsify: campaign progress\"") >= 8u, observed.substr(0, 2000));
    static const std::regex last(R"("worker":(\d+),[^\n]*"corpus_entries":(\d+),"findings":(\d+),"workers":4,"stopped":"stopped by a failure")");
    std::vector<long long> workers_seen;
    long long corpus_entries = 0, findings = 0;
    for (auto it = std::sregex_iterator(observed.begin(), observed.end(), last); it != std::sregex_iterator(); ++it) {
        workers_seen.push_back(std::stoll((*it)[1]));
        corpus_entries += std::stoll((*it)[2]);
        findings += std::stoll((*it)[3]);
    }
    BOOST_TEST((workers_seen == std::vector<long long>{1, 2, 3, 4}), observed.substr(0, 2000));
    BOOST_TEST(findings >= 1);
    BOOST_TEST(corpus_entries >= 1);
    BOOST_TEST(corpus_entries <= findings);
    BOOST_TEST(test::occurrences(observed, "\"type\":\"test_case\"") < 1000u);

    // An ordinary run of the test replays it first.
    const std::uint64_t found_seed = static_cast<std::uint64_t>(number_after(out.text, "x=999990 (seed "));
    BOOST_TEST(found_seed != 0u, out.text);
    const Output again = test::run_shell(db + " " + target_program("planted_threshold") + " 2>&1");
    BOOST_TEST(again.status != 0);
    BOOST_TEST(again.text.find("Recorded regression failed (originally found with seed " + std::to_string(found_seed) + "): x=999990") !=
                   std::string::npos,
               again.text);
    // And a campaign replays it before it starts any worker.
    const Output rerun = test::run_shell(db + " PROPERTY_CAMPAIGN=workers=2 " + target_program("planted_threshold") + " 2>&1");
    BOOST_TEST(rerun.status != 0);
    BOOST_TEST(rerun.text.find("not started: an example or a recorded failure fails") != std::string::npos, rerun.text);
    BOOST_TEST(rerun.text.find("Recorded regression failed (originally found with seed " + std::to_string(found_seed)) != std::string::npos,
               rerun.text);
    BOOST_TEST(rerun.text.find("worker(s) (pid") == std::string::npos, rerun.text);
}

BOOST_AUTO_TEST_CASE(campaigns_on_two_machines_claim_disjoint_seeds_through_one_redis) {
    RedisServer server;
    test::TempDir scratch;
    const std::string command = "PROPERTY_DB='" + server.dsn(0, "two:") + "' PROPERTY_CAMPAIGN=workers=2,runs=20000 PROPERTY_VERBOSE=1 " +
                                target_program("always_holds");
    const Output both = test::run_shell("(" + command + " > '" + (scratch / "a") + "' 2>&1 & " + command + " > '" + (scratch / "b") +
                                        "' 2>&1; status=$?; wait $! && exit $status)");
    BOOST_TEST(both.status == 0);
    const std::string a = test::read_text(scratch / "a").value_or(""), b = test::read_text(scratch / "b").value_or("");
    for (const std::string* out : {&a, &b}) {
        BOOST_TEST(out->find("run budget spent after") != std::string::npos, *out);
        BOOST_TEST(out->find("seeds claimed from redis") != std::string::npos, *out);
    }
    auto claims = claims_in(a);
    const auto more = claims_in(b);
    BOOST_TEST(!claims.empty());
    BOOST_TEST(!more.empty());
    claims.insert(claims.end(), more.begin(), more.end());
    const std::uint64_t claimed = check_disjoint(claims);
    // Every index the counter handed out was claimed by one of them, from the first.
    const RedisReply counter = server.command({"GET", "two:campaign:" + corpus_key("always_holds") + ":next-seed"});
    BOOST_TEST(counter.text == std::to_string(claimed));
    BOOST_TEST(std::min_element(claims.begin(), claims.end())->first == 0u);
}

BOOST_AUTO_TEST_CASE(a_campaign_on_one_machine_reports_progress_and_stops_cleanly_on_ctrl_c_which_is_not_a_pass) {
    long long coordinator = 0;
    std::vector<long long> workers;
    bool interrupted = false;
    const Output out = run_streamed("PROPERTY_CAMPAIGN=workers=2,progress=200ms PROPERTY_VERBOSE=1 " + target_program("always_holds"),
                                    [&](const std::string& line) {
                                        if (!coordinator) coordinator = number_after(line, "worker(s) (pid ");
                                        if (line.find(") started") != std::string::npos) workers.push_back(number_after(line, "(pid "));
                                        if (!interrupted && line.find(" runs (") != std::string::npos) {
                                            ::kill(static_cast<pid_t>(coordinator), SIGINT);
                                            interrupted = true;
                                        }
                                    });
    BOOST_TEST(interrupted);
    // Nothing found, but the campaign did not run to its end: that was a pass, exit 0.
    BOOST_TEST(out.status != 0, out.text);
    BOOST_TEST(out.text.find("2 worker(s) (pid ") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("seeds claimed from this machine") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("interrupted by signal 2 (Interrupt) after") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("no failure so far, and not a pass") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("The campaign was interrupted by signal 2 (Interrupt) after") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("No errors detected") == std::string::npos, out.text);
    BOOST_TEST(out.text.find("was killed") == std::string::npos, out.text);
    check_disjoint(claims_in(out.text));
    BOOST_REQUIRE_EQUAL(workers.size(), 2u);
    for (const long long pid : workers) BOOST_TEST(!process_exists(pid), "worker " << pid << " outlived its campaign");
}

BOOST_AUTO_TEST_CASE(a_campaign_stopped_by_sigterm_fails_naming_the_signal_and_starts_no_later_campaign) {
    // A CI job cancelled (SIGTERM) reported "No errors detected", exit 0: a pass it never earned.
    long long coordinator = 0;
    std::vector<long long> workers;
    bool terminated = false;
    const Output out = run_streamed("PROPERTY_CAMPAIGN=workers=2,progress=200ms PROPERTY_VERBOSE=1 " +
                                        target_program("always_holds,hangs_when_told"),
                                    [&](const std::string& line) {
                                        if (!coordinator) coordinator = number_after(line, "worker(s) (pid ");
                                        if (line.find(") started") != std::string::npos) workers.push_back(number_after(line, "(pid "));
                                        if (!terminated && line.find(" runs (") != std::string::npos) {
                                            ::kill(static_cast<pid_t>(coordinator), SIGTERM);
                                            terminated = true;
                                        }
                                    });
    BOOST_TEST_REQUIRE(terminated);
    BOOST_TEST(out.status != 0, out.text);
    BOOST_TEST(out.text.find("No errors detected") == std::string::npos, out.text);
    BOOST_TEST(out.text.find("falsify campaign \"always_holds\": interrupted by signal 15 (Terminated) after ") != std::string::npos,
               out.text);
    // What it had done so far, and why that is not a pass.
    BOOST_TEST(out.text.find("The campaign was interrupted by signal 15 (Terminated) after ") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("an interrupted campaign is not a pass. Found so far: no failure, in ") != std::string::npos, out.text);
    BOOST_TEST(out.text.find(" seeds by 2 worker(s)") != std::string::npos, out.text);
    // The property after it is not run as a campaign until interrupted again.
    BOOST_TEST(out.text.find("The campaign was not started: an earlier campaign of this process was interrupted by signal 15 (Terminated)") !=
                   std::string::npos,
               out.text);
    BOOST_TEST(out.text.find("falsify campaign \"hangs_when_told\"") == std::string::npos, out.text);
    BOOST_REQUIRE_EQUAL(workers.size(), 2u);
    for (const long long pid : workers) BOOST_TEST(!process_exists(pid), "worker " << pid << " outlived its campaign");
}

BOOST_AUTO_TEST_CASE(a_time_budget_ends_a_campaign_and_bad_settings_are_refused) {
    const Output timed = test::run_shell("PROPERTY_CAMPAIGN='workers=1, time=1s, progress=300ms' " + target_program("always_holds") + " 2>&1");
    BOOST_TEST(timed.status == 0, timed.text);
    BOOST_TEST(timed.text.find("time budget spent after 1.") != std::string::npos, timed.text);
    BOOST_TEST(test::occurrences(timed.text, " runs (") >= 2u, timed.text);  // progress lines, then the summary

    const Output pinned = test::run_shell("PROPERTY_SEED=3 PROPERTY_CAMPAIGN=on " + target_program("always_holds") + " 2>&1");
    BOOST_TEST(pinned.status != 0);
    BOOST_TEST(pinned.text.find("PROPERTY_CAMPAIGN runs fresh seeds: unset PROPERTY_SEED") != std::string::npos, pinned.text);
    const Output misspelt = test::run_shell("PROPERTY_CAMPAIGN=workers=2,time=5x " + target_program("always_holds") + " 2>&1");
    BOOST_TEST(misspelt.status != 0);
    BOOST_TEST(misspelt.text.find("PROPERTY_CAMPAIGN: time=5x is not a duration") != std::string::npos, misspelt.text);
}

// The first worker fails at once, so the stop goes out while the others are still
// starting: a stop that reached a worker before its own handlers were lost, and that
// worker claimed seeds until it was killed. Every worker now stops after its seed.
BOOST_AUTO_TEST_CASE(a_stop_sent_while_workers_start_reaches_every_worker) {
    CampaignOptions options;
    options.workers = 6;
    options.time_budget = std::chrono::seconds(120);
    const PropertyDefinition fails = property("fails_at_once", [](int x) { FALSIFY_ASSERT(x < 0); }, gen::ints(0, 9)).definition();
    for (int round = 0; round < 3; ++round) {
        std::ostringstream said;
        const CampaignSummary summary = run_campaign(fails, options, said);
        BOOST_TEST((summary.stopped_by == CampaignSummary::Stop::Failure), said.str());
        // Each worker ends the seed it is on; one that missed the stop would run on until
        // the coordinator kills it, saying so.
        BOOST_TEST(said.str().find("did not stop") == std::string::npos, said.str());
        BOOST_TEST(summary.deaths.empty(), said.str());
    }
}

BOOST_AUTO_TEST_CASE(a_redis_store_connected_before_a_fork_is_left_to_the_parent) {
    RedisServer server;
    const auto connections_so_far = [&] { return number_after(server.command({"INFO", "stats"}).text, "total_connections_received:"); };
    const long long before = connections_so_far();
    const auto store = redis_store(server.parsed(0, "fork:"));
    const std::string key = corpus_key("forked");
    BOOST_TEST(!store->load(key, DocumentKind::Regression).has_value());  // connects, as a campaign's first phases do
    const pid_t child = ::fork();
    if (child == 0) {
        bool stored = false;
        try {
            store->update(key, DocumentKind::Regression, [](const std::optional<std::string>&) { return std::optional<std::string>("child"); });
            stored = store->load(key, DocumentKind::Regression) == std::optional<std::string>("child");
        } catch (...) {
        }
        ::_exit(stored ? 0 : 1);
    }
    int status = 0;
    ::waitpid(child, &status, 0);
    BOOST_TEST((WIFEXITED(status) && WEXITSTATUS(status) == 0));
    // The parent's connection still serves it...
    BOOST_TEST(store->load(key, DocumentKind::Regression).value_or("") == "child");
    // ...and the child made its own: the first count's, the parent's, the child's and this count's connections.
    BOOST_TEST(connections_so_far() - before == 3);
}

BOOST_AUTO_TEST_CASE(campaign_options_read_from_property_campaign) {
    const CampaignOptions options = parse_campaign_options("workers=4, time=10m,runs=1000000,progress=30s");
    BOOST_TEST(options.workers == 4u);
    BOOST_TEST(options.time_budget->count() == 600'000);
    BOOST_TEST(*options.run_budget == 1'000'000u);
    BOOST_TEST(options.progress_every.count() == 30'000);
    BOOST_TEST(parse_campaign_options("time=1.5h").time_budget->count() == 5'400'000);
    BOOST_TEST(parse_campaign_options("time=250ms").time_budget->count() == 250);
    BOOST_TEST(parse_campaign_options("time=90").time_budget->count() == 90'000);
    const CampaignOptions defaults = parse_campaign_options("on");
    BOOST_TEST(defaults.workers == 0u);
    BOOST_TEST(!defaults.time_budget);
    BOOST_TEST(!defaults.run_budget);
    for (const char* bad : {"workers=0", "workers=many", "time=5x", "time=-1s", "runs=", "speed=3", "workers", "progress=0s"})
        BOOST_CHECK_THROW(parse_campaign_options(bad), std::invalid_argument);
}

BOOST_AUTO_TEST_CASE(a_worker_killed_from_outside_fails_the_campaign_even_when_nothing_else_does) {
    long long victim = 0;
    bool killed = false;
    const Output out = run_streamed("PROPERTY_CAMPAIGN=workers=2,time=3s,progress=200ms PROPERTY_VERBOSE=1 " + target_program("always_holds"),
                                    [&](const std::string& line) {
                                        if (!victim && line.find("worker 1 (pid ") != std::string::npos)
                                            victim = number_after(line, "worker 1 (pid ");
                                        if (victim && !killed && line.find(" runs (") != std::string::npos) {
                                            ::kill(static_cast<pid_t>(victim), SIGKILL);
                                            killed = true;
                                        }
                                    });
    BOOST_TEST_REQUIRE(killed);
    // Replaced, so the campaign went on, and still not a pass: one vote is missing.
    BOOST_TEST(out.status != 0, out.text);
    BOOST_TEST(out.text.find("worker 1 (pid " + std::to_string(victim) + ") was killed by signal 9 (Killed)") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("a new worker takes its place") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("1 worker death(s), a failure of the campaign") != std::string::npos, out.text);
    // The test's own failure names the worker and how it ended.
    BOOST_TEST(out.text.find("A campaign worker (worker 1) was killed by signal 9 (Killed)") != std::string::npos, out.text);
}

BOOST_AUTO_TEST_CASE(a_worker_that_stops_reporting_is_killed_and_fails_the_campaign) {
    const Output out = test::run_shell("FALSIFY_TEST_HANG=1 PROPERTY_CAMPAIGN=workers=1,silence=1s,time=30s " + target_program("hangs_when_told") +
                                       " 2>&1");
    BOOST_TEST(out.status != 0, out.text);
    BOOST_TEST(out.text.find("worker 1 (pid ") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("stopped reporting for 1.0 s while running seed ") != std::string::npos, out.text);
    BOOST_TEST(out.text.find("replay with PROPERTY_SEED=") != std::string::npos, out.text);
}

BOOST_AUTO_TEST_CASE(an_unknown_or_malformed_silence_is_refused) {
    BOOST_CHECK_THROW((void)falsify::parse_campaign_options("silence=soon"), std::invalid_argument);
    BOOST_TEST(falsify::parse_campaign_options("silence=90s").silence == std::chrono::seconds(90));
    BOOST_TEST(falsify::parse_campaign_options("on").silence == std::chrono::minutes(5));
}

BOOST_AUTO_TEST_CASE(campaign_options_are_read_strictly_and_without_regard_to_case) {
    const auto message = [](std::string_view text) {
        try {
            parse_campaign_options(text);
        } catch (const std::invalid_argument& e) {
            return std::string(e.what());
        }
        return std::string("<accepted>");
    };
    // A repeated key was taken, the last one winning.
    BOOST_TEST(message("workers=2,time=1s,workers=4") ==
               "PROPERTY_CAMPAIGN: the key workers is given twice (workers=2, then workers=4); give each key once");
    BOOST_TEST(message("time=1s, TIME=2s") == "PROPERTY_CAMPAIGN: the key time is given twice (time=1s, then TIME=2s); give each key once");
    BOOST_TEST(message("speed=3") == "PROPERTY_CAMPAIGN: unknown key \"speed\" (the keys: workers, time, runs, progress, silence)");
    BOOST_TEST(message("workers=2,") == "PROPERTY_CAMPAIGN: an empty item in \"workers=2,\" (a stray comma?); give key=value items "
                                        "separated by commas, the keys: workers, time, runs, progress, silence");
    BOOST_TEST(message("workers=2,,runs=5").find("PROPERTY_CAMPAIGN: an empty item") == 0u);
    // Keys, `on` and units were matched by case, where `on` and the other variables are not.
    const CampaignOptions shouted = parse_campaign_options("WORKERS=4, Time=10M, Runs=7, PROGRESS=30S, Silence=2M");
    BOOST_TEST(shouted.workers == 4u);
    BOOST_TEST(shouted.time_budget->count() == 600'000);
    BOOST_TEST(*shouted.run_budget == 7u);
    BOOST_TEST(shouted.progress_every.count() == 30'000);
    BOOST_TEST(shouted.silence.count() == 120'000);
    BOOST_TEST(parse_campaign_options("time=250MS").time_budget->count() == 250);
    BOOST_TEST(parse_campaign_options("ON").workers == 0u);
    BOOST_TEST(message("On") == "<accepted>");
}

BOOST_AUTO_TEST_SUITE_END()
