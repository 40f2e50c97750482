// One passing and one failing property, as a Catch2 user writes them (Catch2's
// main linked in from Catch2WithMain).
#include <falsify/catch2.hpp>

#include <algorithm>
#include <vector>

FALSIFY_CATCH_PROPERTY("reversing twice is identity", "[consumer]", (std::vector<int> xs)) {
    std::vector<int> twice(xs.rbegin(), xs.rend());
    std::reverse(twice.begin(), twice.end());
    CHECK(twice == xs);
}

FALSIFY_CATCH_PROPERTY("no value above 1000", "[consumer]", (std::vector<int> xs)) {
    for (int x : xs) CHECK(x <= 1000);
}
