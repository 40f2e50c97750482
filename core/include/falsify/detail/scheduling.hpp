#pragma once
// What <falsify/scheduling.hpp> is made of, apart so that the public header reads as its API.
#include <falsify/scheduling.hpp>

namespace falsify::detail {

/// The scheduling of the property running on this thread (Automatic outside one).
Scheduling current_scheduling() noexcept;

/// Makes `scheduling` the running property's for its lifetime.
class SchedulingScope {
public:
    explicit SchedulingScope(Scheduling scheduling) noexcept;
    ~SchedulingScope();
    SchedulingScope(const SchedulingScope&) = delete;
    SchedulingScope& operator=(const SchedulingScope&) = delete;

private:
    Scheduling previous_;
};

}  // namespace falsify::detail
