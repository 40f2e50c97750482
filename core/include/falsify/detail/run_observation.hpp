#pragma once
// How a layer built on the engine records what one run did (a state
// machine's commands) for its StatisticsExtension. The engine keeps each
// run's observations and counts them into the property's statistics when the
// run passes; only the random and search phases' runs are observed, so
// outside a property, and while shrinking, nothing is recorded.
#include <falsify/statistics_extension.hpp>

#include <memory>
#include <typeinfo>

namespace falsify::detail {

class RunObservation {
public:
    virtual ~RunObservation();
    /// The property's totals with this run counted in. `total` is the totals
    /// so far, or null before the first run is counted; the answer is null
    /// when `total` belongs to another layer.
    virtual std::shared_ptr<const StatisticsExtension> counted_into(const StatisticsExtension* total) const = 0;

protected:
    RunObservation() = default;
    RunObservation(const RunObservation&) = default;
    RunObservation& operator=(const RunObservation&) = default;
};

/// Whether the current run is observed.
bool observing_run() noexcept;

/// The current run's observation of the type `type`, made by `make` on first
/// use; null when the run is not observed.
RunObservation* observed_run(const std::type_info& type, std::shared_ptr<RunObservation> (*make)());

template <class T>
T* observed_run() {
    return static_cast<T*>(observed_run(typeid(T), []() -> std::shared_ptr<RunObservation> { return std::make_shared<T>(); }));
}

}  // namespace falsify::detail
