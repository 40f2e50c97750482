#pragma once
// The definitions behind <falsify/catch2/properties.hpp>, which includes this file at its end.
#include <falsify/catch2/properties.hpp>

namespace falsify::catch2 {

inline SilencedAssertions::SilencedAssertions() : live_(Catch::getResultCapture()), collector_(live_) {
    Catch::getCurrentMutableContext().setResultCapture(&collector_);
}

inline SilencedAssertions::~SilencedAssertions() { restore(this); }

inline void SilencedAssertions::restore(void* self) noexcept {
    Catch::getCurrentMutableContext().setResultCapture(&static_cast<SilencedAssertions*>(self)->live_);
}

inline void SilencedAssertions::rethrow_if_failed() const {
    if (collector_.failures.empty()) return;
    std::string message;
    for (const auto& failure : collector_.failures) {
        message += (message.empty() ? "" : "\n") + failure.file + ":" + std::to_string(failure.line) + ": ";
        message += failure.text;
    }
    const auto& first = collector_.failures.front();
    throw CatchAssertionFailed(message, first.file.empty() ? nullptr : harness::interned_file_name(first.file), first.line);
}

}  // namespace falsify::catch2

namespace falsify::catch2 {

inline void check_definition(PropertyDefinition definition, const Site& site) {
    harness::check(std::move(definition), site, Face::framework());
}

}  // namespace falsify::catch2

namespace falsify::catch2 {

inline const harness::Framework& Face::framework() {
    static const detail::Catch2Framework framework;
    return framework;
}

}  // namespace falsify::catch2
