// What every event shares: its property, and its type's name.
#include <falsify/event.hpp>

namespace falsify {

const std::string& property_id(const Event& event) noexcept {
    return std::visit([](const event::Base& e) -> const std::string& { return e.property_id; }, event);
}

std::string_view event_name(const Event& event) noexcept {
    // In the variant's order.
    static constexpr std::string_view names[] = {
        "PropertyStarted", "ExampleStarted",   "ExampleFinished", "RunStarted",     "RunPassed",
        "RunDiscarded",    "RunFailed",        "ShrinkTried",     "ShrinkAccepted", "TargetImproved",
        "PropertyFinished", "CorpusReplayed",  "CorpusPruned",    "CorpusStored",   "CorpusFailed",
    };
    static_assert(std::size(names) == std::variant_size_v<Event>);
    return names[event.index()];
}

}  // namespace falsify
