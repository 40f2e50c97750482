// One property as a Boost.Test case.
#define BOOST_TEST_MODULE one
#include <falsify/boost_test.hpp>

FALSIFY_PROPERTY(bounded, (std::vector<int> xs)) { BOOST_TEST(xs.size() <= 100u); }
