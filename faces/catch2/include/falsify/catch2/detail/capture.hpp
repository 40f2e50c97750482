#pragma once
// What the Catch2 face (<falsify/catch2/properties.hpp>) is made of: Catch2's
// headers for the version found, and the result capture that keeps a body's
// assertions to the engine while it runs and shrinks.
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
#include <falsify/harness.hpp>
#include <falsify/harness/face.hpp>

#include <iostream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace falsify::catch2::detail {

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

/// `name` as a Catch2 test spec that matches it alone: the characters a spec
/// gives a meaning to are escaped.
inline std::string test_spec(const std::string& name) {
    std::string spec;
    for (char c : name) {
        if (c == '\\' || c == ',' || c == '[' || c == ']' || c == '*' || c == '"' || c == '~') spec += '\\';
        spec += c;
    }
    return spec;
}

/// One Catch2 assertion at the site, of the kind `type`.
inline void report_at(const harness::Site& site, Catch::ResultWas::OfType type, const std::string& message) {
    Catch::AssertionHandler handler("FALSIFY_CATCH_PROPERTY", Catch::SourceLineInfo(site.file, static_cast<std::size_t>(site.line)),
                                    Catch::StringRef(), Catch::ResultDisposition::ContinueOnFailure);
    handler.handleMessage(type, message);
    handler.complete();
}

class Catch2Framework final : public harness::Framework {
public:
    harness::TestContext context(const harness::Site& site) const override {
        harness::TestContext context;
        context.id = Catch::getResultCapture().getCurrentTestName();
        context.name = site.name;
        context.program = harness::running_program();
        context.filter = harness::shell_quote(test_spec(context.id)) +
                         harness::output_options(harness::running_arguments(), {}, {"--use-colour", "--colour-mode"});
        context.declaration = harness::declaration_of(site);
        return context;
    }
    void fail(const harness::Site& site, const std::string& message) const override { report_at(site, Catch::ResultWas::ExplicitFailure, message); }
    void warn(const harness::Site& site, const std::string& message) const override { report_at(site, Catch::ResultWas::Warning, message); }
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

}  // namespace falsify::catch2::detail
