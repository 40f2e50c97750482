#pragma once
// The type-erased search the typed front end (check.hpp) hands a history to:
// operations reduced to their times and an index, the model to "the state
// after operation i from state s", states to small integers.
#include <falsify/statemachine/linearizability/verdict.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace falsify::linearizability::detail {

using StateId = std::uint32_t;
inline constexpr StateId no_state = UINT32_MAX;

struct Timing {
    std::size_t client = 0;
    std::int64_t call = 0;
    std::int64_t response = 0;
    bool pending = false;
};

class ErasedModel {
public:
    virtual ~ErasedModel() = default;
    virtual StateId initial() = 0;
    /// The state after `operation` (an index into the history) taken from
    /// `state`, or no_state when the model refuses its output there.
    virtual StateId step(StateId state, std::size_t operation) = 0;
    /// One operation as a person reads it: `read() -> 3`.
    virtual std::string describe(std::size_t operation) = 0;
    /// How many states the model has met so far: they are 0 to that less one.
    virtual StateId state_count() const = 0;
};

/// `partitions` lists the operations of each independent sub-history.
CheckResult search(const std::vector<Timing>& operations, const std::vector<std::vector<std::size_t>>& partitions,
                   ErasedModel& model, const CheckOptions& options);

/// Refuses a history whose operation `index` returns before it is called.
[[noreturn]] void refuse_times(std::size_t index, std::int64_t call, std::int64_t response);

}  // namespace falsify::linearizability::detail
