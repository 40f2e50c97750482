// The Jepsen history readers (bench/jepsen): every outcome and any whitespace
// read, anything else refused with the file and line, never skipped.
#include "../../../bench/jepsen/histories.hpp"

#include <falsify/falsify.hpp>
#include <falsify/linearizability.hpp>

#include <boost/test/unit_test.hpp>

#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

BOOST_AUTO_TEST_SUITE(linearizability_history_reader)

namespace lin = falsify::linearizability;

/// The message a reader refuses `text` with, read as the file "h.log"; fails the test when it reads it.
std::string etcd_refusal(const std::string& text, std::size_t line) {
    try {
        const auto history = jepsen::parse_etcd_log(text, "h.log");
        BOOST_ERROR("read " << history.size() << " operations from what should be refused:\n" << text);
    } catch (const jepsen::HistoryError& error) {
        BOOST_TEST(error.source() == "h.log");
        BOOST_TEST(error.line() == line);
        return error.what();
    }
    return {};
}

std::string edn_refusal(const std::string& text, std::size_t line) {
    try {
        const auto history = jepsen::parse_kv_edn(text, "h.edn");
        BOOST_ERROR("read " << history.size() << " operations from what should be refused:\n" << text);
    } catch (const jepsen::HistoryError& error) {
        BOOST_TEST(error.source() == "h.edn");
        BOOST_TEST(error.line() == line);
        return error.what();
    }
    return {};
}

const std::string invoke_read = "INFO  jepsen.util - 0\t:invoke\t:read\tnil\n";

/// The recorded histories given on the command line whose names end with `suffix`.
std::vector<std::string> histories_ending(const std::string& suffix) {
    std::vector<std::string> paths;
    const auto& suite = boost::unit_test::framework::master_test_suite();
    for (int i = 1; i < suite.argc; ++i) {
        const std::string path = suite.argv[i];
        if (path.ends_with(suffix)) paths.push_back(path);
    }
    return paths;
}

/// Tabs become runs of spaces, a different length each time.
std::string spaced(const std::string& text) {
    std::string out;
    int run = 0;
    for (const char c : text) {
        if (c == '\t') out.append(static_cast<std::size_t>(1 + run++ % 3), ' ');
        else out += c;
    }
    return out;
}

/// An output as the messages show it (Boost.Test cannot print std::optional).
template <class T>
std::string output_text(const std::optional<T>& output) {
    if (!output) return "(pending)";
    std::ostringstream text;
    text << *output;
    return text.str();
}

void same_operations(const jepsen::RegisterHistory& a, const jepsen::RegisterHistory& b) {
    BOOST_TEST_REQUIRE(a.size() == b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        BOOST_TEST_CONTEXT("operation " << i) {
            BOOST_TEST(a[i].client == b[i].client);
            BOOST_TEST(a[i].input.kind == b[i].input.kind);
            BOOST_TEST(a[i].input.value == b[i].input.value);
            BOOST_TEST(a[i].input.swap == b[i].input.swap);
            BOOST_TEST(output_text(a[i].output) == output_text(b[i].output));
            BOOST_TEST(a[i].call == b[i].call);
            BOOST_TEST(a[i].response == b[i].response);
        }
    }
}

// ---- etcd logs ------------------------------------------------------------------

BOOST_AUTO_TEST_CASE(a_short_line_is_refused_with_its_file_and_line) {
    BOOST_TEST(etcd_refusal(invoke_read + "INFO  jepsen.util - 1\t:invoke\n", 2) ==
               "h.log:2: the line ends where the operation (:read, :write or :cas) should be");
    BOOST_TEST(etcd_refusal(invoke_read + "\nINFO  jepsen.util - 1\n", 3) ==
               "h.log:3: the line ends where the type (:invoke, :ok, :fail or :info) should be");
    BOOST_TEST(etcd_refusal("INFO  jepsen.util -\n", 1) == "h.log:1: the line ends where the process number should be");
    BOOST_TEST(etcd_refusal(invoke_read + "INFO  jepsen.util - 1 :invoke :write\n", 2) ==
               "h.log:2: the line ends where the value (nil, a number or [from to]) should be");
    BOOST_TEST(etcd_refusal("INFO  jepsen.util - 1 :invoke :cas [1\n", 1) == "h.log:1: a [from to] without its ']'");
}

