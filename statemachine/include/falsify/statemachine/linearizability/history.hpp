#pragma once
// A recorded concurrent history: what each client invoked, what it got back,
// and when. Times are any monotonic clock's ticks (a shared counter, line
// numbers of a log, nanoseconds); only their order matters. An operation whose
// output is absent never returned — it was still running when the history
// ended, or it timed out — so it may have taken effect at any point after its
// call, or never.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace falsify::linearizability {

template <class Input, class Output>
struct Operation {
    std::size_t client = 0;
    Input input{};
    /// What the operation returned; std::nullopt when it never did.
    std::optional<Output> output;
    std::int64_t call = 0;
    /// When it returned; ignored when `output` is absent.
    std::int64_t response = 0;

    bool pending() const noexcept { return !output.has_value(); }
};

template <class Input, class Output>
using History = std::vector<Operation<Input, Output>>;

}  // namespace falsify::linearizability
