#pragma once
// The one adapter core every face connects to. A face supplies a Face type:
//
//   struct Face {
//       using Silence = ...;  // while alive, the framework's assertions are collected, not
//                             // reported; rethrow_if_failed() throws the run's AssertionFailure
//                             // (its first failure's site); optional: has_fatal_failure() says
//                             // a fatal one was seen, ended() hears that an Abort ended the body
//       using Abort = ...;    // optional: what the framework throws to end a test (a failed
//                             // REQUIRE), absorbed: the failure was collected already
//       static const harness::Framework& framework();  // how it names tests and reports verdicts
//       static Site current_site(const char* parameters);  // the running test, for check_commands
//   };
//
// and everything else, from a property's body to its verdict at the
// property's line, is here, once: silenced bodies (plain, on a fixture, one
// step of a rule machine), and check(), which applies the environment, runs
// and reports. The state-machine and rule-machine entry points over any face
// are <falsify/harness/commands.hpp> and <falsify/harness/rules.hpp>.
#include <falsify/harness.hpp>

#include <string>
#include <type_traits>
#include <utility>

namespace falsify::harness {

/// A test framework as a face connects it: how it names the running test, and
/// where a verdict goes (always at the site's file and line).
class Framework {
public:
    virtual ~Framework() = default;
    /// The running test as the framework names it: its id, the filter that selects it alone, the program.
    virtual TestContext context(const Site& site) const = 0;
    /// One failure of the test at the site: a malformed environment variable, a falsification.
    virtual void fail(const Site& site, const std::string& message) const = 0;
    /// A warning at the site: a pass whose regression corpus could not be read.
    virtual void warn(const Site& site, const std::string& message) const = 0;
    /// The property held (a framework that counts passed assertions counts one).
    virtual void pass(const Site& site) const;
    /// Before a falsification is reported (Boost.Test replays the shrunk input with its log live).
    virtual void before_failure(const Result& result, const PropertyDefinition& definition) const;
    /// After it (Catch2 says its Replay: command again, unwrapped).
    virtual void after_failure(const Result& result, const PropertyDefinition& definition, const TestContext& context) const;
};

/// Applies the environment to `definition` (prepare), runs it (run) and reports
/// the verdict through `framework` at the site's line: a malformed PROPERTY_*
/// variable and a falsification as one failure each, a pass with its notes on
/// stdout and stderr (note_pass) and an unreadable corpus as a warning.
void check(PropertyDefinition definition, const Site& site, const Framework& framework);

/// Runs `call`, absorbing the face's Abort (the failure that threw it was collected).
template <class Face, class Call>
void absorbing_abort(typename Face::Silence& silence, Call&& call);

/// Runs `call` with the face's assertions collected; a failed one fails the run.
template <class Face, class Call>
void silenced(Call&& call);

/// Calls the body with the face's assertions collected rather than reported.
template <class Face, class... Args>
struct SilencedBody {
    void (*body)(Args...);
    void operator()(const std::decay_t<Args>&... args) const;
};

/// Runs the body on a fixture made for this run alone: constructed, its
/// falsify_set_up() when it has one (a face's macro names the framework's own
/// set-up so), the body unless the set-up failed fatally, falsify_tear_down()
/// when it has one (also when the body throws), destroyed.
template <class Face, class Fixture, class... Args>
struct SilencedFixtureBody {
    void (Fixture::*body)(Args...);
    void operator()(const std::decay_t<Args>&... args) const;
};

/// Runs one step of a rule machine (a rule or an invariant) with the face's
/// assertions collected, so that a failed one fails that step.
template <class Face>
void silenced_step(void (*step)(void*), void* context);

/// What a face's property macro runs: `body` as the property of `site`.
template <class Face, class... Args, class... Extras>
void check_property(void (*body)(Args...), const Site& site, Extras&&... extras);

/// What a face's fixture macro runs: `body`, a member of the fixture, as the property of `site`.
template <class Face, class Fixture, class... Args, class... Extras>
void check_fixture_property(void (Fixture::*body)(Args...), const Site& site, Extras&&... extras);

}  // namespace falsify::harness

// The definitions of the templates and inline functions declared above.
#include <falsify/harness/impl/face.hpp>