BOOST_AUTO_TEST_CASE(an_unknown_outcome_is_refused) {
    BOOST_TEST(etcd_refusal(invoke_read + "INFO  jepsen.util - 0\t:okay\t:read\t3\n", 2) ==
               "h.log:2: unknown type \":okay\"; expected :invoke, :ok, :fail or :info");
    BOOST_TEST(etcd_refusal(invoke_read + "INFO  jepsen.util - 0\t:done\t:read\t3\n", 2).find("unknown type") !=
               std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_non_numeric_process_or_value_is_refused) {
    BOOST_TEST(etcd_refusal("INFO  jepsen.util - x3\t:invoke\t:read\tnil\n", 1) ==
               "h.log:1: the process must be a number, found \"x3\"");
    BOOST_TEST(etcd_refusal("INFO  jepsen.util - 3\t:invoke\t:write\tfour\n", 1) ==
               "h.log:1: a value must be nil, an integer from 0 to 2147483647 or [from to], found \"four\"");
    BOOST_TEST(etcd_refusal("INFO  jepsen.util - 3\t:invoke\t:write\t-1\n", 1).find("found \"-1\"") != std::string::npos);
    BOOST_TEST(etcd_refusal("INFO  jepsen.util - 3\t:invoke\t:write\t99999999999\n", 1).find("2147483647") !=
               std::string::npos);
    BOOST_TEST(etcd_refusal("INFO  jepsen.util - 3\t:invoke\t:cas\t[3 x]\n", 1).find("found \"x\"") != std::string::npos);
    BOOST_TEST(etcd_refusal("INFO  jepsen.util - 3\t:invoke\t:cas\t[3 1 2]\n", 1) ==
               "h.log:1: a [from to] holds two values, found \"[3 1 2]\"");
    BOOST_TEST(etcd_refusal(invoke_read + "INFO  jepsen.util - 0\t:ok\t:read\t4x\n", 2).find("found \"4x\"") !=
               std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_bad_keyword_is_refused) {
    BOOST_TEST(etcd_refusal("INFO  jepsen.util - 0\tinvoke\t:read\tnil\n", 1) ==
               "h.log:1: the type must be a keyword (:invoke, :ok, :fail or :info), found \"invoke\"");
    BOOST_TEST(etcd_refusal("INFO  jepsen.util - 0\t:invoke\tread\tnil\n", 1) ==
               "h.log:1: the operation must be a keyword (:read, :write or :cas), found \"read\"");
    BOOST_TEST(etcd_refusal("INFO  jepsen.util - 0\t:invoke\t:\tnil\n", 1).find("must be a keyword") != std::string::npos);
    BOOST_TEST(etcd_refusal("INFO  jepsen.util - 0\t:invoke\t:delete\t3\n", 1) ==
               "h.log:1: unknown operation \":delete\"; expected :read, :write or :cas");
    BOOST_TEST(etcd_refusal(invoke_read + "INFO  jepsen.util - 0\t:fail\t:read\ttimed-out\n", 2).find(
                   "a value must be nil") != std::string::npos);
    BOOST_TEST(etcd_refusal(invoke_read + "INFO  jepsen.util - 0\t:fail\t:read\tnil\ttimed-out\n", 2) ==
               "h.log:2: expected a reason such as :timed-out or the end of the line, found \"timed-out\"");
    BOOST_TEST(etcd_refusal(invoke_read + "INFO  jepsen.util - 0\t:fail\t:read\t:timed-out\textra\n", 2) ==
               "h.log:2: unexpected \"extra\" after the reason");
}

BOOST_AUTO_TEST_CASE(an_empty_file_is_refused) {
    BOOST_TEST(etcd_refusal("", 0) == "h.log: no operations (an empty or blank file)");
    BOOST_TEST(etcd_refusal("\n  \t\n\r\n", 0) == "h.log: no operations (an empty or blank file)");
    BOOST_TEST(edn_refusal("", 0) == "h.edn: no operations (an empty or blank file)");
    BOOST_CHECK_THROW(jepsen::detect_format(" \n\n", "h"), jepsen::HistoryError);
    BOOST_TEST(etcd_refusal("INFO  jepsen.util - 0\t:invoke\t:write\t1\nINFO  jepsen.util - 0\t:fail\t:write\t1\n", 0) ==
               "h.log: no operations: every one failed");
}

BOOST_AUTO_TEST_CASE(lines_of_other_shapes_and_inconsistent_responses_are_refused) {
    BOOST_TEST(etcd_refusal(invoke_read + "INFO  jepsen.core - Worker 0 starting\n", 2) ==
               "h.log:2: expected a Jepsen log line \"INFO  jepsen.util - <process> <type> <f> <value>\", found "
               "\"INFO  jepsen.core - Worker 0 starting\"");
    BOOST_TEST(etcd_refusal("INFO  jepsen.util - 0\t:ok\t:read\t3\n", 1) ==
               "h.log:1: a response from process 0, which has no operation open");
    BOOST_TEST(etcd_refusal(invoke_read + invoke_read, 2) ==
               "h.log:2: process 0 invokes again while its operation from line 1 is open; a process runs one "
               "operation at a time");
    BOOST_TEST(etcd_refusal(invoke_read + "INFO  jepsen.util - 0\t:ok\t:write\t3\n", 2) ==
               "h.log:2: process 0 answers :write, but its :invoke at line 1 is a :read");
    BOOST_TEST(etcd_refusal("INFO  jepsen.util - 0\t:invoke\t:cas\t[1 2]\nINFO  jepsen.util - 0\t:ok\t:cas\t[1 3]\n", 2) ==
               "h.log:2: process 0 answers with [1 3], but its :invoke at line 1 says [1 2]");
    BOOST_TEST(etcd_refusal("INFO  jepsen.util - 0\t:invoke\t:write\t[1 2]\n", 1) ==
               "h.log:1: a :write cannot have the value [1 2]; expected a number");
    BOOST_TEST(etcd_refusal("INFO  jepsen.util - 0\t:invoke\t:read\t4\n", 1) == "h.log:1: a :read is invoked with nil, found 4");
}

BOOST_AUTO_TEST_CASE(fail_timed_out_and_info_lines_read_correctly) {
    const std::string log = "INFO  jepsen.util - 0\t:invoke\t:read\tnil\n"     // 1
                            "INFO  jepsen.util - 0\t:fail\t:read\t:timed-out\n"  // 2: never returned a value: dropped
                            "INFO  jepsen.util - 1\t:invoke\t:write\t3\n"        // 3
                            "INFO  jepsen.util - 1\t:info\t:write\t:timed-out\n"  // 4: unknown: pending
                            "INFO  jepsen.util - 2\t:invoke\t:cas\t[3 4]\n"      // 5
                            "INFO  jepsen.util - 2\t:info\t:cas\t[3 4]\t:timed-out\n"  // 6: value and reason
                            "INFO  jepsen.util - 3\t:invoke\t:cas\t[7 8]\n"      // 7
                            "INFO  jepsen.util - 3\t:fail\t:cas\t[7 8]\n"        // 8: did not swap
                            "INFO  jepsen.util - 4\t:invoke\t:write\t9\n"        // 9
                            "INFO  jepsen.util - 4\t:fail\t:write\t9\t:refused\n"  // 10: never took effect: dropped
                            "INFO  jepsen.util - 5\t:invoke\t:read\tnil\n"       // 11
                            "INFO  jepsen.util - 5\t:ok\t:read\t4\n";            // 12
    const auto history = jepsen::parse_etcd_log(log, "h.log");
    BOOST_TEST_REQUIRE(history.size() == 4u);
    BOOST_TEST(history[0].client == 1u);
    BOOST_TEST(history[0].input.kind == jepsen::RegisterInput::Write);
    BOOST_TEST(history[0].call == 3);
    BOOST_TEST(history[0].pending());
    BOOST_TEST(history[1].client == 2u);
    BOOST_TEST((history[1].input.value == 3 && history[1].input.swap == 4));
    BOOST_TEST(history[1].pending());
    BOOST_TEST(history[2].client == 3u);
    BOOST_TEST(output_text(history[2].output) == "0");  // a cas that did not swap
    BOOST_TEST(history[2].response == 8);
    BOOST_TEST(output_text(history[3].output) == "4");
    BOOST_TEST((history[3].call == 11 && history[3].response == 12));
    // write(3) and cas(3, 4) may have taken effect before the read of 4.
    BOOST_TEST(lin::check(jepsen::RegisterModel{}, history).linearizable());
    // A write refused (:fail) is dropped: nothing else could have written 9.
    const auto with_nine = jepsen::parse_etcd_log(log + "INFO  jepsen.util - 5\t:invoke\t:read\tnil\n"
                                                        "INFO  jepsen.util - 5\t:ok\t:read\t9\n",
                                                  "h.log");
    BOOST_TEST(lin::check(jepsen::RegisterModel{}, with_nine).verdict == lin::Verdict::NotLinearizable);
}

BOOST_AUTO_TEST_CASE(an_operation_still_open_at_the_end_is_pending) {
    const auto history = jepsen::parse_etcd_log("INFO  jepsen.util - 0\t:invoke\t:write\t1\n", "h.log");
    BOOST_TEST_REQUIRE(history.size() == 1u);
    BOOST_TEST(history[0].pending());
}

BOOST_AUTO_TEST_CASE(the_space_separated_form_reads_the_same_operations_and_verdict) {
    const auto logs = histories_ending(".log");
    BOOST_TEST_REQUIRE(logs.size() >= 4u, "give the recorded etcd logs as arguments");
    for (const std::string& path : logs) {
        BOOST_TEST_CONTEXT(path) {
            const std::string tabs = jepsen::read_file(path);
            const auto by_tabs = jepsen::parse_etcd_log(tabs, path);
            same_operations(by_tabs, jepsen::parse_etcd_log(spaced(tabs), path));
            std::string crlf;  // the same log with Windows line ends
            for (const char c : tabs) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
            same_operations(by_tabs, jepsen::parse_etcd_log(crlf, path));
        }
    }
    for (const char* name : {"etcd_000.log", "etcd_007.log", "etcd_040.log"}) {
        const auto found = histories_ending(name);
        BOOST_TEST_REQUIRE(found.size() == 1u);
        const std::string tabs = jepsen::read_file(found.front());
        BOOST_TEST(lin::check(jepsen::RegisterModel{}, jepsen::parse_etcd_log(spaced(tabs), name)).verdict ==
                   lin::check(jepsen::RegisterModel{}, jepsen::parse_etcd_log(tabs, name)).verdict);
    }
}

BOOST_AUTO_TEST_CASE(an_unreadable_file_is_named) {
    try {
        jepsen::read_file("/nonexistent/etcd_000.log");
        BOOST_ERROR("read a file that does not exist");
    } catch (const jepsen::HistoryError& error) {
        BOOST_TEST(std::string(error.what()) == "/nonexistent/etcd_000.log: cannot be opened");
    }
}

// ---- key-value EDN --------------------------------------------------------------

BOOST_AUTO_TEST_CASE(edn_maps_read_with_any_spacing_and_extra_keys) {
    const auto plain = jepsen::parse_kv_edn("{:process 0, :type :invoke, :f :get, :key \"k\", :value nil}\n"
                                            "{:process 0, :type :ok, :f :get, :key \"k\", :value \"a \\\"b\\\"\"}\n",
                                            "h.edn");
    const auto loose = jepsen::parse_kv_edn("  {:type :invoke :process 0 :f :get :key \"k\" :value nil :time 12}\r\n\n"
                                            "{:process\t0,,:type :ok, :f :get :key \"k\", :value \"a \\\"b\\\"\", :index -3}",
                                            "h.edn");
    BOOST_TEST_REQUIRE(plain.size() == 1u);
    BOOST_TEST(output_text(plain[0].output) == "a \"b\"");
    BOOST_TEST_REQUIRE(loose.size() == 1u);
    BOOST_TEST(output_text(loose[0].output) == output_text(plain[0].output));
    BOOST_TEST(loose[0].input.key == "k");
    BOOST_TEST((jepsen::detect_format("\n {:process 0}", "h") == jepsen::Format::KeyValueEdn));
    BOOST_TEST((jepsen::detect_format("INFO  jepsen.util", "h") == jepsen::Format::EtcdLog));
}

BOOST_AUTO_TEST_CASE(edn_fail_is_dropped_and_info_is_pending) {
    const auto history = jepsen::parse_kv_edn("{:process 0, :type :invoke, :f :put, :key \"k\", :value \"x\"}\n"
                                              "{:process 0, :type :fail, :f :put, :key \"k\", :value \"x\"}\n"
                                              "{:process 1, :type :invoke, :f :append, :key \"k\", :value \"y\"}\n"
                                              "{:process 1, :type :info, :f :append, :key \"k\", :value \"y\", :error :timed-out}\n"
                                              "{:process 2, :type :invoke, :f :get, :key \"k\", :value nil}\n"
                                              "{:process 2, :type :ok, :f :get, :key \"k\", :value \"y\"}\n",
                                              "h.edn");
    BOOST_TEST_REQUIRE(history.size() == 2u);
    BOOST_TEST(history[0].pending());
    BOOST_TEST(output_text(history[1].output) == "y");
    BOOST_TEST(lin::check(jepsen::KeyValueModel{}, history).linearizable());
}

BOOST_AUTO_TEST_CASE(edn_errors_are_refused_with_their_file_and_line) {
    const std::string get = "{:process 0, :type :invoke, :f :get, :key \"k\", :value nil}\n";
    BOOST_TEST(edn_refusal(get + "{:process 0, :type :ok, :f :get, :key \"k\"}\n", 2) == "h.edn:2: the map has no :value");
    BOOST_TEST(edn_refusal(get + "{:process 0, :type :done, :f :get, :key \"k\", :value nil}\n", 2) ==
               "h.edn:2: unknown :type :done; expected :invoke, :ok, :fail or :info");
    BOOST_TEST(edn_refusal(get + "{:process 0, :type ok, :f :get, :key \"k\", :value nil}\n", 2).find(
                   "must be a string, keyword, integer or nil, found \"ok\"") != std::string::npos);
    BOOST_TEST(edn_refusal("{:process :nemesis, :type :info, :f :start, :key \"k\", :value nil}\n", 1) ==
               "h.edn:1: the :process must be a number from 0, found :nemesis");
    BOOST_TEST(edn_refusal("{:process 0, :type :invoke, :f :delete, :key \"k\", :value nil}\n", 1) ==
               "h.edn:1: unknown :f :delete; expected :get, :put or :append");
    BOOST_TEST(edn_refusal(get + "{:process 0, :type :ok, :f :get, :key \"k\", :value [1 2]}\n", 2) ==
               "h.edn:2: the value of :value is a collection; this reader takes strings, keywords, integers and nil");
    BOOST_TEST(edn_refusal(get + "{:process 0, :type :ok, :f :get, :key \"k\", :value \"v\"\n", 2) ==
               "h.edn:2: the map is not closed with '}'");
    BOOST_TEST(edn_refusal(get + "{:process 0, :type :ok, :f :get, :key \"k, :value nil}\n", 2) ==
               "h.edn:2: a string without its closing quote");
    BOOST_TEST(edn_refusal(get + "{:process 0, :type :ok, :f :get, :key \"k\\", 2) ==
               "h.edn:2: a string without its closing quote");
    BOOST_TEST(edn_refusal(get + "{:process 0, :process 0, :type :ok, :f :get, :key \"k\", :value nil}\n", 2) ==
               "h.edn:2: the key :process appears twice");
    BOOST_TEST(edn_refusal(get + ":process 0\n", 2).find("expected an EDN map") != std::string::npos);
    BOOST_TEST(edn_refusal(get + "{:process 0, :type :ok, :f :get, :key \"j\", :value nil}\n", 2) ==
               "h.edn:2: process 0 answers :get on \"j\", but its :invoke at line 1 is a :get on \"k\"");
    BOOST_TEST(edn_refusal(get + "{:process 0, :type :ok, :f :get, :key \"k\", :value nil} x\n", 2) ==
               "h.edn:2: unexpected \"x\" after the map");
    BOOST_TEST(edn_refusal("{process 0}\n", 1) == "h.edn:1: a map key must be a keyword such as :process, found \"process\"");
}

// ---- properties -----------------------------------------------------------------

/// One operation of a generated etcd log: process, f (read, write, cas), value,
/// swap, outcome (ok, fail, fail with a reason, info, never answered), what a read returns.
using LogEvent = std::tuple<int, int, int, int, int, int>;

BOOST_AUTO_TEST_CASE(any_etcd_log_written_with_any_whitespace_reads_back_as_its_operations) {
    const auto events = falsify::gen::vectors(
        falsify::gen::tuples(falsify::gen::ints(0, 4), falsify::gen::ints(0, 2), falsify::gen::ints(0, 9),
                             falsify::gen::ints(0, 9), falsify::gen::ints(0, 4), falsify::gen::ints(-1, 9)),
        1, 30);
    const auto result =
        falsify::property("etcd logs round-trip", [](const std::vector<LogEvent>& log_events,
                                                      const std::vector<std::string>& blanks) {
            std::string log;
            std::size_t line = 0, next_blank = 0;
            const auto blank = [&] { return blanks[next_blank++ % blanks.size()]; };
            const auto emit = [&](const std::vector<std::string>& fields) {
                log += "INFO" + blank() + "jepsen.util" + blank() + "-";
                for (const std::string& field : fields) log += blank() + field;
                log += '\n';
                return ++line;
            };
            const char* names[] = {":read", ":write", ":cas"};
            jepsen::RegisterHistory expected;
            std::set<int> never_answered;  // such a process stays open to the end
            for (const auto& [process, f, value, swap, outcome, read] : log_events) {
                if (never_answered.count(process) > 0) continue;
                const std::string p = std::to_string(process);
                const std::string written = f == 0 ? "nil"
                                            : f == 1 ? std::to_string(value)
                                                     : "[" + std::to_string(value) + blank() + std::to_string(swap) + "]";
                jepsen::RegisterHistory::value_type op;
                op.client = static_cast<std::size_t>(process);
                op.input.kind = static_cast<jepsen::RegisterInput::Kind>(f);
                op.input.value = f == 0 ? 0 : value;
                op.input.swap = f == 2 ? swap : 0;
                op.call = static_cast<std::int64_t>(emit({p, ":invoke", names[f], written}));
                bool kept = true;
                switch (outcome) {
                    case 0:
                        op.response = static_cast<std::int64_t>(
                            emit({p, ":ok", names[f], f == 0 ? (read < 0 ? "nil" : std::to_string(read)) : written}));
                        op.output = f == 0 ? read : f == 1 ? 0 : 1;
                        break;
                    case 1:
                        op.response = static_cast<std::int64_t>(emit({p, ":fail", names[f], written}));
                        if (f == 2) op.output = 0; else kept = false;
                        break;
                    case 2:
                        if (value % 2 == 0) emit({p, ":fail", names[f], ":timed-out"});
                        else emit({p, ":fail", names[f], written, ":timed-out"});
                        kept = false;
                        break;
                    case 3:
                        if (value % 2 == 0) emit({p, ":info", names[f], ":timed-out"});
                        else emit({p, ":info", names[f], written, ":timed-out"});
                        break;
                    default: never_answered.insert(process);
                }
                if (kept) expected.push_back(op);
            }
            FALSIFY_ASSUME(!expected.empty());
            const auto history = jepsen::parse_etcd_log(log, "generated.log");
            FALSIFY_ASSERT(history.size() == expected.size());
            for (std::size_t i = 0; i < history.size(); ++i) {
                FALSIFY_ASSERT(history[i].client == expected[i].client);
                FALSIFY_ASSERT(history[i].input.kind == expected[i].input.kind);
                FALSIFY_ASSERT(history[i].input.value == expected[i].input.value);
                FALSIFY_ASSERT(history[i].input.swap == expected[i].input.swap);
                FALSIFY_ASSERT(history[i].output == expected[i].output);
                FALSIFY_ASSERT(history[i].call == expected[i].call);
                if (!history[i].pending()) FALSIFY_ASSERT(history[i].response == expected[i].response);
            }
        })
            .names({"events", "blanks"})
            .with(falsify::param("events", events))
            .with(falsify::param("blanks", falsify::gen::vectors(falsify::gen::matching("[ \t]{1,3}"), 1, 6)))
            .with(falsify::Config().seed(21).runs(300))
            .check();
    BOOST_TEST(result.passed(), result.message());
}

BOOST_AUTO_TEST_CASE(whatever_the_text_a_reader_returns_a_history_or_refuses_it_by_line) {
    // Pieces of both formats, so that the text gets deep into a line before it goes wrong.
    const auto pieces = falsify::gen::elements<std::string>(
        {"INFO  jepsen.util - 0\t", "INFO", "jepsen.util", "-", "0", "7", "-1", "99999999999", ":invoke", ":ok", ":fail",
         ":info", ":read", ":write", ":cas", ":timed-out", "nil", "[", "]", "[1 2]", "x", " ", "\t", "\n", "\r", "{", "}",
         ":process 0", ":type", ":f", ":key", ":value", "\"", "\"k\"", "\\", ",", ":get", ":put", ":append", ":", "[3 x]"});
    const auto result =
        falsify::property("readers refuse by line", [](const std::vector<std::string>& parts) {
            std::string text;
            for (const std::string& part : parts) text += part;
            for (const bool edn : {false, true}) {
                try {
                    const auto check = [](const auto& history) {
                        FALSIFY_ASSERT(!history.empty());
                        for (const auto& op : history) FALSIFY_ASSERT((op.pending() || op.response >= op.call));
                    };
                    if (edn) check(jepsen::parse_kv_edn(text, "t"));
                    else check(jepsen::parse_etcd_log(text, "t"));
                } catch (const jepsen::HistoryError& error) {
                    const std::string message = error.what();
                    FALSIFY_ASSERT(message.starts_with(error.line() == 0 ? "t: " : "t:" + std::to_string(error.line()) + ": "));
                }
            }
        })
            .names({"parts"})
            .with(falsify::param("parts", falsify::gen::vectors(falsify::Gen<std::string>(pieces), 0, 40)))
            .with(falsify::Config().seed(22).runs(500))
            .check();
    BOOST_TEST(result.passed(), result.message());
}

BOOST_AUTO_TEST_SUITE_END()
