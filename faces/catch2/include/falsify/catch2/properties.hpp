#pragma once
// The Catch2 face: one macro declares a property as a test case.
//
//   FALSIFY_CATCH_PROPERTY("never 42", "[vectors]", (std::vector<int> xs)) {
//       CHECK(std::count(xs.begin(), xs.end(), 42) == 0);
//   }
//   FALSIFY_CATCH_PROPERTY("small", "[limits]", (int value), falsify::gen::ints(0, 100),
//                          falsify::Config().runs(500)) {
//       REQUIRE(value <= 50);
//   }
//   FALSIFY_CATCH_FIXTURE_PROPERTY(CacheFixture, "cache keeps", "[cache]", (int key)) {
//       cache.put(key, 1);             // `cache`: a member of CacheFixture
//       CHECK(cache.contains(key));
//   }
//
// After the parameter list come, in any order: generators given positionally
// (the first for the first parameter, and so on; checked against the
// parameter types at compile time), a falsify::Config, named generators
// (falsify::param), explicit examples (falsify::example), listeners.
// REQUIRE / CHECK (and their kin) in a body falsify that run at their own file
// and line; while the engine runs and shrinks, they report nothing. A
// falsified property is one Catch2 failure at the property's line: the
// falsification, the shrunk input's assertion messages and a `Replay:` command
// that selects this test case by name (said again, unwrapped, on stderr:
// `falsify: replay "<test>" with: <command>`, and so is the regression draft). The environment (PROPERTY_SEED,
// PROPERTY_RUNS, PROPERTY_DB, ...) applies as to every property.
//
// Catch2 v2 (<catch2/catch.hpp>, Debian 12's 2.13) and v3 (<catch2/catch_test_macros.hpp>)
// are both supported: v3 is chosen when its headers are found, or by defining
// FALSIFY_CATCH2_V3 to 1 (0 forces v2). The face is header-only, compiled with
// the program's own Catch2 configuration; it links falsify_harness.
#ifndef FALSIFY_CATCH2_V3
#if __has_include(<catch2/catch_test_macros.hpp>)
#define FALSIFY_CATCH2_V3 1
#else
#define FALSIFY_CATCH2_V3 0
#endif
#endif

#if FALSIFY_CATCH2_V3
#include <catch2/catch_test_macros.hpp>
#include <catch2/interfaces/catch_interfaces_capture.hpp>
#include <catch2/internal/catch_assertion_handler.hpp>
#include <catch2/internal/catch_context.hpp>
#include <catch2/internal/catch_decomposer.hpp>
#include <catch2/catch_message.hpp>
#else
#include <catch2/catch.hpp>
#endif

#include <falsify/detail/crash_cleanup.hpp>
#include <falsify/falsify.hpp>
#include <falsify/harness.hpp>
#include <falsify/harness/face.hpp>

#include <cstddef>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace falsify::catch2 {

/// Thrown in place of a failed REQUIRE / CHECK inside a property body, so that
/// the engine sees the run fail. Its site is the run's first failed assertion
/// (the descent keeps to it); its message, every failure of the run.
class CatchAssertionFailed : public AssertionFailure {
public:
    CatchAssertionFailed(std::string message, const char* file, int line) : AssertionFailure(std::move(message), file, line) {}
};

/// Where a property was declared.
using Site = harness::Site;

namespace detail {

/// Catch2 hands every assertion to the context's result capture. While a body
/// runs, this one stands in for the test's own: it keeps failures to itself
/// (their site and text), asks REQUIRE to abort as Catch2 would, and passes
/// everything that is not an assertion (sections, generators, fatal signals)
/// on to the test's capture.
class CollectingCapture final : public Catch::IResultCapture {
public:
    struct Failure {
        std::string file;
        int line;
        std::string text;
    };
    std::vector<Failure> failures;

