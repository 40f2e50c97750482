// Boost.Test assertions in a property body: muted and counted while the
// engine runs the body, their first failure's site recorded, and turned into
// a BoostAssertionFailed the engine sees.
#include <falsify/boost_test.hpp>
#include <falsify/harness.hpp>

#include "silence_state.hpp"

#include <boost/test/results_collector.hpp>
#include <boost/test/tree/observer.hpp>
#include <boost/test/unit_test_log.hpp>
#include <boost/test/unit_test_log_formatter.hpp>

#include <array>
#include <optional>
#include <string>

namespace falsify::boost_test {

namespace ut = boost::unit_test;

namespace detail {

SilenceState& silence_state() {
    static SilenceState state;
    return state;
}

}  // namespace detail

using detail::silence_state;

namespace {

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


constexpr std::array<ut::output_format, 4> formats = {ut::OF_CLF, ut::OF_XML, ut::OF_JUNIT, ut::OF_CUSTOM_LOGGER};

}  // namespace

BoostAssertionFailed::BoostAssertionFailed(const char* file, int line)
    : AssertionFailure("a Boost.Test assertion failed in the property body (its message for the shrunk input is logged above)", file,
                       line) {}

SilencedAssertions::SilencedAssertions() : owner_(!silence_state().active && !silence_state().live) {
    detail::SilenceState& s = silence_state();
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

SilencedAssertions::~SilencedAssertions() { restore(this); }

void SilencedAssertions::restore(void* self) noexcept {
    if (!static_cast<SilencedAssertions*>(self)->owner_) return;
    detail::SilenceState& s = silence_state();
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
        throw BoostAssertionFailed(harness::interned_file_name(recorder->first_failure->first), recorder->first_failure->second);
    throw BoostAssertionFailed(nullptr, 0);
}

}  // namespace falsify::boost_test
