// RapidCheck's equivalent of falsify_gtest_one_property.cpp.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

RC_GTEST_PROP(Sizes, bounded, (const std::vector<int>& xs)) { RC_ASSERT(xs.size() <= 100u); }
