// RapidCheck's equivalent of falsify_nested.cpp.
#include <rapidcheck.h>

int main() {
    return rc::check("nested", [](const std::vector<std::vector<int>>& xss) { RC_ASSERT(xss.size() <= 100u); }) ? 0 : 1;
}
