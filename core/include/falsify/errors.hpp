#pragma once
// Exceptions a user can meet. Configuration mistakes are std::invalid_argument;
// everything the engine raises while running derives from falsify::Error.
#include <cstddef>
#include <stdexcept>
#include <string>
#include <utility>

namespace falsify {

/// Base of every exception the engine raises while running a property.
class Error : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// A generator could not produce a value (a filter that rejects everything,
/// a minimum size that cannot be reached). Never a silent loop.
class GenerationExhausted : public Error {
public:
    GenerationExhausted(std::string generator, std::size_t attempts, std::string reason);
    const std::string& generator() const noexcept { return generator_; }
    std::size_t attempts() const noexcept { return attempts_; }

private:
    std::string generator_;
    std::size_t attempts_;
};

/// Thrown by FALSIFY_ASSUME: the run is discarded, not failed. Deliberately not
/// a falsify::Error, so that `catch (const falsify::Error&)` in a body does not
/// swallow it by accident.
class AssumptionSkipped {
public:
    const char* what() const noexcept { return "Assumption not satisfied; property run discarded"; }
};

/// Thrown by a Random reading a fuzzer's bytes (Random::from_bytes) when they
/// run out: the input is too short to make a case, so the run is discarded,
/// never failed.
class InputExhausted : public AssumptionSkipped {};

/// Thrown by FALSIFY_SKIP: the environment refused this run (a missing
/// dependency, a service that is down), so it neither passes nor fails. Skips
/// have a budget of their own and, unlike discards, keep a corpus entry they
/// meet on replay. Not a std::exception, for the same reason as AssumptionSkipped.
class EnvironmentSkipped {
public:
    explicit EnvironmentSkipped(std::string reason) : reason_(std::move(reason)) {}
    const std::string& reason() const noexcept { return reason_; }
    const char* what() const noexcept { return reason_.c_str(); }

private:
    std::string reason_;
};

/// Thrown by FALSIFY_ASSERT. Carries the site so that the shrinker can tell two
/// assertions of one body apart.
class AssertionFailure : public Error {
public:
    AssertionFailure(std::string message, const char* file, int line);
    const char* file() const noexcept { return file_; }
    int line() const noexcept { return line_; }

private:
    const char* file_;
    int line_;
};

}  // namespace falsify
