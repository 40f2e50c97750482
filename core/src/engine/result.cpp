// Result's constructors and special members, compiled once here (see result.hpp).
#include <falsify/result.hpp>

namespace falsify {

Result::Result(Outcome outcome, std::string message, RunStatistics statistics)
    : Result(outcome, std::move(message), std::move(statistics), std::nullopt) {}
Result::Result(Outcome outcome, std::string message, RunStatistics statistics, std::optional<CounterExample> counter_example)
    : outcome_(outcome), message_(std::move(message)), statistics_(std::move(statistics)), counter_example_(std::move(counter_example)) {}
Result::Result(const Result&) = default;
Result::Result(Result&&) noexcept = default;
Result& Result::operator=(const Result&) = default;
Result& Result::operator=(Result&&) noexcept = default;
Result::~Result() = default;

}  // namespace falsify
