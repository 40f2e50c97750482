// One passing and one failing property, as a GoogleTest user writes them.
#include <falsify/gtest.hpp>

#include <algorithm>
#include <vector>

FALSIFY_GTEST_PROPERTY(Consumer, reversing_twice_is_identity, (std::vector<int> xs)) {
    std::vector<int> twice(xs.rbegin(), xs.rend());
    std::reverse(twice.begin(), twice.end());
    EXPECT_EQ(twice, xs);
}

FALSIFY_GTEST_PROPERTY(Consumer, no_value_above_1000, (std::vector<int> xs)) {
    for (int x : xs) EXPECT_LE(x, 1000);
}
