#pragma once
// Every report of a failing input is written in report/message.cpp, so that
// each reads the same way whichever phase found the input.
#include <falsify/result.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace falsify::detail {

/// Where a falsified input came from, as its report's first line says.
struct FoundBy {
    enum class Source { Run, FuzzerInput, CorpusSeed };
    Source source = Source::Run;
    std::size_t input_bytes = 0;  // a fuzzer input's size
};

/// Arguments as a report shows them: `a=1, b="x"`.
std::string shown_arguments(const std::vector<Argument>& arguments);

/// The report of a falsified property: the first line, then a line per part of the counterexample.
std::string falsified_report(const CounterExample& counter_example, const FoundBy& found_by);

/// An explicit example that failed: its arguments as shown, and the failure.
std::string example_report(std::size_t number, const std::vector<std::string>& shown_values, const Failure& failure);

/// A recorded regression (a value entry of the corpus) that failed again.
std::string regression_report(std::uint64_t seed, const std::vector<Argument>& arguments, const Failure& failure);

/// What a run stopped while it shrinks says of the failure it had found (engine/containment.hpp).
std::string shrink_stopped_report(const std::string& property, std::uint64_t seed, const std::vector<Argument>& arguments,
                                  const Failure& failure);

}  // namespace falsify::detail