    explicit CollectingCapture(Catch::IResultCapture& live) : live_(live) {}

#if FALSIFY_CATCH2_V3
    void notifyAssertionStarted(Catch::AssertionInfo const&) override {}
    bool sectionStarted(Catch::StringRef name, Catch::SourceLineInfo const& line, Catch::Counts& counts) override {
        return live_.sectionStarted(name, line, counts);
    }
    void sectionEnded(Catch::SectionEndInfo&& info) override { live_.sectionEnded(std::move(info)); }
    void sectionEndedEarly(Catch::SectionEndInfo&& info) override { live_.sectionEndedEarly(std::move(info)); }
    Catch::IGeneratorTracker* acquireGeneratorTracker(Catch::StringRef name, Catch::SourceLineInfo const& line) override {
        return live_.acquireGeneratorTracker(name, line);
    }
    Catch::IGeneratorTracker* createGeneratorTracker(Catch::StringRef name, Catch::SourceLineInfo line,
                                                     Catch::Generators::GeneratorBasePtr&& generator) override {
        return live_.createGeneratorTracker(name, line, std::move(generator));
    }
    void benchmarkPreparing(Catch::StringRef name) override { live_.benchmarkPreparing(name); }
    void benchmarkStarting(Catch::BenchmarkInfo const& info) override { live_.benchmarkStarting(info); }
    void benchmarkEnded(Catch::BenchmarkStats<> const& stats) override { live_.benchmarkEnded(stats); }
    void benchmarkFailed(Catch::StringRef error) override { live_.benchmarkFailed(error); }
    void emplaceUnscopedMessage(Catch::MessageBuilder&& builder) override { live_.emplaceUnscopedMessage(std::move(builder)); }
#else
    bool sectionStarted(Catch::SectionInfo const& info, Catch::Counts& counts) override { return live_.sectionStarted(info, counts); }
    void sectionEnded(Catch::SectionEndInfo const& info) override { live_.sectionEnded(info); }
    void sectionEndedEarly(Catch::SectionEndInfo const& info) override { live_.sectionEndedEarly(info); }
    auto acquireGeneratorTracker(Catch::StringRef name, Catch::SourceLineInfo const& line) -> Catch::IGeneratorTracker& override {
        return live_.acquireGeneratorTracker(name, line);
    }
#if defined(CATCH_CONFIG_ENABLE_BENCHMARKING)
    void benchmarkPreparing(std::string const& name) override { live_.benchmarkPreparing(name); }
    void benchmarkStarting(Catch::BenchmarkInfo const& info) override { live_.benchmarkStarting(info); }
    void benchmarkEnded(Catch::BenchmarkStats<> const& stats) override { live_.benchmarkEnded(stats); }
    void benchmarkFailed(std::string const& error) override { live_.benchmarkFailed(error); }
#endif
    void emplaceUnscopedMessage(Catch::MessageBuilder const& builder) override { live_.emplaceUnscopedMessage(builder); }
#endif

    void pushScopedMessage(Catch::MessageInfo const& message) override { scoped_.push_back(message.message); }
    void popScopedMessage(Catch::MessageInfo const&) override {
        if (!scoped_.empty()) scoped_.pop_back();
    }
    void handleFatalErrorCondition(Catch::StringRef message) override { live_.handleFatalErrorCondition(message); }

    void handleExpr(Catch::AssertionInfo const& info, Catch::ITransientExpression const& expr, Catch::AssertionReaction& reaction) override {
        const bool passed = expr.getResult() != Catch::isFalseTest(info.resultDisposition);
        last_passed_ = passed;
        if (passed) return;
        std::ostringstream expansion;
        expr.streamReconstructedExpression(expansion);
        fail(info, expression(info) + " with expansion: " + expansion.str(), reaction);
    }
    void handleMessage(Catch::AssertionInfo const& info, Catch::ResultWas::OfType type,
#if FALSIFY_CATCH2_V3
                       std::string&& message,
#else
                       Catch::StringRef const& message,
#endif
                       Catch::AssertionReaction& reaction) override {
        last_passed_ = Catch::isOk(type);
        if (!last_passed_) fail(info, std::string(info.macroName) + ": " + std::string(message), reaction);
    }
    void handleUnexpectedExceptionNotThrown(Catch::AssertionInfo const& info, Catch::AssertionReaction& reaction) override {
        last_passed_ = false;
        fail(info, expression(info) + " threw no exception", reaction);
    }
    void handleUnexpectedInflightException(Catch::AssertionInfo const& info,
#if FALSIFY_CATCH2_V3
                                           std::string&& message,
#else
                                           std::string const& message,
#endif
                                           Catch::AssertionReaction& reaction) override {
        last_passed_ = false;
        fail(info, expression(info) + " threw: " + message, reaction);
    }
    void handleIncomplete(Catch::AssertionInfo const& info) override {
        Catch::AssertionReaction ignored;
        last_passed_ = false;
        fail(info, expression(info) + " was left incomplete", ignored);
    }
    void handleNonExpr(Catch::AssertionInfo const& info, Catch::ResultWas::OfType type, Catch::AssertionReaction& reaction) override {
        last_passed_ = Catch::isOk(type);
        if (!last_passed_) fail(info, expression(info) + " failed", reaction);
    }
    bool lastAssertionPassed() override { return last_passed_; }
    void assertionPassed() override { last_passed_ = true; }
    std::string getCurrentTestName() const override { return live_.getCurrentTestName(); }
    const Catch::AssertionResult* getLastResult() const override { return live_.getLastResult(); }
    void exceptionEarlyReported() override {}

private:
    static std::string expression(Catch::AssertionInfo const& info) {
        return std::string(info.macroName) + "( " + std::string(info.capturedExpression) + " )";
    }
    void fail(Catch::AssertionInfo const& info, std::string text, Catch::AssertionReaction& reaction) {
        for (const std::string& message : scoped_) {
            text += "\n  with message: ";
            text += message;
        }
        failures.push_back({info.lineInfo.file ? info.lineInfo.file : "", static_cast<int>(info.lineInfo.line), std::move(text)});
        // As Catch2 reacts: REQUIRE (a Normal disposition) stops the body; CHECK goes on.
        reaction.shouldThrow = (info.resultDisposition & Catch::ResultDisposition::Normal) != 0;
    }

