// The current run's observations for the layers built on the engine.
#include <falsify/detail/run_observation.hpp>

#include "engine/draw_context.hpp"

#include <falsify/data.hpp>

#include <algorithm>

namespace falsify {

StatisticsExtension::~StatisticsExtension() = default;

std::string StatisticsExtension::warning_lines(const std::string&) const { return {}; }

Data StatisticsExtension::observed() const { return Data::object(); }

namespace detail {

RunObservation::~RunObservation() = default;

namespace {

DrawContext* observing_context() noexcept {
    DrawContext* context = current_context_if_any();
    return context && context->observe_extensions ? context : nullptr;
}

}  // namespace

bool observing_run() noexcept { return observing_context() != nullptr; }

RunObservation* observed_run(const std::type_info& type, std::shared_ptr<RunObservation> (*make)()) {
    DrawContext* context = observing_context();
    if (!context) return nullptr;
    auto& observations = context->observed.extensions;
    auto found = std::find_if(observations.begin(), observations.end(), [&](const std::shared_ptr<RunObservation>& o) {
        const RunObservation& observation = *o;  // typeid of a plain reference: no call evaluated inside it
        return typeid(observation) == type;
    });
    if (found == observations.end()) found = observations.insert(observations.end(), make());
    return found->get();
}

}  // namespace detail

}  // namespace falsify
