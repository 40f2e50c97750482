// Result's constructors and special members, compiled once here (see result.hpp),
// and the one builder the engine and the faces make every Result with.
#include <falsify/result.hpp>

#include <falsify/detail/result_access.hpp>

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

namespace detail {

Result make_result(Outcome outcome, std::string report, RunStatistics statistics, std::optional<Found> found) {
    if (!found) return Result(outcome, std::move(report), std::move(statistics));
    Result result(outcome, std::move(report), std::move(statistics), std::move(found->counter_example));
    ResultAccess::set_original_input(result, std::move(found->original_input));
    ResultAccess::set_shrunk_input(result, std::move(found->shrunk_input));
    return result;
}

}  // namespace detail

}  // namespace falsify