    Catch::IResultCapture& live_;
    std::vector<std::string> scoped_;
    bool last_passed_ = true;
};

/// While alive, this thread's Catch2 assertions go to a CollectingCapture.
class SilencedAssertions {
public:
    SilencedAssertions() : live_(Catch::getResultCapture()), collector_(live_) {
        Catch::getCurrentMutableContext().setResultCapture(&collector_);
    }
    ~SilencedAssertions() { restore(this); }
    SilencedAssertions(const SilencedAssertions&) = delete;
    SilencedAssertions& operator=(const SilencedAssertions&) = delete;

    void rethrow_if_failed() const {
        if (collector_.failures.empty()) return;
        std::string message;
        for (const auto& failure : collector_.failures) {
            message += (message.empty() ? "" : "\n") + failure.file + ":" + std::to_string(failure.line) + ": ";
            message += failure.text;
        }
        const auto& first = collector_.failures.front();
        throw CatchAssertionFailed(message, first.file.empty() ? nullptr : harness::interned_file_name(first.file), first.line);
    }

private:
    static void restore(void* self) noexcept {
        Catch::getCurrentMutableContext().setResultCapture(&static_cast<SilencedAssertions*>(self)->live_);
    }

    Catch::IResultCapture& live_;
    CollectingCapture collector_;
    // A body that crashes never reaches the destructor: the capture is given back all the same.
    ::falsify::detail::CrashCleanup crash_cleanup_{restore, this};
};

/// `name` as a Catch2 test spec that matches it alone: the characters a spec
/// gives a meaning to are escaped.
inline std::string test_spec(const std::string& name);

/// One Catch2 assertion at the site, of the kind `type`.
inline void report_at(const Site& site, Catch::ResultWas::OfType type, const std::string& message);

class Catch2Framework final : public harness::Framework {
public:
    harness::TestContext context(const Site& site) const override {
        harness::TestContext context;
        context.id = Catch::getResultCapture().getCurrentTestName();
        context.name = site.name;
        context.program = harness::running_program();
        context.filter = harness::shell_quote(test_spec(context.id)) +
                         harness::output_options(harness::running_arguments(), {}, {"--use-colour", "--colour-mode"});
        context.declaration = harness::declaration_of(site);
        return context;
    }
    void fail(const Site& site, const std::string& message) const override { report_at(site, Catch::ResultWas::ExplicitFailure, message); }
    void warn(const Site& site, const std::string& message) const override { report_at(site, Catch::ResultWas::Warning, message); }
    void after_failure(const Result& result, const PropertyDefinition& definition, const harness::TestContext& context) const override {
        // Catch2's console reporter wraps messages at 80 columns, the Replay: command and the draft
        // with them: both are said once more, unwrapped, to be pasted whole.
        const std::string replay = harness::failure_replay(result, definition, context);
        if (replay.empty()) return;
        std::cerr << "falsify: replay \"" << context.id << "\" with: " << replay << '\n';
        if (const std::string draft = regression_draft(result, definition, context.declaration); !draft.empty())
            std::cerr << "falsify: draft for \"" << context.id << "\":" << draft << '\n';
    }
};

}  // namespace detail

