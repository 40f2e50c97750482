#include <falsify/boost_test.hpp>
#include <falsify/corpus.hpp>
#include <falsify/corpus_redis.hpp>

#include <boost/test/results_collector.hpp>
#include <boost/test/tree/observer.hpp>
#include <boost/test/unit_test_log.hpp>
#include <boost/test/unit_test_log_formatter.hpp>

#include <array>
#include <cstdlib>
#include <iostream>
#include <mutex>
#include <optional>
#include <set>
#include <string>

namespace falsify::boost_test {

namespace {

namespace ut = boost::unit_test;

/// Counts failed assertions while the log and the results collector are muted.
struct AssertionCounter final : ut::test_observer {
    unsigned failures = 0;
    void assertion_result(ut::assertion_result result) override {
        if (result == ut::AR_FAILED) ++failures;
    }
    int priority() override { return 0; }
};

/// Boost.Test tells observers only that an assertion failed, not where; a
/// logger is told where. This one writes nothing: it notes the first failed
/// assertion's file and line while assertions are silenced.
class SiteRecorder final : public ut::unit_test_log_formatter {
public:
    std::optional<std::pair<std::string, int>> first_failure;
    bool recording = false;

    void log_entry_start(std::ostream&, const ut::log_entry_data& entry, log_entry_types type) override {
        if (recording && !first_failure && (type == BOOST_UTL_ET_ERROR || type == BOOST_UTL_ET_FATAL_ERROR))
            first_failure.emplace(entry.m_file_name, static_cast<int>(entry.m_line_num));
    }
    void log_start(std::ostream&, ut::counter_t) override {}
    void log_finish(std::ostream&) override {}
    void log_build_info(std::ostream&, bool) override {}
    void test_unit_start(std::ostream&, const ut::test_unit&) override {}
    void test_unit_finish(std::ostream&, const ut::test_unit&, unsigned long) override {}
    void log_exception_start(std::ostream&, const ut::log_checkpoint_data&, const boost::execution_exception&) override {}
    void log_exception_finish(std::ostream&) override {}
    void log_entry_value(std::ostream&, ut::const_string) override {}
    void log_entry_value(std::ostream&, const ut::lazy_ostream&) override {}
    void log_entry_finish(std::ostream&) override {}
    void entry_context_start(std::ostream&, ut::log_level) override {}
    void log_entry_context(std::ostream&, ut::log_level, ut::const_string) override {}
    void entry_context_finish(std::ostream&, ut::log_level) override {}
};

/// Installs the recorder in Boost.Test's custom logger slot, once, unless the
/// program put its own logger there; nullptr then, and sites stay unknown.
SiteRecorder* site_recorder() {
    static SiteRecorder* const recorder = []() -> SiteRecorder* {
        if (ut::unit_test_log.get_formatter(ut::OF_CUSTOM_LOGGER)) return nullptr;
        // Never destroyed: the log outlives every static made after it, and
        // restores its loggers' stream states when it goes.
        static std::ostream* const nowhere = new std::ostream(nullptr);
        auto* installed = new SiteRecorder;  // owned by the log from here on
        ut::unit_test_log.add_formatter(installed);
        ut::unit_test_log.set_stream(ut::OF_CUSTOM_LOGGER, *nowhere);
        ut::unit_test_log.set_threshold_level(ut::OF_CUSTOM_LOGGER, ut::log_all_errors);
        ut::unit_test_log.configure();
        return installed;
    }();
    return recorder;
}

/// File names live as long as the program, as __FILE__ does for FALSIFY_ASSERT.
const char* interned(const std::string& file) {
    static std::set<std::string> files;
    return files.insert(file).first->c_str();
}

struct SilenceState {
    AssertionCounter counter;
    bool active = false;
    /// Set while the shrunk input is replayed for the report: Boost.Test speaks for itself then.
    bool live = false;
    std::array<std::pair<ut::output_format, ut::log_level>, 4> saved{};
    std::size_t saved_count = 0;
};

SilenceState& silence_state() {
    static SilenceState state;
    return state;
}

constexpr std::array<ut::output_format, 4> formats = {ut::OF_CLF, ut::OF_XML, ut::OF_JUNIT, ut::OF_CUSTOM_LOGGER};

}  // namespace

BoostAssertionFailed::BoostAssertionFailed(const char* file, int line)
    : AssertionFailure("a Boost.Test assertion failed in the property body (its message for the shrunk input is logged above)", file,
                       line) {}

SilencedAssertions::SilencedAssertions() : owner_(!silence_state().active && !silence_state().live) {
    SilenceState& s = silence_state();
    failures_before_ = s.counter.failures;
    if (!owner_) return;
    // Installed before the loggers are muted: installing reconfigures the log, which drops muted loggers.
    SiteRecorder* recorder = site_recorder();
    if (recorder) {
        recorder->first_failure.reset();
        recorder->recording = true;
    }
    s.active = true;
    s.saved_count = 0;
    for (ut::output_format format : formats) {
        ut::unit_test_log_formatter* f = ut::unit_test_log.get_formatter(format);
        if (f && f != recorder) {
            s.saved[s.saved_count++] = {format, f->get_log_level()};
            ut::unit_test_log.set_threshold_level(format, ut::log_nothing);
        }
    }
    ut::framework::deregister_observer(ut::results_collector);
    ut::framework::register_observer(s.counter);
}

SilencedAssertions::~SilencedAssertions() {
    if (!owner_) return;
    SilenceState& s = silence_state();
    ut::framework::deregister_observer(s.counter);
    ut::framework::register_observer(ut::results_collector);
    for (std::size_t i = 0; i < s.saved_count; ++i) ut::unit_test_log.set_threshold_level(s.saved[i].first, s.saved[i].second);
    if (SiteRecorder* recorder = site_recorder()) recorder->recording = false;
    s.active = false;
}

void SilencedAssertions::rethrow_if_failed() const {
    if (silence_state().live || silence_state().counter.failures == failures_before_) return;
    const SiteRecorder* recorder = site_recorder();
    if (recorder && recorder->first_failure)
        throw BoostAssertionFailed(interned(recorder->first_failure->first), recorder->first_failure->second);
    throw BoostAssertionFailed(nullptr, 0);
}

namespace {

Listener verbose_listener(std::string name) {
    return [name = std::move(name)](const Event& e) {
        auto join = [](const std::vector<Argument>& args) {
            std::string out;
            for (const auto& a : args) out += (out.empty() ? "" : ", ") + a.name + "=" + a.value;
            return out;
        };
        const bool run_ended =
            e.kind == Event::Kind::RunPassed || e.kind == Event::Kind::RunDiscarded || e.kind == Event::Kind::RunFailed;
        if (e.kind == Event::Kind::RunDiscarded && e.skipped)
            std::cerr << "Property \"" << name << "\" attempt " << e.attempt << " skipped: " << e.skip_reason << '\n';
        if (e.kind == Event::Kind::RunStarted)
            std::cerr << "Property \"" << name << "\" attempt " << e.attempt << ": " << join(e.arguments) << '\n';
        else if (run_ended && !e.draws.empty())
            std::cerr << "Property \"" << name << "\" attempt " << e.attempt << " draws: " << join(e.draws) << '\n';
        else if (e.kind == Event::Kind::TargetImproved)
            std::cerr << "Property \"" << name << "\" target " << e.label << (e.direction == "maximize" ? " max" : " min") << ": "
                      << (e.previous ? show(*e.previous) : std::string("-")) << " -> " << show(e.score) << " (" << join(e.arguments)
                      << ")\n";
        else if (e.kind == Event::Kind::ShrinkAccepted)
            std::cerr << "Property \"" << name << "\" shrink step " << e.step << ": " << e.parameter << "=" << e.before << " -> "
                      << e.after << '\n';
        else if (e.kind == Event::Kind::CorpusReplayed)
            std::cerr << "Property \"" << name << "\" replays a recorded " << (e.is_values ? "input" : "seed") << " (seed " << e.seed
                      << ")" << (e.is_values ? ": " + join(e.arguments) : std::string()) << '\n';
        else if (e.kind == Event::Kind::CorpusPruned)
            std::cerr << "Property \"" << name << "\" no longer fails on a recorded " << (e.is_values ? "input" : "seed") << " (seed "
                      << e.seed << "): pruned from the corpus\n";
        else if (e.kind == Event::Kind::CorpusStored)
            std::cerr << "Property \"" << name << "\" recorded its counterexample in the corpus\n";
    };
}

/// A corpus that cannot be read or written never fails a property, and never goes unsaid.
Listener corpus_failure_listener(std::string name) {
    return [name = std::move(name)](const Event& e) {
        if (e.kind != Event::Kind::CorpusFailed) return;
        std::cerr << "Property \"" << name << "\": the regression corpus could not " << e.operation << ": "
                  << (e.failure ? e.failure->message : std::string("(no message)")) << '\n';
    };
}

std::string shell_quote(const std::string& text) {
    std::string out = "'";
    for (char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return out + "'";
}

/// A command line that replays the minimal case of this one test: the seed,
/// the path, the environment dials that shape the random phase, and --run_test.
std::string replay_command(const Result& result, const PropertyDefinition& definition, const std::string& test_path) {
    std::string command = "PROPERTY_SEED=" + std::to_string(result.seed());
    const auto& ce = result.counter_example();
    if (ce && !ce->path.empty()) command += " PROPERTY_PATH=" + shell_quote(ce->path);
    // A failure replayed from a recorded seed may lie past today's run count, or under another edge-case mode.
    // A targeted-search failure comes after the whole random phase: the configured runs replay it as they are.
    const std::size_t needed_runs = ce && !ce->search_run ? ce->runs_before_failure + 1 : 0;
    const std::size_t configured_runs = definition.config.runs();
    for (const char* dial : {"PROPERTY_RUNS", "PROPERTY_PHASES", "PROPERTY_EDGE_CASES", "PROPERTY_SEARCH_RUNS"}) {
        const std::string name = dial;
        if (name == "PROPERTY_RUNS" && needed_runs > configured_runs) {
            command += " PROPERTY_RUNS=" + std::to_string(needed_runs);
        } else if (name == "PROPERTY_EDGE_CASES" && ce && ce->edge_cases != definition.config.edge_cases()) {
            command += std::string(" PROPERTY_EDGE_CASES=") + (ce->edge_cases == EdgeCases::None ? "none" : "mixin");
        } else if (const char* value = std::getenv(dial); value && *value) {
            command += " " + name + "=" + shell_quote(value);
        }
    }
    const auto& master = ut::framework::master_test_suite();
    const std::string program = master.argc > 0 ? master.argv[0] : "<test-binary>";
    return command + " " + shell_quote(program) + " --run_test=" + shell_quote(test_path);
}

void report(const Result& result, const Site& site, const PropertyDefinition& definition) {
    namespace tt = boost::test_tools::tt_detail;
    if (result.passed()) {
        if (const std::string line = distribution_line(site.name, result.statistics()); !line.empty()) std::cout << line << '\n';
        if (const std::string warning = discard_warning(site.name, result.statistics()); !warning.empty())
            std::cerr << warning << '\n';
        tt::report_assertion(boost::test_tools::assertion_result(true), ut::lazy_ostream::instance() << "property holds",
                             site.file, static_cast<std::size_t>(site.line), tt::CHECK, tt::CHECK_MSG, 0);
        return;
    }
    const auto& ce = result.counter_example();
    if (ce && ce->failure && ce->failure->type == type_name(typeid(BoostAssertionFailed)) && !result.shrunk_input().empty()) {
        // Let Boost.Test print its own assertion message, once, for the shrunk input. The results
        // collector does not hear it: the falsification below is this property's one failure.
        silence_state().live = true;
        ut::framework::deregister_observer(ut::results_collector);
        try {
            definition.body(result.shrunk_input());
        } catch (...) {
            // The verdict is already known; this run only lets Boost.Test log its own message.
        }
        ut::framework::register_observer(ut::results_collector);
        silence_state().live = false;
    }
    std::string message = result.message();
    if (result.outcome() == Outcome::Falsified) message += "\n  Replay:   " + replay_command(result, definition, definition.id);
    tt::report_assertion(boost::test_tools::assertion_result(false), ut::lazy_ostream::instance() << message, site.file,
                         static_cast<std::size_t>(site.line), tt::CHECK, tt::CHECK_MSG, 0);
}

}  // namespace

void check_definition(PropertyDefinition definition, const Site& site) {
    // PROPERTY_DB may name a Redis address: the face opens every store falsify ships.
    static std::once_flag stores_registered;
    std::call_once(stores_registered, register_redis_store);
    const EnvironmentOverrides environment = EnvironmentOverrides::from_environment();
    definition.id = ut::framework::current_test_case().full_name();
    definition.name = site.name;
    // A seed pinned in code asks for that seed's run, and a path for that exact descent: the corpus is
    // not replayed first (a falsification is still recorded).
    const bool pinned = definition.config.seed().has_value();
    definition.config = environment.apply(definition.config);
    if (pinned || definition.config.path()) definition.replay_regressions = false;
    if (environment.db && !definition.corpus) definition.corpus = open_corpus(*environment.db, environment.db_password.value_or(""));
    // Only with a corpus: a listener makes the runner render every run's arguments for its events.
    if (definition.corpus) definition.listeners.push_back(corpus_failure_listener(site.name));
    if (environment.verbose) definition.listeners.push_back(verbose_listener(site.name));
    const Result result = run(definition);
    if (const std::string& declined = result.statistics().exhaustive_declined; !declined.empty())
        std::cerr << "Property \"" << site.name << "\" was sampled, not walked exhaustively: " << declined << '\n';
    report(result, site, definition);
}

}  // namespace falsify::boost_test
