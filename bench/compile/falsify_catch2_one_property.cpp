// One property as a Catch2 test case.
#include <falsify/catch2.hpp>

FALSIFY_CATCH_PROPERTY("bounded", "[sizes]", (std::vector<int> xs)) { CHECK(xs.size() <= 100u); }