/// The face the harness's templates connect to (<falsify/harness/face.hpp>):
/// Catch2's assertions collected, a failed REQUIRE's abort absorbed, verdicts
/// reported as Catch2 assertions at the property's line.
struct Face {
    using Silence = detail::SilencedAssertions;
    /// A failed REQUIRE's: the failure was collected; rethrown as ours by the Silence.
    using Abort = Catch::TestFailureException;
    static const harness::Framework& framework() {
        static const detail::Catch2Framework framework;
        return framework;
    }
    /// The running test case, as the site of a check it makes (check_commands, ...).
    static Site current_site(const char* parameters) {
        const std::string name = Catch::getResultCapture().getCurrentTestName();
#if FALSIFY_CATCH2_V3
        for (const Catch::TestCaseInfo* test : Catch::getRegistryHub().getTestCaseRegistry().getAllInfos())
            if (test->name == name)
                return Site{test->lineInfo.file, static_cast<int>(test->lineInfo.line), harness::interned_file_name(name), parameters};
#else
        for (const Catch::TestCase& test : Catch::getRegistryHub().getTestCaseRegistry().getAllTests())
            if (test.name == name)
                return Site{test.lineInfo.file, static_cast<int>(test.lineInfo.line), harness::interned_file_name(name), parameters};
#endif
        return Site{"(unknown file)", 0, harness::interned_file_name(name), parameters};
    }
};

/// Applies the environment, runs the property and reports its verdict at the
/// property's line (all but the reporting is the framework-neutral harness).
inline void check_definition(PropertyDefinition definition, const Site& site);

}  // namespace falsify::catch2

#define FALSIFY_DETAIL_CATCH_JOIN2(a, b) a##b
#define FALSIFY_DETAIL_CATCH_JOIN(a, b) FALSIFY_DETAIL_CATCH_JOIN2(a, b)
#define FALSIFY_DETAIL_CATCH_BODY FALSIFY_DETAIL_CATCH_JOIN(falsify_catch_property_body_, __LINE__)

/// Declares a property as the Catch2 test case `name` with `tags`. `params` is
/// the parenthesised parameter list; optional extras follow (see above).
#define FALSIFY_CATCH_PROPERTY(name, tags, params, ...)                                                                \
    static void FALSIFY_DETAIL_CATCH_BODY params;                                                                      \
    TEST_CASE(name, tags) {                                                                                            \
        ::falsify::harness::check_property<::falsify::catch2::Face>(&FALSIFY_DETAIL_CATCH_BODY,                          \
                                 ::falsify::catch2::Site{__FILE__, __LINE__, name, #params,                             \
                                                         "FALSIFY_CATCH_PROPERTY(" #name ", " #tags ", " #params, #__VA_ARGS__} \
                                     __VA_OPT__(, ) __VA_ARGS__);                                                      \
    }                                                                                                                  \
    static void FALSIFY_DETAIL_CATCH_BODY params

#define FALSIFY_DETAIL_CATCH_FIXTURE FALSIFY_DETAIL_CATCH_JOIN(falsify_catch_fixture_, __LINE__)

/// Declares a property as the Catch2 test case `name` with `tags` whose every
/// run gets a fresh `fixture` (default-constructed, as TEST_CASE_METHOD makes
/// one for a test case), its members reachable in the body.
#define FALSIFY_CATCH_FIXTURE_PROPERTY(fixture, name, tags, params, ...)                                               \
    namespace {                                                                                                        \
    struct FALSIFY_DETAIL_CATCH_FIXTURE : fixture {                                                                    \
        void falsify_body params;                                                                                      \
    };                                                                                                                 \
    }                                                                                                                  \
    TEST_CASE(name, tags) {                                                                                            \
        ::falsify::harness::check_fixture_property<::falsify::catch2::Face>(                                           \
            &FALSIFY_DETAIL_CATCH_FIXTURE::falsify_body,                                                               \
            ::falsify::catch2::Site{__FILE__, __LINE__, name, #params,                                                 \
                                    "FALSIFY_CATCH_FIXTURE_PROPERTY(" #fixture ", " #name ", " #tags ", " #params,     \
                                    #__VA_ARGS__} __VA_OPT__(, ) __VA_ARGS__);                                         \
    }                                                                                                                  \
    void FALSIFY_DETAIL_CATCH_FIXTURE::falsify_body params

// The definitions of the templates and inline functions declared above.
#include <falsify/catch2/impl/properties.hpp>
