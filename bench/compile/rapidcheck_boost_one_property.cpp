// RapidCheck's equivalent of falsify_boost_one_property.cpp.
#define BOOST_TEST_MODULE one
#include <boost/test/unit_test.hpp>
#include <rapidcheck/boost_test.h>

RC_BOOST_PROP(bounded, (const std::vector<int>& xs)) { RC_ASSERT(xs.size() <= 100u); }
