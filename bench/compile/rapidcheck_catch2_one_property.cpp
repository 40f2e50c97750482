// RapidCheck's equivalent of falsify_catch2_one_property.cpp.
#include <catch2/catch.hpp>
#include <rapidcheck/catch.h>

TEST_CASE("bounded", "[sizes]") {
    rc::prop("bounded", [](const std::vector<int>& xs) { RC_ASSERT(xs.size() <= 100u); });
}
