// The README's quick start: properties as Boost.Test cases. The last one
// fails on purpose (a saturating add that is not), to show the report.
#define BOOST_TEST_MODULE quickstart
#include <falsify/boost_test.hpp>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <string>

using namespace falsify;

std::int32_t saturating_add(std::int32_t a, std::int32_t b) {
    const std::int64_t sum = std::int64_t{a} + b;
    if (sum > std::numeric_limits<std::int32_t>::max()) return std::numeric_limits<std::int32_t>::max();
    return static_cast<std::int32_t>(sum);  // bug: no clamp at the bottom
}

FALSIFY_PROPERTY(sorting_is_idempotent, (std::vector<int> xs)) {
    std::sort(xs.begin(), xs.end());
    auto again = xs;
    std::sort(again.begin(), again.end());
    BOOST_TEST(again == xs);
}

FALSIFY_PROPERTY(to_string_round_trips, (int n, std::string pad), param("pad", gen::ascii_strings(0, 3)), Config().runs(500)) {
    FALSIFY_ASSUME(pad.find_first_not_of(' ') == std::string::npos);  // discard, do not fail
    FALSIFY_ASSERT(std::stoi(pad + std::to_string(n)) == n);           // shows both sides
}

FALSIFY_PROPERTY(saturating_add_stays_in_range, (std::int32_t a, std::int32_t b)) {
    const std::int64_t exact = std::int64_t{a} + b;
    const std::int64_t clamped = std::clamp<std::int64_t>(exact, std::numeric_limits<std::int32_t>::min(),
                                                          std::numeric_limits<std::int32_t>::max());
    FALSIFY_ASSERT(saturating_add(a, b) == clamped);
}
