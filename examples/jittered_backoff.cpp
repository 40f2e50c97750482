// A jittered exponential backoff whose cap is applied before the jitter, so a
// retry can wait longer than the cap. The code under test takes a standard
// random engine; falsify hands it a RandomEngine whose every call is a draw it
// can shrink, so the report names the attempt and the random decisions needed.
#include <falsify/falsify.hpp>

#include <algorithm>
#include <cstdint>
#include <iostream>
#include <random>

class JitteredBackoff {
public:
    JitteredBackoff(std::uint64_t base_ms, std::uint64_t cap_ms) : base_ms_(base_ms), cap_ms_(cap_ms) {}

    template <class Engine>
    std::uint64_t delay_ms(unsigned attempt, Engine& engine) const {
        const std::uint64_t exponential = base_ms_ << std::min(attempt, 30u);
        const std::uint64_t capped = std::min(exponential, cap_ms_);
        std::uniform_int_distribution<std::uint64_t> jitter(0, capped / 2);
        return capped + jitter(engine);  // the bug: the jitter goes on top of the cap
    }

private:
    std::uint64_t base_ms_;
    std::uint64_t cap_ms_;
};

int main() {
    namespace gen = falsify::gen;
    const JitteredBackoff backoff(100, 30'000);
    auto result = falsify::property("backoff_stays_under_cap",
                                    [&](unsigned attempt, falsify::RandomEngine engine) {
                                        const std::uint64_t delay = backoff.delay_ms(attempt, engine);
                                        falsify::note("delay_ms", delay);
                                        FALSIFY_ASSERT(delay <= 30'000u);
                                    },
                                    gen::ints(0u, 20u))
                      .names({"attempt", "engine"})
                      .check();
    if (result.passed()) {
        std::cout << "Every delay stayed under the cap: the bug was not found.\n";
        return 1;
    }
    std::cout << result.message() << '\n';
    return 0;
}
