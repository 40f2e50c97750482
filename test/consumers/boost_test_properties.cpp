// One passing and one failing property, as a Boost.Test user writes them.
#define BOOST_TEST_MODULE consumer
#include <falsify/boost_test.hpp>

#include <algorithm>
#include <vector>

FALSIFY_PROPERTY(reversing_twice_is_identity, (std::vector<int> xs)) {
    std::vector<int> twice(xs.rbegin(), xs.rend());
    std::reverse(twice.begin(), twice.end());
    BOOST_TEST(twice == xs);
}

FALSIFY_PROPERTY(no_value_above_1000, (std::vector<int> xs)) {
    for (int x : xs) BOOST_TEST(x <= 1000);
}
