// One property as a GoogleTest test.
#include <falsify/gtest.hpp>

FALSIFY_GTEST_PROPERTY(Sizes, bounded, (std::vector<int> xs)) { EXPECT_LE(xs.size(), 100u); }
