// RapidCheck's equivalent of falsify_map.cpp.
#include <rapidcheck.h>

#include <map>
#include <string>

int main() {
    return rc::check("map", [](const std::map<std::string, std::vector<int>>& m) { RC_ASSERT(m.size() <= 100u); }) ? 0 : 1;
}
