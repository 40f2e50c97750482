// RapidCheck's equivalent of falsify_one_property.cpp.
#include <rapidcheck.h>

int main() {
    return rc::check("sorted", [](const std::vector<int>& xs) { RC_ASSERT(xs.size() <= 100u); }) ? 0 : 1;
}
